import XCTest
@testable import LintKit

/// `static_var_concurrency` types the standard library's collection members of an array or a
/// range of `Int` (`first`, `map { … }`, `filter`, `reduce`…), as swiftc 6.3.1 infers them
/// (hw51's i001–i005, i044, i049).
final class StaticVarConcurrencyCollectionMemberTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Collections.swift")
    }

    /// Members of a literal, of a parenthesized range and of a static array; `$0` in a
    /// closure stands for the element (`flatMap { $0 }` flattens an array of arrays), and an
    /// array of `Sendable` values is not reported.
    func testCollectionMembersOfArraysAndRanges() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var n = 0 }
            struct Part: Sendable { var n = 0 }
            enum Store {
                static let engines = [Engine(), Engine()]
                static let parts = [Part()]
            }
            let first = [Engine()].first
            let last = Store.engines.last
            let mapped = (0..<3).map { _ in Engine() }
            let closed = (1...3).map { n in Part(n: n) }
            let filtered = Store.engines.filter { $0.n > 0 }
            let sorted = Store.parts.sorted { $0.n < $1.n }
            let compact = [1, 2].compactMap { $0 > 1 ? Engine() : nil }
            let reduced = [1, 2].reduce(into: [Engine]()) { list, _ in list.append(Engine()) }
            let found = Store.engines.first(where: { $0.n == 1 })
            let random = Store.engines.randomElement()
            let partsFirst = Store.parts.first
            let flat = [[Engine()]].flatMap { $0 }
            let counted = Store.engines.map { $0.n }
            let numbers = [1, 2, 3].map { $0 * 2 }
            """), [
                "engines: [Engine]", "first: Engine?", "last: Engine?", "mapped: [Engine]", "filtered: [Engine]",
                "compact: [Engine]", "reduced: [Engine]", "found: Engine?", "random: Engine?", "flat: [Engine]",
            ])
    }

    /// `Array(x)` converts: an array of an array's elements, not an array of arrays; another
    /// sequence's elements are not known, and nothing is reported (hw53's grp1; swiftc 6.3.1
    /// reports `copy` and `typedCopy` only).
    func testArrayConversions() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            let engines = [Engine()]
            let copy = Array(engines)
            let typedCopy = Array<Engine>(engines)
            let repeated = Array(repeating: Engine(), count: 2)
            let ints = Array(AnySequence([1, 2]))
            let bytes = Array(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
            """), ["engines: [Engine]", "copy: [Engine]", "typedCopy: [Engine]", "repeated: [Engine]"])
    }

    /// Collections built from other sequences, as swiftc 6.3.1 spells them (session 49):
    /// `Array(x)` of a slice, a reversed, enumerated or zipped array (with swiftc's `aka`, which
    /// the helper leaves in the type with the rest of the message),
    /// `zip`, and `Dictionary`'s initializers from pairs and by grouping (the key a closure
    /// gives through a stored property of the element: `$0.name`); a dictionary of `Sendable`
    /// parts is not reported.
    func testCollectionsBuiltFromSequences() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var name = "" }
            enum Store {
                static let engines = [Engine()]
                static let firstTwo = Array(engines.prefix(2))
                static let backwards = Array(engines.reversed())
                static let numbered = Array(engines.enumerated())
                static let pairs = zip(engines, [1, 2])
                static let pairArray = Array(zip([1], engines))
                static let numbers = zip([1], ["a"])
                static let byNumber = Dictionary(uniqueKeysWithValues: [(1, Engine())])
                static let merged = Dictionary([("a", Engine())], uniquingKeysWith: { first, _ in first })
                static let counts = Dictionary(uniqueKeysWithValues: [("a", 1)])
                static let grouped = Dictionary(grouping: engines, by: { _ in 1 })
                static let trailing = Dictionary(grouping: [Engine()]) { _ in "key" }
                static let byName = Dictionary(grouping: engines) { $0.name }
            }
            """), [
                "engines: [Engine]", "firstTwo: [Engine]",
                "backwards: [ReversedCollection<[Engine]>.Element]' (aka 'Array<Engine>') may have shared mutable state",
                "numbered: [EnumeratedSequence<[Engine]>.Iterator.Element]' (aka 'Array<(offset: Int, element: Engine)>') may have shared mutable state",
                "pairs: Zip2Sequence<[Engine], [Int]>",
                "pairArray: [Zip2Sequence<[Int], [Engine]>.Element]' (aka 'Array<(Int, Engine)>') may have shared mutable state",
                "byNumber: [Int : Engine]", "merged: [String : Engine]", "grouped: [Int : [Engine]]",
                "trailing: [String : [Engine]]", "byName: [String : [Engine]]",
            ])
    }

    /// A project's own `zip` or `Dictionary` is not the standard library's.
    func testProjectDeclarationsOfTheSameNames() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            func zip(_ a: [Engine], _ b: [Int]) -> Int { 0 }
            let zipped = zip([Engine()], [1])
            """), [])
    }

    /// `$0.member` in a closure is a stored property of the element's type when the project
    /// declares one of that name with a type the index knows (swiftc 6.3.1: `names` is a
    /// `[String]`, `pairs` a `[(String, Engine)]`, `parts` a `[Part]`). A computed property or
    /// an inherited one is not typed here: swiftc reports `computed` and `inherited` too (a
    /// known gap, not a verdict).
    func testStoredPropertiesOfClosureParameters() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Part {}
            class Engine {
                var name = ""
                let part: Part
                var computed: Part { part }
                init() { part = Part() }
            }
            final class Turbo: Engine {}
            enum Store {
                static let engines = [Engine()]
                static let names = engines.map { $0.name }
                static let pairs = engines.map { ($0.name, $0) }
                static let parts = engines.map { $0.part }
                static let computed = engines.map { $0.computed }
                static let inherited = [Turbo()].map { $0.part }
            }
            """), ["engines: [Engine]", "pairs: [(String, Engine)]", "parts: [Part]"])
    }

    /// A key path without a root as the argument of `map`, `compactMap` or
    /// `Dictionary(grouping:by:)` reads a stored property of the element (swiftc 6.3.1 reports
    /// all but `names`, a `[String]`).
    func testRootlessKeyPathArguments() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Part {}
            final class Engine { var name = ""; let part = Part() }
            enum Store {
                static let engines = [Engine()]
                static let names = engines.map(\\.name)
                static let parts = engines.map(\\.part)
                static let grouped = Dictionary(grouping: engines, by: \\.name)
                static let partsOpt = engines.compactMap(\\.part)
            }
            """), ["engines: [Engine]", "parts: [Part]", "grouped: [String : [Engine]]", "partsOpt: [Part]"])
    }

    /// Arrays concatenated with `+` make an array of their agreed type (swiftc 6.3.1: `more`
    /// and `both` are `[Connection]`; `ints` is Sendable).
    func testArrayConcatenation() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Connection {}
            enum Pool {
                static let base = [Connection()]
                static let more = base + [Connection()]
                static let both = [Connection()] + [Connection()]
                static let ints = [1] + [2]
            }
            """), ["base: [Connection]", "more: [Connection]", "both: [Connection]"])
    }

    /// Members of a dictionary literal, a tuple literal's element, and branches of which one
    /// is an Optional of the other's type (swiftc 6.3.1 spells each so; hw59).
    func testLiteralMembersAndOptionalBranches() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Cache {}
            let flag = Bool.random()
            let ifMixed = if flag { Cache() } else { nil as Cache? }
            let ternaryMixed = flag ? nil as Cache? : Cache()
            let tupleElement = (Cache(), 1).0
            let labeledElement = (cache: Cache(), count: 1).cache
            let keysView = [1: Cache()].keys
            """), [
                "ifMixed: Cache?", "ternaryMixed: Cache?", "tupleElement: Cache", "labeledElement: Cache",
                "keysView: Dictionary<Int, Cache>.Keys",
            ])
    }

    /// `\.self` as a collection member's key path is the element itself (hw75).
    func testTheSelfKeyPathIsTheElement() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine { var part = Part() }
            final class Part {}
            struct Name: Sendable { var text = "" }
            enum Store {
                static let engines = [Engine(), Engine()]
                static let same = engines.map(\\.self)
                static let selfParts = engines.map(\\.self.part)
                static let names = [Name()].map(\\.self)
                static let compact = engines.compactMap(\\.self)
            }
            """), ["engines: [Engine]", "same: [Engine]", "selfParts: [Part]", "compact: [Engine]"])
    }
    /// `ContiguousArray(x)` and `ArraySlice(x)` of an array, and `CollectionOfOne(x)`, are
    /// collections of its elements (of `x`), `Sendable` when they are (hw75).
    func testStandardCollectionsMadeOfAnArray() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            struct Part: Sendable {}
            enum Store {
                static let engines = [Engine()]
                static let one = CollectionOfOne(Engine())
                static let oneInt = CollectionOfOne(1)
                static let contiguous = ContiguousArray(engines)
                static let parts = ContiguousArray([Part()])
                static let slice = ArraySlice([Engine()])
                static let partSlice = ArraySlice([Part()])
            }
            """), ["engines: [Engine]", "one: CollectionOfOne<Engine>", "contiguous: ContiguousArray<Engine>", "slice: ArraySlice<Engine>"])
    }
}
