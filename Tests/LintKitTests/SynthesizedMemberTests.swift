import XCTest
@testable import LintKit

/// Members the compiler synthesizes, typed as swiftc 6.3.1 types them in
/// `static_var_concurrency`'s messages (`-swift-version 5 -strict-concurrency=complete`):
/// `allCases` of a `CaseIterable` enum and `init?(rawValue:)` of an enum with a raw type.
final class SynthesizedMemberTests: XCTestCase {
    /// `name: type` of each `static_var_concurrency` finding in `source`.
    private func reportedTypes(_ source: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/synthesized/Members.swift", bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file]).findings.map { finding -> String in
            let parts = finding.message.split(separator: "'")
            return "\(parts[1]): \(parts[5])"
        }
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
}
