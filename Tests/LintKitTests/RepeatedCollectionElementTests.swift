import XCTest
@testable import LintKit

/// A collection literal's elements spelled alike up to their literals' values are read once
/// (``ValueExpressionReader/ElementSpellings``); those whose literals' values change the type,
/// or that differ in anything else, are all read.
final class RepeatedCollectionElementTests: XCTestCase {
    /// How many elements (or key-value pairs) the reader keeps of each global's literal.
    private func keptElementCounts(_ source: String, keepingRepeats: Bool = false) -> [String: Int] {
        let tree = Parser.parse(SourceFile(path: "Elements.swift", text: source))
        var reader = ValueExpressionReader(tree: tree)
        reader.keepsRepeatedElements = keepingRepeats
        var counts: [String: Int] = [:]
        for declaration in tree.declarations {
            guard let initializer = declaration.initializer else { continue }
            switch reader.read(initializer) {
            case let .array(elements): counts[declaration.name] = elements.count
            case let .dictionary(keys, _): counts[declaration.name] = keys.count
            default: counts[declaration.name] = -1
            }
        }
        return counts
    }

    /// A literal of `elements`, one per line (as a generated table is laid out).
    private func literal(_ elements: String...) -> String { literal(elements) }

    /// The same, of an array of elements.
    private func literal(_ elements: [String]) -> String {
        "[\n    " + elements.joined(separator: ",\n    ") + "\n]"
    }

    func testElementsThatDifferOnlyInLiteralValuesAreReadOnce() {
        let counts = keptElementCounts("""
            let calls = \(literal("Entry(id: 1, name: \"a\")", "Entry(id: 2, name: \"b\")", "Entry(id: 3, name: \"c\")"))
            let pairs = \(literal("\"a\": Entry(id: 1)", "\"b\": Entry(id: 2)"))
            let numbers = \(literal("1", "2", "3", "4"))
            let nested = \(literal("[Entry(id: 1)]", "[Entry(id: 2)]"))
            let oneLine = [Entry(id: 1), Entry(id: 2), Entry(id: 3), Entry(id: 4)]
            """)
        // In `oneLine` the first element has no space before it, the others do: two spellings.
        XCTAssertEqual(counts, ["calls": 1, "pairs": 1, "numbers": 1, "nested": 1, "oneLine": 2])
    }

    func testElementsWhoseSpellingOrLiteralKindDiffersAreAllRead() {
        let counts = keptElementCounts("""
            let kinds = \(literal("Entry(id: 1)", "Entry(id: 1.5)", "Entry(id: \"1\")"))
            let names = \(literal("Entry(id: 1)", "Other(id: 1)", "Entry(key: 1)"))
            let signs = \(literal("Entry(id: 1)", "Entry(id: -1)"))
            let optionals = \(literal("Entry(id: 1)", "nil", "Entry(id: 2)", "nil"))
            let spacing = \(literal("Entry(id: 1)", "Entry(id:2)"))
            """)
        // The reader looks at spaces in places (`unsafe x`): elements spaced apart are read apart.
        XCTAssertEqual(counts, ["kinds": 3, "names": 3, "signs": 2, "optionals": 2, "spacing": 2])
    }

    func testLiteralsWhoseValueMattersAreComparedAsWritten() {
        let counts = keptElementCounts("""
            let tupleElements = \(literal("pair.0", "pair.1", "pair.0"))
            let valueGenerics = \(literal("InlineArray<2, Int>(repeating: 0)", "InlineArray<3, Int>(repeating: 0)",
                                           "InlineArray<2, Int>(repeating: 1)"))
            """)
        // `pair.0` and `pair.1` may differ in type; the second `pair.0` is the first's.
        XCTAssertEqual(counts["tupleElements"], 2)
        // The written types differ by their integer argument, and so may the value that
        // follows one: each element after a `<` is read.
        XCTAssertEqual(counts["valueGenerics"], 3)
        let closures = keptElementCounts("""
            let parameters = \(literal("Box({ (a: W<1>) in a })", "Box({ (a: W<2>) in a })"))
            let sugar = \(literal("Holder(value: { (a: [1 of Int]) in 0 })", "Holder(value: { (a: [2 of Int]) in 0 })"))
            let errors = \(literal("{ () throws(E<1>) -> C in C() }", "{ () throws(E<2>) -> C in C() }"))
            let comparisons = \(literal("Flag(on: x < 1)", "Flag(on: x < 1)", "Flag(on: x < 2)"))
            let macros = \(literal("#sized(2)", "#sized(3)", "#sized(2)"))
            let conditions = \(literal("{ () -> Any in\n#if swift(>=5.9)\nC()\n#else\nD()\n#endif\n}()",
                                       "{ () -> Any in\n#if swift(>=99.0)\nC()\n#else\nD()\n#endif\n}()"))
            """)
        XCTAssertEqual(closures, ["parameters": 2, "sugar": 2, "errors": 2, "comparisons": 2, "macros": 2, "conditions": 2])
    }

    /// A literal whose first elements are all different is read whole: recording each cost more
    /// than it saves. One with a repeat among them keeps looking.
    func testALiteralWithoutEarlyRepeatsIsReadWhole() {
        let trial = ValueExpressionReader.ElementSpellings.trial
        let distinct = (0..<trial).map { "T\($0).self" }
        let counts = keptElementCounts("""
            let late = \(literal(distinct + ["T0.self", "T1.self"]))
            let early = \(literal(["T0.self", "T0.self"] + distinct + ["T1.self"]))
            """)
        XCTAssertEqual(counts, ["late": trial + 2, "early": trial])
    }

    func testCountingCallersKeepEveryElement() {
        let counts = keptElementCounts("let all = [Entry(id: 1), Entry(id: 2), Entry(id: 3)]\n", keepingRepeats: true)
        XCTAssertEqual(counts["all"], 3)
    }

    /// What the rule reports is what reading every element gave: the type, an Optional from a
    /// `nil` among them, and `InlineArray`'s count; elements whose closures' types differ by a
    /// value argument are not one type (swiftc makes `boxes` a `[Base]`, which the rule does
    /// not work out: no report, rather than the first element's type).
    func testFindingsOnLongLiteralsKeepTheirTypes() throws {
        let entries = (0..<2_000).map { "Entry(id: \($0), name: \"n\($0)\")" }.joined(separator: ",\n    ")
        let source = """
            final class Entry { let id: Int; let name: String; init(id: Int, name: String) { self.id = id; self.name = name } }
            let table = [
                \(entries)
            ]
            let withNil = [
                \(entries),
                nil
            ]
            let inline: InlineArray = [Entry(id: 1, name: "a"), Entry(id: 2, name: "b"), Entry(id: 3, name: "c")]
            class Base {}
            final class Box<T>: Base { let v: T; init(_ v: T) { self.v = v } }
            struct W<let n: Int> {}
            let boxes = [
                Box({ (a: W<1>) in a }),
                Box({ (a: W<2>) in a })
            ]
            """
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/repeated/Elements.swift", bytes: Array(source.utf8))
        let findings = LintEngine(rules: [rule]).lint(files: [file]).findings
        XCTAssertEqual(findings.map(\.message), [
            "let 'table' is not concurrency-safe because non-'Sendable' type '[Entry]' may have shared mutable state",
            "let 'withNil' is not concurrency-safe because non-'Sendable' type '[Entry?]' may have shared mutable state",
            "let 'inline' is not concurrency-safe because non-'Sendable' type 'InlineArray<3, Entry>' may have shared mutable state",
        ])
    }
}
