import XCTest
@testable import LintKit

/// `static_var_concurrency` types subscripts, the standard library's sequence adaptors and
/// conversions, tasks and generic enum cases as swiftc 6.3.1 does (hw54's r01, r03, r04, r06,
/// r08; hw55's R2), and leaves what it cannot spell as `_`.
final class StaticVarConcurrencySequenceTypeTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order.
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Sequences.swift")
    }

    /// Subscripts of arrays and dictionaries, slices, `reversed()`, `enumerated()`, `Set(x)`;
    /// the same of `Sendable` elements is not reported.
    func testSubscriptsAdaptorsAndConversionsOfArrays() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Node { var name = "" }
            let nodes = [Node()]
            let first = nodes[0]
            let slice = nodes[0..<1]
            let tail = nodes[1...]
            let head = nodes.prefix(1)
            let rest = nodes.dropFirst()
            let backwards = nodes.reversed()
            let numbered = nodes.enumerated()
            let table = ["a": Node()]
            let lookup = table["a"]
            let fallback = table["a", default: Node()]
            let names = ["a", "b"]
            let name = names[0]
            let unique = Set(names)
            let namesHead = names.prefix(1)
            """), [
                "nodes: [Node]", "first: Node", "slice: ArraySlice<Node>", "tail: ArraySlice<Node>", "head: ArraySlice<Node>",
                "rest: ArraySlice<Node>", "backwards: ReversedCollection<[Node]>", "numbered: EnumeratedSequence<[Node]>",
                "table: [String : Node]", "lookup: Node?", "fallback: Node",
            ])
    }

    /// A lazy `map` or `filter` holds its closure: never `Sendable`, whatever the elements;
    /// the standard library's `Elements` alias is looked through after `aka`.
    func testLazySequencesHoldTheirClosure() throws {
        let findings = try lintExample("""
            let names = ["a", "b"]
            let nonEmpty = names.lazy.filter { !$0.isEmpty }
            let plain = names.lazy
            """, fileName: "Lazy.swift", ruleID: "static_var_concurrency")
        XCTAssertEqual(findings.map(\.message), [
            "let 'nonEmpty' is not concurrency-safe because non-'Sendable' type 'LazyFilterSequence<LazySequence<[String]>.Elements>' "
                + "(aka 'LazyFilterSequence<Array<String>>') may have shared mutable state",
        ])
    }

    /// `Task { X() }` is a `Task<X, Never>`, `Task<X, any Error>` when the closure throws; a
    /// task of a `Sendable` value is not reported.
    func testTasksAreTypedByTheirClosure() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Worker { var jobs = 0 }
            enum Jobs {
                static let worker = Task { Worker() }
                static let detached = Task.detached { Worker() }
                static let urgent = Task(priority: .high) { Worker() }
                static let throwing = Task { () throws -> Worker in Worker() }
                static let number = Task { 42 }
            }
            """), [
                "worker: Task<Worker, Never>", "detached: Task<Worker, Never>", "urgent: Task<Worker, Never>",
                "throwing: Task<Worker, any Error>",
            ])
    }

    /// A case of a generic enum takes its generic arguments from its associated values, and so
    /// does a static function's result from its arguments (swiftc 6.3.1: `Outcome<Conn>`;
    /// `Outcome<_>` before session 76); `$0` in a
    /// `map` stands for the element; a closure without a signature takes as many parameters as
    /// its highest `$n`.
    func testGenericCasesElementsAndAnonymousParameters() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Conn { var open = true }
            enum Outcome<Value> {
                case success(Value)
                case failure(String)
                static func make(_ value: Value) -> Outcome<Value> { .success(value) }
            }
            let ok = Outcome.success(Conn())
            let number = Outcome.success(1)
            let made = Outcome.make(Conn())
            let conns = [Conn()]
            let same = conns.map { $0 }
            let log = { print($0, $1) }
            """), [
                "ok: Outcome<Conn>", "number: Outcome<Int>", "made: Outcome<Conn>", "conns: [Conn]", "same: [Conn]", "log: (_, _) -> ()",
            ])
    }

    /// Overloaded static functions: the call's argument labels pick one (a default value's
    /// label written or not; `()` for none; commas inside generic arguments split nothing).
    func testArgumentLabelsPickAStaticOverload() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Conn { var open = true }
            struct Addr: Sendable { var port = 0 }
            enum Make {
                static func make(addr: Int) -> Addr { Addr() }
                static func make(conn: Int, options: [String: Int] = [:]) -> Conn { Conn() }
                static func make() -> Conn { Conn() }
                static func pick(_ x: Dictionary<String, Int>, flag: Bool) -> Conn { Conn() }
                static func pick(_ x: Int) -> Addr { Addr() }
            }
            enum Use {
                static let conn = Make.make(conn: 1, options: [:])
                static let addr = Make.make(addr: 1)
                static let bare = Make.make()
                static let picked = Make.pick([:], flag: true)
                static let pickedAddr = Make.pick(1)
            }
            """), ["conn: Conn", "bare: Conn", "picked: Conn"])
    }

    /// A dictionary's `filter`, `merging`, `mapValues` (`$0` a value) and its `keys` and
    /// `values` views; of `Sendable` values nothing is reported.
    func testDictionaryMembers() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Handler { var n = 0 }
            let table = ["a": Handler()]
            let filtered = table.filter { _ in true }
            let merged = table.merging(["b": Handler()]) { a, _ in a }
            let mapped = table.mapValues { $0 }
            let counts = table.mapValues { $0.n }
            let values = table.values
            let keys = table.keys
            let plain = ["a": 1].values
            """), [
                "table: [String : Handler]", "filtered: [String : Handler]", "merged: [String : Handler]", "mapped: [String : Handler]",
                "values: Dictionary<String, Handler>.Values", "keys: Dictionary<String, Handler>.Keys",
            ])
    }

    /// Foundation results the catalogs do not type: JSON objects, observer tokens, directory
    /// enumerators; `addObserver` with a selector returns nothing, and the shared center itself
    /// is not reported.
    func testFoundationResults() throws {
        XCTAssertEqual(try reportedTypes("""
            import Foundation
            enum Fixtures {
                static let json = try! JSONSerialization.jsonObject(with: Data("{}".utf8))
                static let maybe = try? JSONSerialization.jsonObject(with: Data("{}".utf8))
                static let observer = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { _ in }
                static let files = FileManager.default.enumerator(atPath: "/")
                static let center = NotificationCenter.default
            }
            """), [
                "json: Any", "maybe: Any?", "observer: any NSObjectProtocol", "files: FileManager.DirectoryEnumerator?",
            ])
    }

    /// Swift 6.2 syntax (hw58b): `unsafe` before any operand is seen through, and a
    /// `@concurrent` function type is printed without the attribute, as swiftc prints them.
    func testUnsafeOperandsAndConcurrentFunctionTypes() throws {
        XCTAssertEqual(try reportedTypes("""
            final class C { var x = 0 }
            enum K {
                static let d = unsafe [C()]
                static let t = unsafe (C(), 1)
                static let g: @concurrent () async -> Void = {}
            }
            """), ["d: [C]", "t: (C, Int)", "g: () async -> Void"])
    }

    /// A raw identifier keeps its backticks in `existential_any`'s message, as swiftc's.
    func testRawIdentifiersKeepTheirBackticks() throws {
        let findings = try lintExample("""
            protocol `My Proto` {}
            func f(_ z: `My Proto`) {}
            """, fileName: "Raw.swift", ruleID: "existential_any")
        XCTAssertEqual(findings.map(\.message), ["use of protocol '`My Proto`' as a type must be written 'any `My Proto`'"])
    }

    /// Backticks as swiftc 6.3.1 prints them (checked with `swiftc -typecheck
    /// -enable-upcoming-feature ExistentialAny`): around reserved words and names no identifier
    /// spells, not around contextual keywords or a name with an emoji (hw-cli).
    func testBackticksAsSwiftcPrintsThem() throws {
        let findings = try lintExample("""
            protocol `class` {}
            protocol `in` {}
            protocol `open` {}
            protocol `some` {}
            protocol `a<b` {}
            protocol P😀 {}
            func f1(_ x: `class`) {}
            func f2(_ x: `in`) {}
            func f3(_ x: `open`) {}
            func f4(_ x: `some`) {}
            func f5(_ x: `a<b`) {}
            func f6(_ x: P😀) {}
            """, fileName: "Words.swift", ruleID: "existential_any")
        XCTAssertEqual(findings.map(\.message), ["`class`", "`in`", "open", "some", "`a<b`", "P😀"].map {
            "use of protocol '\($0)' as a type must be written 'any \($0)'"
        })
    }

    /// A RegexBuilder regex: `Regex<Substring>` without captures, `Regex<_>` with them (its
    /// tuple is not worked out); from a pattern string, `Regex<AnyRegexOutput>` (hw55 R8).
    func testRegexBuilderOutputs() throws {
        XCTAssertEqual(try reportedTypes("""
            import RegexBuilder
            enum Patterns {
                static let digits = Regex { OneOrMore(.digit) }
                static let captured = Regex { Capture { OneOrMore(.digit) } }
                static let plain = try! Regex("a+")
            }
            """), ["digits: Regex<Substring>", "captured: Regex<_>", "plain: Regex<AnyRegexOutput>"])
    }

    /// `let s: Set = [Engine()]`: the annotation's `Set` takes its element from the literal
    /// (hw54's L; swiftc 6.3.1 prints `Set<Engine>`); a set of `Sendable` elements is not
    /// reported.
    func testSetAnnotationWithoutArguments() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine: Hashable {
                static func == (a: Engine, b: Engine) -> Bool { a === b }
                func hash(into h: inout Hasher) {}
            }
            enum S {
                static let s: Set = [Engine()]
                static let n: Set = [1, 2]
            }
            """), ["s: Set<Engine>"])
    }

    /// A closure's parameter without a type stands for the element as `$0` does (`{ node in
    /// node }`); a dictionary's `map` and `compactMap` take `(key:, value:)` elements (`$0.value`,
    /// `$0.1`, the element itself printed `Dictionary<K, V>.Element` with swiftc's `aka`, as are
    /// the elements of its `sorted`);
    /// tuple elements are read by label or position (swiftc 6.3.1).
    func testMapClosuresNamedParametersAndTupleElements() throws {
        XCTAssertEqual(try printedStaticVarTypes("""
            final class Node { var n = 0 }
            let nodes = [Node()].map { node in node }
            let wrapped = [Node()].map { node in [node] }
            let values = ["a": Node()].map { $0.value }
            let named = ["a": Node()].map { pair in pair.value }
            let second = ["a": Node()].compactMap { $0.1 }
            let pairs = ["a": Node()].map { $0 }
            let firsts = [(Node(), 1)].map { $0.0 }
            let labeled = [(node: Node(), rank: 1)].map { item in item.node }
            let element = (Node(), 1).0
            let counts = ["a": Node()].map { $0.value.n }
            let ranks = [(node: Node(), rank: 1)].map { $0.rank }
            let ordered = ["a": Node()].sorted { $0.key < $1.key }
            """, fileName: "Sequences.swift", withNames: true), [
                "nodes '[Node]'", "wrapped '[[Node]]'", "values '[Node]'", "named '[Node]'", "second '[Node]'",
                "pairs '[Dictionary<String, Node>.Element]' (aka 'Array<(key: String, value: Node)>')", "firsts '[Node]'",
                "labeled '[Node]'", "element 'Node'",
                "ordered '[Dictionary<String, Node>.Element]' (aka 'Array<(key: String, value: Node)>')",
            ])
    }

    /// An empty array or dictionary made by its type (`Array<Node>()`, `[Node]()`,
    /// `[String: Node]()`) has the members a literal has: `first`, subscripts, `map` (swiftc
    /// 6.3.1).
    func testMembersOfConstructedCollections() throws {
        XCTAssertEqual(try printedStaticVarTypes("""
            final class Node { var n = 0 }
            let first = Array<Node>().first
            let sugared = [Node]().first
            let element = [Node]()[0]
            let mapped = [Node]().map { node in [node] }
            let value = [String: Node]()["a"]
            let values = Dictionary<String, Node>().map { $0.value }
            let counts = [Node]().map { $0.n }
            """, fileName: "Sequences.swift", withNames: true), [
                "first 'Node?'", "sugared 'Node?'", "element 'Node'", "mapped '[[Node]]'", "value 'Node?'",
                "values '[Node]'",
            ])
    }

    /// What the index keeps of a global built by a closure whose signature is names alone
    /// (`{ _ in Engine() }`: the index reads trees of declarations, which record no closure),
    /// `count` and `isEmpty` of standard collections and strings, `lazy` of a range, a tuple's
    /// element, and a bare `allCases` in its enum (swiftc 6.3.1). A closure that takes a tuple
    /// apart (`{ engine, _ in engine }`) has its parts, as swiftc says: `'[Engine]'`.
    func testGlobalsBuiltByNamedClosuresCountsLazyRangesAndAllCases() throws {
        XCTAssertEqual(try printedStaticVarTypes("""
            final class Engine { let name = "" }
            public enum Gear: CaseIterable { case low, high }
            extension Gear { static let every = allCases }
            let mapped = [1, 2].map { _ in Engine() }
            let copy = mapped
            let first = mapped.first
            let pairs = [(Engine(), 1)].map { engine, _ in engine }
            let grouped = Dictionary(grouping: mapped) { $0.name.count }
            let evens = (0..<10).lazy.filter { $0.isMultiple(of: 2) }
            let tuple = (Engine(), 1)
            let element = tuple.0
            let empties = [[Engine()]].filter { $0.isEmpty }
            """, fileName: "Sequences.swift", withNames: true), [
                "every '[Gear]'", "mapped '[Engine]'", "copy '[Engine]'", "first 'Engine?'", "pairs '[Engine]'", "grouped '[Int : [Engine]]'",
                "evens 'LazyFilterSequence<LazySequence<Range<Int>>.Elements>' (aka 'LazyFilterSequence<Range<Int>>')",
                "tuple '(Engine, Int)'", "element 'Engine'", "empties '[[Engine]]'",
            ])
    }

    /// `rawValue` of an enum with a raw type is that type (the compiler's member), so the
    /// usual lookup table built from `allCases` is typed; a slice's, a contiguous array's and a
    /// set's `first` and `map` are an array's (swiftc 6.3.1).
    func testRawValuesAndMembersOfSlicesAndSets() throws {
        XCTAssertEqual(try printedStaticVarTypes("""
            final class Arg { let v = "" }
            public enum Role: String, CaseIterable { case admin, member }
            public enum Level: Int { case low = 1, high }
            let byRaw = Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0.rawValue, $0) })
            let raw = Level.high.rawValue
            extension Role { static let lookup = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) }) }
            let rest = [Arg(), Arg()].dropFirst().map { $0 }
            let second = [Arg()].dropFirst().first
            let contiguous = ContiguousArray([Arg()]).first
            let values = ContiguousArray([Arg()]).map { $0.v }
            """, fileName: "Sequences.swift", withNames: true), [
                "byRaw '[String : Role]'", "lookup '[String : Role]'", "rest '[Arg]'", "second 'Arg?'", "contiguous 'Arg?'",
            ])
    }
}
