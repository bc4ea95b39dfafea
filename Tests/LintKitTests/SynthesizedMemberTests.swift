import XCTest
@testable import LintKit

/// Members the compiler synthesizes, typed as swiftc 6.3.1 types them in
/// `static_var_concurrency`'s messages (`-swift-version 5 -strict-concurrency=complete`):
/// `allCases` of a `CaseIterable` enum and `init?(rawValue:)` of an enum with a raw type.
final class SynthesizedMemberTests: XCTestCase {
    /// `name: type` of each `static_var_concurrency` finding in `source` (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ source: String) throws -> [String] {
        try reportedStaticVarTypes(source, fileName: "/tmp/synthesized/Members.swift")
    }

    /// `allCases` is an array of the enum, whether `CaseIterable` is declared on the enum, in an
    /// extension or through a protocol that refines it; a declared `allCases` is read as
    /// declared; a `Sendable` enum's (an internal or `@frozen` one) is not reported.
    func testAllCasesIsAnArrayOfTheEnum() throws {
        let types = try reportedTypes("""
            public enum Mode: CaseIterable { case a, b }
            enum Quiet: CaseIterable { case a, b }
            public enum Ext { case a, b }
            extension Ext: CaseIterable {}
            public protocol Listed: CaseIterable {}
            public enum Via: Listed { case a }
            public enum Manual: CaseIterable { case a, b; public static var allCases: [Manual] { [.a] } }
            public enum Outer { public enum Inner: CaseIterable { case x } }
            @frozen public enum Frozen: CaseIterable { case a }
            public enum H {
                public static let m1 = Mode.allCases
                static let m2 = Quiet.allCases
                public static let m3 = Ext.allCases
                public static let m4 = Via.allCases
                public static let m5 = Manual.allCases
                public static let m6 = Outer.Inner.allCases
                public static let m7 = Frozen.allCases
                public static let m8 = Mode.allCases.last
            }
            """)
        XCTAssertEqual(types, ["m1: [Mode]", "m3: [Ext]", "m4: [Via]", "m5: [Manual]", "m6: [Outer.Inner]", "m8: Mode?"])
    }

    /// `init(rawValue:)` of an enum with a raw type is failable, unless the enum declares its own
    /// (then that one's shape decides); another initializer of the enum leaves it synthesized,
    /// and a struct's `init(rawValue:)` is its own.
    func testRawValueInitializerOfAnEnumIsFailable() throws {
        let types = try reportedTypes("""
            public enum Kind: String { case x, y }
            public enum Num: Int { case one = 1 }
            public enum Own: String { case a; public init(rawValue: String) { self = .a } }
            public enum Other: String { case a; public init(code: Int) { self = .a } }
            public struct Flags: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue } }
            public enum H {
                public static let r1 = Kind(rawValue: "x")
                public static let r2 = Num(rawValue: 1)
                public static let r3 = Own(rawValue: "a")
                public static let r4 = Other(rawValue: "a")
                public static let r5 = Flags(rawValue: 1)
                public static let r6 = Kind(rawValue: "x")!
                public static let r7 = [Kind(rawValue: "x"), .y]
                public static let r8 = Kind.init(rawValue: "x")
            }
            """)
        XCTAssertEqual(types, ["r1: Kind?", "r2: Num?", "r3: Own", "r4: Other?", "r5: Flags", "r6: Kind", "r7: [Kind?]", "r8: Kind?"])
    }

    /// The synthesized initializer for raw types this does not name (`Substring`, a typealias
    /// of `String`), through a typealias of the enum, beside an initializer of two parameters;
    /// beside an own `init(rawValue: Int)`, the argument's type picks. A static member returning
    /// `Self` named on a subclass or a conforming type is of that type.
    func testRawValueInitializerCornersAndSelfMembers() throws {
        let types = try reportedTypes("""
            open class Base { public init() {}; public static func make() -> Self { fatalError() } }
            open class Sub: Base {}
            public protocol P {}
            extension P { public static var dflt: Self { fatalError() } }
            public enum Tag: P { case a }
            public typealias Raw = String
            public enum KS: Substring { case s }
            public enum KT: Raw { case t }
            public enum Kind: String { case a }
            public typealias KA = Kind
            public enum KM: String { case a; public init(rawValue: String, flag: Bool) { self = .a } }
            public enum KY: String { case a }
            extension KY { public init(rawValue: Int) { self = .a } }
            public let s1 = Sub.make()
            public let s2 = Tag.dflt
            public let r1 = KS(rawValue: "s")
            public let r2 = KT(rawValue: "t")
            public let r3 = KA(rawValue: "a")
            public let r4 = KM(rawValue: "a")
            public let r5 = KY(rawValue: 1)
            public let r6 = KY(rawValue: "a")
            """)
        XCTAssertEqual(types, ["s1: Sub", "s2: Tag", "r1: KS?", "r2: KT?", "r3: Kind?", "r4: KM?", "r5: KY", "r6: KY?"])
    }

    /// A type declared in both branches of an `#if`, internal in one and public in the other,
    /// is not taken for public: swiftc infers the internal one `Sendable` in the builds that
    /// compile it (a second reviewer's false positives, also through `allCases`, `init?(rawValue:)`
    /// and implicit members). One public in both is still reported.
    func testTwinDeclarationsThatDifferInAccessAreNotTakenForPublic() throws {
        let types = try reportedTypes("""
            #if os(Linux)
            enum Channel: String, CaseIterable { case stable, beta }
            struct Theme { var n = 1; static let light = Theme() }
            #else
            public enum Channel: String, CaseIterable { case stable, beta }
            public struct Theme { public var n = 1; public static let light = Theme() }
            #endif
            #if os(Linux)
            public enum Both: CaseIterable { case a }
            #else
            public enum Both: CaseIterable { case a, b }
            #endif
            let channels = Channel.allCases
            let channel = Channel(rawValue: "beta")
            let pair = [Channel.stable, .beta]
            let themes = [Theme.light, .light]
            let both = Both.allCases
            """)
        XCTAssertEqual(types, ["both: [Both]"])
    }

    /// A member of a generic type written `Self`, the type's bare name or the type with its own
    /// parameters (`static var empty: G<T>`: was printed `G<T>`), named through written generic
    /// arguments, is of the type with those arguments, also as the context of implicit members.
    func testSelfMembersOfGenericTypesKeepTheWrittenArguments() throws {
        let types = try reportedTypes("""
            public protocol Defaultable { init() }
            extension Defaultable { public static var standard: Self { Self() } }
            public struct Slot<T>: Defaultable {
                public var value: T?
                public init() { value = nil }
                public static func empty() -> Self { Self() }
                public static var plain: Slot { Slot() }
            }
            open class Repo<Model> { public required init() {}; open class func create() -> Self { self.init() } }
            public final class TypedRepo<M>: Repo<M> {}
            public final class C { public init() {} }
            public enum En<T> { case a, b; case one(T); public static var dflt: En<T> { .a } }
            public struct G<T> { var t: T?; public init() { t = nil }; public static var empty: G<T> { G() } }
            public enum Statics {
                public static let a = Slot<Int>.standard
                public static let b = Slot<String>.empty()
                public static let c = Slot<Int>.plain
                public static let d = [Slot<Int>.standard, .empty()]
                public static let e = TypedRepo<Int>.create()
                public static let f = G<Int>.empty
                public static let g = [G<Int>.empty, .init()]
                public static let h = [En<C>.dflt, .b]
                public static let i = En<C>.dflt
            }
            """)
        XCTAssertEqual(types, ["a: Slot<Int>", "b: Slot<String>", "c: Slot<Int>", "d: [Slot<Int>]", "e: TypedRepo<Int>", "f: G<Int>",
                               "g: [G<Int>]", "h: [En<C>]", "i: En<C>"])
    }
}
