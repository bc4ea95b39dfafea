import FuzzEntry
import FuzzSupport
import LintKit

/// Paths of the files an input is split into: two in module `App`, one in module `Lib`, one
/// in the tests, so that the project index sees declarations from other files and modules.
private let paths = [
    FuzzSupport.packageRoot + "/Sources/App/A.swift",
    FuzzSupport.packageRoot + "/Sources/App/B.swift",
    FuzzSupport.packageRoot + "/Sources/Lib/C.swift",
    FuzzSupport.packageRoot + "/Tests/AppTests/D.swift",
]

/// Input: up to four Swift files separated by NUL bytes (a NUL never occurs in a file that
/// is linted, so the split loses nothing). Parts that a real run would not lint are dropped.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintMulti(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    let parts = bytes.split(separator: 0, maxSplits: paths.count - 1, omittingEmptySubsequences: false)
    var files: [SourceFile] = []
    for (position, part) in parts.enumerated() {
        let partBytes = Array(part)
        guard FuzzSupport.isLintable(partBytes) else { continue }
        files.append(SourceFile(path: paths[position], bytes: partBytes))
    }
    guard !files.isEmpty else { return -1 }
    FuzzSupport.runPipeline(files)
    return 0
}

/// The executable's entry point: SwiftPM makes `main` an alias of `fuzz_lint_multi_main` (see
/// FuzzEntry.c), which runs libFuzzer's driver on ``fuzzLintMulti(_:_:)``.
@_cdecl("fuzz_lint_multi_main")
public func fuzzLintMultiMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.runDriver(argc, argv, fuzzLintMulti)
}
