import Foundation
import XCTest
import LintKit

/// Diagnostics name the file and the place, and runs that check nothing say so in every
/// format; `--` makes every later word a path.
final class CLIDiagnosticsTests: CLITestCase {
    /// A file nested deeper than the parser reads is linted in part, and the run says where:
    /// a warning on standard error (even with `--quiet`), in SARIF's invocation at that place
    /// and as a GitHub Actions annotation; the exit status is the findings' own.
    func testAFileNestedTooDeeplyIsAWarningAtItsPlace() throws {
        let tree = try makeTree()
        let depth = Parser.maximumDepth + 5
        var source = "protocol P {}\n"
        for level in 0..<depth { source += "struct S\(level) {\n" }
        source += "func f(x: P) {}\n" + String(repeating: "}\n", count: depth) + "func g(y: any P) {}\n"
        try tree.write("Sources/Deep.swift", source)
        try tree.write("Sources/Flat.swift", "func h(z: any P) {}\n")
        let text = try run(["--quiet", "Sources"], in: tree)
        assertStatus(text, 0)
        let warnings = text.stderr.split(separator: "\n").filter { $0.contains("nesting deeper than") }
        XCTAssertEqual(warnings.count, 1, text.stderr)
        let line = try XCTUnwrap(warnings.first)
        XCTAssertTrue(line.hasPrefix("Sources/Deep.swift:"), String(line))
        XCTAssertTrue(line.hasSuffix(": warning: nesting deeper than \(Parser.maximumDepth) levels; the rules did not read what lies inside"), String(line))
        let lineNumber = try XCTUnwrap(Int(line.split(separator: ":")[1]))
        // The body of `S160` (line 162), which the limit reaches, is skipped: it starts at `S161`.
        XCTAssertEqual(lineNumber, Parser.maximumDepth + 3, String(line))
        let sarif = try run(["--reporter", "sarif", "-o", "deep.sarif", "Sources"], in: tree)
        assertStatus(sarif, 0)
        try validateSARIFFile(tree.path("deep.sarif"), schemaPath: CLI.sarifSchemaURL.path)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.read("deep.sarif").utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let invocation = try XCTUnwrap((runs[0]["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["level"] as? String, "warning")
        let location = try XCTUnwrap((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, lineNumber)
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/Deep.swift")
        let actions = try run(["--reporter", "github-actions", "Sources"], in: tree)
        XCTAssertTrue(actions.stdout.contains("::warning file=Sources/Deep.swift,line=\(lineNumber),"), actions.stdout)
    }

    func testBrokenFilesAreNamedAtTheirPlace() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "let a = 1\n")
        try tree.write("b.json", "{\n<<<<<<< HEAD\n")
        let baseline = try run(["--baseline", "b.json", "a.swift"], in: tree)
        assertStatus(baseline, 2)
        XCTAssertTrue(baseline.stderr.contains("b.json:2:1: error: the baseline is not valid JSON"), baseline.stderr)
        try tree.write("c.yml", bytes: Array("strict: tr".utf8) + [0xFF] + Array("ue\n".utf8))
        let latin = try run(["--config", "c.yml", "a.swift"], in: tree)
        assertStatus(latin, 2)
        XCTAssertTrue(latin.stderr.contains("c.yml:1:11: error: configuration file is not valid UTF-8 (byte offset 10)"), latin.stderr)
        try tree.write("d.yml", bytes: [0x61, 0x00, 0x62])
        let binary = try run(["--config", "d.yml", "a.swift"], in: tree)
        assertStatus(binary, 2)
        XCTAssertTrue(binary.stderr.contains("d.yml:1:2: error: configuration file looks binary"), binary.stderr)
        try tree.write("e.yml", "existential_any:\n  extra_protocols: [Kit.Delegate]\n")
        let qualified = try run(["--config", "e.yml", "a.swift"], in: tree)
        assertStatus(qualified, 2)
        XCTAssertTrue(qualified.stderr.contains("e.yml:2:21: error: rule 'existential_any': 'Kit.Delegate' in option 'extra_protocols' is not a bare Swift name"),
                      qualified.stderr)
        // A keyword names no protocol (hw51b: `true` and `[class]` were taken silently).
        try tree.write("f.yml", "existential_any:\n  extra_protocols: [Delegate, class]\n")
        let keyword = try run(["--config", "f.yml", "a.swift"], in: tree)
        assertStatus(keyword, 2)
        XCTAssertTrue(keyword.stderr.contains("f.yml:2:31: error: rule 'existential_any': 'class' in option 'extra_protocols' is a Swift keyword"),
                      keyword.stderr)
    }

    /// A SARIF notification's text names the place with the column its region gives (UTF-16
    /// code units), not standard error's UTF-8 column, when non-ASCII text comes before it.
    func testNotificationTextAndRegionAgreeOnTheColumn() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "let a = 1\n")
        try tree.write("g.yml", "existential_any:\n  extra_protocols: [Délégué, class]\n")
        let text = try run(["--config", "g.yml", "a.swift"], in: tree)
        assertStatus(text, 2)
        XCTAssertTrue(text.stderr.contains("g.yml:2:33: error: rule 'existential_any': 'class'"), text.stderr)
        let sarif = try run(["--config", "g.yml", "--reporter", "sarif", "-o", "out.sarif", "a.swift"], in: tree)
        assertStatus(sarif, 2)
        try validateSARIFFile(tree.path("out.sarif"), schemaPath: CLI.sarifSchemaURL.path)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.read("out.sarif").utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let message = try XCTUnwrap((notification["message"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(message.hasPrefix("g.yml:2:30: rule 'existential_any'"), message)
        let region = ((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startColumn"] as? Int, 30)  // three é, two bytes each
    }

    /// Naming only files that are not Swift checks nothing: a warning even with `--quiet`, and
    /// a `::warning` in the GitHub Actions report.
    func testRunsThatCheckNothingWarnInEveryFormat() throws {
        let tree = try makeTree()
        try tree.write("notes.txt", "x\n")
        let quiet = try run(["-q", "notes.txt"], in: tree)
        assertStatus(quiet, 0)
        XCTAssertTrue(quiet.stderr.contains("warning: none of the files named is a Swift file; nothing was linted"), quiet.stderr)
        try tree.makeFolder("empty")
        let actions = try run(["-q", "--reporter", "github-actions", "empty"], in: tree)
        XCTAssertEqual(actions.stdoutLines, ["::warning title=swiftlint-lite::no Swift file under 'empty'; nothing was linted"])
        try tree.write("none.yml", "only_rules: []\n")
        let noRule = try run(["-q", "--config", "none.yml", "notes.txt"], in: tree)
        XCTAssertTrue(noRule.stderr.contains("none.yml: warning: no rule is enabled"), noRule.stderr)
    }

    func testWordsAfterDoubleDashArePaths() throws {
        let tree = try makeTree()
        try tree.write("rules/X.swift", "var x = 0\n")
        let result = try run(["-q", "--", "rules"], in: tree)
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("rules/X.swift:1:5: warning:"), result.stdout)
        let document = try run(["rules", "--config", "nope.yml", "existential_any"], in: tree)
        assertStatus(document, 2)
        XCTAssertTrue(document.stderr.contains("'--config' goes with 'rules' alone"), document.stderr)
    }
}
