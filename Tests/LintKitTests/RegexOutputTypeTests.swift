import XCTest
@testable import LintKit

/// The types of regex literals, as swiftc 6.3.1 prints them in its concurrency diagnostics
/// (each expected spelling was taken from swiftc's message for a `static let` of the literal).
final class RegexOutputTypeTests: XCTestCase {
    private func spelling(_ literal: String) -> String? {
        let bytes = Array(literal.utf8)
        return RegexOutputType.spelling(ofLiteral: bytes[...])
    }

    func testCapturesAndTheirOptionality() {
        XCTAssertEqual(spelling(#"#/\d+/#"#), "Regex<Substring>")
        XCTAssertEqual(spelling(#"#/(\w+)-(\d+)/#"#), "Regex<(Substring, Substring, Substring)>")
        XCTAssertEqual(spelling(#"#/(?<key>\w+)=(?<value>\w+)/#"#), "Regex<(Substring, key: Substring, value: Substring)>")
        XCTAssertEqual(spelling("#/(a)?(b)*(c)+/#"), "Regex<(Substring, Substring?, Substring?, Substring)>")
        XCTAssertEqual(spelling("#/(a)??(b)*?(c)+?/#"), "Regex<(Substring, Substring?, Substring?, Substring)>")
        XCTAssertEqual(spelling("#/(a)|(b)/#"), "Regex<(Substring, Substring?, Substring?)>")
        XCTAssertEqual(spelling("#/x(?:(a)|b)/#"), "Regex<(Substring, Substring?)>")
        XCTAssertEqual(spelling("#/(a|b)+/#"), "Regex<(Substring, Substring)>")
        XCTAssertEqual(spelling("#/((a)b){0,2}/#"), "Regex<(Substring, Substring?, Substring?)>")
        XCTAssertEqual(spelling("#/(a){2}(b){1,}(c){0,1}/#"), "Regex<(Substring, Substring, Substring, Substring?)>")
        XCTAssertEqual(spelling(#"#/[(](a)[)]\((b)\)/#"#), "Regex<(Substring, Substring, Substring)>")
        XCTAssertEqual(spelling("#/(?'n'a)(?P<m>b)/#"), "Regex<(Substring, n: Substring, m: Substring)>")
        XCTAssertEqual(spelling("#/(?i)(a)(?i:b)/#"), "Regex<(Substring, Substring)>")
        XCTAssertEqual(spelling("#/(a(b(c)))/#"), "Regex<(Substring, Substring, Substring, Substring)>")
        XCTAssertEqual(spelling(#"#/[\w.+-]+@([\w-]+)\.(com|org)/#"#), "Regex<(Substring, Substring, Substring)>")
        XCTAssertEqual(spelling(#"/([a-z]+)(\d*)?/"#), "Regex<(Substring, Substring, Substring?)>")
    }

    func testPatternsNotFollowedGiveNil() {
        XCTAssertNil(spelling("#/(?<=a)(b)/#"), "lookbehind")
        XCTAssertNil(spelling(#"#/\Q(a)\E/#"#), "quoting")
        XCTAssertNil(spelling("#/\n(a) # comment\n/#"), "a multi-line extended literal")
        XCTAssertNil(spelling("#/(a/#"), "an unclosed group")
        XCTAssertNil(spelling("#/a)/#"), "a stray closer")
        XCTAssertNil(spelling("#/(a){x}/#"), "a brace that is no quantifier")
        XCTAssertNil(spelling("\"(a)\""), "no regex delimiters")
        let many = "#/" + String(repeating: "((a)?", count: 200) + String(repeating: ")?", count: 200) + "/#"
        XCTAssertNil(spelling(many), "more captures than the bound")
    }
}
