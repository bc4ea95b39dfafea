import XCTest
@testable import LintKit

/// `static_var_concurrency` on annotations that leave part of the type to the initializer
/// (`[_]`, `_?`, `[String: _]`, `Optional`, `Array`, `InlineArray`, a generic type of the
/// project without arguments): the initializer's type fills them, as swiftc 6.3.1 infers and
/// spells it (hw59's a3o_placeholders; before, nothing was reported for most of them).
final class StaticVarConcurrencyPlaceholderTests: XCTestCase {
    func testPlaceholdersAndMissingArgumentsAreFilledFromTheInitializer() throws {
        XCTAssertEqual(try reportedStaticVarTypes("""
            final class Cache { var n = 0 }
            struct Box<T> { var value: T }
            let arrayPlaceholder: [_] = [Cache()]
            let arraySpelled: Array<_> = [Cache()]
            let dictPlaceholder: [String: _] = ["a": Cache()]
            let optionalBare: Optional = Cache()
            let optionalPlaceholder: _? = Cache()
            let arrayBare: Array = [Cache()]
            let inlineInferred: InlineArray = [Cache(), Cache()]
            let inlineElement: InlineArray<2, _> = [Cache(), Cache()]
            let inlineInts: InlineArray = [1, 2, 3]
            let intPlaceholder: [_] = [1, 2]
            enum Holder {
                static let bareBox: Box = Box(value: Cache())
                static let keyPlaceholder: [_: Cache] = [1: Cache()]
            }
            """, fileName: "Placeholders.swift"), [
                "arrayPlaceholder: [Cache]", "arraySpelled: [Cache]", "dictPlaceholder: [String : Cache]",
                "optionalBare: Cache?", "optionalPlaceholder: Cache?", "arrayBare: [Cache]",
                "inlineInferred: InlineArray<2, Cache>", "inlineElement: InlineArray<2, Cache>",
                "bareBox: Box<Cache>", "keyPlaceholder: [Int : Cache]",
            ])
    }
}
