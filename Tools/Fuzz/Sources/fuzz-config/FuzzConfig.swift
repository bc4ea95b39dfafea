import FuzzEntry
import FuzzSupport
import LintKit

/// Input: the text of a `.lint.yml`. Not UTF-8 is skipped (as `Configuration.load` rejects
/// it). Parsed by YAMLReader, read by Configuration.parse, and the rules built from it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return -1 }
    if let value = try? YAMLReader.parse(text) {
        _ = value.description
        _ = value.mappingEntries?.map { ($0.key, $0.value.stringArrayValue, $0.value.intValue, $0.value.boolValue) }
    }
    do {
        let configuration = try Configuration.parse(text, path: "/fuzz/.lint.yml", rootDirectory: "/fuzz")
        _ = try configuration.makeRules(configPath: "/fuzz/.lint.yml")
        _ = try configuration.makeRules(only: ["existential_any"], disable: ["single_use_generic"], configPath: "/fuzz/.lint.yml")
    } catch {
        _ = error.description
    }
    return 0
}

/// The executable's entry point: SwiftPM makes `main` an alias of `fuzz_config_main` (see
/// FuzzEntry.c), which runs libFuzzer's driver on ``fuzzConfig(_:_:)``.
@_cdecl("fuzz_config_main")
public func fuzzConfigMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.runDriver(argc, argv, fuzzConfig)
}
