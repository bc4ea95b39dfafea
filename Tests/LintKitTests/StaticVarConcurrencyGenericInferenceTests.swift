import XCTest
@testable import LintKit

/// `static_var_concurrency` infers the generic arguments of a construction from its arguments,
/// as swiftc does (the expected types are swiftc 6.3.1's, `-strict-concurrency=complete`).
final class StaticVarConcurrencyGenericInferenceTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Generic.swift")
    }

    /// Through a memberwise initializer and a declared one, nested, with several parameters,
    /// in an array literal and with an Optional argument.
    func testArgumentsGiveTheGenericArguments() throws {
        let types = try reportedTypes("""
            struct Box<T> { var value: T }
            struct Cell<T> { var t: T; init(_ t: T) { self.t = t } }
            struct Pair<A, B> { var a: A; var b: B }
            final class Later {}
            enum Namespace { struct Inner<T> { var t: T } }
            enum E {
                static let b = Box(value: 1)
                static let c = Cell("s")
                static let d = Box(value: Box(value: "x"))
                static let p = Pair(a: 1, b: Later())
                static let arr = [Namespace.Inner(t: 1.5)]
                static let n = Box(value: nil as Int?)
            }
            """)
        XCTAssertEqual(types, ["b: Box<Int>", "c: Cell<String>", "d: Box<Box<String>>", "p: Pair<Int, Later>",
                               "arr: [Namespace.Inner<Double>]", "n: Box<Int?>"])
    }

    /// A conditional `Sendable` conformance holds or not by the inferred arguments (swiftc
    /// reports `CBox(v: Later())`, not `CBox(v: 1)`); an argument the index cannot type, or a
    /// generic parameter no argument gives, leaves the type unspelled rather than guessed.
    func testConditionalConformanceGoesByTheInferredArguments() throws {
        let types = try reportedTypes("""
            final class Later {}
            struct CBox<T> { var v: T }
            extension CBox: Sendable where T: Sendable {}
            struct Tagged<Tag, Raw> { var raw: Raw }
            enum E {
                static let k = CBox(v: Later())
                static let k2 = CBox(v: 1)
                static let t = Tagged<Later, Int>(raw: 1)
                static let u = Tagged(raw: 1)
            }
            """)
        XCTAssertEqual(types, ["k: CBox<Later>", "t: Tagged<Later, Int>", "u: Tagged"])
    }

    /// The standard library's type-erasing collections take the element of the array they
    /// wrap (hw47, session 46); a dictionary's element is left out, and the type printed bare.
    func testTypeErasingCollectionsTakeTheArraysElement() throws {
        let types = try reportedTypes("""
            final class Engine {}
            enum S {
                static let a = AnySequence([1, 2])
                static let b = AnyCollection(["a"])
                static let c = AnyBidirectionalCollection([Engine()])
                static let d = AnyRandomAccessCollection([[1]])
                static let f = AnyCollection([Int]())
                static let g = AnySequence([1: "x"])
            }
            """)
        XCTAssertEqual(types, ["a: AnySequence<Int>", "b: AnyCollection<String>", "c: AnyBidirectionalCollection<Engine>",
                               "d: AnyRandomAccessCollection<[Int]>", "f: AnyCollection<Int>", "g: AnySequence"])
    }

    /// A parameter constrained by a protocol with its primary associated type bound
    /// (`Feed<Int>`) or by an alias of a composition (`typealias Key = Codable & Hashable`)
    /// is not Sendable unless a member refines it; a pack's conditional conformance holds for
    /// every argument the pack takes, after the parameters before it (hw51's grp01, grp02,
    /// grp04; swiftc 6.3.1's findings).
    func testPrimaryAssociatedTypesAliasesOfCompositionsAndPacks() throws {
        XCTAssertEqual(try reportedTypes("""
            protocol Feed<Item> { associatedtype Item }
            struct IntFeed: Feed { typealias Item = Int }
            struct Reader<F: Feed<Int>> { var feed: F }
            typealias Key = Codable & Hashable
            typealias Model = Codable & Sendable
            struct Holder<T: Key> { var t: T }
            struct SafeHolder<T: Model> { var t: T }
            final class Engine {}
            struct Tuple<each T> { var values: (repeat each T) }
            extension Tuple: Sendable where repeat each T: Sendable {}
            struct Tagged<Tag, each T> { var values: (repeat each T) }
            extension Tagged: Sendable where repeat each T: Sendable {}
            let reader = Reader(feed: IntFeed())
            let holder = Holder(t: 1)
            let safe = SafeHolder(t: 1)
            let one: Tuple<Engine>? = nil
            let two: Tuple<Int, Engine>? = nil
            let plain: Tuple<Int, String>? = nil
            let tagged: Tagged<Engine, Int, Engine>? = nil
            let taggedPlain: Tagged<Engine, Int, String>? = nil
            """), ["reader: Reader<IntFeed>", "holder: Holder<Int>", "one: Tuple<Engine>?", "two: Tuple<Int, Engine>?",
                   "tagged: Tagged<Engine, Int, Engine>?"])
    }

    /// A stored associated type of a parameter that only the standard library's collection
    /// protocols constrain (`S.Element` of `<S: Sequence>`) is not Sendable, unless a `where`
    /// clause makes it so (hw51's grp03, g041; swiftc 6.3.1's findings).
    func testCollectionAssociatedTypesOfAParameter() throws {
        XCTAssertEqual(try reportedTypes("""
            struct Head<S: Sequence> { var first: S.Element? }
            struct Cursor<C: Collection> { var index: C.Index }
            struct Safe<S: Sequence> where S.Element: Sendable { var first: S.Element? }
            struct Plain<S: Sequence> { var count: Int }
            struct Items<C: RandomAccessCollection> { var slice: C.SubSequence }
            let head = Head<[Int]>(first: 1)
            let cursor = Cursor<[Int]>(index: 0)
            let safe = Safe<[Int]>(first: 1)
            let plain = Plain<[Int]>(count: 1)
            let items = Items<[Int]>(slice: [1][...])
            """), ["head: Head<[Int]>", "cursor: Cursor<[Int]>", "items: Items<[Int]>"])
    }
}
