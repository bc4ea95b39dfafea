import XCTest
@testable import LintKit

/// A suppressed conformance (`~Copyable`) used as a type needs `any`, as swiftc says:
/// "constraint that suppresses conformance requires 'any'", at the `~`.
final class SuppressedConformanceTests: XCTestCase {
    func testSuppressionsInTypePositionsAreReportedAtTheTilde() throws {
        let source = """
        protocol NC: ~Copyable {}
        struct Box<T: ~Copyable>: ~Copyable { var t: T }
        func f(_ x: borrowing ~Copyable, _ y: borrowing Any & ~Copyable, _ z: consuming NC & ~Copyable) {}
        func g<T: ~Copyable>(_ x: borrowing any ~Copyable, _ y: borrowing any NC & ~Copyable, _ t: borrowing T) where T: ~Copyable {}
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/suppressed/Sources/M/a.swift", bytes: Array(source.utf8))
        let findings = LintEngine(rules: [rule]).lint(files: [file]).findings
        XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column)" }, ["3:23", "3:55", "3:81", "3:86"])
        XCTAssertEqual(findings[0].message, "constraint that suppresses conformance requires 'any'")
        XCTAssertEqual(findings.compactMap { $0.fix?.edits.first?.replacement }, ["any ~Copyable", "any Any & ~Copyable", "any NC & ~Copyable"])
    }
}
