import XCTest
@testable import LintKit

/// The verdicts the index keeps once it is complete (``VerdictMemo``) are the ones it works out.
final class VerdictMemoTests: XCTestCase {
    private func index(_ text: String) -> ProjectIndex {
        let index = ProjectIndex()
        index.add(Parser.parse(SourceFile(path: "/p/Sources/M/Types.swift", text: text)))
        return index
    }

    private let types = """
        final class Engine { var speed = 0 }
        struct Holder { var engine: Engine }
        struct Plain { var count: Int }
        """

    func testAKeptVerdictIsTheOneWorkedOut() {
        let fresh = index(types)
        let memoized = index(types)
        memoized.memoizeVerdicts()
        for name in ["Engine", "Holder", "Plain", "Missing"] {
            let expected = fresh.sendability(ofNominal: name)
            XCTAssertEqual(memoized.sendability(ofNominal: name), expected, name)
            // Asked again, from the memo.
            XCTAssertEqual(memoized.verdictMemo?.verdict(ofNominal: name, depth: 0), expected, name)
            XCTAssertEqual(memoized.sendability(ofNominal: name), expected, name)
        }
        XCTAssertEqual(fresh.sendability(ofNominal: "Holder"), .nonSendable)
        XCTAssertEqual(fresh.sendability(ofNominal: "Plain"), .sendable)
        XCTAssertNil(fresh.verdictMemo, "nothing is kept before the index is complete")
    }

    /// A verdict depends on the depth it is asked at (the recursion stops at a fixed depth), so
    /// one kept for depth 0 does not answer for another depth.
    func testVerdictsAreKeptPerDepth() {
        let fresh = index(types)
        let memoized = index(types)
        memoized.memoizeVerdicts()
        XCTAssertEqual(memoized.sendability(ofNominal: "Plain", depth: 0), .sendable)
        let deep = fresh.sendability(ofNominal: "Plain", depth: 12)
        XCTAssertNotEqual(deep, .sendable, "past the depth limit the index does not look into the type")
        XCTAssertEqual(memoized.sendability(ofNominal: "Plain", depth: 12), deep)
    }
}
