import Foundation
import XCTest
@testable import LintKit

/// A file's module and package come from its package's manifest, as SwiftPM assigns them
/// (hw70 compared them with `swift package describe` on the mirror's 118 packages): targets
/// with a `path:` anywhere, folders named unlike their target, a target that holds
/// subfolders, the manifest SwiftPM picks among `Package@swift-X.swift`, snippets.
final class ManifestTargetsTests: XCTestCase {
    /// A package in a new temporary folder with `manifest`'s targets and `files` (paths
    /// relative to it, each holding `struct S {}`); removed after the test.
    private func makePackage(_ manifest: String, toolsVersion: String = "5.9", files: [String],
                             extraManifests: [String: String] = [:]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mt-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let text = "// swift-tools-version:\(toolsVersion)\nimport PackageDescription\n\nlet package = Package(\n    name: \"P\",\n    targets: [\n\(manifest)\n    ]\n)\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        for (name, text) in extraManifests { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: PathText.parent(path), withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// Targets are the factory calls not inside another one, with their own `name:` and `path:`.
    func testDeclaredTargetsPairEachPathWithItsOwnCall() {
        let targets = ManifestTargets.declaredTargets(inManifest: Array("""
            .package(name: "Dep", path: "../dep"),
            .target(name: "Socks", dependencies: [.target(name: "CSystemLinux", condition: .when(platforms: [.linux]))], path: "Fox/Socks"),
            .target(name: "A", dependencies: [.product(name: "X", package: "x"), .byName(name: "Y")], path: #"Code/A"#),
            .testTarget(name: "ATests", path: "Checks"), .target(name: "B"), .plugin(name: "Gen", capability: .buildTool()),
            .target(name: "Hidden", path: folder), .target(name: "Computed\\(n)"),
            """.utf8))
        XCTAssertEqual(targets.map { "\($0.kind) \($0.name)=\($0.path ?? "-")" },
                       ["target Socks=Fox/Socks", "target A=Code/A", "testTarget ATests=Checks", "target B=-", "plugin Gen=-"],
                       "a dependency's `.target(name:)` is no target; a path or name that is not a literal leaves its target out")
        let platforms = ManifestTargets.declaredTargets(inManifest: Array("""
            #if os(macOS)
            let platformTarget: Target = .target(name: "MacOnly", path: "Sources")
            #else
            let platformTarget: Target = .target(name: "LinuxOnly", path: "Sources")
            #endif
            """.utf8))
        #if os(macOS)
        XCTAssertEqual(platforms.map(\.name), ["MacOnly"])
        #else
        XCTAssertEqual(platforms.map(\.name), ["LinuxOnly"], "the branch SwiftPM compiles on this platform")
        #endif
        XCTAssertEqual(PackageCatalog.dependencyNames(inManifest: Array(".package(url: \"https://github.com/apple/swift-nio.git\", from: \"2.0.0\")".utf8)),
                       ["swift-nio"])
    }

    /// `path:` anywhere, a folder named unlike its target, subfolders of a target's folder, a
    /// test target's kind, SwiftPM's other default folders and its snippets.
    func testFilesBelongToTheTargetWhoseFolderHoldsThem() throws {
        let root = try makePackage("""
            .target(name: "SystemPackage", path: "Sources/System"),
            .target(name: "GRDB", path: "GRDB"),
            .target(name: "FlyingSocks", dependencies: [.target(name: "CSystemLinux")], path: "FlyingSocks/Sources"),
            .testTarget(name: "FlyingSocksTests", path: "FlyingSocks/Tests"),
            .target(name: "XML", path: "Source"),
            .target(name: "Plain"), .target(name: "3D"), .executableTarget(name: "color", path: "Examples/color"),
            """, files: ["Sources/System/FileDescriptor.swift", "GRDB/Core/Database.swift", "FlyingSocks/Sources/Socket.swift",
                         "FlyingSocks/Sources/Handlers/Handler.swift", "FlyingSocks/Tests/SocketTests.swift", "Source/Parser.swift",
                         "Sources/Plain/Sub/A.swift", "Sources/3D/Mesh.swift", "Examples/color/Color.swift", "Snippets/basic-usage.swift",
                         "Sources/Unknown/U.swift"])
        func owner(_ file: String) -> String {
            let found = ProjectIndex.owner(ofFile: root + "/" + file)
            return "\(found.module)\(found.isTest ? " (test)" : "")\(found.package == root ? "" : " in \(found.package)")"
        }
        XCTAssertEqual(owner("Sources/System/FileDescriptor.swift"), "SystemPackage")
        XCTAssertEqual(owner("GRDB/Core/Database.swift"), "GRDB")
        XCTAssertEqual(owner("FlyingSocks/Sources/Socket.swift"), "FlyingSocks")
        XCTAssertEqual(owner("FlyingSocks/Sources/Handlers/Handler.swift"), "FlyingSocks")
        XCTAssertEqual(owner("FlyingSocks/Tests/SocketTests.swift"), "FlyingSocksTests (test)")
        XCTAssertEqual(owner("Source/Parser.swift"), "XML")
        XCTAssertEqual(owner("Sources/Plain/Sub/A.swift"), "Plain")
        XCTAssertEqual(owner("Sources/3D/Mesh.swift"), "_D")
        XCTAssertEqual(owner("Examples/color/Color.swift"), "color")
        XCTAssertEqual(owner("Snippets/basic-usage.swift"), "basic_usage")
        // A folder no target names (targets made in a loop the reader cannot follow) keeps the
        // layout's module.
        XCTAssertEqual(owner("Sources/Unknown/U.swift"), "Unknown")
        XCTAssertEqual(ProjectIndex.packageKey(of: root + "/GRDB/Core/Database.swift"), root, "not \"\": the manifest's folder")
        // `path: "."` (the package's folder) and an absolute path.
        let whole = ManifestTargets.folders(of: [.init(name: "All", kind: "target", path: "."), .init(name: "Far", kind: "target", path: "/opt/far")], root: "/p")
        XCTAssertEqual(whole.map(\.folder), ["/opt/far/", "/p/"])
        // The deepest target folder at or above a file's folder holds it, found folder by folder.
        let nested = Dictionary(uniqueKeysWithValues: ManifestTargets.folders(
            of: [.init(name: "Outer", kind: "target", path: "Sources/Outer"), .init(name: "Inner", kind: "target", path: "Sources/Outer/Inner"),
                 .init(name: "Root", kind: "target", path: "/")], root: "/p").map { ($0.folder, $0) })
        XCTAssertEqual(ManifestTargets.deepestTarget(holding: "/p/Sources/Outer/Inner/Deep", in: nested)?.module, "Inner")
        XCTAssertEqual(ManifestTargets.deepestTarget(holding: "/p/Sources/Outer/InnerMost", in: nested)?.module, "Outer")
        XCTAssertEqual(ManifestTargets.deepestTarget(holding: "/p/Sources", in: nested)?.module, "Root")
        XCTAssertNil(ManifestTargets.deepestTarget(holding: "/p/Sources", in: nested.filter { $0.key != "/" }))
    }

    /// A target alone of its kind whose own folder does not exist fills the default folder
    /// (tools version 5.9); one whose folder exists does not.
    func testALoneTargetFillsTheDefaultFolder() throws {
        let lone = try makePackage(".executableTarget(name: \"Tool\"), .testTarget(name: \"ToolTests\")",
                                   files: ["Sources/main.swift", "Sources/Commands/Run.swift", "Tests/RunTests.swift"])
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: lone + "/Sources/main.swift"), "Tool")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: lone + "/Sources/Commands/Run.swift"), "Tool")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: lone + "/Tests/RunTests.swift"), "ToolTests")
        let named = try makePackage(".target(name: \"Lib\")", files: ["Sources/Lib/A.swift", "Sources/Other/B.swift"])
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: named + "/Sources/Lib/A.swift"), "Lib")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: named + "/Sources/Other/B.swift"), "Other")
    }

    /// SwiftPM reads the `Package@swift-X.swift` of the highest version it supports when that
    /// is above `Package.swift`'s tools version (mxcl/Version's test target is only there).
    func testTheVersionedManifestSwiftPMPicksIsRead() throws {
        let versioned = "// swift-tools-version:5.3\nimport PackageDescription\nlet pkg = Package(name: \"V\", targets: [.target(name: \"Version\", path: \"Sources\")])\n"
            + "pkg.targets.append(.testTarget(name: \"Tests.Version.mxcl\", dependencies: [\"Version\"], path: \"Tests\"))\n"
        let root = try makePackage(".target(name: \"Version\", path: \"Sources\")", toolsVersion: "4.2", files: ["Sources/Version.swift", "Tests/Case.swift"],
                                   extraManifests: ["Package@swift-5.3.swift": versioned, "Package@swift-99.swift": "// swift-tools-version:99\n"])
        XCTAssertEqual(ManifestTargets.manifestPath(inPackage: root), root + "/Package@swift-5.3.swift")
        XCTAssertEqual(ProjectIndex.owner(ofFile: root + "/Tests/Case.swift"),
                       ProjectIndex.FileOwner(package: root, module: "Tests_Version_mxcl", isTest: true, isFromManifest: true))
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: root + "/Sources/Version.swift"), "Version")
        // A newer `Package.swift` wins over an older versioned manifest.
        let newer = try makePackage(".target(name: \"New\")", toolsVersion: "6.0", files: [],
                                    extraManifests: ["Package@swift-5.4.swift": "// swift-tools-version:5.4\n"])
        XCTAssertEqual(ManifestTargets.manifestPath(inPackage: newer), newer + "/Package.swift")
        XCTAssertEqual(ManifestTargets.toolsVersion(inManifestHead: Array("// swift-tools-version: 5.10.1\n".utf8)), [5, 10, 1])
        XCTAssertTrue(ManifestTargets.isAbove([6, 0], [5, 10, 1]))
        XCTAssertFalse(ManifestTargets.isAbove([6], [6, 0, 0]))
    }

    /// A module the manifest names unlike its folder is the one its importers see: a protocol
    /// of `SystemPackage` (in `Sources/System`) counts in a file that imports `SystemPackage`
    /// (before, the file's module was `System`, which nothing imports).
    func testImportersSeeTheManifestsModuleName() throws {
        let root = try makePackage(".target(name: \"SystemPackage\", path: \"Sources/System\"), .target(name: \"App\")",
                                   files: ["Sources/System/Errno.swift", "Sources/App/Use.swift"])
        let declaring = SourceFile(path: root + "/Sources/System/Errno.swift", bytes: Array("public protocol Descriptor {}\n".utf8))
        let using = SourceFile(path: root + "/Sources/App/Use.swift", bytes: Array("import SystemPackage\nfunc f(_ d: Descriptor) {}\n".utf8))
        XCTAssertEqual([declaring, using].map { Parser.parse($0).module }, ["SystemPackage", "App"])
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let findings = LintEngine(rules: [rule]).lint(files: [declaring, using]).findings
        XCTAssertEqual(findings.map { "\(PathText.lastComponent($0.path)):\($0.location.line) \($0.message)" },
                       ["Use.swift:2 use of protocol 'Descriptor' as a type must be written 'any Descriptor'"])
    }
}
