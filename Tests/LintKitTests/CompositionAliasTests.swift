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
            "8:22 use of 'PC' (aka 'C & P') as a type must be written 'any PC' (aka 'any C & P')",
            "8:31 use of 'Nest' (aka 'C & P & Q') as a type must be written 'any Nest' (aka 'any C & P & Q')",
            "8:77 use of 'CP' (aka 'C & P') as a type must be written 'any CP' (aka 'any C & P')",
        ])
    }

    /// swiftc's `aka`: aliases expanded, a class first, protocols by module then name,
    /// `AnyObject` last; metatypes of aliases keep the alias form.
    func testAkaSpellsWhatTheAliasStandsForInSwiftcsOrder() throws {
        let source = """
        protocol P {}
        protocol B {}
        enum Outer { protocol D {} }
        typealias SP = P & Sendable
        typealias BP = AnyObject & P & B
        typealias Deep = BP
        typealias OD = Outer.D
        func f(_ a: SP, _ b: Deep, _ c: OD, _ d: AnyActor, _ e: Codable, _ g: SP.Type) {}
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/alias/Sources/App/a.swift", bytes: Array(source.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [file]).findings.map { $0.message.split(separator: "(aka '")[1].split(separator: "'")[0] }
        XCTAssertEqual(found, ["P & Sendable", "B & P & AnyObject", "Outer.D", "Sendable & AnyObject", "Decodable & Encodable", "P & Sendable"])
    }
}
