import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LintKit
import XCTest

/// Exact output of each reporter on a small fixture: a path with a space, a non-ASCII line whose
/// UTF-8 and UTF-16 columns differ, a message with quotes, a newline and a percent sign, fixes,
/// and a finding whose file text is not available.
final class ReporterTests: XCTestCase {
    func testLocationsOfFixtureDifferBetweenUTF8AndUTF16() {
        let fixture = ReporterFixture()
        XCTAssertEqual(fixture.findings[0].location, SourceLocation(line: 1, column: 26, utf16Column: 24))
        XCTAssertEqual(fixture.findings[1].location, SourceLocation(line: 2, column: 8, utf16Column: 8))
    }

    func testTextReporter() {
        let fixture = ReporterFixture()
        let output = TextReporter().report(fixture.findings, context: fixture.context)
        XCTAssertEqual(output, """
            Sources/Café.swift:1:26: warning: Use 'any P' for an existential type (existential_any)
            Sources/My App/main.swift:2:8: warning: Use 'any P' for an existential type (existential_any)
            Sources/z.swift:4:2: error: Say "hi", 100% done next: line (custom_rule)

            """)
        XCTAssertEqual(TextReporter().report([], context: fixture.context), "")
    }

    func testGitHubActionsReporter() {
        let fixture = ReporterFixture()
        let output = GitHubActionsReporter().report(fixture.findings, context: fixture.context)
        XCTAssertEqual(output, """
            ::warning file=Sources/Café.swift,line=1,col=24,title=existential_any::Use 'any P' for an existential type
            ::warning file=Sources/My App/main.swift,line=2,col=8,title=existential_any::Use 'any P' for an existential type
            ::error file=Sources/z.swift,line=4,col=2,title=custom_rule::Say "hi", 100%25 done%0Anext: line

            """)
    }

    func testGitHubActionsEscapesPropertyDelimitersAndNormalizesPaths() {
        let finding = Finding(ruleID: "a:b,c", severity: .warning, path: "./Odd,name:1%.swift", offset: 0,
                              location: SourceLocation(line: 1, column: 1, utf16Column: 1),
                              message: "a:b,c\r\nd")
        let context = ReportContext(rootDirectory: "/work/proj")
        XCTAssertEqual(GitHubActionsReporter().report([finding], context: context),
                       "::warning file=Odd%2Cname%3A1%25.swift,line=1,col=1,title=a%3Ab%2Cc::a:b,c%0D%0Ad\n")
    }

    /// On a runner, files are named from the repository's folder, where the runner reads them,
    /// also when the run is in a subfolder; a file outside it keeps its absolute path.
    func testGitHubActionsNamesFilesFromTheWorkspace() {
        let inside = Finding(ruleID: "r", severity: .warning, path: "Sources/A.swift", offset: 0,
                             location: SourceLocation(line: 1, column: 1, utf16Column: 1), message: "m")
        var outside = inside
        outside.path = "/elsewhere/B.swift"
        var context = ReportContext(rootDirectory: "/repo/ios")
        context.githubWorkspace = "/repo"
        XCTAssertEqual(GitHubActionsReporter().report([inside, outside], context: context),
                       "::warning file=ios/Sources/A.swift,line=1,col=1,title=r::m\n::warning file=/elsewhere/B.swift,line=1,col=1,title=r::m\n")
        context.githubWorkspace = nil
        XCTAssertEqual(GitHubActionsReporter().report([inside], context: context), "::warning file=Sources/A.swift,line=1,col=1,title=r::m\n")
    }

    /// SARIF names files from `%SRCROOT%`, the repository around the run's folder: a run in
    /// a subfolder gives the same URIs and fingerprints as one at the top.
    func testSARIFNamesFilesFromTheSourceRoot() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-root-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: repository) }
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository + "/ios/Sources", withIntermediateDirectories: true)
        XCTAssertEqual(ProjectFiles.sourceRoot(around: repository + "/ios/Sources", githubWorkspace: nil), repository)
        XCTAssertEqual(ProjectFiles.sourceRoot(around: repository + "/ios", githubWorkspace: repository + "/ios"), repository + "/ios")
        func log(from folder: String, path: String) throws -> (uri: String, fingerprint: String) {
            let finding = Finding(ruleID: "r", severity: .warning, path: path, offset: 0,
                                  location: SourceLocation(line: 1, column: 1, utf16Column: 1), message: "m")
            var context = ReportContext(rootDirectory: folder)
            context.sourceRoot = ProjectFiles.sourceRoot(around: folder, githubWorkspace: nil)
            let output = SARIFReporter().report([finding], context: context)
            let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let run = (json?["runs"] as? [[String: Any]])?.first
            let result = (run?["results"] as? [[String: Any]])?.first
            let location = ((result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
            let fingerprint = (result?["partialFingerprints"] as? [String: String])?.values.first
            return (location?["uri"] as? String ?? "?", fingerprint ?? "?")
        }
        let top = try log(from: repository, path: "ios/Sources/A.swift")
        let sub = try log(from: repository + "/ios", path: "Sources/A.swift")
        XCTAssertEqual(top.uri, "ios/Sources/A.swift")
        XCTAssertEqual(sub.uri, "ios/Sources/A.swift")
        XCTAssertEqual(top.fingerprint, sub.fingerprint)
    }

    func testJSONReporter() {
        let fixture = ReporterFixture()
        let output = JSONReporter().report(fixture.findings, context: fixture.context)
        XCTAssertEqual(output, #"""
            [
              {
                "rule": "existential_any",
                "severity": "warning",
                "path": "Sources/Café.swift",
                "line": 1,
                "column": 26,
                "utf16_column": 24,
                "message": "Use 'any P' for an existential type",
                "fix": {
                  "description": "Replace with 'any P'",
                  "edits": [
                    {
                      "start_line": 1,
                      "start_column": 26,
                      "end_line": 1,
                      "end_column": 27,
                      "offset": 25,
                      "length": 1,
                      "replacement": "any P"
                    }
                  ]
                },
                "end_line": 1,
                "end_column": 27,
                "end_utf16_column": 25
              },
              {
                "rule": "existential_any",
                "severity": "warning",
                "path": "Sources/My App/main.swift",
                "line": 2,
                "column": 8,
                "utf16_column": 8,
                "message": "Use 'any P' for an existential type",
                "fix": null,
                "end_line": 2,
                "end_column": 9,
                "end_utf16_column": 9
              },
              {
                "rule": "custom_rule",
                "severity": "error",
                "path": "Sources/z.swift",
                "line": 4,
                "column": 2,
                "utf16_column": 2,
                "message": "Say \"hi\", 100% done\nnext: line",
                "fix": {
                  "description": "Remove \\ it",
                  "edits": [
                    {
                      "start_line": null,
                      "start_column": null,
                      "end_line": null,
                      "end_column": null,
                      "offset": 50,
                      "length": 3,
                      "replacement": "\t\u0001/é"
                    }
                  ]
                },
                "end_line": null,
                "end_column": null,
                "end_utf16_column": null
              }
            ]

            """#)
        XCTAssertEqual(JSONReporter().report([], context: fixture.context), "[]\n")
    }

    func testJSONReporterOutputParsesBack() throws {
        let fixture = ReporterFixture()
        let output = JSONReporter().report(fixture.findings, context: fixture.context)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, 3)
        XCTAssertEqual(parsed[2]["message"] as? String, fixture.findings[2].message)
        let fix = try XCTUnwrap(parsed[2]["fix"] as? [String: Any])
        let edit = try XCTUnwrap((fix["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual(edit["replacement"] as? String, "\t\u{1}/é")
        XCTAssertEqual(fix["description"] as? String, "Remove \\ it")
    }

    func testCheckstyleReporter() {
        let fixture = ReporterFixture()
        let output = CheckstyleReporter().report(fixture.findings, context: fixture.context)
        XCTAssertEqual(output, """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="Sources/Café.swift">
                <error line="1" column="24" severity="warning" message="Use &apos;any P&apos; for an existential type" source="swiftlint-lite.existential_any"/>
              </file>
              <file name="Sources/My App/main.swift">
                <error line="2" column="8" severity="warning" message="Use &apos;any P&apos; for an existential type" source="swiftlint-lite.existential_any"/>
              </file>
              <file name="Sources/z.swift">
                <error line="4" column="2" severity="error" message="Say &quot;hi&quot;, 100% done&#10;next: line" source="swiftlint-lite.custom_rule"/>
              </file>
            </checkstyle>

            """)
        XCTAssertEqual(CheckstyleReporter().report([], context: fixture.context),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    /// Checkstyle lists files in path order, paths that could not be linted among them (hw85:
    /// they came after the files with findings).
    func testCheckstyleFilesComeInPathOrder() {
        let finding = Finding(ruleID: "r", severity: .warning, path: "/work/proj/a.swift", offset: 0,
                              location: SourceLocation(line: 1, column: 1, utf16Column: 1), message: "m")
        var context = ReportContext(rootDirectory: "/work/proj")
        context.toolErrors = [ToolError(path: "/work/proj/zz.swift", message: "no such file or folder"),
                              ToolError(path: "/work/proj/b.swift", message: "not valid UTF-8")]
        let output = CheckstyleReporter().report([finding], context: context)
        let names = output.split(separator: "\n").filter { $0.contains("<file name=") }.map { String($0) }
        XCTAssertEqual(names, ["  <file name=\"a.swift\">", "  <file name=\"b.swift\">", "  <file name=\"zz.swift\">"], output)
    }

    /// The failure's text spells the path as the test case's name does.
    func testJUnitFailureTextNormalizesThePath() {
        let finding = Finding(ruleID: "r", severity: .warning, path: "../proj/Sources//Core/./A.swift", offset: 0,
                              location: SourceLocation(line: 2, column: 8, utf16Column: 8), message: "m")
        let output = JUnitReporter().report([finding], context: ReportContext(rootDirectory: "/work/proj"))
        XCTAssertTrue(output.contains("name=\"Sources/Core/A.swift:2:8\""), output)
        XCTAssertTrue(output.contains(">Sources/Core/A.swift:2:8: warning: m (r)</failure>"), output)
    }

    /// A run's warnings that do not fail it (a folder named that holds no Swift file, a file
    /// linted in part) are the suite's standard error, escaped (hw85: JUnit dropped them).
    func testJUnitCarriesTheRunsWarnings() {
        let fixture = ReporterFixture()
        var context = fixture.context
        context.runWarnings = ["no Swift file under 'empty<1>'; nothing was linted there"]
        context.fileWarnings = [ToolError(path: "Sources/deep.swift", message: "nesting deeper than 160 levels",
                                          location: SourceLocation(line: 3, column: 5, utf16Column: 5))]
        let output = JUnitReporter().report(Array(fixture.findings.suffix(1)), context: context)
        XCTAssertTrue(output.contains("""
                </testcase>
                <system-err>warning: no Swift file under 'empty&lt;1&gt;'; nothing was linted there
            Sources/deep.swift:3:5: warning: nesting deeper than 160 levels</system-err>
              </testsuite>
            """), output)
    }

    func testJUnitReporter() {
        let fixture = ReporterFixture()
        let output = JUnitReporter().report(Array(fixture.findings.suffix(1)), context: fixture.context)
        XCTAssertEqual(output, """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="swiftlint-lite" tests="1" failures="1" errors="0" time="0">
              <testsuite name="swiftlint-lite" tests="1" failures="1" errors="0" time="0" skipped="0">
                <testcase classname="custom_rule" name="Sources/z.swift:4:2" time="0">
                  <failure type="error" message="Say &quot;hi&quot;, 100% done&#10;next: line">Sources/z.swift:4:2: error: Say "hi", 100% done next: line (custom_rule)</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        XCTAssertEqual(JUnitReporter().report([], context: fixture.context), """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="swiftlint-lite" tests="1" failures="0" errors="0" time="0">
              <testsuite name="swiftlint-lite" tests="1" failures="0" errors="0" time="0" skipped="0">
                <testcase classname="swiftlint-lite" name="lint" time="0"/>
              </testsuite>
            </testsuites>

            """)
        // A run that checked nothing is a skipped test.
        var nothing = fixture.context
        nothing.runWarnings = ["no rule is enabled"]
        XCTAssertEqual(JUnitReporter().report([], context: nothing), """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="swiftlint-lite" tests="1" failures="0" errors="0" time="0">
              <testsuite name="swiftlint-lite" tests="1" failures="0" errors="0" time="0" skipped="1">
                <testcase classname="swiftlint-lite" name="lint" time="0">
                  <skipped message="no rule is enabled"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    func testXMLReportsAreWellFormed() {
        let fixture = ReporterFixture()
        var findings = fixture.findings
        findings[0].message = "bell \u{7} & <tag> 'q' \u{FFFF}"
        for kind in [ReporterKind.checkstyle, .junit] {
            let output = kind.makeReporter().report(findings, context: fixture.context)
            XCTAssertFalse(output.contains("\u{7}"))
            XCTAssertTrue(output.contains("bell \u{FFFD} &amp; &lt;tag&gt;"), output)
            let parser = XMLParser(data: Data(output.utf8))
            XCTAssertTrue(parser.parse(), "\(kind): \(String(describing: parser.parserError))")
        }
    }

    func testReporterKindSpellingsAndFactory() {
        XCTAssertEqual(ReporterKind.allCases.map(\.rawValue),
                       ["text", "json", "sarif", "github-actions", "checkstyle", "junit"])
        XCTAssertTrue(ReporterKind.text.makeReporter() is TextReporter)
        XCTAssertTrue(ReporterKind.json.makeReporter() is JSONReporter)
        XCTAssertTrue(ReporterKind.sarif.makeReporter() is SARIFReporter)
        XCTAssertTrue(ReporterKind.githubActions.makeReporter() is GitHubActionsReporter)
        XCTAssertTrue(ReporterKind.checkstyle.makeReporter() is CheckstyleReporter)
        XCTAssertTrue(ReporterKind.junit.makeReporter() is JUnitReporter)
    }

    func testJSONValueCompactRenderingAndEscaping() {
        let value: JSONValue = ["b": [1, true, nil], "a": "\u{1F}\"\\/é", "e": [], "o": [:]]
        XCTAssertEqual(value.rendered(indent: nil), #"{"b":[1,true,null],"a":"\u001F\"\\/é","e":[],"o":{}}"#)
    }

    func testSARIFExactOutputForOneFinding() {
        let fixture = ReporterFixture()
        let output = SARIFReporter().report([fixture.findings[0]], context: fixture.context)
        XCTAssertEqual(output, #"""
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "swiftlint-lite",
                      "version": "0.1.0",
                      "informationUri": "https://github.com/swiftlint-lite/swiftlint-lite",
                      "rules": [
                        {
                          "id": "existential_any",
                          "name": "Existential Any",
                          "shortDescription": {
                            "text": "Existential types are spelled with 'any'."
                          },
                          "fullDescription": {
                            "text": "Swift 6 requires 'any' for existential types; spelling it makes the cost visible."
                          },
                          "help": {
                            "text": "Existential types are spelled with 'any'.\n\nSwift 6 requires 'any' for existential types; spelling it makes the cost visible.",
                            "markdown": "# existential_any\n\nWrite `any P`."
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          }
                        }
                      ]
                    }
                  },
                  "originalUriBaseIds": {
                    "%SRCROOT%": {
                      "uri": "file:///work/my%20proj/"
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "newlineSequences": [
                    "\r\n",
                    "\n",
                    "\r"
                  ],
                  "invocations": [
                    {
                      "executionSuccessful": true
                    }
                  ],
                  "results": [
                    {"ruleId":"existential_any","ruleIndex":0,"level":"warning","message":{"text":"Use 'any P' for an existential type"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"Sources/Caf%C3%A9.swift","uriBaseId":"%SRCROOT%"},"region":{"startLine":1,"startColumn":24,"endLine":1,"endColumn":25}}}],"partialFingerprints":{"swiftliteLineHash/v1":"\#(fixture.expectedHashOfFirstFinding)"},"fixes":[{"description":{"text":"Replace with 'any P'"},"artifactChanges":[{"artifactLocation":{"uri":"Sources/Caf%C3%A9.swift","uriBaseId":"%SRCROOT%"},"replacements":[{"deletedRegion":{"startLine":1,"startColumn":24,"endLine":1,"endColumn":25},"insertedContent":{"text":"any P"}}]}]}]}
                  ]
                }
              ]
            }

            """#)
    }

    /// Every result is one line of the log (compact), the rest of the log is indented: `grep`
    /// and `diff` show whole results, and the log is less than half the pretty-printed size.
    func testSARIFWritesEachResultOnALineOfItsOwn() throws {
        let fixture = ReporterFixture()
        let output = SARIFReporter().report(fixture.findings, context: fixture.context)
        let lines = output.split(separator: "\n")
        let resultLines = lines.filter { $0.hasPrefix("        {\"ruleId\":") }
        XCTAssertEqual(resultLines.count, fixture.findings.count)
        for (line, finding) in zip(resultLines, fixture.findings) {
            let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.dropLast(line.hasSuffix(",") ? 1 : 0).utf8)) as? [String: Any])
            XCTAssertEqual(result["ruleId"] as? String, finding.ruleID)
        }
        XCTAssertTrue(lines.contains("      \"results\": ["), "the log around the results stays indented")
    }

    /// U+2028, U+2029 and U+0085 end a line for editors and `splitlines()`: escaped, so that a
    /// message quoting them keeps its SARIF result on one line. Other non-ASCII text is kept.
    func testJSONEscapesLineBreakingScalars() {
        let value: JSONValue = .string("a\u{2028}b\u{2029}c\u{85}d é 🚀 \u{2027}")
        XCTAssertEqual(value.rendered(indent: nil), #""a\u2028b\u2029c\u0085d é 🚀 \#u{2027}""#)
    }

    func testSARIFLineHashIsFNV1aOfTheDocumentedKey() {
        // FNV-1a 64 of the empty string is the offset basis; of "a" a published test vector.
        XCTAssertEqual(fnv1a(""), "cbf29ce484222325")
        XCTAssertEqual(fnv1a("a"), "af63dc4c8601ec8c")
        let hash = SARIFReporter.lineHash(ruleID: "r", path: "p", lineFingerprint: "l", occurrence: 0)
        XCTAssertEqual(hash, fnv1a("r\u{0}p\u{0}l\u{0}0"))
    }

    func testSARIFFingerprintsSurviveLineShiftsAndCountOccurrences() throws {
        let fixture = ReporterFixture()
        var moved = fixture.findings[1]
        moved.location.line += 10
        moved.offset += 100
        let twice = [fixture.findings[1], moved]
        let before = try sarifFingerprints(SARIFReporter().report([fixture.findings[1]], context: fixture.context))
        let after = try sarifFingerprints(SARIFReporter().report(twice, context: fixture.context))
        XCTAssertEqual(before[0], after[0])
        XCTAssertNotEqual(after[0], after[1])
        XCTAssertEqual(after[1], SARIFReporter.lineHash(ruleID: "existential_any", path: "Sources/My App/main.swift",
                                                        lineFingerprint: "let s: P = make()", occurrence: 1))
    }

    private func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private func sarifFingerprints(_ sarif: String) throws -> [String] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["swiftliteLineHash/v1"] }
    }
}

/// Three findings over two in-memory files and one missing file, sorted as the driver sorts them.
struct ReporterFixture {
    let context: ReportContext
    let findings: [Finding]

    init() {
        let cafe = SourceFile(path: "Sources/Café.swift", text: "let café = \"é\"; let x: P\n")
        let main = SourceFile(path: "Sources/My App/main.swift", text: "import Foundation\nlet s: P = make()\n")
        let rule = RuleMetadata(
            id: "existential_any", name: "Existential Any",
            summary: "Existential types are spelled with 'any'.",
            rationale: "Swift 6 requires 'any' for existential types; spelling it makes the cost visible.",
            helpMarkdown: "# existential_any\n\nWrite `any P`.")
        context = ReportContext(rules: [rule], toolVersion: "0.1.0", rootDirectory: "/work/my proj",
                                files: [cafe.path: cafe, main.path: main])
        let message = "Use 'any P' for an existential type"
        let onCafe = reporterFinding(in: cafe, at: "P", rule: rule.id, message: message,
                                     fix: { Fix(description: "Replace with 'any P'",
                                                edits: [TextEdit(range: $0..<($0 + 1), replacement: "any P")]) })
        let onMain = reporterFinding(in: main, at: "P", rule: rule.id, message: message)
        let missing = Finding(ruleID: "custom_rule", severity: .error, path: "Sources/z.swift", offset: 50,
                              location: SourceLocation(line: 4, column: 2, utf16Column: 2),
                              message: "Say \"hi\", 100% done\nnext: line",
                              fix: Fix(description: "Remove \\ it",
                                       edits: [TextEdit(range: 50..<53, replacement: "\t\u{1}/é")]),
                              lineFingerprint: "x")
        findings = [onCafe, onMain, missing].sorted()
    }

    /// The line hash of `findings[0]`, computed from the documented recipe.
    var expectedHashOfFirstFinding: String {
        SARIFReporter.lineHash(ruleID: "existential_any", path: "Sources/Café.swift",
                               lineFingerprint: "let café = \"é\"; let x: P", occurrence: 0)
    }
}

/// A finding at the first occurrence of `needle` in `file`, located with the file's line table
/// and ending after `needle`, as a rule's finding ends after the name it points at.
func reporterFinding(in file: SourceFile, at needle: String, rule: String, message: String,
                     severity: Severity = .warning, fix: ((Int) -> Fix)? = nil) -> Finding {
    let offset = reporterOffset(of: needle, in: file)
    let location = file.lineTable.location(of: offset)
    let lineText = file.text(file.lineTable.rangeOfLine(location.line))
    let folded = lineText.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    return Finding(ruleID: rule, severity: severity, path: file.path, offset: offset, location: location,
                   message: message, fix: fix?(offset), lineFingerprint: folded,
                   endLocation: file.lineTable.location(of: offset + needle.utf8.count))
}

/// The byte offset of the first occurrence of `needle` in `file`.
func reporterOffset(of needle: String, in file: SourceFile) -> Int {
    let pattern = Array(needle.utf8)
    for start in 0...(file.bytes.count - pattern.count) where Array(file.bytes[start..<(start + pattern.count)]) == pattern {
        return start
    }
    preconditionFailure("\(needle) not in \(file.path)")
}
