import XCTest
@testable import LintKit

final class SuggestionTests: XCTestCase {
    private let keys = ["included", "excluded", "disabled_rules", "only_rules", "strict", "reporter", "baseline"]

    func testDistance() {
        XCTAssertEqual(Suggestion.distance("", ""), 0)
        XCTAssertEqual(Suggestion.distance("abc", ""), 3)
        XCTAssertEqual(Suggestion.distance("", "ab"), 2)
        XCTAssertEqual(Suggestion.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.distance("exluded", "excluded"), 1)
        XCTAssertEqual(Suggestion.distance("stirct", "strict"), 2)
        XCTAssertEqual(Suggestion.distance("café", "cafe"), 1)
        XCTAssertEqual(Suggestion.distance("same", "same"), 0)
    }

    func testMisspeltKeys() {
        XCTAssertEqual(Suggestion.closest(to: "exluded", in: keys), "excluded")
        XCTAssertEqual(Suggestion.closest(to: "include", in: keys), "included")
        XCTAssertEqual(Suggestion.closest(to: "disabled_rule", in: keys), "disabled_rules")
        XCTAssertEqual(Suggestion.closest(to: "disable_rules", in: keys), "disabled_rules")
        XCTAssertEqual(Suggestion.closest(to: "stirct", in: keys), "strict")
        XCTAssertEqual(Suggestion.closest(to: "Reporter", in: keys), "reporter")
        XCTAssertEqual(Suggestion.closest(to: "existental_any", in: ["existential_any", "force_unwrap"]), "existential_any")
    }

    func testThreshold() {
        // max(2, 7 / 3) = 2 edits allowed: "xxluded" is 2 away from "excluded", "xxludxd" 3.
        XCTAssertEqual(Suggestion.closest(to: "xxluded", in: ["excluded"]), "excluded")
        XCTAssertNil(Suggestion.closest(to: "xxludxd", in: ["excluded"]))
        // Longer words allow more edits: 15 / 3 = 5.
        XCTAssertEqual(Suggestion.closest(to: "existential_xxx", in: ["existential_any"]), "existential_any")
        XCTAssertNil(Suggestion.closest(to: "colour", in: keys))
        XCTAssertNil(Suggestion.closest(to: "completely_unrelated", in: keys))
        XCTAssertNil(Suggestion.closest(to: "x", in: []))
    }

    func testBestAndEarliestCandidateWins() {
        XCTAssertEqual(Suggestion.closest(to: "abc", in: ["abd", "abe"]), "abd")
        XCTAssertEqual(Suggestion.closest(to: "abc", in: ["axx", "abx"]), "abx")
        XCTAssertEqual(Suggestion.closest(to: "abc", in: ["abx", "abc"]), "abc")
    }

    func testShortWords() {
        XCTAssertEqual(Suggestion.closest(to: "", in: ["ab", "abc"]), "ab")
        XCTAssertEqual(Suggestion.closest(to: "a", in: ["b"]), "b")
        XCTAssertNil(Suggestion.closest(to: "a", in: ["bcd"]))
    }
}
