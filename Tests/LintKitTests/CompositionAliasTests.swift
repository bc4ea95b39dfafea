import XCTest
@testable import LintKit

/// A typealias of a composition is an existential when the composition holds a protocol,
/// whatever else it holds (`AnyObject`, a class).
final class CompositionAliasTests: XCTestCase {
    /// `existential_any`'s findings in `source`, a file of the module `module`.
    private func existentialAnyFindings(_ source: String, module: String) throws -> [Finding] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/alias/Sources/\(module)/a.swift", bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file]).findings
    }

    func testAliasesOfCompositionsWithAClassAreExistentials() throws {
        let source = """
        protocol P {}
        protocol Q {}
        class C {}
        typealias CP = C & P
        typealias PC = P & C
        typealias Nest = CP & Q
        typealias Plain = C
        func f(_ a: CP, _ b: PC, _ c: Nest, _ d: Plain, _ e: any CP) -> Bool { a is CP }
        """
        let found = try existentialAnyFindings(source, module: "M").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "8:13 use of 'CP' (aka 'C & P') as a type must be written 'any CP' (aka 'any C & P')",
            "8:22 use of 'PC' (aka 'C & P') as a type must be written 'any PC' (aka 'any C & P')",
            "8:31 use of 'Nest' (aka 'C & P & Q') as a type must be written 'any Nest' (aka 'any C & P & Q')",
            "8:77 use of 'CP' (aka 'C & P') as a type must be written 'any CP' (aka 'any C & P')",
        ])
    }

    /// swiftc names an alias declared in a generic type with the type's generic parameters, and
    /// a generic alias with its own, whatever arguments the use gives (checked with swiftc).
    func testGenericParametersInTheNamesOfAliases() throws {
        let source = """
        protocol Handler {}
        protocol Cache<Key, Value> {
            associatedtype Key
            associatedtype Value
        }
        class Base<T> {
            typealias Callback = Handler
            var callback: Callback?
        }
        typealias StringCache<V> = Cache<String, V>
        func store(_ cache: StringCache<Int>, _ c: Base<Int>.Callback) {}
        """
        let found = try existentialAnyFindings(source, module: "App").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "8:19 use of 'Base<T>.Callback' (aka 'Handler') as a type must be written 'any Base<T>.Callback' (aka 'any Handler')",
            "11:21 use of 'StringCache<V>' (aka 'Cache<String, V>') as a type must be written 'any StringCache<V>' (aka 'any Cache<String, V>')",
            "11:54 use of 'Base<T>.Callback' (aka 'Handler') as a type must be written 'any Base<T>.Callback' (aka 'any Handler')",
        ])
    }

    /// swiftc's `aka`: aliases expanded, a class first, protocols by module then name,
    /// `AnyObject` last; metatypes of aliases keep the alias form.
    func testAkaSpellsWhatTheAliasStandsForInSwiftcsOrder() throws {
        let source = """
        protocol P {}
        protocol B {}
        enum Outer { protocol D {} }
        typealias SP = P & Sendable
        typealias BP = AnyObject & P & B
        typealias Deep = BP
        typealias OD = Outer.D
        func f(_ a: SP, _ b: Deep, _ c: OD, _ d: AnyActor, _ e: Codable, _ g: SP.Type) {}
        """
        let found = try existentialAnyFindings(source, module: "App").map { $0.message.split(separator: "(aka '")[1].split(separator: "'")[0] }
        XCTAssertEqual(found, ["P & Sendable", "B & P & AnyObject", "Outer.D", "Sendable & AnyObject", "Decodable & Encodable", "P & Sendable"])
    }

    /// swiftc reduces a composition before printing it: no repetitions, no protocol that
    /// another member refines (checked with swiftc 6.3.1).
    func testAkaLeavesOutRepetitionsAndRefinedProtocols() throws {
        let source = """
        protocol P {}
        protocol Q: P {}
        protocol R: Sendable {}
        typealias PP = P & P
        typealias SendableError = Error & Sendable
        typealias QP = Q & P
        typealias HE = Hashable & Equatable
        typealias RS = R & Sendable
        func f(_ a: PP, _ b: SendableError, _ c: QP, _ d: HE, _ e: RS) {}
        """
        let found = try existentialAnyFindings(source, module: "M").map(\.message)
        XCTAssertEqual(found, [
            "use of 'PP' (aka 'P') as a type must be written 'any PP' (aka 'any P')",
            "use of 'SendableError' (aka 'Error') as a type must be written 'any SendableError' (aka 'any Error')",
            "use of 'QP' (aka 'Q') as a type must be written 'any QP' (aka 'any Q')",
            "use of 'HE' (aka 'Hashable') as a type must be written 'any HE' (aka 'any Hashable')",
            "use of 'RS' (aka 'R') as a type must be written 'any RS' (aka 'any R')",
        ])
    }

    /// Two files' `private` typealiases of one name share a path; each file sees its own.
    func testPrivateAliasesOfOneNameInTwoFilesAreTold() throws {
        let first = SourceFile(path: "/tmp/alias2/Sources/M/a.swift", bytes: Array("""
            private typealias Handler = String
            private func a(_ h: Handler) {}
            """.utf8))
        let second = SourceFile(path: "/tmp/alias2/Sources/M/b.swift", bytes: Array("""
            private typealias Handler = CustomStringConvertible
            private func b(_ h: Handler) {}
            """.utf8))
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [first, second]).findings.map { "\($0.path.suffix(7)):\($0.location.line) \($0.message)" }
        XCTAssertEqual(found, [
            "b.swift:2 use of 'Handler' (aka 'CustomStringConvertible') as a type must be written 'any Handler' (aka 'any CustomStringConvertible')",
        ])
    }

    /// A class of the project makes `AnyObject` redundant in the aka, as swiftc prints it
    /// (hw45); an unknown type's `AnyObject` stays.
    func testAkaLeavesOutAnyObjectBesideAClass() throws {
        let source = """
        protocol Shape {}
        class Base {}
        typealias T3 = Shape & Base & AnyObject
        typealias T4 = Shape & AnyObject
        func f(_ c: T3, _ d: T4) {}
        """
        let found = try existentialAnyFindings(source, module: "M").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "5:13 use of 'T3' (aka 'Base & Shape') as a type must be written 'any T3' (aka 'any Base & Shape')",
            "5:22 use of 'T4' (aka 'Shape & AnyObject') as a type must be written 'any T4' (aka 'any Shape & AnyObject')",
        ])
    }

    /// The protocols another member refines drop out of the `aka`, through the project's
    /// inheritance clauses, the standard library's refinements and `Sendable`; checked with
    /// swiftc 6.3.1 (session 62, when the members stopped being compared pair by pair).
    func testRefinedMembersLeaveTheAka() throws {
        let source = """
        protocol Base {}
        protocol Derived: Base {}
        protocol Other {}
        protocol Deeper: Derived, Other {}
        typealias Mixed = Base & Other & Derived & Hashable & Equatable & Sendable & Error
        typealias Chain = Base & Deeper & Other & Derived
        func f(_ m: Mixed, _ c: Chain) {}
        """
        let found = try existentialAnyFindings(source, module: "M").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "7:13 use of 'Mixed' (aka 'Derived & Other & Error & Hashable') as a type must be written 'any Mixed' (aka 'any Derived & Other & Error & Hashable')",
            "7:25 use of 'Chain' (aka 'Deeper') as a type must be written 'any Chain' (aka 'any Deeper')",
        ])
    }

    /// A composition whose standard library protocol's refinements end at `Sequence` (which
    /// refines none of those listed) trapped the run (session 62's review); checked with
    /// swiftc 6.3.1.
    func testCompositionsOfCollectionProtocols() throws {
        let source = """
        protocol S {}
        typealias A = Sequence & S
        typealias B = Sequence & Sendable
        typealias C = RandomAccessCollection & Sendable
        typealias D = Collection & Sequence
        typealias E = Collection & Hashable
        func f(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {}
        """
        let found = try existentialAnyFindings(source, module: "M").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "7:13 use of 'A' (aka 'S & Sequence') as a type must be written 'any A' (aka 'any S & Sequence')",
            "7:21 use of 'B' (aka 'Sendable & Sequence') as a type must be written 'any B' (aka 'any Sendable & Sequence')",
            "7:29 use of 'C' (aka 'RandomAccessCollection & Sendable') as a type must be written 'any C' (aka 'any RandomAccessCollection & Sendable')",
            "7:37 use of 'D' (aka 'Collection') as a type must be written 'any D' (aka 'any Collection')",
            "7:45 use of 'E' (aka 'Collection & Hashable') as a type must be written 'any E' (aka 'any Collection & Hashable')",
        ])
    }

    /// `Copyable` and `Escapable` leave the `aka` only beside a protocol that implies them
    /// (not `Sendable`, which suppresses both, nor `BitwiseCopyable` for `Escapable`, nor a
    /// class); `Any` leaves it first. Checked with swiftc 6.3.1 (session 62's sweep of 650
    /// two-member compositions).
    func testInvertibleProtocolsInTheAka() throws {
        let source = """
        protocol P {}
        class C {}
        typealias A1 = Copyable & Escapable
        typealias A2 = Escapable & Sendable
        typealias A3 = Escapable & BitwiseCopyable
        typealias A4 = P & Escapable
        typealias A6 = Copyable & Sendable & P
        typealias A7 = C & Copyable
        typealias A8 = Any & Copyable & Sendable
        typealias A9 = Copyable & BitwiseCopyable
        func f(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9) {}
        """
        let found = try existentialAnyFindings(source, module: "M").map { message in
            String(message.message.prefix { $0 != ")" }) + ")"
        }
        XCTAssertEqual(found, [
            "use of 'A1' (aka 'Copyable & Escapable')", "use of 'A2' (aka 'Escapable & Sendable')",
            "use of 'A3' (aka 'BitwiseCopyable & Escapable')", "use of 'A4' (aka 'P')", "use of 'A6' (aka 'P & Sendable')",
            "use of 'A7' (aka 'C & Copyable')", "use of 'A8' (aka 'Copyable & Sendable')", "use of 'A9' (aka 'BitwiseCopyable')",
        ])
    }

    /// Beside `AnyObject`, `Copyable` and `Escapable` add nothing: an alias of `AnyObject &
    /// Copyable` is `AnyObject`, which needs no `any` (swiftc 6.3.1 reports no use of one),
    /// while beside a class or a protocol the alias is reported as before.
    func testClassBoundAliasesOfInvertibleProtocols() throws {
        let source = """
        protocol P {}
        class C {}
        typealias A1 = AnyObject & Copyable
        typealias A2 = AnyObject & Escapable
        typealias A3 = AnyObject & Copyable & Swift.Escapable
        typealias A4 = AnyObject & Copyable & P
        typealias A5 = C & Copyable
        typealias A6 = AnyObject & Sendable
        typealias A7 = A1
        func f(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ c: AnyObject & Copyable) {}
        """
        let found = try existentialAnyFindings(source, module: "M").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(found, [
            "10:44 use of 'A4' (aka 'P & AnyObject') as a type must be written 'any A4' (aka 'any P & AnyObject')",
            "10:54 use of 'A5' (aka 'C & Copyable') as a type must be written 'any A5' (aka 'any C & Copyable')",
            "10:64 use of 'A6' (aka 'Sendable & AnyObject') as a type must be written 'any A6' (aka 'any Sendable & AnyObject')",
            "10:95 use of protocol 'Copyable' as a type must be written 'any Copyable'",
        ])
    }
}
