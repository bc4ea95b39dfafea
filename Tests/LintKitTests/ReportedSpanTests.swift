import XCTest
@testable import LintKit

/// A finding ends after the name it points at (``ReportedSpan``), so that the SARIF log's
/// region and the JSON report's `end_` keys mark that name, not the rest of its line.
final class ReportedSpanTests: XCTestCase {
    private func end(of text: String, at needle: String) -> Int? {
        let bytes = Array(text.utf8)
        let offset = try! XCTUnwrap(text.utf8.indices(of: needle))
        return ReportedSpan.endOfWord(at: offset, in: bytes).map { $0 - offset }
    }

    func testAWordEndsWhereTheLexerEndsIt() {
        XCTAssertEqual(end(of: "let x: Proto? = nil", at: "Proto"), 5)
        XCTAssertEqual(end(of: "static var count = 0", at: "count"), 5)
        XCTAssertEqual(end(of: "let x: [P]", at: "P"), 1)
        XCTAssertEqual(end(of: "func f<Element>(_ e: Element)", at: "Element"), 7)
        XCTAssertEqual(end(of: "let café: Café", at: "Café"), 5, "a non-ASCII letter is part of the name")
        XCTAssertEqual(end(of: "static var `class` = 0", at: "`class`"), 7, "backticks belong to the name")
        XCTAssertEqual(end(of: "let x: `My Proto`", at: "`My Proto`"), 10, "a raw identifier holds its space")
        XCTAssertEqual(end(of: "Task {", at: "Task"), 4)
        XCTAssertEqual(end(of: "x.sink", at: "sink"), 4, "at the end of the text")
        XCTAssertEqual(end(of: "let v: P\r\nlet w = 1", at: "P"), 1, "before a CRLF")
        XCTAssertEqual(end(of: "{ $0 }", at: "$0"), 2)
    }

    func testAWordIsFoundAmongTheFilesTokens() {
        let text = "let x: Proto = make(\"\\(a)\")"
        let stream = Lexer.tokenize(Array(text.utf8))
        let tokens = stream.tokens
        let proto = try! XCTUnwrap(text.utf8.indices(of: "Proto"))
        XCTAssertEqual(ReportedSpan.endOfWord(at: proto, in: tokens, count: tokens.count), proto + 5)
        XCTAssertEqual(ReportedSpan.endOfWord(at: 0, in: tokens, count: tokens.count), 3, "a keyword is a word")
        XCTAssertNil(ReportedSpan.endOfWord(at: proto + 1, in: tokens, count: tokens.count), "no token starts inside a name")
        let paren = try! XCTUnwrap(text.utf8.indices(of: "("))
        XCTAssertNil(ReportedSpan.endOfWord(at: paren, in: tokens, count: tokens.count), "a parenthesis is no name")
        XCTAssertNil(ReportedSpan.endOfWord(at: text.utf8.count, in: tokens, count: tokens.count), "the end of the file")
        XCTAssertNil(ReportedSpan.endOfWord(at: proto, in: tokens, count: 2), "only the first `count` tokens are searched")
    }

    func testTheEndIsLocatedOnTheNamesLine() {
        let text = "let a = 1\nlet 😀x: Pé = 0"
        let file = SourceFile(path: "/virtual/span/Sources/App/B.swift", bytes: Array(text.utf8))
        for name in ["😀x", "Pé", "let"] {
            let start = try! XCTUnwrap(text.utf8.indices(of: name))
            let end = start + name.utf8.count
            let computed = ReportedSpan.location(of: end, after: file.lineTable.location(of: start), at: start, in: file.bytes)
            XCTAssertEqual(computed, file.lineTable.location(of: end), name)
        }
    }

    func testNoWordNoEnd() {
        XCTAssertNil(end(of: "let x: (A & B)", at: "(A"), "a composition's parenthesis is not a name")
        XCTAssertNil(end(of: "// swiftlint-lite:disable foo", at: "// "), "a comment")
        XCTAssertNil(end(of: "let s = \"text\"", at: "\"text"), "a string literal")
        XCTAssertNil(ReportedSpan.endOfWord(at: -1, in: Array("abc".utf8)))
        XCTAssertNil(ReportedSpan.endOfWord(at: 3, in: Array("abc".utf8)))
        XCTAssertNil(ReportedSpan.endOfWord(at: 0, in: []))
    }

    func testAVeryLongLineIsNotLexedToItsEnd() {
        let name = String(repeating: "a", count: ReportedSpan.longestName * 3)
        XCTAssertEqual(ReportedSpan.endOfWord(at: 0, in: Array(name.utf8)), ReportedSpan.longestName,
                       "a name longer than the limit is cut at it")
        let line = "let x: P = " + String(repeating: "1 + ", count: 100_000) + "1"
        XCTAssertEqual(end(of: line, at: "P"), 1)
    }

    /// The shipped rules' findings end after the name each reports, in UTF-8 and UTF-16
    /// columns alike.
    func testTheShippedRulesFindingsEndAfterTheirNames() throws {
        let text = """
            protocol Shape {}
            struct Café { let é: Shape }
            enum Store { static var `default` = 0 }
            func draw<Element>(_ e: Element) {}
            func show(_ value: Int) -> String { "\\(value as Shape)" }

            """
        let file = SourceFile(path: "/virtual/span/Sources/App/A.swift", bytes: Array(text.utf8))
        let rules = try RuleRegistry.all.map { ConfiguredRule(rule: try $0.init(options: RuleOptions()), severity: .warning) }
        let findings = LintEngine(rules: rules).lint(files: [file]).findings
        let spans = findings.map { finding -> String in
            let end = finding.endLocation
            return "\(finding.ruleID) \(finding.location.line):\(finding.location.column)-\(end?.line ?? 0):\(end?.column ?? 0)"
                + " utf16 \(finding.location.utf16Column)-\(end?.utf16Column ?? 0)"
        }
        XCTAssertEqual(spans, [
            "existential_any 2:24-2:29 utf16 22-27",
            "static_var_concurrency 3:25-3:34 utf16 25-34",
            "single_use_generic 4:11-4:18 utf16 11-18",
            "existential_any 5:49-5:54 utf16 49-54",
        ])
    }
}

private extension String.UTF8View {
    /// The byte offset of the first occurrence of `needle`.
    func indices(of needle: String) -> Int? {
        let bytes = Array(self)
        let pattern = Array(needle.utf8)
        guard pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<(start + pattern.count)]) == pattern {
            return start
        }
        return nil
    }
}
