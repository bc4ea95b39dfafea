import XCTest
@testable import LintKit

/// Values whose type `static_var_concurrency` reads from a literal or a closure's `return`, and
/// conformances that change a literal's or a pack's verdict (swiftc 6.3.1's messages,
/// `-strict-concurrency=complete`).
final class StaticVarConcurrencyMagicLiteralTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Literals.swift")
    }

    /// `#dsohandle` is an `UnsafeRawPointer`; the other magic literals are strings and integers.
    func testMagicLiterals() throws {
        XCTAssertEqual(try reportedTypes("""
            enum Where {
                static let file = #fileID
                static let function = #function
                static let line = #line
                static let column = #column
                static let dso = #dsohandle
                static let path = #filePath
            }
            """), ["dso: UnsafeRawPointer"])
    }

    /// A regex literal's `Regex` is not Sendable, unless the project makes it so in an extension
    /// (and declares no `Regex` of its own).
    func testRegexLiteralsFollowTheProjectsConformance() throws {
        XCTAssertEqual(try reportedTypes("""
            enum Patterns { static let digits = #/\\d+/# }
            """), ["digits: Regex<Substring>"])
        XCTAssertEqual(try reportedTypes("""
            extension Regex: @retroactive @unchecked Sendable {}
            enum Patterns { static let digits = #/\\d+/# }
            """), [])
    }

    /// `return consume n` and `return copy n` in an immediately called closure return the local.
    func testConsumeAndCopyOfALocalInAClosuresReturn() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Node {}
            enum S {
                static let a = { let n = Node(); return consume n }()
                static let b = { let n = Node(); return copy n }()
                static let c = { let n = 1; return consume n }()
            }
            """), ["a: Node", "b: Node"])
    }

    /// `extension Pair: Sendable where repeat each T: Sendable {}` is conditional on the pack.
    func testPackConditionalConformance() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Node {}
            struct Pair<each T> { var v: (repeat each T) }
            extension Pair: Sendable where repeat each T: Sendable {}
            enum S {
                static let a: Pair<Int>? = nil
                static let b: Pair<Node>? = nil
            }
            """), ["b: Pair<Node>?"])
    }
}
