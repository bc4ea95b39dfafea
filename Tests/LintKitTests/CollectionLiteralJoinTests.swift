import XCTest
@testable import LintKit

/// The type of a collection literal whose elements differ in type, as swiftc 6.3.1 joins them
/// and prints it in `static_var_concurrency`'s messages (`-swift-version 5
/// -strict-concurrency=complete`).
final class CollectionLiteralJoinTests: XCTestCase {
    /// `name: type` of each `static_var_concurrency` finding in `source` (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ source: String) throws -> [String] {
        try reportedStaticVarTypes(source, fileName: "/tmp/joins/Literals.swift")
    }

    /// Classes of the project join to the nearest class both are or inherit from, in any order,
    /// through nested literals, dictionaries and Optionals.
    func testClassesJoinToTheirNearestCommonSuperclass() throws {
        let types = try reportedTypes("""
            class Base {}
            class Sub: Base {}
            class Sub2: Base {}
            final class Leaf: Sub {}
            class Other {}
            func make() -> Sub2? { nil }
            let a = [Sub(), Sub2()]
            let b = [Leaf(), Sub()]
            let c = [Leaf(), Sub2(), Base()]
            let d = ["x": [Leaf()], "y": [Sub2()]]
            let e = [Sub(), nil, Sub2()]
            let f = [Sub(), make()]
            let g = [Sub(), Other()] as [AnyObject]
            """)
        XCTAssertEqual(types, ["a: [Base]", "b: [Sub]", "c: [Base]", "d: [String : [Base]]", "e: [Base?]", "f: [Optional<Base>]",
                               "g: [AnyObject]"])
    }

    /// The type of a literal's elements does not hinge on their order or on repeats (which
    /// ``ValueExpressionReader/ElementSpellings`` drops): key paths of two classes join to the
    /// one above both with that one's verdict, also beside an Optional of either (swiftc 6.3.1,
    /// `-swift-version 5 -strict-concurrency=complete`, reports all of these so).
    func testKeyPathJoinsDoNotHingeOnOrderOrRepeats() throws {
        let source = """
            extension WritableKeyPath: @retroactive @unchecked Sendable {}
            struct S { var x = 0; let y = 0 }
            let a = [\\S.x, \\S.y]
            let b = [\\S.y, \\S.x, \\S.y]
            let c = ["a": \\S.x, "b": \\S.y]
            let d = [\\S.y, true ? \\S.x : nil]
            let e = [true ? \\S.x : nil, \\S.y, \\S.x]
            """
        let types = try reportedTypes(source)
        XCTAssertEqual(types, ["a: [KeyPath<S, Int>]", "b: [KeyPath<S, Int>]", "c: [String : KeyPath<S, Int>]",
                               "d: [Optional<KeyPath<S, Int>>]", "e: [Optional<KeyPath<S, Int>>]"])
    }

    /// A collection literal that mixes values of a type with Optional values of it is an
    /// Optional swiftc prints unsugared; a `nil` literal, a collection literal or a ternary
    /// keeps the sugar (swiftc 6.3.1's messages).
    func testOptionalsJoinedInALiteralAreSpelledAsSwiftcSpellsThem() throws {
        let source = """
            final class C {}
            func make() -> C? { nil }
            let a = [C(), make()]
            let b = [make(), C(), nil]
            let c = ["a": C(), "b": true ? C() : nil]
            let d = [C(), nil]
            let e = [make(), make()]
            let f = [[C()], [C()] as [C]?]
            let g = true ? C() : make()
            """
        let types = try reportedTypes(source)
        XCTAssertEqual(types, ["a: [Optional<C>]", "b: [Optional<C>]", "c: [String : Optional<C>]", "d: [C?]", "e: [C?]",
                               "f: [[C]?]", "g: C?"])
    }

    /// `Optional<C>.none` is an Optional of `C`, which a `nil` beside it does not wrap again
    /// (it was a name spelled `C?`: `[C??]`). swiftc prints the first two `[Optional<C>]`: inside
    /// a literal it keeps the spelling of an Optional that a member of `Optional<C>` makes, which
    /// the rule does not tell apart (a known difference in the message, not in the position).
    func testAnOptionalWrittenAsAGenericTypeIsAnOptional() throws {
        let types = try reportedTypes("""
            final class C {}
            let a = [Optional<C>.none, nil]
            let b = ["x": Optional<C>.none, "y": nil]
            let c = [Optional<C>.none, C()]
            let d = Optional<C>.none
            """)
        XCTAssertEqual(types, ["a: [C?]", "b: [String : C?]", "c: [Optional<C>]", "d: C?"])
    }

    /// A closure that returns its `@escaping` parameter returns a plain function type, as swiftc
    /// prints it: the attribute belongs to the parameter only.
    func testAClosureReturningAnEscapingParameterReturnsAPlainFunction() throws {
        let types = try reportedTypes("""
            final class C {}
            let a = { (f: @escaping () -> C) in f }
            let b = [{ (f: @escaping () -> C) in f }]
            """)
        XCTAssertEqual(types, ["a: (@escaping () -> C) -> () -> C", "b: [(@escaping () -> C) -> () -> C]"])
    }

    /// An existential beside types of the project that conform to its protocol (directly, by a
    /// protocol that refines it, through a superclass's extension) joins to the existential.
    func testTypesJoinToAnExistentialTheyConformTo() throws {
        let types = try reportedTypes("""
            protocol P {}
            protocol Q: P {}
            final class C: P {}
            final class D: Q {}
            class Base {}
            final class Sub: Base {}
            extension Base: P {}
            struct S: P {}
            final class Other {}
            let a = [C() as any P, D()]
            let b = [D(), C() as any P]
            let c = [Sub(), C() as any P]
            let d = ["x": S() as any P, "y": C()]
            let e = [C() as any P, nil, D()]
            let f = [C() as any P, Other()] as [Any]
            """)
        XCTAssertEqual(types, ["a: [any P]", "b: [any P]", "c: [any P]", "d: [String : any P]", "e: [(any P)?]", "f: [Any]"])
    }

    /// Protocols that refine each other (a cycle swiftc rejects) are each looked at once when a
    /// type's conformance is asked: the walk of every path through them did not finish.
    func testConformanceThroughProtocolsThatRefineEachOtherFinishes() throws {
        let count = 8
        var lines = ["protocol Z {}"]
        for index in 0..<count {
            lines.append("protocol P\(index): " + (0..<count).filter { $0 != index }.map { "P\($0)" }.joined(separator: ", ") + " {}")
        }
        lines += ["final class C: P0, Z {}", "final class D: P1 {}", "let xs = [C() as any Z, D()]", "let ys = [C() as any P2, D()]"]
        let types = try reportedTypes(lines.joined(separator: "\n"))
        // D reaches P2 through the cycle, not Z.
        XCTAssertEqual(types, ["ys: [any P2]"])
    }

    /// A conformance walk is bounded: a literal of types at the ends of a long chain of
    /// protocols stays linear (a type too far down the chain is not joined: no report).
    func testLongProtocolChainsStayLinear() throws {
        let limit = ProjectIndex.conformanceWalkLimit
        func source(_ count: Int) -> String {
            var lines = ["protocol P0 {}"] + (1..<count).map { "protocol P\($0): P\($0 - 1) {}" }
            lines += (0..<count).map { "final class X\($0): P\($0) {}" }
            lines.append("let near = [X0() as any P0, X\(limit / 2)()]")
            lines.append("let far = [X0() as any P0, " + (1..<count).map { "X\($0)()" }.joined(separator: ", ") + "]")
            return lines.joined(separator: "\n")
        }
        XCTAssertEqual(try reportedTypes(source(limit * 2)), ["near: [any P0]"])
        let small = RobustnessTests.lintCPUSeconds(Array(source(1_000).utf8))
        let large = RobustnessTests.lintCPUSeconds(Array(source(4_000).utf8))
        XCTAssertLessThan(large, max(small * 10, 0.5), "4x the chain took \(large) s against \(small) s")
    }

    /// `Any`, `AnyObject` and `AnyHashable` written on one element (`x as Any`) join the others
    /// that convert to them, in any order and one level down (swiftc 6.3.1: `[Any]`,
    /// `[AnyObject]`, `[AnyHashable]`, `[[Any]]`, `[Any?]`); a value that does not convert (a
    /// struct beside `AnyObject`, a type not known to be `Hashable` beside `AnyHashable`)
    /// leaves the literal unknown, as does `Any` beside a value this cannot type.
    func testTopTypesJoinTheValuesTheyHold() throws {
        let types = try reportedTypes("""
            class C {}
            class Base {}
            class Sub: Base {}
            final class K: Hashable { static func == (a: K, b: K) -> Bool { true }; func hash(into h: inout Hasher) {} }
            struct S: Hashable { var c = 0 }
            struct Plain { var c = 0 }
            let a1 = [1 as Any, "x"]
            let a2 = ["x", 1 as Any, C()]
            let a3 = [C() as AnyObject, K()]
            let a4 = [K(), Sub() as AnyObject, Base()]
            let a5 = [1 as AnyHashable, K()]
            let a6 = [S(), 2 as AnyHashable, "x"]
            let a7 = [C() as Any, Sub() as AnyObject]
            let a8 = [[1 as Any], ["x"]]
            let a9 = [nil, 1 as Any]
            let u1 = [C() as AnyObject, Plain()]
            let u2 = [1 as AnyHashable, Plain()]
            let u3 = [1 as Any, unknownValue]
            """)
        XCTAssertEqual(types, ["a1: [Any]", "a2: [Any]", "a3: [AnyObject]", "a4: [AnyObject]", "a5: [AnyHashable]", "a6: [AnyHashable]",
                               "a7: [Any]", "a8: [[Any]]", "a9: [Any?]"])
    }

    /// A tuple whose elements take another's in (the same type, or one they join to) is the
    /// type of both; its labels stay when both have the same, and a tuple without labels takes
    /// in one with them (swiftc 6.3.1: `[(C, Int)]`, `[(Base, Int)]`, `[(a: Base, b: Int)]`).
    /// Labels that conflict otherwise, tuples of sibling classes (swiftc builds no new tuple
    /// type: it rejects both) or of different lengths leave the literal unknown.
    func testTuplesJoinWhenOneTakesTheOtherIn() throws {
        let types = try reportedTypes("""
            class C {}
            class Base {}
            class Sub: Base {}
            class Sibling: Base {}
            class Other {}
            let t1 = [(a: C(), b: 1), (C(), 2), (a: C(), b: 3)]
            let t2 = [(Sub(), 1), (Base(), 2)]
            let t3 = [(a: Sub(), b: 1), (a: Base(), b: 2)]
            let t4 = ["k": (a: Sub(), b: 1), "j": (Base(), 2)]
            let t5 = [(Sub(), Sub()), (Sub(), Base())]
            let t6 = [(C() as Any, 1), ("x", 2)]
            let t7 = [(a: Sub(), b: 1), (Base(), 2), (a: Sibling(), b: 3)]
            let u1 = [(a: C(), b: 1), (x: C(), y: 2)]
            let u2 = [(C(), 1), (Other(), 2)]
            let u3 = [(C(), 1), (C(), 2, 3)]
            let u4 = [(Sub(), 1), (Sibling(), 2)]
            """)
        XCTAssertEqual(types, ["t1: [(C, Int)]", "t2: [(Base, Int)]", "t3: [(a: Base, b: Int)]", "t4: [String : (Base, Int)]",
                               "t5: [(Sub, Base)]", "t6: [(Any, Int)]", "t7: [(Base, Int)]"])
    }
}
