import Foundation
import XCTest

/// Validates a SARIF file against the official OASIS schema with Python's `jsonschema`,
/// skipping (not failing) when the schema file, python3 or the package is unavailable.
/// Shared by the reporter tests and the end-to-end CLI tests.
func validateSARIFFile(_ path: String, schemaPath: String, file: StaticString = #filePath, line: UInt = #line) throws {
    guard FileManager.default.fileExists(atPath: schemaPath) else {
        throw XCTSkip("SARIF schema not found at \(schemaPath)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", sarifValidatorScript, schemaPath, path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        throw XCTSkip("cannot run python3: \(error)")
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 3: throw XCTSkip("the Python package jsonschema is not installed (pip install jsonschema)")
    case 126, 127: throw XCTSkip("python3 is not available: \(output)")
    default: XCTFail("SARIF does not validate against \(schemaPath):\n\(output)", file: file, line: line)
    }
}

/// Exit 0 when valid, 1 with one line per error (or "no runs"), 3 without jsonschema.
private let sarifValidatorScript = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        sys.exit(3)
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        log = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.absolute_path)))
    for error in errors:
        print("/".join(map(str, error.absolute_path)) + ": " + error.message)
    if not log.get("runs"):
        print("no runs")
        sys.exit(1)
    sys.exit(1 if errors else 0)
    """
