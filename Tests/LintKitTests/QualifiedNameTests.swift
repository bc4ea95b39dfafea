import XCTest
@testable import LintKit

/// Qualified protocol names (`Self.D`, `Swift.Error`, `NS.D`): what they resolve to, where
/// swiftc reports them and how its message spells them.
final class QualifiedNameTests: XCTestCase {
    /// `line:column message` of each `existential_any` finding in `source`.
    private func findings(_ source: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/qualified/Sources/M/a.swift", bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file]).findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    func testSelfQualifiedNamesResolveInTheInnermostType() throws {
        let source = """
        struct Outer {
            protocol D {}
            struct C {}
            func f(_ x: Self.D, _ c: Self.C) {}
        }
        protocol HasNested {
            typealias N = Outer.D
            func n(_ x: Self.N)
        }
        """
        XCTAssertEqual(try findings(source), [
            "4:22 use of protocol 'Outer.D' as a type must be written 'any Outer.D'",
            "8:22 use of 'Self.N' (aka 'Outer.D') as a type must be written 'any Self.N' (aka 'any Outer.D')",
        ])
    }
}
