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

    /// The attributes of every clause are the declaration's, at file scope and among members;
    /// the declaration starts at its first attribute.
    func testAttributesUnderDirectivesBelongToTheDeclaration() {
        let source = "#if compiler(>=6.2)\n@MainActor\n#else\n@preconcurrency\n#endif\nenum B { static var h = 0 }\n"
            + "struct S {\n    #if swift(>=5.5)\n    @MainActor\n    #endif\n    static var m = 0\n    static var n = 0\n}\n"
        let parsed = tree(source)
        XCTAssertEqual(parsed.declarations.map(\.name), ["B", "h", "S", "m", "n"])
        XCTAssertEqual(parsed.declarations[0].attributes.map(\.name), ["MainActor", "preconcurrency"])
        XCTAssertEqual(parsed.tokens[parsed.declarations[0].firstToken].kind, .atSign)
        XCTAssertEqual(parsed.declarations[3].attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(parsed.declarations[4].attributes.map(\.name), [])
        // Modifiers before a directive end the prefix: no declaration starts there.
        XCTAssertEqual(tree("public\n#if DEBUG\n#endif\nfunc f() {}\n").declarations.map(\.name), ["f"])
    }
}
