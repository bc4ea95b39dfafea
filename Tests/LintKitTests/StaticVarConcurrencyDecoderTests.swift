import XCTest
@testable import LintKit

/// `static_var_concurrency` types what `JSONDecoder`'s and `PropertyListDecoder`'s
/// `decode(_:from:)` make of a type of the project, as swiftc 6.3.1 does (hw74's fixtures).
final class StaticVarConcurrencyDecoderTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Fixtures.swift")
    }

    /// A decoded type, array and dictionary, through `try?` and `try!`, also from a decoder held
    /// in a static (`JSONDecoder` itself is `Sendable`); a `Sendable` type and a toolchain type
    /// are not reported.
    func testDecodedValuesOfTheProjectsTypes() throws {
        XCTAssertEqual(try reportedTypes("""
            import Foundation
            final class Model: Decodable { var name = "" }
            struct Profile: Decodable { let name: String }
            enum Fixtures {
                static let decoder = JSONDecoder()
                static let model = try? JSONDecoder().decode(Model.self, from: Data("{}".utf8))
                static let forced = try! JSONDecoder().decode(Model.self, from: Data("{}".utf8))
                static let models = try! JSONDecoder().decode([Model].self, from: Data("[]".utf8))
                static let byName = try? PropertyListDecoder().decode([String: Model].self, from: Data())
                static let shared = try? decoder.decode(Model.self, from: Data())
                static let profile = try? JSONDecoder().decode(Profile.self, from: Data("{}".utf8))
                static let text = try? JSONDecoder().decode(String.self, from: Data())
            }
            """), [
                "model: Model?", "forced: Model", "models: [Model]", "byName: [String : Model]?", "shared: Model?",
            ])
    }

    /// A project's own `JSONDecoder` is not Foundation's: its `decode` is not read.
    func testAProjectsOwnDecoderIsNotFoundations() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Model {}
            struct JSONDecoder { func decode<T>(_ type: T.Type, from text: String) -> Int { 0 } }
            enum Fixtures {
                static let value = JSONDecoder().decode(Model.self, from: "")
            }
            """), [])
    }
}
