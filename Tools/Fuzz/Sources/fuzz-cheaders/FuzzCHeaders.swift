import FuzzEntry
import FuzzSupport
import LintKit

/// Input: C header files separated by NUL bytes → CHeaderScanner (which reads the public
/// headers of a package's C targets from disk in a real run, with no validation).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCHeaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    let headers = bytes.split(separator: 0, omittingEmptySubsequences: false).map { Array($0) }
    let symbols = CHeaderScanner.scanAll(headers)
    _ = CHeaderScanner.typesByName(symbols.types)
    _ = CHeaderScanner.scan(headers)
    return 0
}

/// The executable's entry point: SwiftPM makes `main` an alias of `fuzz_cheaders_main` (see
/// FuzzEntry.c), which runs libFuzzer's driver on ``fuzzCHeaders(_:_:)``.
@_cdecl("fuzz_cheaders_main")
public func fuzzCHeadersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.runDriver(argc, argv, fuzzCHeaders)
}
