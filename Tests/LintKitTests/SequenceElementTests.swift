import XCTest
@testable import LintKit

/// The standard library's sequences that `enumerated()`, `reversed()`, `zip(_:_:)` and a range
/// with a named bound make, read through `map`, `compactMap` and `filter`, with closures that
/// take a tuple element apart (`$1`, `{ a, b in … }`), and a property requirement read on an
/// existential: what swiftc 6.3.1 reports for each (a review of realistic code, session 72,
/// missed them: `[(Int, Endpoint)]` of `endpoints.enumerated().map { ($0.offset,
/// $0.element) }`).
final class SequenceElementTests: XCTestCase {
    /// `line name 'type'` of each `static_var_concurrency` finding in `text`.
    private func findings(_ text: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/sequences/Sources/M/a.swift", bytes: Array(text.utf8))
        return LintEngine(rules: [rule]).lint(files: [source]).findings.map { finding in
            let name = finding.message.components(separatedBy: "'")[1]
            let type = finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?"
            return "\(finding.location.line) \(name) \(type)"
        }
    }

    private let declarations = """
        final class Connection { var open = false }
        protocol Guard { var name: String { get } }
        protocol Keyed { associatedtype Key; var key: Key { get } }
        struct Endpoint { let path: String; var handler: Connection? }
        struct Plain { let path: String }

        """

    func testEnumeratedReversedAndZippedSequencesTypeTheirElements() throws {
        let found = try findings(declarations + """
            enum API {
                static let endpoints: [Endpoint] = []
                static let plains: [Plain] = []
                static let numbered = endpoints.enumerated().map { ($0.offset, $0.element) }
                static let items = endpoints.enumerated().map { $1 }
                static let named = endpoints.enumerated().map { offset, item in item }
                static let all = endpoints.enumerated().map { $0 }
                static let late = endpoints.enumerated().filter { $0.offset > 1 }
                static let handlers = endpoints.enumerated().compactMap { $0.element.handler }
                static let backwards = endpoints.reversed().map { $0 }
                static let pairs = zip(endpoints, endpoints.dropFirst()).map { ($0, $1) }
                static let firsts = zip(plains, endpoints).map { a, _ in a }
                static let seconds = zip(plains, endpoints).map { _, b in b }
                static let zipped = zip(endpoints, endpoints).filter { _ in true }
                static let plainPairs = zip(plains, plains).map { $0 }
                static let plainNumbers = plains.enumerated().map { $0 }
            }
            """)
        XCTAssertEqual(found, [
            "7 endpoints '[Endpoint]'",
            "9 numbered '[(Int, Endpoint)]'",
            "10 items '[Endpoint]'",
            "11 named '[Endpoint]'",
            "12 all '[EnumeratedSequence<[Endpoint]>.Iterator.Element]' (aka 'Array<(offset: Int, element: Endpoint)>')",
            "13 late '[EnumeratedSequence<[Endpoint]>.Iterator.Element]' (aka 'Array<(offset: Int, element: Endpoint)>')",
            "14 handlers '[Connection]'",
            "15 backwards '[ReversedCollection<[Endpoint]>.Element]' (aka 'Array<Endpoint>')",
            "16 pairs '[(Endpoint, Endpoint)]'",
            "18 seconds '[Endpoint]'",
            "19 zipped '[Zip2Sequence<[Endpoint], [Endpoint]>.Element]' (aka 'Array<(Endpoint, Endpoint)>')",
        ])
    }

    func testARangeWithANamedBoundIsARangeOfTheBoundsType() throws {
        let found = try findings(declarations + """
            enum Pool {
                static let size = 4
                static let small: UInt8 = 3
                static let connections = (0..<size).map { _ in Connection() }
                static let numbered = (1...Self.size).map { ($0, Connection()) }
                static let bytes = (0..<small).map { ($0, Connection()) }
                static let doubled = (0..<size).map { $0 * 2 }
                static let range = 0..<size
            }
            """)
        XCTAssertEqual(found, [
            "9 connections '[Connection]'",
            "10 numbered '[(Int, Connection)]'",
            "11 bytes '[(UInt8, Connection)]'",
        ])
    }

    func testADictionarysElementIsTakenApartByTwoParameters() throws {
        let found = try findings(declarations + """
            let table = ["a": Connection()]
            let flipped = table.map { ($1, $0) }
            let values = table.map { key, value in value }
            let counts = ["a": 1].map { ($1, $0) }
            """)
        XCTAssertEqual(found, [
            "6 table '[String : Connection]'",
            "7 flipped '[(Connection, String)]'",
            "8 values '[Connection]'",
        ])
    }

    /// A property requirement types a member read on an existential; one whose type names an
    /// associated type is left alone (swiftc opens the existential: `Any`).
    func testAProtocolsPropertyRequirementTypesAMemberOfAnExistential() throws {
        let found = try findings(declarations + """
            struct Admin: Guard { let name = "admin" }
            struct K: Keyed { let key = 1 }
            enum Guards {
                static let all: [any Guard] = [Admin()]
                static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
                static let keyed: [any Keyed] = [K()]
                static let keys = keyed.map { ($0.key, Connection()) }
            }
            """)
        XCTAssertEqual(found, [
            "9 all '[any Guard]'",
            "10 byName '[String : any Guard]'",
            "11 keyed '[any Keyed]'",
        ])
    }
}

extension SequenceElementTests {
    /// A comparison or a logical operator at an expression's top level makes a `Bool`,
    /// whatever its operands (`$0.id % 2 == 0`); a `<` without space around it is a generic
    /// argument list's, and an assignment is no comparison.
    func testAComparisonIsABool() throws {
        let found = try findings(declarations + """
            enum Flags {
                static let endpoints: [Endpoint] = []
                static let byParity = Dictionary(grouping: endpoints) { $0.path.count % 2 == 0 }
                static let marked = endpoints.map { ($0.path.isEmpty || $0.handler != nil, $0) }
                static let ordered = endpoints.map { ($0.path.count < 3, $0) }
                static let generic = endpoints.map { (Set<Int>(), $0) }
            }
            """)
        XCTAssertEqual(found, [
            "7 endpoints '[Endpoint]'",
            "8 byParity '[Bool : [Endpoint]]'",
            "9 marked '[(Bool, Endpoint)]'",
            "10 ordered '[(Bool, Endpoint)]'",
            "11 generic '[(Set<Int>, Endpoint)]'",
        ])
    }

    /// `Dictionary(uniqueKeysWithValues: zip(keys, values))` and `Dictionary(_:uniquingKeysWith:)`
    /// of a zip are dictionaries of the two sequences' elements; `Array` of their values an
    /// array of the values' element, by the name swiftc prints.
    func testADictionaryOfZippedSequencesAndAnArrayOfItsValues() throws {
        let found = try findings(declarations + """
            enum Routes {
                static let names = ["a", "b"]
                static let endpoints: [Endpoint] = []
                static let byName = Dictionary(uniqueKeysWithValues: zip(names, endpoints))
                static let merged = Dictionary(zip(names, endpoints), uniquingKeysWith: { first, _ in first })
                static let values = Array(byName.values)
                static let keys = Array(byName.keys)
                static let plain = Dictionary(uniqueKeysWithValues: zip(names, names))
            }
            """)
        XCTAssertEqual(found, [
            "8 endpoints '[Endpoint]'",
            "9 byName '[String : Endpoint]'",
            "10 merged '[String : Endpoint]'",
            "11 values '[Dictionary<String, Endpoint>.Values.Element]' (aka 'Array<Endpoint>')",
        ])
    }
}

extension SequenceElementTests {
    /// More of the standard library's sequences: slices that `split` and `drop(while:)` make,
    /// `joined()` arrays of arrays, `repeatElement`, `stride`, an Optional's `map` and
    /// `flatMap`, a lazy sequence's `map` with `$0` its element, and `Array` of these, as
    /// swiftc 6.3.1 prints them (a review of realistic code, session 72).
    func testSlicesFlatteningStridesOptionalsAndLazyMaps() throws {
        let found = try findings(declarations + """
            enum Crews {
                static let all = [Connection()]
                static let nested = [all, all]
                static let slices = all.split(whereSeparator: { $0.open })
                static let dropped = all.drop(while: { $0.open })
                static let joined = nested.joined()
                static let flat = Array(nested.joined())
                static let repeated = repeatElement(Connection(), count: 2)
                static let strided = stride(from: 0, to: 4, by: 2).map { _ in Connection() }
                static let numbers = stride(from: 0, through: 4, by: 2).map { $0 }
                static let wrapped = Optional(Connection()).map { [$0] }
                static let firstOne = all.first.flatMap { $0.open ? nil : $0 }
                static let opens = all.lazy.map { $0.open }
                static let same = all.lazy.map { $0 }
                static let copy = Array(all.lazy)
            }
            """)
        XCTAssertEqual(found, [
            "7 all '[Connection]'",
            "8 nested '[[Connection]]'",
            "9 slices '[ArraySlice<Connection>]'",
            "10 dropped 'ArraySlice<Connection>'",
            "11 joined 'FlattenSequence<[[Connection]]>'",
            "12 flat '[FlattenSequence<[[Connection]]>.Iterator.Element]' (aka 'Array<Connection>')",
            "13 repeated 'Repeated<Connection>'",
            "14 strided '[Connection]'",
            "16 wrapped '[Connection]?'",
            "17 firstOne 'Connection?'",
            "18 opens 'LazyMapSequence<LazySequence<[Connection]>.Elements, Bool>' (aka 'LazyMapSequence<Array<Connection>, Bool>')",
            "19 same 'LazyMapSequence<LazySequence<[Connection]>.Elements, LazySequence<[Connection]>.Element>' (aka 'LazyMapSequence<Array<Connection>, Connection>')",
            "20 copy '[LazySequence<[Connection]>.Element]' (aka 'Array<Connection>')",
        ])
    }
}

extension SequenceElementTests {
    /// An initializer passed for `map`'s closure (`Engine.init`, `Engine.init(id:)`) makes an
    /// array of what each call returns, an Optional for a failable one (swiftc 6.3.1).
    func testAnInitializerPassedToMapConstructsEachElement() throws {
        let found = try findings(declarations + """
            final class Named { let name: String; init(_ name: String) { self.name = name } }
            final class Maybe { init?(raw: Int) { if raw < 0 { return nil } } }
            enum Made {
                static let named = ["a"].map(Named.init)
                static let maybes = [1].map(Maybe.init(raw:))
                static let some = [1].compactMap(Maybe.init(raw:))
                static let plains = ["a"].map(Plain.init(path:))
                static let strided = stride(from: 0, to: 3, by: 1).map { _ in Connection() }
            }
            """)
        XCTAssertEqual(found, [
            "9 named '[Named]'",
            "10 maybes '[Maybe?]'",
            "11 some '[Maybe]'",
            "13 strided '[Connection]'",
        ])
    }
}

extension SequenceElementTests {
    /// A closure nested in another has its own `$0`: the outer closure's element does not
    /// stand for it, and a name of the outer closure's signature read inside the nested one
    /// is left unknown rather than taken for the nested closure's `$0` (a helper's probe,
    /// session 72: `nodes.map { _ in tags.map { $0 } }` was reported as `'[[Node]]'`).
    func testANestedClosuresAnonymousArgumentIsItsOwn() throws {
        let found = try findings(declarations + """
            enum Nested {
                static let all = [Connection()]
                static let plains = [Plain(path: "a")]
                static let inner = all.map { _ in plains.map { $0 } }
                static let outer = plains.map { _ in all.map { $0 } }
                static let numbered = all.enumerated().map { _ in plains.map { $0 } }
                static let captured = plains.map { p in all.map { c in p } }
            }
            """)
        XCTAssertEqual(found, [
            "7 all '[Connection]'",
            "10 outer '[[Connection]]'",
        ])
    }

    /// A member that the project declares in an extension of a standard type, under a name
    /// the standard library has (`extension Array where Element == Connection { func
    /// reversed() -> Int }`), may be the one a call picks: the standard member is then not
    /// assumed (swiftc: an `Int`, nothing to report).
    func testAProjectsOwnMemberOfAStandardTypeIsNotTakenForTheStandardOne() throws {
        let found = try findings(declarations + """
            extension Array where Element == Connection { func reversed() -> Int { 0 } }
            extension Array where Element == [Connection] { func joined() -> Int { 0 } }
            enum Shadowed {
                static let all = [Connection()]
                static let nested = [all]
                static let backwards = all.reversed()
                static let flat = nested.joined()
                static let numbered = all.enumerated()
            }
            """)
        XCTAssertEqual(found, [
            "9 all '[Connection]'",
            "10 nested '[[Connection]]'",
            "13 numbered 'EnumeratedSequence<[Connection]>'",
        ])
    }
}

extension SequenceElementTests {
    /// A property requirement of a protocol that the existential's protocol refines types the
    /// member too (swiftc 6.3.1: `'[Connection]'`).
    func testARefinedProtocolsRequirementTypesAMemberOfAnExistential() throws {
        let found = try findings(declarations + """
            protocol Wired { var link: Connection { get } }
            protocol Device: Wired { var label: String { get } }
            struct Lamp: Device { let link = Connection(); let label = "lamp" }
            enum Devices {
                static let all: [any Device] = [Lamp()]
                static let links = all.map { $0.link }
                static let labels = all.map { ($0.label, $0.link) }
            }
            """)
        XCTAssertEqual(found, [
            "10 all '[any Device]'",
            "11 links '[Connection]'",
            "12 labels '[(String, Connection)]'",
        ])
    }
}
