import XCTest
@testable import LintKit

/// A closure's own names (its parameters, captures and top-level bindings) stand for their
/// values when `static_var_concurrency` types what the closure returns, never for a global of
/// the same name (swiftc 6.3.1's messages, `-strict-concurrency=complete`).
final class StaticVarConcurrencyClosureLocalsTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "ClosureLocals.swift")
    }

    /// A local that shares a global's name is the local: `a` below is an `Engine`, not the
    /// global `Int`.
    func testALocalHidesTheGlobalOfItsName() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var x = 0 }
            let a = 5
            let made = { let a = Engine(); return a }
            let signed = { () in let a = Engine(); return a }
            let called = { let a = Engine(); a.x = 1; return a }()
            let chained = { let a = Engine(); let b = a; return b }()
            let annotated = { (x: Int) in var e: Engine = Engine(); e.x = x; return e }
            """), [
                "made: () -> Engine",
                "signed: () -> Engine",
                "called: Engine",
                "chained: Engine",
                "annotated: (Int) -> Engine",
            ])
    }

    /// A parameter's written type types the values built from it; a capture is its
    /// initializer's value.
    func testParametersAndCapturesTypeTheResult() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var x = 0 }
            final class Box<T> { let value: T; init(value: T) { self.value = value } }
            let e = 1
            let boxed = { (x: Int) in Box(value: x) }
            let listed = { (e: Engine) in [e] }
            let captured = { [e = Engine()] in e }
            let weaklyCaptured = { [weak e = Engine()] in e }
            """), [
                "boxed: (Int) -> Box<Int>",
                "listed: (Engine) -> [Engine]",
                "captured: () -> Engine",
                "weaklyCaptured: () -> Engine?",
            ])
    }

    /// A local used through a member (`a.part`) is not typed: the closure's result is printed
    /// `_` rather than guessed from a global of its name. A name `guard let` or `if let` binds
    /// is its value unwrapped.
    func testLocalsThroughMembersAndConditions() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var part = Engine?.none }
            let a = Engine()
            let viaMember = { let a = Engine(); return a.part }
            func unwrapped() -> Engine? { nil }
            let guarded = { guard let a = unwrapped() else { fatalError() }; return a }()
            let unwrappedInBranch = {
                if let a = unwrapped() { return a }
                return Engine()
            }()
            let shorthand = { () -> Engine in
                let b = unwrapped()
                guard let b else { fatalError() }
                return b
            }
            let unwrappedTwice = {
                let b = unwrapped()
                guard let b else { fatalError() }
                return b
            }()
            """), [
                "a: Engine",
                "viaMember: () -> _",
                "guarded: Engine",
                "unwrappedInBranch: Engine",
                "shorthand: () -> Engine",
                "unwrappedTwice: Engine",
            ])
    }

    /// A closure called at once whose returns sit in the branches of an `if`, a `switch` or a
    /// `do`/`catch` returns what they agree on (a name bound in a branch is that branch's);
    /// one called with arguments binds its parameters to them (hw51's grp07, grp08, x014,
    /// x015; swiftc 6.3.1's messages).
    func testBranchesAndArgumentsOfAClosureCalledAtOnce() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var n = 0 }
            func make() throws -> Engine { Engine() }
            let flag = true
            let mode = 1
            let a = 7
            let branches = {
                if flag {
                    return Engine()
                } else {
                    return Engine()
                }
            }()
            let caught = {
                do {
                    return try make()
                } catch {
                    return Engine()
                }
            }()
            let switched = {
                let e = Engine()
                switch mode {
                case 1: return e
                default: return e
                }
            }()
            let nested = {
                if flag {
                    let a = Engine()
                    return a
                }
                return Engine()
            }()
            let typedArgument = { (n: Int) -> Engine in Engine() }(1)
            let untypedArgument = { x in x }(Engine())
            let parameter = { (x: Engine) in x }(Engine())
            let mixed = {
                if flag { return 1 }
                return 2
            }()
            """), [
                "branches: Engine", "caught: Engine", "switched: Engine", "nested: Engine",
                "typedArgument: Engine", "untypedArgument: Engine", "parameter: Engine",
            ])
    }

    /// `x ?? nil` is the Optional `x`; `x ?? { … }` is `x` unwrapped, whose function type the
    /// closure takes (hw51's grp09, hw52's grp3; swiftc 6.3.1's messages).
    func testCoalescingWithNilOrAClosure() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            enum Defaults {
                static let engine: Engine? = nil
                static let handler: (() -> Void)? = nil
                static let counter: ((Int) -> Int)? = nil
            }
            let engine = Defaults.engine ?? nil
            let handler = Defaults.handler ?? {}
            let counter = Defaults.counter ?? { $0 }
            let made = Defaults.engine ?? Engine()
            """), [
                "engine: Engine?", "handler: (() -> Void)?", "counter: ((Int) -> Int)?", "engine: Engine?",
                "handler: () -> Void", "counter: (Int) -> Int", "made: Engine",
            ])
    }
}
