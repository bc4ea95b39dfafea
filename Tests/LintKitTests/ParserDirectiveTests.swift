import XCTest
@testable import LintKit

/// Compiler directives between a declaration's attributes and the declaration.
final class ParserDirectiveTests: XCTestCase {
    private func tree(_ source: String) -> SyntaxTree {
        Parser.parse(SourceFile(path: "/p/Sources/M/f.swift", text: source))
    }

    /// Attributes that end at `#endif` (or `#else`) belong to the declaration after it, so the
    /// file has no top-level statement and is no program's main file.
    func testAttributesBeforeADirectiveAreNoStatement() {
        let guarded = tree("let f: () -> Void = {}\n#if DEBUG\n@inline(never) @available(*, deprecated)\n#endif\nfunc g() {}\n")
        XCTAssertFalse(guarded.hasTopLevelStatements)
        XCTAssertEqual(guarded.declarations.map(\.name), ["f", "g"])
        let branches = tree("#if os(Linux)\n@usableFromInline\n#else\n@inlinable\n#endif\nfunc h() {}\n")
        XCTAssertFalse(branches.hasTopLevelStatements)
        // A real statement still makes a main file.
        XCTAssertTrue(tree("#if DEBUG\n@inline(never)\n#endif\nfunc g() {}\nprint(1)\n").hasTopLevelStatements)
    }
}
