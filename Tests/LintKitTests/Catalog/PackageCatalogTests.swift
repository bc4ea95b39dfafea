import XCTest
@testable import LintKit

/// The package catalog's parts: interface stubs, the manifest reader and the table.
final class PackageCatalogTests: XCTestCase {
    private func stub(_ source: String) -> String {
        InterfaceStub.text(of: Parser.parse(SourceFile(path: "/p/Sources/M/f.swift", text: source)))
    }

    func testStubKeepsPublicHeadersAndConformances() {
        let source = """
            import Foundation
            @_exported import NIOCore
            /// Documented.
            @available(macOS 10.15, *)
            public protocol P: Sendable, // a comment that must not swallow the body
                Hashable where Self: AnyObject {
                func f()
            }
            protocol Internal {}
            public struct S<T: P>: P { let x: Int; public struct Inner: Error {}; struct Hidden {} }
            public typealias Both = P & Codable
            typealias Mine = Int
            extension S: Equatable where T: Equatable { func g() {} }
            extension S { func h() {} }
            public extension S { struct Nested {} }
            @available(*, unavailable) extension S.Inner: Sendable {}
            private class C {}
            public func free() {}
            """
        XCTAssertEqual(stub(source), """
            @_exported import NIOCore
            public protocol P: Sendable, Hashable where Self: AnyObject {}
            public struct S<T: P>: P {
                public struct Inner: Error {}
            }
            public typealias Both = P & Codable
            extension S: Equatable where T: Equatable {}
            public extension S {
                struct Nested {}
            }
            @available(*, unavailable) extension S.Inner: Sendable {}

            """)
    }

    func testManifestDependencyNames() {
        let manifest = """
            let package = Package(name: "X", dependencies: [
                .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),
                .package(url: "https://github.com/vapor/vapor/", exact: "4.0.0"),
                .package(name: "Local", path: "../Local"),
                // .package(url: "https://github.com/commented/out.git", from: "1.0.0"),
            ])
            """
        XCTAssertEqual(PackageCatalog.dependencyNames(inManifest: Array(manifest.utf8)), ["swift-nio", "vapor"])
    }

    func testTableParsing() {
        let packages = PackageCatalog.parse("""
            >package Alpha 1.0 beta
            >module A
            public protocol P {}
            public struct S {}
            >module A2
            public protocol Q {}
            >package beta 2.0
            >module B
            """)
        XCTAssertEqual(packages.keys.sorted(), ["alpha", "beta"])
        XCTAssertEqual(packages["alpha"]?.dependencies, ["beta"])
        XCTAssertEqual(packages["alpha"]?.modules.map(\.name), ["A", "A2"])
        XCTAssertEqual(packages["alpha"]?.modules.first?.stub, "public protocol P {}\npublic struct S {}\n")
        XCTAssertEqual(packages["alpha"]?.modules.last?.stub, "public protocol Q {}\n")
        XCTAssertEqual(packages["beta"]?.modules.map(\.stub), [""])
    }

    /// The generated catalog holds the packages of this machine's package mirror.
    func testCatalogKnowsCommonPackages() {
        XCTAssertNotNil(PackageCatalog.packages["swift-nio"]?.modules.first(where: { $0.name == "NIOCore" }))
        XCTAssertTrue(PackageCatalog.packages["vapor"]?.dependencies.contains("swift-nio") == true)
        let logging = PackageCatalog.packages["swift-log"]?.modules.first(where: { $0.name == "Logging" })?.stub ?? ""
        XCTAssertTrue(logging.contains("public protocol LogHandler"), String(logging.prefix(300)))
    }
}
