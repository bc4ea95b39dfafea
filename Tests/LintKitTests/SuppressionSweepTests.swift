@testable import LintKit
import XCTest

/// Suppression regions matched against findings in one sweep (``RegionSweep``), and commands
/// in block comments that span lines.
final class SuppressionSweepTests: XCTestCase {
    private let known: Set<String> = ["existential_any", "static_var_concurrency"]

    private func finding(_ rule: String, line: Int, in file: SourceFile) -> Finding {
        let offset = file.lineTable.rangeOfLine(line).lowerBound
        return Finding(ruleID: rule, severity: .warning, path: file.path, offset: offset,
                       location: file.lineTable.location(of: offset), message: "m", lineFingerprint: "")
    }

    private func kept(_ source: String, _ findings: [(String, Int)], reportSuperfluous: Bool = true) -> [String] {
        let file = SourceFile(path: "/virtual/sweep/A.swift", bytes: Array(source.utf8))
        let regions = SuppressionRegions(tree: Parser.parse(file), knownRules: known)
        let all = findings.map { finding($0.0, line: $0.1, in: file) }
        return regions.filter(all, reportSuperfluous: reportSuperfluous, activeRules: known).map { "\($0.ruleID)@\($0.location.line)" }
    }

    /// Many `disable:this` comments, each suppressing its own line: every finding is suppressed,
    /// none is superfluous, and the time does not grow with the product of the two counts (the
    /// old matching took seconds here; the bound is loose on purpose).
    func testManyLineCommandsAreMatchedInOneSweep() {
        let count = 20_000
        var source = ""
        for index in 0..<count { source += "let x\(index) = 1 // swiftlint-lite:disable:this existential_any\n" }
        let started = Date()
        let left = kept(source, (1...count).map { ("existential_any", $0) })
        XCTAssertEqual(left, [])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }

    /// Regions of a rule, of `all`, and of `all` with an enabled rule, overlapping; findings in
    /// no particular order.
    func testOverlappingRegionsOfRulesAndAll() {
        let source = """
            // swiftlint-lite:disable existential_any
            let a = 1
            // swiftlint-lite:disable all
            let b = 1
            // swiftlint-lite:enable static_var_concurrency
            let c = 1
            // swiftlint-lite:enable all
            let d = 1 // swiftlint-lite:disable:this static_var_concurrency
            let e = 1

            """
        let left = kept(source, [("static_var_concurrency", 9), ("existential_any", 2), ("static_var_concurrency", 6),
                                 ("existential_any", 6), ("static_var_concurrency", 4), ("existential_any", 9),
                                 ("static_var_concurrency", 8), ("static_var_concurrency", 2)])
        // In the order the findings came.
        XCTAssertEqual(left, ["static_var_concurrency@9", "static_var_concurrency@6", "existential_any@9",
                              "static_var_concurrency@2"])
    }

    /// A region that suppressed nothing is reported, one that did is not.
    func testUnusedRegionIsReported() {
        let source = """
            let a = 1 // swiftlint-lite:disable:this existential_any
            let b = 1 // swiftlint-lite:disable:this existential_any

            """
        XCTAssertEqual(kept(source, [("existential_any", 2)]), ["superfluous_disable_command@1"])
    }

    /// A command in a branch of `#if` that no build compiles suppresses nothing, as nothing
    /// there is read, and is not reported either; one in a branch that is read is (hw51b).
    func testACommandInABranchNoBuildCompilesIsNotSuperfluous() {
        let source = """
            #if compiler(<6)
            let a = 1 // swiftlint-lite:disable:this existential_any
            #else
            let b = 1 // swiftlint-lite:disable:this existential_any
            #endif
            #if false
            // swiftlint-lite:disable all
            #endif

            """
        XCTAssertEqual(kept(source, []), ["superfluous_disable_command@4"])
    }

    /// A block comment that spans lines: the command ends with its line, `:next` applies after
    /// the comment's last line, and a command may open the comment's second line.
    func testBlockCommentsSpanningLines() {
        let source = """
            /* swiftlint-lite:disable:next existential_any
               - the old API takes the existential */
            let a = 1
            /*
             swiftlint-lite:disable:next existential_any
             */
            let b = 1
            /* swiftlint-lite:disable existential_any
             */
            let c = 1

            """
        XCTAssertEqual(kept(source, [("existential_any", 3), ("existential_any", 7), ("existential_any", 10)]), [])
        // A carriage return and line feed end the command as a line feed does.
        let crlf = "/* swiftlint-lite:disable:next existential_any\r\n */\r\nlet a = 1\r\n"
        XCTAssertEqual(kept(crlf, [("existential_any", 3)]), [])
    }

    /// A command may open any line of a block comment, after prose and after the `*` that
    /// lines up the comment's lines (README: "may stand on the comment's first line or open a
    /// later one"; hw61 found only the first non-blank line read). A line that merely
    /// mentions the marker later is prose, as is `*/` on its own.
    func testCommandsOnLaterLinesOfBlockComments() {
        let source = """
            /*
               Generated section.
               swiftlint-lite:disable existential_any
             */
            let a = 1
            /* prose
             * swiftlint-lite:disable:next static_var_concurrency
             */
            let b = 1
            /* prose that mentions swiftlint-lite:disable:next static_var_concurrency
             */
            let c = 1

            """
        XCTAssertEqual(kept(source, [("existential_any", 5), ("static_var_concurrency", 9), ("static_var_concurrency", 12)]),
                       ["static_var_concurrency@12"])
        // Carriage returns alone end lines too.
        let carriageReturns = "/* prose\r swiftlint-lite:disable:next existential_any\r */\rlet a = 1\r"
        XCTAssertEqual(kept(carriageReturns, [("existential_any", 4)]), [])
    }
}
