import XCTest
@testable import LintKit

/// How `static_var_concurrency` prints two shapes that a review of realistic modules against
/// swiftc 6.3.1 found misprinted (session 76): the metatype of a composition whose members
/// reduce to one protocol, and a closure whose one expression is a `try?`.
final class StaticVarConcurrencySpellingReviewTests: XCTestCase {
    /// Each finding's line and the type its message quotes.
    private func types(_ source: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/spelling-review/a.swift", bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file]).findings.map { finding in
            "\(finding.location.line) " + (finding.message.components(separatedBy: "type ").last ?? "")
                .replacingOccurrences(of: " may have shared mutable state", with: "")
        }
    }

    /// `(Expr & Node).Type`, where `Expr` refines `Node`, is `any Expr.Type` (no parentheses
    /// left around the one member); unrelated members keep theirs, and so does `.Protocol`.
    func testTheMetatypeOfACompositionThatReducesToOneProtocol() throws {
        XCTAssertEqual(try types("""
            protocol Node: AnyObject {}
            protocol Expr: Node {}
            protocol Named {}
            enum E {
                static let reduced: [(Expr & Node).Type] = []
                static let kept: [(Expr & Named).Type] = []
                static let optional: (Node & Expr).Type? = nil
                static let own: (Expr & Node).Protocol = Expr.self
            }
            """), [
            "5 '[any Expr.Type]'",
            "6 '[any (Expr & Named).Type]'",
            "7 '(any Expr.Type)?'",
            "8 '(any Expr).Type'",
        ])
    }

    /// `{ try? load() }` returns an Optional, never `()`: its type is printed when the call's
    /// is known (`() -> Int?`) and with a placeholder when not, as other unread results are.
    func testAClosureOfOneOptionalTryReturnsAValue() throws {
        XCTAssertEqual(try types("""
            func load() throws -> Int { 1 }
            protocol Reader { func read<T>(_ block: (Int) throws -> T) throws -> T }
            enum E {
                static let known = { try? load() }
                static let generic = { (db: any Reader) in try? db.read { _ in true } }
                static let statements = { (db: any Reader) in
                    _ = try? db.read { _ in true }
                }
            }
            """), [
            "4 '() -> Int?'",
            "5 '(any Reader) -> _'",
            "6 '(any Reader) -> ()'",
        ])
    }
}
