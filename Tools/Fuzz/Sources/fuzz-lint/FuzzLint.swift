import FuzzEntry
import FuzzSupport
import LintKit

/// Input: the bytes of one Swift file. Skipped when `FileReader.validate` would reject it
/// (not UTF-8, NUL in the first 8 KiB, UTF-16 BOM), as a real run does; otherwise linted with
/// every rule, reported in every format, fixed and linted again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    guard FuzzSupport.isLintable(bytes) else { return -1 }  // -1: not added to the corpus
    FuzzSupport.runPipeline([SourceFile(path: FuzzSupport.packageRoot + "/Sources/App/Fuzzed.swift", bytes: bytes)])
    return 0
}

/// The executable's entry point: SwiftPM makes `main` an alias of `fuzz_lint_main` (see
/// FuzzEntry.c), which runs libFuzzer's driver on ``fuzzLint(_:_:)``.
@_cdecl("fuzz_lint_main")
public func fuzzLintMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.runDriver(argc, argv, fuzzLint)
}
