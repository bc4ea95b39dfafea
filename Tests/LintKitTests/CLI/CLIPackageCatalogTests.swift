import Foundation
import XCTest

/// Dependencies that are not checked out are indexed from the package catalog: a package
/// linted before `swift build` sees its dependencies' protocols as it would with checkouts.
final class CLIPackageCatalogTests: CLITestCase {
    private let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0")],
            targets: [.target(name: "App", dependencies: [.product(name: "NIOCore", package: "swift-nio")])]
        )
        """

    /// `EventLoop` is NIOCore's protocol; `ChannelOption` refines `Sendable` through
    /// `_NIOPreconcurrencySendable`, so a public struct conforming to it is `Sendable`.
    private let source = """
        import NIOCore

        func run(on loop: EventLoop) {}

        public struct Option: ChannelOption {
            public typealias Value = Int
            public init() {}
        }

        enum Options {
            static let option = Option()
        }

        """

    func testDependencyProtocolsComeFromTheCatalogWithoutCheckouts() throws {
        let tree = try makeTree()
        try tree.write("Package.swift", manifest)
        try tree.write("Sources/App/App.swift", source)
        let result = try run(["--quiet", "--only", "existential_any", "--only", "static_var_concurrency"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/App/App.swift:3:19: warning: use of protocol 'EventLoop' as a type must be written 'any EventLoop' (existential_any)",
        ])
    }

    /// Without the dependency in `Package.swift` nothing is known about NIOCore: no
    /// `EventLoop` finding, and the public struct conforming to an unknown protocol is not
    /// judged (the protocol may refine `Sendable`, as `ChannelOption` does).
    func testUndeclaredDependenciesAreNotAssumed() throws {
        let tree = try makeTree()
        try tree.write("Package.swift", manifest.replacingOccurrences(of: "https://github.com/apple/swift-nio.git", with: "https://example.com/unknown.git"))
        try tree.write("Sources/App/App.swift", source)
        let result = try run(["--quiet", "--only", "existential_any", "--only", "static_var_concurrency"], in: tree)
        XCTAssertEqual(result.stdoutLines, [])
        assertStatus(result, 0)
    }

    /// A checkout that is present wins: its sources are indexed, not the catalog's stubs.
    func testACheckoutReplacesTheCatalog() throws {
        let tree = try makeTree()
        try tree.write("Package.swift", manifest)
        try tree.write(".build/checkouts/swift-nio/Sources/NIOCore/Loop.swift", "public struct EventLoop {}\n")
        try tree.write("Sources/App/App.swift", source)
        let result = try run(["--quiet", "--only", "existential_any"], in: tree)
        XCTAssertEqual(result.stdoutLines, [])
    }

    /// A run on `Sources/`, on one file, or from a subfolder sees the package's dependencies
    /// as a run on the package's folder does (hw67: async-http-client's `Sources` lost 183
    /// findings on NIO's protocols), through the catalog and through checkouts alike.
    func testARunOnPartOfThePackageSeesItsDependencies() throws {
        let tree = try makeTree()
        try tree.write("Package.swift", manifest)
        try tree.write("Sources/App/App.swift", source)
        let expected = "App.swift:3:19: warning: use of protocol 'EventLoop' as a type must be written 'any EventLoop' (existential_any)"
        for (arguments, directory) in [(["Sources"], nil), (["Sources/App/App.swift"], nil), (["."], "Sources"), ([], "Sources/App")] {
            let result = try run(["--quiet", "--only", "existential_any"] + arguments, in: tree, directory: directory)
            XCTAssertEqual(result.stdoutLines.map { $0.components(separatedBy: "/").last! }, [expected], "\(arguments) in \(directory ?? ".")")
        }
        try tree.write(".build/checkouts/swift-nio/Sources/NIOCore/Loop.swift", "public protocol Engine {}\n")
        try tree.write("Sources/App/App.swift", "import NIOCore\n\nfunc run(on engine: Engine) {}\n")
        let fromSources = try run(["--quiet", "--only", "existential_any", "."], in: tree, directory: "Sources")
        XCTAssertEqual(fromSources.stdoutLines.count, 1, fromSources.stdout)
        XCTAssertTrue(fromSources.stdout.contains("use of protocol 'Engine'"), fromSources.stdout)
    }

    /// A type the package declares itself is not a dependency's namesake: swift-syntax's
    /// `public struct Operator: Sendable` (SwiftOperators, through the catalog) made the
    /// package's own `enum Operator` Sendable, though no file imports SwiftOperators (hw67:
    /// Stencil's `static let all: [Operator]`, which swiftc 6.3.1 reports).
    func testADependencysNamesakeDoesNotMakeTheProjectsTypeSendable() throws {
        let tree = try makeTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Gamma",
                dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "600.0.0")],
                targets: [.target(name: "Gamma")]
            )
            """)
        try tree.write("Sources/Gamma/Operator.swift", """
            enum Operator {
                case infix(String, (Int, Int) -> Int)
            }

            enum Operators {
                static let all: [Operator] = []
            }

            """)
        let result = try run(["--quiet", "--only", "static_var_concurrency"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/Gamma/Operator.swift:6:16: warning: static property 'all' is not concurrency-safe because non-'Sendable' type '[Operator]' may have shared mutable state (static_var_concurrency)",
        ])
    }
}
