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

    /// Another file's initializer or instance method named on its type is a function value
    /// too: reported with the function's name (swiftc 6.3.1 reports each, with its type), but
    /// not a property, a static member (also one a superclass or a protocol's extension
    /// declares: `Derived.handle` is the inherited `class var handle: Int`) or a member of a
    /// generic type.
    func testAnotherFilesInitializersAndMethodsNamedOnTheirType() throws {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let declarations = SourceFile(path: "/tmp/spelling-review/M/Sources/M/a.swift", bytes: Array("""
            @MainActor final class Model { func load() {} }
            struct Counter { var count = 0; func read() -> Int { count } }
            protocol Migration { func apply(to version: Int) throws }
            final class Box<T> { func open() {} }
            enum Tools { static func tidy() {} ; static let shared = 1 }
            class Base { class var handle: Int { 1 } }
            final class Derived: Base { func handle(_ x: Int) {} }
            protocol Runnable {}
            extension Runnable { static var run: Int { 1 } }
            struct Job: Runnable { func run(_ x: Int) {} }
            """.utf8))
        let uses = SourceFile(path: "/tmp/spelling-review/M/Sources/M/b.swift", bytes: Array("""
            let load = Model.load
            let make = Counter.init
            let makeWith = Counter.init(count:)
            let read = Counter.read
            let apply = Migration.apply
            let count = Counter.count
            let open = Box<Int>.open
            let shared = Tools.shared
            let inherited = Derived.handle
            let fromExtension = Job.run
            """.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [declarations, uses]).findings
            .filter { $0.path.hasSuffix("b.swift") }
            .map { "\($0.location.line) " + ($0.message.components(separatedBy: "function type of ").last ?? $0.message) }
        XCTAssertEqual(found, [
            "1 'Model.load' may have shared mutable state",
            "2 'Counter.init' may have shared mutable state",
            "3 'Counter.init(count:)' may have shared mutable state",
            "4 'Counter.read' may have shared mutable state",
            "5 'Migration.apply' may have shared mutable state",
        ])
    }
}
