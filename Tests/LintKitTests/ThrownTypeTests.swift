import XCTest
@testable import LintKit

/// `throws(E)`: swiftc checks a declaration's and a closure's thrown type, not a function
/// type's.
final class ThrownTypeTests: XCTestCase {
    func testOnlyDeclarationsAndClosuresHaveTheirThrownTypeChecked() throws {
        let source = """
        protocol P {}
        struct E<T>: Error {}
        func f(_ g: () throws(Error) -> Void, _ i: () throws(E<P>) -> Void) -> () throws(Error) -> Void { g }
        let c: () throws(Error) -> Void = { }
        typealias T = () throws(Error) -> Void
        func d() throws(Error) {}
        let k = { () throws(Error) in }
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/thrown/Sources/M/a.swift", bytes: Array(source.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [file]).findings.map { "\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(found, ["6:17", "7:21"])
    }

    /// An accessor's typed `throws` is checked like a function's (swiftc reports it, three
    /// times at one place).
    func testAccessorsHaveTheirThrownTypeChecked() throws {
        let source = """
        struct S {
            var x: Int { get throws(Error) { 1 } }
            subscript(i: Int) -> Int { get async throws(Error) { 1 } }
        }
        protocol Q {
            var y: Int { get throws(Error) }
        }
        struct E: Error {}
        struct T {
            var z: Int { get throws(E) { 1 } }
        }
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/thrown/Sources/M/a.swift", bytes: Array(source.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [file]).findings.map { "\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(found, ["2:29", "3:49", "6:29"])
    }
}
