import XCTest
@testable import LintKit

/// How `static_var_concurrency` prints types, and shapes it now reads, checked with swiftc
/// 6.3.1 (a helper's 327 cases, session 34): spaces that swiftc keeps, what an inferred closure
/// type leaves out, parameter packs.
final class StaticVarConcurrencySpellingTests: XCTestCase {
    /// Each finding's line and the type its message quotes.
    private func types(_ source: String, path: String = "/tmp/spelling/a.swift", others: [SourceFile] = []) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: path, bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file] + others).findings.filter { $0.path == path }.map { finding in
            "\(finding.location.line) " + (finding.message.components(separatedBy: "type ").last ?? "")
                .replacingOccurrences(of: " may have shared mutable state", with: "")
        }
    }

    /// A function alias's `aka` keeps its parameters' ownership (`inout`), an inherited alias
    /// is named through the inheriting type, a protocol alias by its path, and a composition's
    /// metatype in swiftc's order (swiftc 6.3.1, session 40's hw41).
    func testAliasesOfFunctionsWithInoutAndInheritedAliases() throws {
        XCTAssertEqual(try types("""
            protocol Action {}
            typealias Reducer<S> = (inout S, Action) -> Void
            class Base { typealias Handler = () -> Void }
            final class Button: Base {
                static let handler: Handler? = nil
            }
            enum Config {
                typealias PAlias = Action
                static let app: Reducer<Int>? = nil
                static let p: PAlias? = nil
            }
            protocol Zeta {}
            enum Metatypes { static let a: (Zeta & Action).Type? = nil }
            """), [
            "5 'Button.Handler?' (aka 'Optional<() -> ()>')",
            "9 'Reducer<Int>?' (aka 'Optional<(inout Int, any Action) -> ()>')",
            "10 '(any Config.PAlias)?' (aka 'Optional<any Action>')",
            "13 '(any (Action & Zeta).Type)?'",
        ])
    }

    /// A protocol among the generic arguments of the type a member type belongs to gets its
    /// `any` (`Form<any Element>.Check`), as anywhere else (swiftc 6.3.1, review75c's repro).
    func testAnyInTheGenericArgumentsOfAMemberTypesBase() throws {
        XCTAssertEqual(try types("""
            protocol Element {}
            struct Form<Value> {
                typealias Check = (Value) -> Bool
                typealias Values = [Value]
                struct Field { var value: Value }
            }
            enum Shared {
                static let check: Form<Element>.Check? = nil
                static let values: Form<Element>.Values? = nil
                static let field: Form<Element>.Field? = nil
            }
            """), [
            "8 'Form<any Element>.Check?' (aka 'Optional<(any Element) -> Bool>')",
            "9 'Form<any Element>.Values?' (aka 'Optional<Array<any Element>>')",
            "10 'Form<any Element>.Field?'",
        ])
    }

    /// What session 41's hw42 and hw41 found, checked with swiftc 6.3.1: a written composition
    /// that names an alias gets its `aka`; a parameterized protocol after `any` has its
    /// arguments printed as types; labels after a line break or a comment, and white space
    /// after a member's dot, are not printed.
    func testCompositionAkaArgumentsAfterAnyLabelsAndDots() throws {
        XCTAssertEqual(try types("""
            typealias Object = AnyObject
            protocol P {}
            protocol Q: P {}
            typealias PQ = P & Q
            protocol Repo<E> { associatedtype E }
            let d: [Object & P] = []
            let h: (Q & PQ & Object)? = nil
            let a: (any Repo<P>)? = nil
            let b: [any Sequence<P?>] = []
            let c: (Int,
                    _ count: Int) -> Void = { _, _ in }
            let e: (/* id */ _ id: Int) -> Void = { _ in }
            let f: P . Type? = nil
            """), [
            "6 '[any Object & P]' (aka 'Array<any P & AnyObject>')",
            "7 '(any Q & PQ & Object)?' (aka 'Optional<any Q & AnyObject>')",
            "8 '(any Repo<any P>)?'",
            "9 '[any Sequence<(any P)?>]'",
            "10 '(Int, Int) -> Void'",
            "12 '(Int) -> Void'",
            "13 '(any P.Type)?'",
        ])
    }

    /// A block captures, a C function pointer does not; `Unmanaged` is Sendable when its class
    /// is; a chain through instance members unwrapped with `!` is typed, and so is a key path
    /// rooted at `Self` (swiftc 6.3.1).
    func testBlocksUnmanagedForcedChainsAndSelfKeyPaths() throws {
        XCTAssertEqual(try types("""
            final class Node {
                var child: Node?
                static let shared = Node()
                func parent() -> Node? { nil }
            }
            final class Safe: Sendable {}
            struct Model { var count = 0 }
            extension Model { static let count = \\Self.count }
            enum Values {
                static let block: @convention(block) () -> Void = {}
                static let c: @convention(c) (Int32) -> Void = { _ in }
                static let safe = Unmanaged.passRetained(Safe())
                static let node: Unmanaged<Node>? = nil
                static let child = Node.shared.child!
                static let parent = Node().parent()!
            }
            """), [
            "3 'Node'",
            "8 'WritableKeyPath<Model, Int>'",
            "10 '@convention(block) () -> Void'",
            "13 'Unmanaged<Node>?'",
            "14 'Node'",
            "15 'Node'",
        ])
    }

    /// A construction through a typealias declared in a type, named from outside it, is the
    /// alias's path with its `aka` (swiftc 6.3.1; hw42 r10).
    func testConstructionsThroughNestedTypealiases() throws {
        XCTAssertEqual(try types("""
            final class HTTPClient {}
            struct Box<T> { var v: T? = nil }
            enum Services {
                typealias Clients = [HTTPClient]
                typealias Boxed<T> = Box<T>
                enum Inner { typealias Client = HTTPClient }
            }
            enum Use {
                static let a = Services.Clients()
                static let c = Services.Boxed<HTTPClient>()
                static let e = Services.Inner.Client.init()
            }
            """), [
            "9 'Services.Clients' (aka 'Array<HTTPClient>')",
            "10 'Services.Boxed<HTTPClient>' (aka 'Box<HTTPClient>')",
            "11 'Services.Inner.Client' (aka 'HTTPClient')",
        ])
    }

    /// A written composition is printed with its members sorted (a class first), unless it
    /// holds `AnyObject`: swiftc 6.3.1 then keeps the written order.
    func testCompositionsWithAnyObjectKeepTheirWrittenOrder() throws {
        XCTAssertEqual(try types("""
            protocol Named {}
            protocol Aged {}
            class Base {}
            enum C {
                static let a: (AnyObject & Named)? = nil
                static let b: (Named & AnyObject & Aged)? = nil
                static let c: (any Aged & AnyObject & Named)? = nil
                static let d: (AnyObject & Named & Base)? = nil
                static let e: (Named & Base)? = nil
                static let f: (Named & Aged)? = nil
                static let g: [AnyObject & Named] = []
            }
            """), ["5 '(any AnyObject & Named)?'", "6 '(any Named & AnyObject & Aged)?'", "7 '(any Aged & AnyObject & Named)?'",
                    "8 '(any AnyObject & Named & Base)?'", "9 '(any Base & Named)?'", "10 '(any Aged & Named)?'",
                    "11 '[any AnyObject & Named]'"])
    }

    /// A space after a specifier before `[` (`inout [Int]`) and after an attribute's
    /// arguments (`@isolated(any) () -> Void`) is printed, as swiftc prints it; it was dropped.
    func testSpacesAfterSpecifiersAndAttributeArgumentsStay() throws {
        XCTAssertEqual(try types("""
            enum Hooks {
                static let a: @isolated(any) () -> Void = {}
                static let b: (@isolated(any) () -> Int)? = nil
                static let c: (inout [Int]) -> Void = { _ in }
                static let d: (borrowing [Int]) -> Void = { _ in }
            }
            """), ["2 '@isolated(any) () -> Void'", "3 '(@isolated(any) () -> Int)?'",
                   "4 '(inout [Int]) -> Void'", "5 '(borrowing [Int]) -> Void'"])
    }

    /// An inferred closure type's result is printed without `sending`.
    func testAnInferredClosureResultDropsSending() throws {
        XCTAssertEqual(try types("""
            final class C {}
            enum Make {
                static let f = { () -> sending C in C() }
            }
            """), ["3 '() -> C'"])
    }

    /// The Optional of a module-qualified type written in an expression (`Kit.Part?.none`,
    /// `Foo.Engine?(…)`) is typed as `Part?.none` is.
    func testTheOptionalOfAModuleQualifiedTypeInAnExpression() throws {
        let root = "/tmp/spelling-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let kit = SourceFile(path: root + "/Sources/Kit/b.swift", bytes: Array("public final class Part { public init() {} }\n".utf8))
        XCTAssertEqual(try types("""
            import Kit
            final class Engine { var rpm = 0 }
            let b = Kit.Part?.none
            let c = Foo.Engine?(Foo.Engine())
            """, path: root + "/Sources/Foo/a.swift", others: [kit]), ["3 'Part?'", "4 'Engine?'"])
    }

    /// A struct whose stored property holds an unconstrained parameter pack is not Sendable,
    /// as a struct holding an unconstrained parameter is not; a pack constrained to
    /// `Sendable` (after `:` or in `where repeat each T: Sendable`) or not stored leaves it so.
    func testAStructHoldingAnUnconstrainedPackIsNotSendable() throws {
        XCTAssertEqual(try types("""
            struct Pack<each T> { var v: (repeat each T) }
            struct Counted<each T> { var count = 0 }
            struct SendPack<each T: Sendable> { var v: (repeat each T) }
            struct Where<each T> where repeat each T: Sendable { var v: (repeat each T) }
            let p = Pack<Int, String>(v: (1, "a"))
            let s: Pack<Int>? = nil
            let q = Counted<Int>()
            let t = SendPack<Int>(v: 1)
            let w = Where<Int>(v: 1)
            """), ["5 'Pack<Int, String>'", "6 'Pack<Int>?'"])
    }
    /// A function of the same file named as a value gets its type spelled as swiftc spells it
    /// (session 35, checked with swiftc 6.3.1); a call with no arguments is not a reference, a
    /// `mutating` method cannot be named (an error), and a global actor's method is named
    /// (swiftc: `'(M) -> @MainActor () -> ()'`, session 76).
    func testFunctionReferencesOfTheSameFileAreSpelled() throws {
        XCTAssertEqual(try types("""
            func both(_ a: inout Int, _ b: String...) async throws -> [String: Int] { [:] }
            struct S { var x: Int; var y = ""; func m() -> Int { 1 }; mutating func mm() {} }
            final class C { init?(name: String) { return nil } }
            actor A { func m() -> Int { 1 } }
            @MainActor final class M { func m() {} }
            enum Shape { case circle(Double) }
            enum G {
                static func make() -> Int { 1 }
                static let a = both
                static let b = S.m
                static let c = S.init(x:y:)
                static let d = C.init(name:)
                static let e = A.m
                static let f = Shape.circle
                static let g = make()
                static let h = S.mm
                static let i = M.m
            }
            """), ["9 '(inout Int, String...) async throws -> [String : Int]'", "10 '(S) -> () -> Int'",
                   "11 '(Int, String) -> S'", "12 '(String) -> C?'", "13 '(isolated A) -> () -> Int'",
                   "14 '(Double) -> Shape'", "17 of 'M.m'"])
    }
    /// A file's own private class is the one its globals construct, also when another file
    /// declares a private namesake the index cannot tell apart (swiftc 6.3.1: both files'
    /// verdicts below).
    func testAFilesOwnPrivateClassWinsOverAPrivateNamesake() throws {
        let other = SourceFile(path: "/tmp/spelling/b.swift", bytes: Array("""
            private struct Cache { var items: [String] = [] }
            private let cacheB = Cache()
            """.utf8))
        XCTAssertEqual(try types("""
            private final class Cache { var items: [String] = [] }
            private let cacheA = Cache()
            private class Sendy {}
            extension Sendy: @unchecked Sendable {}
            private let sendy = Sendy()
            """, others: [other]), ["2 'Cache'"])
    }

    /// A member type of a standard library collection named with its arguments (swiftc 6.3.1,
    /// session 42): a nested type prints its base without sugar and no `aka`; a typealias gets
    /// its target after `aka`; an `Index` of `Int` is Sendable; a project type of the base's
    /// name is not the standard library's.
    func testMemberTypesOfStandardCollections() throws {
        XCTAssertEqual(try types("""
            final class N {}
            enum E {
                static let a: [String: N].Values? = nil
                static let b: [N].SubSequence? = nil
                static let c: [N].Index? = nil
                static let d: [String: [N]].Element? = nil
                static let e: Dictionary<String, N>.Keys.Index? = nil
                static let f: Set<Int>.Iterator? = nil
            }
            """), [
            "3 'Dictionary<String, N>.Values?'",
            "4 'Array<N>.SubSequence?' (aka 'Optional<ArraySlice<N>>')",
            "6 'Dictionary<String, [N]>.Element?' (aka 'Optional<(key: String, value: Array<N>)>')",
            "7 'Dictionary<String, N>.Keys.Index?' (aka 'Optional<Dictionary<String, N>.Index>')",
        ])
        XCTAssertEqual(try types("""
            final class N {}
            struct Dictionary<K, V> { struct Keys {} }
            enum E { static let a: Dictionary<String, N>.Keys? = nil }
            """), [])
    }

    /// In a file outside SwiftPM's layout, an unknown capitalized name before a type the
    /// project declares is the module's own name (swiftc 6.3.1 with `-module-name M`, session
    /// 42's hw43); a module some file imports is another module, whose types the index does
    /// not know.
    func testTheOwnModulesUnknownNameQualifiesLooseFilesTypes() throws {
        XCTAssertEqual(try types("""
            final class Node {}
            enum Q {
                static let a: M.Node? = nil
                static let b = M.Node()
                static let c: [M.Node] = []
            }
            """), ["3 'Node?'", "4 'Node'", "5 '[Node]'"])
        XCTAssertEqual(try types("""
            import Kit
            final class Node {}
            enum Q {
                static let a: Kit.Node? = nil
                static let b = Kit.Node()
            }
            """), [])
    }

    /// `Self.Inner` in a concrete type's annotation is the type's member, printed by its path;
    /// a subclass of a project class whose superclass the index does not know (`Operation`,
    /// `@unchecked Sendable`) is not known either (swiftc 6.3.1, session 42's hw43).
    func testSelfMembersAndSubclassesOfUnknownSuperclasses() throws {
        XCTAssertEqual(try types("""
            final class Node {}
            struct Host {
                struct Inner { var n: Node? }
                final class Ref {}
                typealias Refs = [Ref]
                static let a: Self.Inner? = nil
                static let b: [Self.Ref] = []
                static let c: Self.Refs = []
            }
            import Foundation
            class Op: Operation {}
            final class MyOp: Op {}
            enum Instances { static let a = MyOp() }
            """), ["6 'Host.Inner?'", "7 '[Host.Ref]'", "8 'Host.Refs' (aka 'Array<Host.Ref>')"])
    }

    /// A type nested in a generic type is printed through the arguments written before it; a
    /// backticked name constructs its type; a capture list's binding is its initializer's
    /// value; an empty literal takes the type of the literals beside it (swiftc 6.3.1,
    /// session 42's hw43).
    func testNestedGenericsBackticksCaptureBindingsAndEmptyLiterals() throws {
        XCTAssertEqual(try types("""
            final class Node {}
            struct Outer<T> {
                struct Holds { var t: T? }
                enum Kind { case a, b(T) }
            }
            let flag = true
            enum E {
                static let a = Outer<Int>.Holds(t: 1)
                static let b = Outer<Node>.Kind.a
                static let c = `Node`()
                static let d = { [n = 1] in n }
                static let e = { [weak w = Node()] in w }
                static let f = flag ? [Node()] : []
                static let g = [[Node()], []]
                static let h = flag ? [:] : ["a": Node()]
            }
            """), [
            "8 'Outer<Int>.Holds'", "9 'Outer<Node>.Kind'", "10 'Node'", "11 '() -> Int'", "12 '() -> Node?'",
            "13 '[Node]'", "14 '[[Node]]'", "15 '[String : Node]'",
        ])
    }

    /// Parentheses that add nothing are not printed, but those an Optional of a function or
    /// existential needs; an alias's `aka` keeps `@escaping`; `(P).self` is the protocol's
    /// metatype (swiftc 6.3.1, session 42's hw43).
    func testRedundantParenthesesEscapingAkaAndParenthesizedSelf() throws {
        XCTAssertEqual(try types("""
            protocol P {}
            final class Node {}
            typealias H2 = (Int) -> Int
            typealias Mw2 = (@escaping H2) -> H2
            enum Paren {
                static let a: () -> ((Int) -> Int) = { { $0 } }
                static let b: Optional<(Node)> = nil
                static let c: ((Int)) -> Void = { _ in }
                static let d: () -> ((P)?) = { nil }
                static let e: (() -> Void)? = nil
                static let f: Mw2? = nil
                static let g = (any P).self
            }
            """), [
            "6 '() -> (Int) -> Int'", "7 'Optional<Node>'", "8 '(Int) -> Void'", "9 '() -> (any P)?'", "10 '(() -> Void)?'",
            "11 'Mw2?' (aka 'Optional<(@escaping (Int) -> Int) -> (Int) -> Int>')", "12 '(any P).Type'",
        ])
    }

    /// A protocol's own metatype, `P.Protocol`, is printed `(any P).Type`, parenthesized,
    /// qualified, optional or in an array as written (swiftc 6.3.1, session 43).
    func testProtocolMetatypesArePrintedAsAnyMetatypes() throws {
        XCTAssertEqual(try types("""
            protocol P {}
            protocol Q {}
            struct W {
                static let a: P.Protocol = P.self
                static let b: (P & Q).Protocol = (P & Q).self
                static let c: P.Protocol? = nil
                static let d: [M.P.Protocol] = []
                static let e: (P).Protocol = P.self
            }
            """, path: "/tmp/spelling/M/Sources/M/a.swift"), [
            "4 '(any P).Type'",
            "5 '(any P & Q).Type'",
            "6 '(any P).Type?'",
            "7 '[(any P).Type]'",
            "8 '(any P).Type'",
        ])
    }

    /// A closure whose one expression cannot be typed has its result printed `_`, not `()`;
    /// statements, assignments and calls still give `()` (hw44's fn025, fn026, w024).
    func testClosureResultsThatCannotBeReadArePlaceholders() throws {
        XCTAssertEqual(try types("""
            let base = 1
            func refresh() {}
            let a = { (s: String) in s.isEmpty }
            let b = { [base] (x: Int) in x + base }
            let c = { (x: Int) in (x, "a") }
            let d = { (x: inout Int) in x += 1 }
            let e = { refresh() }
            let f = { (x: Int) in
                refresh()
                _ = x
            }
            let g = { (x: Int) in x * 2 }
            let h = { (x: Int) in x == 1 }
            """), [
            // `isEmpty` of a `String` is read now (swiftc 6.3.1: `'(String) -> Bool'`).
            "3 '(String) -> Bool'",
            "4 '(Int) -> _'",
            // A parameter's written type types the tuple that holds it (swiftc 6.3.1).
            "5 '(Int) -> (Int, String)'",
            "6 '(inout Int) -> ()'",
            "7 '() -> ()'",
            "8 '(Int) -> ()'",
            "12 '(Int) -> Int'",
            "13 '(Int) -> Bool'",
        ])
    }

    /// A function named as a value has its typed `throws`, `rethrows` (printed `throws`),
    /// ownership specifiers and parameter attributes spelled as swiftc 6.3.1 spells them (hw44's
    /// fn001–fn006); DispatchSource's factories are typed.
    func testFunctionReferencesWithTypedThrowsSpecifiersAndAttributes() throws {
        XCTAssertEqual(try types("""
            import Dispatch
            enum E: Error { case x }
            final class K {}
            func f1() throws(E) {}
            func f2(_ g: () throws -> Void) rethrows {}
            func f3() async throws(E) -> [Int] { [] }
            func f4(_ k: consuming K, _ b: borrowing K, _ s: sending K) {}
            func f5(_ w: @escaping @Sendable () -> Void, _ a: @autoclosure () -> Int) {}
            func f6(_ w: @MainActor () -> Void) throws(Error) {}
            let r1 = f1
            let r2 = f2
            let r3 = f3
            let r4 = f4
            let r5 = f5
            let r6 = f6
            let timer = DispatchSource.makeTimerSource()
            """), [
            "10 '() throws(E) -> ()'",
            "11 '(() throws -> Void) throws -> ()'",
            "12 '() async throws(E) -> [Int]'",
            "13 '(consuming K, borrowing K, sending K) -> ()'",
            "14 '(@escaping @Sendable () -> Void, @autoclosure () -> Int) -> ()'",
            "15 '(@MainActor () -> Void) throws(any Error) -> ()'",
            "16 'any DispatchSourceTimer'",
        ])
    }

    /// A written composition is printed reduced, as swiftc 6.3.1 prints it: a member another
    /// refines and `Any` are left out (hw44's mx023, z026).
    func testCompositionsArePrintedReduced() throws {
        XCTAssertEqual(try types("""
            protocol P {}
            protocol Q: P {}
            let a: (Equatable & Hashable)? = nil
            let b: (Any & CustomStringConvertible)? = nil
            let c: [Q & P] = []
            let d: (P & Equatable & Q)? = nil
            let e: (Hashable & Equatable & P).Type? = nil
            """), [
            "3 '(any Hashable)?'",
            "4 '(any CustomStringConvertible)?'",
            "5 '[any Q]'",
            "6 '(any Q & Equatable)?'",
            "7 '(any (P & Hashable).Type)?'",
        ])
    }

    /// InlineArray's sugar is printed as written (`[2 of C]`, not `[C]`), and a key path to a
    /// tuple's element, by position or label, takes the element's type and the kind of the
    /// path to the tuple (hw44's leftovers).
    func testInlineArraysAndKeyPathsToTupleElements() throws {
        XCTAssertEqual(try types("""
            class C {}
            let a: [2 of C] = [C(), C()]
            let b: [2 of C]? = nil
            struct S {
                var pair: (Int, Int) = (1, 2)
                var point: (x: Int, y: String) = (1, "")
                let fixed: (Int, [Int]) = (1, [])
            }
            final class R { var pair: (Int, Double) = (1, 2) }
            let kp = \\S.pair.0
            let kq = \\S.point.y
            let kr = \\S.fixed.1
            let ks = \\R.pair.1
            let kt = \\S.pair.2
            """), [
            "2 '[2 of C]'",
            "3 '[2 of C]?'",
            "10 'WritableKeyPath<S, Int>'",
            "11 'WritableKeyPath<S, String>'",
            "12 'KeyPath<S, [Int]>'",
            "13 'ReferenceWritableKeyPath<R, Double>'",
            // No element `.2` (swiftc: an error); a key path all the same, named by its text.
            "14 let 'kt' is not concurrency-safe because non-'Sendable' key path '\\S.pair.2'",
        ])
    }

    /// A thrown type inside a function type or a closure's signature is printed as swiftc
    /// prints it, `throws(any Error)` for `throws(Error)` and `throws(Swift.Error)` (hw45).
    func testThrownTypesInFunctionTypesAndClosures() throws {
        XCTAssertEqual(try types("""
            enum C {
                static let a = { () throws(Error) in }
                static let f: () throws(Swift.Error) -> Void = {}
                static let g: (() throws(Error) -> Int)? = nil
            }
            """), [
            "2 '() throws(any Error) -> ()'",
            "3 '() throws(any Error) -> Void'",
            "4 '(() throws(any Error) -> Int)?'",
        ])
    }

    /// Session 46 (hw46's leftovers, the expected types are swiftc 6.3.1's): a type declared in
    /// another is printed by its path wherever it is written (generic arguments, metatypes,
    /// compositions, after `any`), and an opaque type from its generic signature: aliases
    /// looked through, sugar spelled out, protocols in its arguments with `any`.
    func testNestedTypesByPathAndOpaqueTypesFromTheirSignature() throws {
        XCTAssertEqual(try types("""
            protocol A {}
            protocol B {}
            protocol Named {}
            typealias AB = A & B
            typealias Ints = [Int]
            enum Outer {
                protocol P {}
                protocol Q {}
                enum Mid { final class Leaf {} }
                struct Inner<T> { var value: T }
                final class Thing {}
            }
            final class S: A, B, Named, Outer.P, Outer.Q {}
            struct Box<T> { var v: T }
            extension Outer {
                static let t1: Inner<Thing> = .init(value: Thing())
                static let t2: Box<Inner<Thing>.Type>? = nil
                static let t3: Mid.Leaf = Mid.Leaf()
                static let t4: (P) -> Void = { _ in }
                static let t5: P.Type? = nil
                static let t6: any P & Q = S()
                static let t7: Array<Thing> = []
                static let o1: some Collection<Thing> = [Thing()]
                static let o2: some Collection<Ints> = [[1]]
                static let o3: some Collection<Named> = [S()]
                static let o4: (some AB)? = S()
                static let o5: some Collection<[String: Thing]> = [[:]]
            }
            """), [
            "16 'Outer.Inner<Outer.Thing>'",
            "17 'Box<Outer.Inner<Outer.Thing>.Type>?'",
            "18 'Outer.Mid.Leaf'",
            "19 '(any Outer.P) -> Void'",
            "20 '(any Outer.P.Type)?'",
            "21 'any Outer.P & Outer.Q'",
            "22 'Array<Outer.Thing>'",
            "23 'some Collection<Outer.Thing>'",
            "24 'some Collection<Array<Int>>'",
            "25 'some Collection<any Named>'",
            "26 '(some A & B)?'",
            "27 'some Collection<Dictionary<String, Outer.Thing>>'",
        ])
    }

    /// The toolchain's aliases of plain types are looked through after `aka`, in a written
    /// type and inside a project alias's target, as swiftc 6.3.1 prints them on Linux x86_64
    /// (hw47, session 46); a type of the project named like one is the project's.
    func testToolchainTypealiasesAreLookedThroughAfterAka() throws {
        XCTAssertEqual(try types("""
            import Foundation
            typealias Buffer = UnsafeMutablePointer<CChar>
            enum T {
                static let a: (CChar) -> Void = { _ in }
                static let b: (CInt, CLong, CUnsignedLong, Float64) -> Void = { _, _, _, _ in }
                static let c: UnsafeMutablePointer<CChar>? = nil
                static let d: ((TimeInterval) -> Void)? = nil
                static let e: (AnyClass?) -> Void = { _ in }
                static let f: Buffer? = nil
                static let g = { (n: CInt) in print(n) }
            }
            enum Own {
                final class CBool {}
                static let h: (CBool) -> Void = { _ in }
            }
            """), [
            "4 '(CChar) -> Void' (aka '(Int8) -> ()')",
            "5 '(CInt, CLong, CUnsignedLong, Float64) -> Void' (aka '(Int32, Int, UInt, Double) -> ()')",
            "6 'UnsafeMutablePointer<CChar>?' (aka 'Optional<UnsafeMutablePointer<Int8>>')",
            "7 '((TimeInterval) -> Void)?' (aka 'Optional<(Double) -> ()>')",
            "8 '(AnyClass?) -> Void' (aka '(Optional<any AnyObject.Type>) -> ()')",
            "9 'Buffer?' (aka 'Optional<UnsafeMutablePointer<Int8>>')",
            "10 '(CInt) -> ()' (aka '(Int32) -> ()')",
            "14 '(Own.CBool) -> Void'",
        ])
    }

    /// A name written with backticks is printed without them, as swiftc 6.3.1 prints it.
    func testBackticksAreNotPrinted() throws {
        XCTAssertEqual(try types("""
            enum `Protocol` { final class Inner {} }
            struct Holder {
                static let `class`: `Protocol`.Inner = .init()
                static let list: [`Protocol`.Inner] = []
            }
            """), [
            "3 'Protocol.Inner'",
            "4 '[Protocol.Inner]'",
        ])
    }

    /// The metatype of an alias of a protocol or composition gets its `aka` (hw48, session 46;
    /// swiftc 6.3.1's spellings): `any P.Type`, `any (P & R).Type`, `(any P).Type`.
    func testMetatypesOfProtocolAliasesGetTheirAka() throws {
        XCTAssertEqual(try types("""
            protocol P {}
            typealias Q = P
            protocol R {}
            typealias QR = P & R
            enum S {
                static let z: Q.Type? = nil
                static let x: Q.Protocol? = nil
                static let w: QR.Type? = nil
                static let v: (Q.Type, Int)? = nil
            }
            """), [
            "6 '(any Q.Type)?' (aka 'Optional<any P.Type>')",
            "7 '(any Q).Type?' (aka 'Optional<(any P).Type>')",
            "8 '(any QR.Type)?' (aka 'Optional<any (P & R).Type>')",
            "9 '(any Q.Type, Int)?' (aka 'Optional<(any P.Type, Int)>')",
        ])
    }
}
