import XCTest
@testable import LintKit

/// A typealias of a composition is an existential when the composition holds a protocol,
/// whatever else it holds (`AnyObject`, a class).
final class CompositionAliasTests: XCTestCase {
    func testAliasesOfCompositionsWithAClassAreExistentials() throws {
        let source = """
        protocol P {}
        protocol Q {}
        class C {}
        typealias CP = C & P
        typealias PC = P & C
        typealias Nest = CP & Q
        typealias Plain = C
        func f(_ a: CP, _ b: PC, _ c: Nest, _ d: Plain, _ e: any CP) -> Bool { a is CP }
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/alias/Sources/M/a.swift", bytes: Array(source.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [file]).findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "8:13 use of 'CP' (aka 'C & P') as a type must be written 'any CP' (aka 'any C & P')",
            "8:22 use of 'PC' (aka 'P & C') as a type must be written 'any PC' (aka 'any P & C')",
            "8:31 use of 'Nest' (aka 'CP & Q') as a type must be written 'any Nest' (aka 'any CP & Q')",
            "8:77 use of 'CP' (aka 'C & P') as a type must be written 'any CP' (aka 'any C & P')",
        ])
    }
}
