import Foundation
@testable import LintKit
import XCTest

/// Checks SARIF the way its consumers read it: against the official 2.1.0 schema, and by
/// resolving artifact URIs and UTF-16 columns back to real files.
final class SARIFSchemaTests: XCTestCase {
    /// The repository root: three levels above this file (`Tests/LintKitTests/<file>`).
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/sarif/sarif-schema-2.1.0.json` next to the repository.
    private static let schemaURL = repositoryRoot
        .appendingPathComponent("../shared/sarif/sarif-schema-2.1.0.json").standardizedFileURL

    func testFixtureSARIFValidatesAgainstSchema() throws {
        let fixture = ReporterFixture()
        var findings = fixture.findings
        // A rule the context does not describe, and a file outside the root.
        findings.append(Finding(ruleID: "superfluous_disable", severity: .warning, path: "/elsewhere/a b.swift",
                                offset: 0, location: SourceLocation(line: 1, column: 1, utf16Column: 1),
                                message: "Nothing to disable", lineFingerprint: "// swiftlint-lite:disable x"))
        try validateAgainstSchema(SARIFReporter().report(findings, context: fixture.context))
    }

    func testEmptySARIFValidatesAgainstSchema() throws {
        let output = SARIFReporter().report([], context: ReportContext(rootDirectory: "/"))
        XCTAssertTrue(output.contains("\"results\": []"))
        try validateAgainstSchema(output)
    }

    func testArtifactURIsResolveToRealFilesAndColumnsPointAtTheCharacter() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("sarif réport \(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/My App", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fileURL = folder.appendingPathComponent("café #1.swift")
        let text = "import Foundation\nlet café = \"é\"; let x: P\n"
        try Data(text.utf8).write(to: fileURL)

        let relativePath = "Sources/My App/café #1.swift"
        let outsidePath = "/tmp/../outside dir/x.swift"
        let file = SourceFile(path: relativePath, text: text)
        let finding = reporterFinding(in: file, at: "P", rule: "existential_any", message: "Use 'any P'")
        var outside = finding
        outside.path = outsidePath
        let context = ReportContext(rootDirectory: root.path, files: [relativePath: file])
        let sarif = SARIFReporter().report([finding, outside], context: context)

        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: String]])
        let base = try XCTUnwrap(bases["%SRCROOT%"]?["uri"].flatMap { URL(string: $0) })
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)

        // Inside the root: a relative URI resolved against %SRCROOT% names the file on disk.
        let physical = try XCTUnwrap(((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
            as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: String])
        XCTAssertEqual(artifact["uriBaseId"], "%SRCROOT%")
        let resolved = try XCTUnwrap(URL(string: try XCTUnwrap(artifact["uri"]), relativeTo: base))
        XCTAssertTrue(resolved.isFileURL)
        XCTAssertEqual(resolved.standardizedFileURL.path, fileURL.standardizedFileURL.path)
        let contents = try String(contentsOf: resolved, encoding: .utf8)
        XCTAssertEqual(contents, text)

        // The UTF-16 start column selects the `P` on a line with non-ASCII text before it.
        let region = try XCTUnwrap(physical["region"] as? [String: Int])
        let lines = contents.components(separatedBy: "\n")
        let line = Array(lines[try XCTUnwrap(region["startLine"]) - 1].utf16)
        let column = try XCTUnwrap(region["startColumn"])
        XCTAssertEqual(column, 24)
        XCTAssertEqual(String(utf16CodeUnits: [line[column - 1]], count: 1), "P")

        // Outside the root: an absolute file URI without a base id.
        let outsideArtifact = try XCTUnwrap(((results[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
            as? [String: Any])?["artifactLocation"] as? [String: String]
        XCTAssertNil(outsideArtifact?["uriBaseId"])
        XCTAssertEqual(outsideArtifact?["uri"], "file:///outside%20dir/x.swift")
        XCTAssertEqual(URL(string: try XCTUnwrap(outsideArtifact?["uri"]))?.path, "/outside dir/x.swift")
    }

    /// Writes `sarif` to a temporary file and validates it with Python's `jsonschema`, skipping
    /// when Python, the package, or the schema file is not available.
    private func validateAgainstSchema(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let schemaPath = Self.schemaURL.path
        guard FileManager.default.fileExists(atPath: schemaPath) else {
            throw XCTSkip("SARIF schema not found at \(schemaPath)")
        }
        let sarifURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlint-lite-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: sarifURL)
        defer { try? FileManager.default.removeItem(at: sarifURL) }

        let (status, output) = try runPython(Self.validatorScript, arguments: [schemaPath, sarifURL.path])
        switch status {
        case 0: return
        case 3: throw XCTSkip("the Python package jsonschema is not installed (pip install jsonschema)")
        case 126, 127: throw XCTSkip("python3 is not available: \(output)")
        default: XCTFail("SARIF does not validate against \(schemaPath):\n\(output)", file: file, line: line)
        }
    }

    private static let validatorScript = """
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
        sys.exit(1 if errors else 0)
        """

    /// Runs `python3 -c script arguments…`, returning its exit status and combined output.
    private func runPython(_ script: String, arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw XCTSkip("cannot run python3: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
