import XCTest
@testable import LintKit

/// Implicit member expressions (`.b`, `.a(x)`, `.init()`) among a literal's elements, typed as
/// swiftc 6.3.1 types them (`-swift-version 5 -strict-concurrency=complete`): as members of the
/// type the other elements give.
final class ImplicitMemberElementTests: XCTestCase {
    /// `name: type` of each `static_var_concurrency` finding in `source` (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ source: String) throws -> [String] {
        try reportedStaticVarTypes(source, fileName: "/tmp/implicit/Members.swift")
    }

    /// Enum cases (with and without payloads), static properties and methods, initializers, in
    /// any position, beside `nil`, as dictionary keys and values and in a ternary.
    func testImplicitMembersTakeTheTypeTheOtherElementsGive() throws {
        let types = try reportedTypes("""
            public final class C { public init() {}; public static let zero = C(); public static func make() -> C { C() } }
            public enum Tag { case a, b; public static let main = Tag.a }
            public enum Pay { case x(Int), y }
            open class Base { public init() {}; public static let sub = Sub(); public static let base = Base() }
            open class Sub: Base {}
            public let flag = Bool.random()
            public let i1 = [Tag.a, .b]
            public let i2 = [.a, Tag.b]
            public let i3 = [Tag.a, nil, .b]
            public let i4 = [Pay.x(1), .y, .x(2)]
            public let i5 = [C(), .init()]
            public let i6 = [C.zero, .make(), .zero]
            public let i7 = [Tag.a: 1, .b: 2]
            public let i8 = ["x": Tag.a, "y": .main]
            public let i9 = [Base(), .sub]
            public let i10 = [Sub(), .base]
            public let t1 = flag ? Tag.a : .b
            """)
        XCTAssertEqual(types, ["zero: C", "main: Tag", "sub: Sub", "base: Base",
                               "i1: [Tag]", "i2: [Tag]", "i3: [Tag?]", "i4: [Pay]", "i5: [C]", "i6: [C]", "i7: [Tag : Int]",
                               "i8: [String : Tag]", "i9: [Base]", "i10: [Base]", "t1: Tag"])
    }

    /// A Sendable type's members make a Sendable literal; a member of another type than the
    /// others' (which swiftc rejects, `[Tag.a, .maybe]`: the Optional must be unwrapped), one the
    /// index cannot type, and a literal of implicit members alone leave it unknown: no report.
    func testImplicitMembersOfOtherOrUnknownTypesAreNotGuessed() throws {
        let types = try reportedTypes("""
            public enum Safe: Sendable { case a, b }
            enum Quiet { case a, b }
            public enum Tag { case a, b; public static var maybe: Tag? { nil }; public static let count = 2 }
            public let s1 = [Safe.a, .b]
            let s2 = [Quiet.a, .b]
            public let u1 = [Tag.a, .maybe]
            public let u2 = [Tag.a, .count]
            public let u3 = [Tag.a, .missing]
            public let u4: [Tag] = [.a, .b]
            """)
        XCTAssertEqual(types, ["u4: [Tag]"])
    }

    /// `x ?? .member` is `x` unwrapped, the type swiftc looks the member up in; `x ?? .none`
    /// takes Optional's `none` (an Optional), which is not guessed.
    func testCoalescingWithAnImplicitMemberIsTheUnwrappedValue() throws {
        let types = try reportedTypes("""
            public final class C { public init() {}; public static let standard = C(); public static func load() -> C? { nil } }
            public enum Tag { case a, b; public static func parse() -> Tag? { nil } }
            public let c1 = C.load() ?? .standard
            public let c2 = Tag.parse() ?? .b
            public let c3 = [C.load() ?? .init()]
            public let c4 = Tag.parse() ?? .none
            """)
        XCTAssertEqual(types, ["standard: C", "c1: C", "c2: Tag", "c3: [C]"])
    }

    /// A member whose type is an Optional of the value's, or a class it joins with, beside a
    /// coalesced value makes the join (swiftc picks `??`'s Optional overload for an Optional
    /// member); a member returning `Self` is of the type the others give.
    func testMembersOfOptionalOrJoinedTypesAndSelf() throws {
        let types = try reportedTypes("""
            public final class C { public init() {}; public init?(fail: Int) { nil }; public static func load() -> C? { nil }; public static var maybe: C? { nil } }
            open class Base { public init() {}; open class var me: Self { fatalError() } }
            open class Sub: Base { public static var opt: Sub? { nil }; public static let base = Base() }
            public protocol P {}
            extension P { public static var dflt: Self { fatalError() } }
            public enum Tag: P { case a, b; public static var maybe: Tag? { nil } }
            public let q1 = C.load() ?? .init(fail: 1)
            public let q2 = Sub.opt ?? .base
            public let q3 = Tag.maybe ?? .maybe
            public let q4 = C.load() ?? .maybe
            public let s1 = [Sub(), .me]
            public let s2 = [Tag.a, .dflt]
            """)
        XCTAssertEqual(types, ["base: Base", "q1: C?", "q2: Base", "q3: Tag?", "q4: C?", "s1: [Sub]", "s2: [Tag]"])
    }

    /// One level down: a literal or a choice of implicit members (or `nil`s) beside a value takes
    /// its type from that value (`[[Tag.a], [.b]]`, `[C(), .zero] + [.make()]`); a
    /// force-unwrapped member is its Optional's value.
    func testNestedLiteralsAndChoicesOfImplicitMembers() throws {
        let types = try reportedTypes("""
            public final class C { public init() {}; public static let zero = C(); public static func make() -> C { C() }; public static func opt(_ x: Int) -> C? { nil } }
            public enum Tag: CaseIterable { case a, b; public static let main = Tag.a }
            public let flag = Bool.random()
            public let n1 = [[Tag.a], [.b]]
            public let n2 = flag ? [Tag.a, .b] : [.main]
            public let n3 = flag ? Tag.a : flag ? .b : .main
            public let n4 = [C(), .zero] + [.make()]
            public let n5 = Tag.allCases + [.a]
            public let n6 = [C(), .opt(1)!]
            public let n7 = [C(), nil, .opt(1)]
            public let n8 = [[Tag.a], nil, [.b]]
            public let n9 = ["x": [Tag.a], "y": [.b]]
            """)
        XCTAssertEqual(types, ["zero: C", "main: Tag", "n1: [[Tag]]", "n2: [Tag]", "n3: Tag", "n4: [C]", "n5: [Tag]", "n6: [C]", "n7: [C?]",
                               "n8: [[Tag]?]", "n9: [String : [Tag]]"])
    }
}
