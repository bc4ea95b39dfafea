import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Each reporter on the reporter tree (a path with a space, a non-ASCII folder and file name
/// with non-ASCII text before the finding, `&` in a folder name), run from the tree's root.
final class CLIReporterTests: CLITestCase {
    func testTextReporter() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run([], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, ReporterTree.textLines)
        XCTAssertTrue(result.stderr.contains("Found 4 findings (0 errors) in 5 files."), result.stderr)
        // The default reporter is text; naming it changes nothing.
        XCTAssertEqual(try run(["--reporter", "text"], in: tree).stdout, result.stdout)
        XCTAssertEqual(try run(["--reporter=text"], in: tree).stdout, result.stdout)
    }

    func testTextReporterWithPathArguments() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        // A file named explicitly (with a space) and a folder (non-ASCII).
        let result = try run(["--quiet", ReporterTree.client, "Sources/Ünïcödé"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [ReporterTree.textLines[0], ReporterTree.textLines[3]])
    }

    func testReporterFromConfiguration() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        try tree.write(".lint.yml", "reporter: github-actions\n")
        let result = try run(["--quiet"], in: tree)
        XCTAssertTrue(result.stdout.hasPrefix("::warning "), result.stdout)
        let overridden = try run(["--quiet", "--reporter", "text"], in: tree)
        XCTAssertEqual(overridden.stdoutLines, ReporterTree.textLines, "--reporter overrides the configuration")
    }

    func testJSONReporter() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--reporter", "json", "--quiet"], in: tree)
        assertStatus(result, 0)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]],
                                  "a JSON array of objects: \(result.stdout)")
        XCTAssertEqual(array.count, 4)
        let required: Set<String> = ["rule", "severity", "path", "line", "column", "utf16_column", "message", "fix"]
        for object in array {
            XCTAssertTrue(required.isSubset(of: Set(object.keys)), "keys: \(object.keys.sorted())")
            XCTAssertEqual(object["severity"] as? String, "warning")
        }
        XCTAssertEqual(array.map { $0["path"] as? String },
                       [ReporterTree.client, ReporterTree.lab, ReporterTree.store, ReporterTree.cafe])
        XCTAssertEqual(array.map { $0["rule"] as? String },
                       ["existential_any", "existential_any", "static_var_concurrency", "existential_any"])

        let cafe = array[3]
        XCTAssertEqual(cafe["line"] as? Int, ReporterTree.cafeLine)
        XCTAssertEqual(cafe["column"] as? Int, ReporterTree.cafeUTF8Column)
        XCTAssertEqual(cafe["utf16_column"] as? Int, ReporterTree.cafeUTF16Column)
        XCTAssertEqual(cafe["message"] as? String, ReporterTree.networkingMessage)
        // existential_any has a fix; its edit replaces text at the finding.
        let fix = try XCTUnwrap(cafe["fix"] as? [String: Any], "existential_any findings carry a fix")
        XCTAssertNotNil(fix["description"] as? String)
        let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
        XCTAssertFalse(edits.isEmpty)
        XCTAssertEqual(edits.first?["start_line"] as? Int, ReporterTree.cafeLine)
        XCTAssertTrue((edits.first?["replacement"] as? String)?.contains("any") ?? false)
        // static_var_concurrency has none: null.
        XCTAssertTrue(array[2]["fix"] is NSNull)
    }

    func testJSONReporterOnACleanRunPrintsAnEmptyArray() throws {
        let tree = try makeTree()
        try tree.copyFixture("ReporterTree/Clean.swift", to: "Clean.swift")
        try tree.copyFixture("ReporterTree/ClientModel.swift", to: "Protocol.swift")
        let result = try run(["--reporter", "json", "--quiet", "Clean.swift"], in: tree)
        assertStatus(result, 0)
        let array = try JSONSerialization.jsonObject(with: result.stdoutData) as? [Any]
        XCTAssertEqual(array?.count, 0, result.stdout)
    }

    func testGitHubActionsReporter() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--reporter", "github-actions", "--quiet"], in: tree)
        assertStatus(result, 0)
        let message = ReporterTree.networkingMessage
        XCTAssertEqual(result.stdoutLines, [
            "::warning file=\(ReporterTree.client),line=6,col=26,title=existential_any::\(message)",
            "::warning file=\(ReporterTree.lab),line=1,col=23,title=existential_any::\(message)",
            "::warning file=\(ReporterTree.store),line=2,col=16,title=static_var_concurrency::\(ReporterTree.storeMessage)",
            "::warning file=\(ReporterTree.cafe),line=2,col=\(ReporterTree.cafeUTF16Column),title=existential_any::\(message)",
        ])
    }

    func testGitHubActionsReporterUsesErrorForErrorSeverity() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        try tree.write(".lint.yml", "existential_any:\n  severity: error\n")
        let result = try run(["--reporter", "github-actions", "--quiet"], in: tree)
        assertStatus(result, 1)
        XCTAssertEqual(result.stdoutLines.filter { $0.hasPrefix("::error file=") }.count, 3)
        XCTAssertEqual(result.stdoutLines.filter { $0.hasPrefix("::warning file=") }.count, 1)
    }

    func testCheckstyleReporterIsWellFormedXML() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--reporter", "checkstyle", "--quiet"], in: tree)
        assertStatus(result, 0)
        let elements = try parseXML(result.stdoutData)
        XCTAssertEqual(elements.first?.name, "checkstyle")
        let files = elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
        XCTAssertEqual(files, [ReporterTree.client, ReporterTree.lab, ReporterTree.store, ReporterTree.cafe],
                       "file names survive XML escaping (&, space, non-ASCII)")
        let errors = elements.filter { $0.name == "error" }
        XCTAssertEqual(errors.count, 4)
        XCTAssertEqual(errors.first?.attributes["line"], "6")
        XCTAssertEqual(errors.first?.attributes["severity"], "warning")
        XCTAssertEqual(errors.first?.attributes["message"], ReporterTree.networkingMessage)
    }

    func testJUnitReporterIsWellFormedXML() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--reporter", "junit", "--quiet"], in: tree)
        assertStatus(result, 0)
        let elements = try parseXML(result.stdoutData)
        XCTAssertEqual(elements.first?.name, "testsuites")
        XCTAssertEqual(elements.filter { $0.name == "testcase" }.count, 4)
        XCTAssertEqual(elements.filter { $0.name == "failure" }.count, 4)
        XCTAssertTrue(elements.contains { $0.name == "testcase" && ($0.attributes["name"] ?? "").hasPrefix(ReporterTree.lab) },
                      "an '&' in a path is escaped and decodes back")
    }

    func testXMLReportersOnACleanRunAreWellFormed() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "let x = 1\n")
        for reporter in ["checkstyle", "junit"] {
            let result = try run(["--reporter", reporter, "--quiet"], in: tree)
            assertStatus(result, 0, reporter)
            XCTAssertFalse(try parseXML(result.stdoutData).isEmpty, reporter)
        }
    }

    /// The paths a run could not lint are in the JUnit, Checkstyle and GitHub Actions reports
    /// too, so that a run that exited 2 does not show as clean there.
    func testXMLAndActionsReportersCarryThePathsThatWereNotLinted() throws {
        let tree = try makeTree()
        try tree.write("src/a.swift", "let x = 1\n")
        try tree.write("src/bad.swift", bytes: Array("let y = \"".utf8) + [0xFF] + Array("\"\n".utf8))
        let junit = try run(["--quiet", "--reporter", "junit", "src", "missing.swift"], in: tree)
        assertStatus(junit, 2)
        let elements = try parseXML(junit.stdoutData)
        XCTAssertEqual(elements.first?.attributes["errors"], "2", junit.stdout)
        XCTAssertEqual(elements.filter { $0.name == "error" }.map { $0.attributes["message"] ?? "" },
                       ["no such file or folder", "not valid UTF-8 (byte offset 9); not linted"])
        XCTAssertFalse(elements.contains { $0.name == "testcase" && $0.attributes["name"] == "lint" }, "no passing test case")
        let checkstyle = try run(["--quiet", "--reporter", "checkstyle", "src", "missing.swift"], in: tree)
        assertStatus(checkstyle, 2)
        let errors = try parseXML(checkstyle.stdoutData).filter { $0.name == "error" }
        XCTAssertEqual(errors.map { $0.attributes["source"] ?? "" }, ["swiftlint-lite", "swiftlint-lite"])
        XCTAssertEqual(errors.last?.attributes["line"], "1")
        let actions = try run(["--quiet", "--reporter", "github-actions", "src", "missing.swift"], in: tree)
        assertStatus(actions, 2)
        XCTAssertEqual(actions.stdoutLines, [
            "::error file=missing.swift,title=swiftlint-lite::no such file or folder",
            "::error file=src/bad.swift,line=1,col=10,title=swiftlint-lite::not valid UTF-8 (byte offset 9); not linted",
        ])
    }

    // MARK: - SARIF

    func testSARIFValidatesAgainstTheSchema() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--reporter", "sarif", "--output", "lint.sarif", "--quiet"], in: tree)
        assertStatus(result, 0)
        try validateSARIF(tree.path("lint.sarif"))
    }

    func testEmptySARIFValidatesAgainstTheSchema() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "let x = 1\n")
        let result = try run(["--reporter", "sarif", "--output", "lint.sarif", "--quiet"], in: tree)
        assertStatus(result, 0)
        try validateSARIF(tree.path("lint.sarif"))
    }

    func testSARIFURIsResolveToTheFilesAndColumnsAreUTF16() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--reporter", "sarif", "--quiet"], in: tree)
        assertStatus(result, 0)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)

        // tool.driver: name, version, informationUri, and the rules with help.
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "swiftlint-lite")
        XCTAssertNotNil(driver["version"] as? String)
        XCTAssertNotNil(driver["informationUri"] as? String)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertTrue(Set(["existential_any", "static_var_concurrency"]).isSubset(of: Set(ruleIDs)), "\(ruleIDs)")
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"], "\(rule["id"] ?? "?")")
            XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"], "\(rule["id"] ?? "?")")
            XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"], "\(rule["id"] ?? "?")")
        }
        let existentialRule = try XCTUnwrap(rules.first { $0["id"] as? String == "existential_any" })
        let help = try XCTUnwrap((existentialRule["help"] as? [String: Any])?["markdown"] as? String)
        XCTAssertTrue(help.hasPrefix("# existential_any"), "help is Rules/existential_any.md")
        XCTAssertFalse(help.contains("## Triggering examples"), "without its examples")
        let text = try XCTUnwrap((existentialRule["help"] as? [String: Any])?["text"] as? String)
        XCTAssertFalse(text.contains("#"), "plain text: the summary and rationale")

        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: Any]])
        let baseURI = try XCTUnwrap(bases["%SRCROOT%"]?["uri"] as? String)
        XCTAssertTrue(baseURI.hasSuffix("/"), "a base URI ends in a slash so relative URIs resolve inside it")
        let base = try XCTUnwrap(URL(string: baseURI))

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        let expectedPaths = [ReporterTree.client, ReporterTree.lab, ReporterTree.store, ReporterTree.cafe]
        for (result, expectedPath) in zip(results, expectedPaths) {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[ruleIndex]["id"] as? String, ruleID, "ruleIndex points at the rule")
            XCTAssertEqual(result["level"] as? String, "warning")
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            XCTAssertFalse((result["partialFingerprints"] as? [String: Any] ?? [:]).isEmpty)

            let physical = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
                as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            let uri = try XCTUnwrap(artifact["uri"] as? String)
            XCTAssertFalse(uri.hasPrefix("/") || uri.hasPrefix("file:"), "relative: \(uri)")
            let resolved = try XCTUnwrap(URL(string: uri, relativeTo: base), "a valid URI reference: \(uri)")
            XCTAssertTrue(resolved.isFileURL)
            XCTAssertEqual(resolved.standardizedFileURL.path, tree.url(expectedPath).standardizedFileURL.path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: resolved.path), resolved.path)

            // The region's UTF-16 start column selects the first character of what is reported.
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            let line = try XCTUnwrap(region["startLine"] as? Int)
            let column = try XCTUnwrap(region["startColumn"] as? Int)
            let text = try String(contentsOf: resolved, encoding: .utf8)
            let units = Array(text.components(separatedBy: "\n")[line - 1].utf16)
            let expectedWord = ruleID == "existential_any" ? "Networking" : "count"
            let word = Array(expectedWord.utf16)
            XCTAssertEqual(Array(units[(column - 1)..<min(units.count, column - 1 + word.count)]), word,
                           "\(expectedPath):\(line): column \(column) points at '\(expectedWord)'")
        }
        // The line with non-ASCII text: UTF-16, not UTF-8 nor characters.
        let cafeRegion = ((results[3]["locations"] as? [[String: Any]])?.first?["physicalLocation"]
            as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(cafeRegion?["startColumn"] as? Int, ReporterTree.cafeUTF16Column)
        XCTAssertEqual(cafeRegion?["startLine"] as? Int, ReporterTree.cafeLine)
    }

    func testSARIFFingerprintsSurviveInsertedLines() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let before = try fingerprints(try run(["--reporter", "sarif", "--quiet"], in: tree))
        let text = try tree.read(ReporterTree.client)
        try tree.write(ReporterTree.client, "// one\n// two\n\n" + text)
        let after = try fingerprints(try run(["--reporter", "sarif", "--quiet"], in: tree))
        XCTAssertEqual(before.count, 4)
        XCTAssertEqual(before, after, "fingerprints do not depend on line numbers")
    }

    // MARK: - Helpers

    /// A run that could not lint everything says so in SARIF's `invocations`, so that a code
    /// scanning dashboard does not show a clean run; a complete run says it succeeded.
    func testSARIFInvocationNamesThePathsThatWereNotLinted() throws {
        let tree = try makeTree()
        try tree.write("src/a.swift", "protocol P {}\nlet a: P? = nil\n")
        try tree.write("src/bad.swift", bytes: Array("let x = \"".utf8) + [0xFF] + Array("\"\n".utf8))
        let failed = try run(["--quiet", "--reporter", "sarif", "-o", "failed.sarif", "src", "missing.swift"], in: tree)
        assertStatus(failed, 2)
        try validateSARIF(tree.path("failed.sarif"))
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: tree.url("failed.sarif"))) as? [String: Any])
        let invocation = try XCTUnwrap((((log["runs"] as? [[String: Any]])?.first)?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let texts = notifications.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        XCTAssertEqual(texts, ["missing.swift: no such file or folder", "src/bad.swift:1:10: not valid UTF-8 (byte offset 9); not linted"])
        // The byte's place is the notification's region (SARIF's columns count UTF-16 units).
        let region = ((notifications[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 1)
        XCTAssertEqual(region?["startColumn"] as? Int, 10)
        XCTAssertEqual(notifications.map { $0["level"] as? String }, ["error", "error"])

        let clean = try run(["--quiet", "--reporter", "sarif", "-o", "clean.sarif", "src/a.swift"], in: tree)
        assertStatus(clean, 0)
        let cleanLog = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: tree.url("clean.sarif"))) as? [String: Any])
        let cleanInvocation = (((cleanLog["runs"] as? [[String: Any]])?.first)?["invocations"] as? [[String: Any]])?.first
        XCTAssertEqual(cleanInvocation?["executionSuccessful"] as? Bool, true)
        XCTAssertNil(cleanInvocation?["toolExecutionNotifications"])
    }

    private func fingerprints(_ result: CLIResult) throws -> [String] {
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        return results.map { result in
            let prints = result["partialFingerprints"] as? [String: String] ?? [:]
            return prints.keys.sorted().map { "\($0)=\(prints[$0] ?? "")" }.joined(separator: ",")
        }
    }

    /// Validates the SARIF file at `path` with Python's jsonschema against the official schema,
    /// skipping when the schema, python3 or jsonschema is unavailable.
    private func validateSARIF(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try validateSARIFFile(path, schemaPath: CLI.sarifSchemaURL.path, file: file, line: line)
    }

    struct Element {
        var name: String
        var attributes: [String: String]
    }

    /// The elements of a well-formed XML document in document order; fails on a parse error.
    private func parseXML(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws -> [Element] {
        let parser = XMLParser(data: data)
        let collector = ElementCollector()
        parser.delegate = collector
        guard parser.parse() else {
            XCTFail("not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "?")):\n"
                    + String(decoding: data, as: UTF8.self), file: file, line: line)
            return []
        }
        return collector.elements
    }

    private final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements.append(Element(name: elementName, attributes: attributeDict))
        }
    }
}
