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
}
