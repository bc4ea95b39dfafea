import XCTest
@testable import LintKit

/// Joining the rule pass's per-file findings, and dropping conflicting fixes in place.
final class FindingConcatenationTests: XCTestCase {
    private func finding(_ path: String, line: Int, rule: String = "existential_any", message: String = "m",
                         fix: Fix? = nil) -> Finding {
        Finding(ruleID: rule, severity: .warning, path: path, offset: line * 10,
                location: SourceLocation(line: line, column: 1, utf16Column: 1), message: message + " at \(path):\(line)",
                fix: fix, lineFingerprint: "line \(line) of \(path)")
    }

    func testPartsInPathOrderAreJoinedAsTheyAreAndEmptied() {
        let a = [finding("A.swift", line: 1), finding("A.swift", line: 7)]
        let b = [finding("B.swift", line: 2)]
        var parts: [[Finding]?] = [a, nil, b, []]
        let joined = LintEngine.concatenatedInOrder(&parts)
        XCTAssertEqual(joined, a + b)
        XCTAssertTrue(parts.allSatisfy { $0 == nil || $0!.isEmpty })
    }

    func testPartsOutOfOrderAreSortedStably() {
        // Files named out of order: B's findings come first, and two equal findings keep
        // their order.
        let first = finding("A.swift", line: 3, message: "same")
        var second = first
        second.offset = 99  // equal by `<` (path, line, column, rule, message), told apart here
        var parts: [[Finding]?] = [[finding("B.swift", line: 1)], [first, second], [finding("A.swift", line: 9)]]
        let joined = LintEngine.concatenatedInOrder(&parts)
        XCTAssertEqual(joined.map(\.path), ["A.swift", "A.swift", "A.swift", "B.swift"])
        XCTAssertEqual(joined.map(\.offset), [30, 99, 90, 10])
    }

    func testAPartSharedElsewhereIsLeftIntact() {
        // The elements are moved out of the slot's array only; another reference to the same
        // findings (a copy made before) still holds them.
        let part = [finding("A.swift", line: 1), finding("A.swift", line: 2)]
        let kept = part
        var parts: [[Finding]?] = [part]
        let joined = LintEngine.concatenatedInOrder(&parts)
        XCTAssertEqual(joined, kept)
        XCTAssertEqual(kept.map(\.location.line), [1, 2])
        XCTAssertEqual(kept[1].message, "m at A.swift:2")
    }

    func testDroppingConflictingFixesInPlaceMatchesTheCopyingForm() {
        func fix(_ range: Range<Int>) -> Fix { Fix(description: "d", edits: [TextEdit(range: range, replacement: "x")]) }
        let findings = [
            finding("A.swift", line: 1, fix: fix(0..<5)),
            finding("A.swift", line: 2, fix: fix(3..<8)),  // overlaps the first: loses its fix
            finding("A.swift", line: 3, fix: fix(8..<9)),
            finding("B.swift", line: 1, fix: fix(3..<8)),  // another file: keeps it
        ]
        var inPlace = findings
        FixApplier.dropConflictingFixes(&inPlace)
        XCTAssertEqual(inPlace, FixApplier.withoutConflictingFixes(findings))
        XCTAssertEqual(inPlace.map { $0.fix != nil }, [true, false, true, true])
    }
}
