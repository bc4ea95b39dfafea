import XCTest
@testable import LintKit

/// The signature `single_use_generic` suggests: white space folded outside string literals,
/// no space just inside brackets, operators' spaces kept.
final class SingleUseMessageTests: XCTestCase {
    private func tightened(_ text: String, literal: Range<Int>? = nil) -> String {
        let bytes = Array(text.utf8)
        var keeping = [Bool](repeating: false, count: bytes.count)
        if let literal { for offset in literal { keeping[offset] = true } }
        let (folded, kept) = SingleUseAnalysis.foldingWhiteSpace(bytes, keeping: keeping)
        return String(decoding: SingleUseAnalysis.tighteningBrackets(folded, keeping: kept), as: UTF8.self)
    }

    func testBracketsAreTightened() {
        XCTAssertEqual(tightened("func f(\n    with result: E<\n        Void,\n        some P\n    >\n) throws"),
                       "func f(with result: E<Void, some P>) throws")
        XCTAssertEqual(tightened("func f< T: P >( _ x: T )"), "func f<T: P>(_ x: T)")
        XCTAssertEqual(tightened("func f<T,>(_ x: T)"), "func f<T>(_ x: T)")
    }

    func testOperatorsAndStringLiteralsKeepTheirSpaces() {
        XCTAssertEqual(tightened("func f(n: Int = 1 < 2 ? 1 : 2, m: Bool = 3 > 2)"), "func f(n: Int = 1 < 2 ? 1 : 2, m: Bool = 3 > 2)")
        // `"a   ( b"` is a string literal at offsets 16..<25.
        let text = "func f(s: Str = \"a   ( b\")"
        XCTAssertEqual(tightened(text, literal: 16..<25), text)
        XCTAssertEqual(tightened("func f(s: Str = \"a   ( b\")"), "func f(s: Str = \"a (b\")")
    }

    /// Operators made of `<` and `>` are not brackets: the spaces around `<<`, `>>`, `..<`,
    /// `&<<` and a declared `>>>` stay (they were dropped as if inside generic arguments, and
    /// the suggested code then did not compile: `(1 <<2)>> 1`).
    func testOperatorsMadeOfAngleBracketsKeepTheirSpaces() {
        XCTAssertEqual(tightened("func c(_ x: some P, _ n: Int = (1 << 2) >> 1)"), "func c(_ x: some P, _ n: Int = (1 << 2) >> 1)")
        XCTAssertEqual(tightened("func d(_ x: some P, _ r: Range<Int> = 0 ..< 5)"), "func d(_ x: some P, _ r: Range<Int> = 0 ..< 5)")
        XCTAssertEqual(tightened("func e(_ n: Int = 1 &<< 2, m: Int = 8 >> 1)"), "func e(_ n: Int = 1 &<< 2, m: Int = 8 >> 1)")
        XCTAssertEqual(tightened("func >>> (lhs: V, rhs: some P) -> V"), "func >>> (lhs: V, rhs: some P) -> V")
        XCTAssertEqual(tightened("func <<< (lhs: V, rhs: some P) -> V"), "func <<< (lhs: V, rhs: some P) -> V")
        // Generic arguments are still tightened, nested ones too.
        XCTAssertEqual(tightened("func f(_ x: Array< Array<Int> >, _ y: Box< some P >)"), "func f(_ x: Array<Array<Int>>, _ y: Box<some P>)")
    }

    /// On any input: kept bytes (string literals) come out unchanged and in order, only
    /// spaces and commas are dropped, and nothing traps at either end.
    func testRandomInputKeepsLiteralsAndOnlyDropsSpacesAndCommas() {
        var random = SeededRandom(seed: 0x5eed_0023)
        let alphabet = Array("( )<>,ab\n".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<random.next(below: 20)).map { _ in alphabet[random.next(below: alphabet.count)] }
            let keeping = bytes.map { _ in random.next(below: 4) == 0 }
            let (folded, kept) = SingleUseAnalysis.foldingWhiteSpace(bytes, keeping: keeping)
            XCTAssertEqual(folded.count, kept.count)
            let removed = SingleUseAnalysis.bracketSpaceRemovals(folded, keeping: kept)
            for offset in removed {
                XCTAssertFalse(kept[offset])
                XCTAssertTrue(folded[offset] == UInt8(ascii: " ") || folded[offset] == UInt8(ascii: ","))
            }
            let keptBytes = zip(bytes, keeping).filter(\.1).map(\.0)
            XCTAssertEqual(zip(folded, kept).filter(\.1).map(\.0), keptBytes)
            XCTAssertEqual(SingleUseAnalysis.tighteningBrackets(folded, keeping: kept).count, folded.count - removed.count)
        }
    }

    /// An alias of an alias of a function type is a function alias however long the chain
    /// and in whatever order the aliases are declared (each target is read once).
    func testAliasesOfFunctionAliasesAreFollowedThroughLongChains() {
        var source = ""
        for step in stride(from: 2000, to: 0, by: -1) { source += "typealias A\(step)<T> = A\(step - 1)<[T]>\n" }
        source += "typealias A0<T> = (T) -> Void\ntypealias Plain = Int\ntypealias Box<T> = [Plain]\n"
        let tree = Parser.parse(SourceFile(path: "Aliases.swift", bytes: Array(source.utf8)))
        let index = ProjectIndex(trees: [tree])
        XCTAssertTrue(index.functionTypealiasNames.contains("A2000"))
        XCTAssertTrue(index.functionTypealiasNames.contains("A1"))
        XCTAssertFalse(index.functionTypealiasNames.contains("Plain"))
        XCTAssertFalse(index.functionTypealiasNames.contains("Box"))
    }

    func testEmptyAndLeadingInput() {
        XCTAssertEqual(tightened(""), "")
        XCTAssertEqual(tightened(" ( "), "(")
        XCTAssertEqual(tightened("> <"), "> <")
    }
}
