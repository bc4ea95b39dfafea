import XCTest
@testable import LintKit

/// Which modules' declarations a file sees, from the held-out packages of session 21 (swiftc
/// 6.3.1 reports exactly the findings asserted here).
final class ModuleVisibilityTests: XCTestCase {
    /// `line:column message` of each `existential_any` finding in the file at `path` among
    /// `files` (path → text), linted together.
    private func findings(in path: String, _ files: [String: String]) throws -> [String] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let sources = files.keys.sorted().map { SourceFile(path: $0, bytes: Array(files[$0]!.utf8)) }
        return LintEngine(rules: [rule]).lint(files: sources).findings
            .filter { $0.path == path }
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// A folder `name` holding a bare `Package.swift`, in a temporary folder removed after the
    /// test: its folders under `Sources/` and `Tests/` are targets.
    private func makePackage(named name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vis-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try Data("// swift-tools-version:5.9\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        return root
    }

    /// OpenAPIKit: the test target imports `Kit`, which re-exports one struct of `Core` (not the
    /// module), so `Error` there is Swift's protocol, not `Core`'s struct of the same package.
    func testAnotherModuleOfThePackageNeedsItsImport() throws {
        // The package has a manifest, so its folders under Sources/ and Tests/ are targets.
        let root = try makePackage(named: "oak")
        let package = root.path
        let files = [
            package + "/Sources/Core/Core.swift": "public struct Error: Swift.Error {}\npublic struct AnyCodable {}\n",
            package + "/Sources/Kit/Kit.swift": "@_exported import struct Core.AnyCodable\nimport Core\npublic enum API { public typealias Error = Core.Error }\nfunc f(_ e: Error) {}\n",
            package + "/Tests/KitTests/T.swift": "import Kit\nfinal class T {\n    var r: Result<Int, Error>? = nil\n}\n",
        ]
        XCTAssertEqual(try findings(in: package + "/Tests/KitTests/T.swift", files),
                       ["3:24 use of protocol 'Error' as a type must be written 'any Error'"])
        XCTAssertEqual(try findings(in: package + "/Sources/Kit/Kit.swift", files), [], "Kit imports Core: its Error is the struct")
        // Without a manifest (another folder), folders are not taken for targets: Core's
        // Error is seen everywhere in the tree.
        var unmanaged: [String: String] = [:]
        for (path, text) in files { unmanaged[path.replacingOccurrences(of: "/oak/", with: "/oak-without-manifest/")] = text }
        XCTAssertEqual(try findings(in: package.replacingOccurrences(of: "/oak", with: "/oak-without-manifest") + "/Tests/KitTests/T.swift",
                                    unmanaged), [], "a tree without Package.swift")
    }

    /// A module's own declaration comes before a scoped import of another module's namesake
    /// (hw57's R4: swiftc 6.3.1 resolves `Handler` to the struct and warns about nothing).
    func testTheOwnModulesTypeBeatsAScopedImport() throws {
        let root = try makePackage(named: "r4")
        let package = root.path
        let files = [
            package + "/Sources/Kit/Kit.swift": "public protocol Handler { func handle() }\n",
            package + "/Sources/Layer/Handler.swift": "public struct Handler { public init() {} }\n",
            package + "/Sources/Layer/Scoped.swift": "import protocol Kit.Handler\n\nfunc scoped(_ h: Handler) {}\n",
            package + "/Sources/Other/Scoped.swift": "import protocol Kit.Handler\n\nfunc scoped(_ h: Handler) {}\n",
        ]
        XCTAssertEqual(try findings(in: package + "/Sources/Layer/Scoped.swift", files), [])
        XCTAssertEqual(try findings(in: package + "/Sources/Other/Scoped.swift", files),
                       ["3:18 use of protocol 'Handler' as a type must be written 'any Handler'"], "no namesake there")
    }

    /// swift-subprocess: `typealias Descriptor = FileDescriptor` in a file that imports
    /// SystemPackage (a struct) is no alias of another package's `protocol FileDescriptor`.
    func testATypealiasTargetIsResolvedAsItsFileSeesNames() throws {
        let files = [
            "/tmp/vis/nio/Sources/NIOCore/FD.swift": "public protocol FileDescriptor {}\n",
            "/tmp/vis/sub/Sources/Subprocess/IO.swift": "import SystemPackage\nstruct IODescriptor {\n    typealias Descriptor = FileDescriptor\n    let descriptor: Descriptor\n}\n",
            "/tmp/vis/app/Sources/App/Use.swift": "import NIOCore\nstruct Holder {\n    typealias Descriptor = FileDescriptor\n    let descriptor: Descriptor\n}\n",
        ]
        XCTAssertEqual(try findings(in: "/tmp/vis/sub/Sources/Subprocess/IO.swift", files), [])
        XCTAssertEqual(try findings(in: "/tmp/vis/app/Sources/App/Use.swift", files),
                       ["4:21 use of 'Holder.Descriptor' (aka 'FileDescriptor') as a type must be written 'any Holder.Descriptor' (aka 'any FileDescriptor')"])
    }

    /// WasmKit extends its own `struct Execution`; swift-subprocess's `Execution<Input, Output,
    /// Error>` in the same run does not make `Error` a generic parameter there.
    func testAnExtensionOfTheOwnTypeIgnoresAnotherPackagesGenericParameters() throws {
        let files = [
            "/tmp/vis/sub/Sources/Subprocess/Execution.swift": "public struct Execution<Input, Output, Error> {}\n",
            "/tmp/vis/wasm/Sources/WasmKit/Execution.swift": "struct Execution {}\nextension Execution {\n    func run(_ raw: UnsafeRawPointer) { _ = unsafeBitCast(raw, to: Error.self) }\n}\n",
        ]
        XCTAssertEqual(try findings(in: "/tmp/vis/wasm/Sources/WasmKit/Execution.swift", files),
                       ["3:68 use of protocol 'Error' as a type must be written 'any Error'"])
    }

    /// Two targets that each declare `protocol P` and `typealias SP = Sendable & P`: each
    /// finding spells its own module's alias as swiftc does (`P & Sendable` in `App`,
    /// `Sendable & P` in `Zoo`: members are ordered by module), whether the other target is
    /// linted too or not. Zoo took App's spelling in a run on both (a reviewer's case).
    func testNamesakeAliasesOfTwoModulesAreSpelledInTheirOwnModule() throws {
        let root = try makePackage(named: "pkg")
        let text = "protocol P {}\ntypealias SP = Sendable & P\nlet y: SP? = nil\n"
        let files = [root.path + "/Sources/App/a.swift": text, root.path + "/Sources/Zoo/a.swift": text]
        let message = "use of 'SP' (aka '%@') as a type must be written 'any SP' (aka 'any %@')"
        func expected(_ aka: String) -> [String] { ["3:8 " + String(format: message, aka, aka)] }
        XCTAssertEqual(try findings(in: root.path + "/Sources/App/a.swift", files), expected("P & Sendable"))
        XCTAssertEqual(try findings(in: root.path + "/Sources/Zoo/a.swift", files), expected("Sendable & P"))
    }

    /// hw48 (session 46; swiftc 6.3.1 reports exactly these): an alias whose target names its
    /// module (`typealias Plug = Core.Plugin`) is spelled after `aka` without the module, the
    /// target being that module's protocol, not a namesake of the alias's own module; an alias
    /// of the same name as its target (`typealias Plugin = Core.Plugin`, a re-export shim) gets
    /// no `aka`; and `extension Core.Model: @unchecked Sendable {}` is the type's conformance.
    func testModuleQualifiedAliasTargetsAndExtensions() throws {
        let root = try makePackage(named: "al")
        let package = root.path
        let files = [
            package + "/Sources/Core/Core.swift": "public protocol Plugin {}\npublic protocol Reader {}\npublic final class Model { public init() {} }\n",
            package + "/Sources/Kit/Kit.swift": """
                import Core
                typealias Plug = Core.Plugin
                typealias Plugin = Core.Plugin
                typealias Mixed = Core.Plugin & Reader
                struct H { var a: Plug?; var b: Plugin?; var c: Mixed? }
                extension Core.Model: @unchecked Sendable {}
                enum Shared { static let model = Model() }
                """,
        ]
        XCTAssertEqual(try findings(in: package + "/Sources/Kit/Kit.swift", files), [
            "5:19 use of 'Plug' (aka 'Plugin') as a type must be written 'any Plug' (aka 'any Plugin')",
            "5:33 use of 'Plugin' as a type must be written 'any Plugin'",
            "5:49 use of 'Mixed' (aka 'Plugin & Reader') as a type must be written 'any Mixed' (aka 'any Plugin & Reader')",
        ])
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = files.keys.sorted().map { SourceFile(path: $0, bytes: Array(files[$0]!.utf8)) }
        XCTAssertEqual(LintEngine(rules: [rule]).lint(files: sources).findings.map(\.message), [],
                       "the extension names Core's Model with its module: Model is Sendable")
    }

    /// hw48 (session 46; swiftc 6.3.1 reports none of these): another target's `internal`
    /// protocol is not visible, even where that target is imported, so `Token` is the public
    /// struct of the other imported module; a test target sees it (it may `@testable import`).
    func testAnotherTargetsInternalProtocolIsNotVisible() throws {
        let root = try makePackage(named: "int")
        let package = root.path
        let files = [
            package + "/Sources/Core/Core.swift": "protocol Token {}\npublic protocol Shared {}\n",
            package + "/Sources/Kit/Kit.swift": "public struct Token { public init() {} }\n",
            package + "/Sources/App/App.swift": "import Core\nimport Kit\nstruct A { var token: Token = Token(); var shared: Shared? }\n",
            package + "/Tests/CoreTests/T.swift": "@testable import Core\nstruct T { var token: Token? }\n",
        ]
        XCTAssertEqual(try findings(in: package + "/Sources/App/App.swift", files),
                       ["3:52 use of protocol 'Shared' as a type must be written 'any Shared'"])
        XCTAssertEqual(try findings(in: package + "/Tests/CoreTests/T.swift", files),
                       ["2:23 use of protocol 'Token' as a type must be written 'any Token'"])
    }

    /// Two targets declaring a class of one name with different superclasses: the index keeps
    /// one set of facts per type path, and the member type `Q` is looked up through the
    /// superclasses in the order the files were added (A's first). It used to depend on a
    /// `Set`'s iteration order, seeded per process and per instance, and flipped between runs
    /// (hw65). B's `D` is answered with A's `Base1.Q` too: namesakes in two modules share
    /// their facts (a known limit, in README).
    func testNamesakeClassesInTwoTargetsAnswerTheSameEveryRun() throws {
        let root = try makePackage(named: "nd")
        let package = root.path
        let files = [
            package + "/Sources/A/File.swift": "class Base1 { protocol Q {} }\nclass D: Base1 { var x: Q? }\n",
            package + "/Sources/B/File.swift": "class Base2 { struct Q {} }\nclass D: Base2 { var x: Q? }\n",
        ]
        let first = try findings(in: package + "/Sources/A/File.swift", files)
        XCTAssertEqual(first, ["2:25 use of protocol 'Base1.Q' as a type must be written 'any Base1.Q'"])
        for _ in 0..<12 {
            XCTAssertEqual(try findings(in: package + "/Sources/A/File.swift", files), first)
        }
    }

    /// A target whose folder the manifest gives with `path:` (`FlyingSocks/Sources`, hw67):
    /// its files lie right in a `Sources` folder, and its module comes from the manifest, so
    /// its public protocol counts only where that module is imported (it counted everywhere).
    func testATargetWithACustomPathHasItsManifestsModule() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("vis-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        for (package, manifest) in [("Fox", ".target(name: \"Socks\", path: \"Socks/Sources\")"), ("Client", ".target(name: \"Client\")")] {
            let folder = top.appendingPathComponent(package)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(package)\", targets: [\(manifest)])\n".utf8)
                .write(to: folder.appendingPathComponent("Package.swift"))
        }
        let files = [
            top.path + "/Fox/Socks/Sources/SocketAddress.swift": "public protocol SocketAddress {}\nfunc own(_ a: SocketAddress) {}\n",
            top.path + "/Client/Sources/Client/Plain.swift": "func bind(_ a: SocketAddress) {}\n",
            top.path + "/Client/Sources/Client/Importing.swift": "import Socks\nfunc bind(_ a: SocketAddress) {}\n",
        ]
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: top.path + "/Fox/Socks/Sources/SocketAddress.swift"), "Socks")
        XCTAssertEqual(try findings(in: top.path + "/Client/Sources/Client/Plain.swift", files), [], "Socks is not imported")
        XCTAssertEqual(try findings(in: top.path + "/Client/Sources/Client/Importing.swift", files),
                       ["2:16 use of protocol 'SocketAddress' as a type must be written 'any SocketAddress'"])
        XCTAssertEqual(try findings(in: top.path + "/Fox/Socks/Sources/SocketAddress.swift", files),
                       ["2:15 use of protocol 'SocketAddress' as a type must be written 'any SocketAddress'"])
    }
}
