import XCTest
@testable import LintKit

/// `static_var_concurrency` prints the toolchain's typealiases of plain types after `aka` as
/// swiftc 6.3.1 does on Linux (hw74): Foundation's `Notification.Name` and `NSRange`, and member
/// aliases of types that are not generic (`Data.Index`, `String.Element`), unless the project
/// declares the type or alias itself.
final class StaticVarConcurrencyToolchainAliasTests: XCTestCase {
    /// Each finding's type as printed (``printedStaticVarTypes(_:fileName:withNames:)``).
    private func printedTypes(_ code: String) throws -> [String] {
        try printedStaticVarTypes(code, fileName: "Aliases.swift")
    }

    func testMemberAliasesOfPlainTypesArePrintedAfterAka() throws {
        XCTAssertEqual(try printedTypes("""
            import Foundation
            final class Observer {}
            enum Registry {
                static let byName: [Notification.Name: Observer] = [:]
                static let range: (NSRange) -> Void = { _ in }
                static let scalar: (UnicodeScalar) -> Void = { _ in }
                static let index: (Data.Index) -> Void = { _ in }
                static let byte: (Data.Element) -> Void = { _ in }
                static let character: (String.Element) -> Void = { _ in }
                static let position: (Substring.Index) -> Void = { _ in }
                static let slice: (String.SubSequence) -> Void = { _ in }
                static let indices: (Data.Indices) -> Void = { _ in }
                static let magnitude: (Int.Magnitude) -> Void = { _ in }
                static let utf8: (String.UTF8View.Element) -> Void = { _ in }
                static let plain: (NSNotification.Name) -> Void = { _ in }
                static let generic: (Array<Int>.Index) -> Void = { _ in }
            }
            """), [
                "'[Notification.Name : Observer]' (aka 'Dictionary<NSNotification.Name, Observer>')",
                "'(NSRange) -> Void' (aka '(_NSRange) -> ()')",
                "'(UnicodeScalar) -> Void' (aka '(Unicode.Scalar) -> ()')",
                "'(Data.Index) -> Void' (aka '(Int) -> ()')",
                "'(Data.Element) -> Void' (aka '(UInt8) -> ()')",
                "'(String.Element) -> Void' (aka '(Character) -> ()')",
                "'(Substring.Index) -> Void' (aka '(String.Index) -> ()')",
                "'(String.SubSequence) -> Void' (aka '(Substring) -> ()')",
                "'(Data.Indices) -> Void' (aka '(Range<Int>) -> ()')",
                "'(Int.Magnitude) -> Void' (aka '(UInt) -> ()')",
                "'(String.UTF8View.Element) -> Void' (aka '(UInt8) -> ()')",
                "'(NSNotification.Name) -> Void'",
                "'(Array<Int>.Index) -> Void' (aka '(Int) -> ()')",
            ])
    }

    /// A function-type alias whose parameters are variadic, `@autoclosure` (printed before
    /// `@escaping`, as swiftc does) or `@Sendable` has its `aka` (hw75).
    func testFunctionTypeAliasesWithVariadicAndAttributedParameters() throws {
        XCTAssertEqual(try printedTypes("""
            import Foundation
            typealias Logger = (String, any CVarArg...) -> Void
            typealias Check = (@autoclosure () -> Bool) -> Void
            typealias Lazy = (@escaping @autoclosure () -> Int) -> Void
            typealias Many = (Int...) -> Void
            typealias Send = (@Sendable () -> Void) -> Void
            let sink: Logger = { _, _ in }
            let check: Check = { _ in }
            let lazy: Lazy = { _ in }
            let many: Many? = nil
            let sends: [Send] = []
            """), [
                "'Logger' (aka '(String, any CVarArg...) -> ()')",
                "'Check' (aka '(@autoclosure () -> Bool) -> ()')",
                "'Lazy' (aka '(@autoclosure @escaping () -> Int) -> ()')",
                "'Many?' (aka 'Optional<(Int...) -> ()>')",
                "'[Send]' (aka 'Array<(@Sendable () -> ()) -> ()>')",
            ])
    }

    /// A project's own `Data` (and its own `Index`) is printed through the project's alias.
    func testAProjectsNamesakeIsItsOwn() throws {
        XCTAssertEqual(try printedTypes("""
            struct Data { typealias Index = String; var n = 0 }
            final class Observer {}
            enum Registry {
                static let byIndex: [Data.Index: Observer] = [:]
                static let f: (Data.Index) -> Void = { _ in }
            }
            """), [
                "'[Data.Index : Observer]' (aka 'Dictionary<String, Observer>')",
                "'(Data.Index) -> Void' (aka '(String) -> ()')",
            ])
    }
}
