@testable import LintKit
import XCTest

/// `single_use_generic`'s rewrite keeps the declaration's layout: a constraint written over
/// several lines moves into the parameter on one line, and removing a generic clause between
/// two spaces leaves one (hw56b: GRDB's `TableAlias.swift`, fluent-kit's `QueryBuilder+Join.swift`).
final class SingleUseFixLayoutTests: XCTestCase {
    /// The source after the rule's fixes.
    private func fixed(_ source: String) throws -> String {
        let file = SourceFile(path: "/virtual/fixlayout/Sources/App/A.swift", bytes: Array(source.utf8))
        let rules = try BodySkippingTests.shippedRules().filter { $0.metadata.id == "single_use_generic" }
        let findings = LintEngine(rules: rules).lint(files: [file]).findings
        return String(decoding: FixApplier.apply(findings.compactMap(\.fix), to: file.bytes).bytes, as: UTF8.self)
    }

    func testMultiLineConstraintMovesOnOneLine() throws {
        XCTAssertEqual(try fixed("""
            protocol A {}
            protocol B {}
            struct Box {
                subscript<T>(
                    key: KeyPath<Box, T>
                ) -> Int
                where T: A &
                B
                {
                    0
                }
            }

            """), """
            protocol A {}
            protocol B {}
            struct Box {
                subscript(
                    key: KeyPath<Box, some A & B>
                ) -> Int
                {
                    0
                }
            }

            """)
    }

    func testRemovedClauseBetweenSpacesLeavesOne() throws {
        XCTAssertEqual(try fixed("""
            protocol A {}
            struct Group {}
            struct Filter<M> {}
            func && <M: A> (lhs: Group, rhs: Filter<M>) -> Group { lhs }

            """), """
            protocol A {}
            struct Group {}
            struct Filter<M> {}
            func && (lhs: Group, rhs: Filter<some A>) -> Group { lhs }

            """)
    }

    func testFoldingLeavesCommentsAlone() {
        XCTAssertEqual(SingleUseAnalysis.foldingLineBreaks("A &\n    B"), "A & B")
        XCTAssertEqual(SingleUseAnalysis.foldingLineBreaks("A & // note\n B"), "A & // note\n B")
        XCTAssertEqual(SingleUseAnalysis.foldingLineBreaks("Collection<Int>"), "Collection<Int>")
    }

    /// A `where` clause on a line of its own after a comment goes with its line: no line of
    /// blanks is left (hw60's sug/148).
    func testWhereClauseOnItsOwnLineAfterACommentGoesWithTheLine() throws {
        XCTAssertEqual(try fixed("""
            func total<S>(_ s: S) -> Int // sums
                where S: Sequence, S.Element == Int
            {
                s.reduce(0, +)
            }

            """), """
            func total(_ s: some Sequence<Int>) -> Int // sums
            {
                s.reduce(0, +)
            }

            """)
    }
}
