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
        XCTAssertEqual(run["newlineSequences"] as? [String], ["\r\n", "\n", "\r"], "a lone carriage return ends a line, as in Swift")
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
        let sarifURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlint-lite-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: sarifURL)
        defer { try? FileManager.default.removeItem(at: sarifURL) }

        try validateSARIFFile(sarifURL.path, schemaPath: schemaPath, file: file, line: line)
    }
}
