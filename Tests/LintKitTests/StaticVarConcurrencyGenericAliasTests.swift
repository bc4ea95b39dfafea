import XCTest
@testable import LintKit

/// `static_var_concurrency` reads a typealias declared in a generic type, named through the
/// type's generic arguments (`Table<Engine>.Rows`), with the arguments standing for the type's
/// parameters, in its verdict and in its `aka`, as swiftc 6.3.1 does (hw75).
final class StaticVarConcurrencyGenericAliasTests: XCTestCase {
    /// Each finding's name and type as printed (``printedStaticVarTypes(_:fileName:withNames:)``).
    private func printed(_ code: String) throws -> [String] {
        try printedStaticVarTypes(code, fileName: "Aliases.swift", withNames: true)
    }

    func testAliasesOfGenericTypesTakeTheWrittenArguments() throws {
        XCTAssertEqual(try printed("""
            final class Engine {}
            struct Table<Row> {
                typealias Rows = [Row]
                typealias Lookup = [String: Row]
                typealias Pair = (Row, Int)
            }
            struct API<Response> { typealias Completion = (Result<Response, any Error>) -> Void }
            struct Cache<Key: Hashable, Value> { typealias Entry = (key: Key, value: Value) }
            struct User {}
            let rows: Table<Engine>.Rows = []
            let ints: Table<Int>.Rows = []
            let lookup: Table<Engine>.Lookup = [:]
            let pair: Table<Engine>.Pair? = nil
            let intPair: Table<Int>.Pair? = nil
            let onUser: API<User>.Completion? = nil
            let entry: Cache<String, Engine>.Entry? = nil
            let intEntry: Cache<String, Int>.Entry? = nil
            """), [
                "rows 'Table<Engine>.Rows' (aka 'Array<Engine>')",
                "lookup 'Table<Engine>.Lookup' (aka 'Dictionary<String, Engine>')",
                "pair 'Table<Engine>.Pair?' (aka 'Optional<(Engine, Int)>')",
                "onUser 'API<User>.Completion?' (aka 'Optional<(Result<User, any Error>) -> ()>')",
                "entry 'Cache<String, Engine>.Entry?' (aka 'Optional<(key: String, value: Engine)>')",
            ])
    }
}
