@testable import LintKit
import XCTest

/// A rewrite that would delete a comment is not offered: the finding stays, without its fix.
final class FixKeepsCommentsTests: XCTestCase {
    private func findings(_ source: String) throws -> [Finding] {
        let file = SourceFile(path: "/virtual/fixcomments/Sources/App/A.swift", bytes: Array(source.utf8))
        return LintEngine(rules: try BodySkippingTests.shippedRules()).lint(files: [file]).findings
    }

    func testCommentsInARemovedClauseWithholdTheFix() throws {
        let found = try findings("""
            protocol P {}
            protocol Q {}
            func a<T>(_ x: T) where T: P, // T must be P because of #123
                T: Q {}
            func b<T /* ABI note */: P>(_ x: T) {}
            func c<T: P>(_ x: T) {} // a comment after the declaration
            let d: P? = nil // a comment beside the type

            """)
        let byLine = Dictionary(grouping: found, by: \.location.line)
        XCTAssertEqual(byLine[3]?.first?.ruleID, "single_use_generic")
        XCTAssertNil(byLine[3]?.first?.fix, "the where clause holds a comment")
        XCTAssertEqual(byLine[5]?.first?.ruleID, "single_use_generic")
        XCTAssertNil(byLine[5]?.first?.fix, "the generic clause holds a comment")
        XCTAssertNotNil(byLine[6]?.first?.fix, "the comment is outside what the fix replaces")
        XCTAssertNotNil(byLine[7]?.first { $0.ruleID == "existential_any" }?.fix)
    }

    func testKeepsCommentsLooksOnlyAtReplacedRanges() {
        let bytes = Array("let a /* x */ = 1 // y\n".utf8)
        let comments = [Comment(kind: .block, start: 6, end: 13), Comment(kind: .line, start: 18, end: 22)]
        func fix(_ range: Range<Int>, _ text: String) -> Fix { Fix(description: "f", edits: [TextEdit(range: range, replacement: text)]) }
        XCTAssertTrue(CommentCheck.keeps(fix(0..<3, "var"), comments, bytes))
        XCTAssertFalse(CommentCheck.keeps(fix(4..<14, "b"), comments, bytes))
        XCTAssertTrue(CommentCheck.keeps(fix(4..<14, "b /* x */"), comments, bytes))
        XCTAssertFalse(CommentCheck.keeps(fix(20..<21, ""), comments, bytes))
        XCTAssertTrue(CommentCheck.keeps(fix(13..<13, " "), comments, bytes), "an insertion deletes nothing")
        XCTAssertTrue(CommentCheck.keeps(fix(13..<18, "= 2 "), comments, bytes))
    }
}

/// ``RuleContext/keepsComments(_:comments:bytes:)`` under a short name.
private enum CommentCheck {
    static func keeps(_ fix: Fix, _ comments: [Comment], _ bytes: [UInt8]) -> Bool {
        RuleContext.keepsComments(fix, comments: comments, bytes: bytes)
    }
}
