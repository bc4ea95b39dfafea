import Foundation
import XCTest
@testable import LintKit

/// The readers of a project's settings files (manifests for the default isolation and the
/// tools version, Xcode projects) on inputs no one writes by hand but a generator or a fuzzer
/// may: large ones are read in one pass (each answer below would take minutes if a reader
/// went back over the whole manifest for each setting, target, variable or `#if`), and files
/// that are no regular files are passed over.
final class ProjectSettingsReadingTests: XCTestCase {
    private func marked(_ manifest: String) -> [String] {
        ManifestTargets.declaredTargets(inManifest: Array(manifest.utf8)).filter(\.isMainActorByDefault).map(\.name)
    }

    /// 20,000 settings in one list, 8,000 variables each built from the next, 40,000 inactive
    /// `#if` blocks, 20,000 targets with a setting each, and 4,000 loops over 20,000 targets.
    func testLargeManifestsAreReadInOnePass() {
        let start = Date()
        let setting = ".defaultIsolation(MainActor.self)"
        let list = Array(repeating: setting, count: 20_000).joined(separator: ",\n    ")
        XCTAssertEqual(marked("""
            let many: [SwiftSetting] = [
                \(list)
            ]
            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: many), .target(name: "B")])
            """), ["A"])

        var chain = (1...8_000).reversed().map { "let v\($0) = v\($0 - 1)" }
        chain.append("let v0: [SwiftSetting] = [\(setting)]")
        XCTAssertEqual(marked(chain.joined(separator: "\n") + """

            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: v8000), .target(name: "B")])
            """), ["A"], "a variable built from one built from … the setting's")

        let inactive = Array(repeating: "#if os(Windows)\nlet unused = 1\n#endif", count: 40_000).joined(separator: "\n")
        XCTAssertEqual(marked(inactive + """

            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: [\(setting)])])
            """), ["A"])

        let targets = (0..<20_000).map { ".target(name: \"T\($0)\", swiftSettings: [\(setting)])" }.joined(separator: ",\n")
        XCTAssertEqual(marked("let package = Package(name: \"P\", targets: [\n\(targets)\n])").count, 20_000)

        let plain = (0..<20_000).map { ".target(name: \"T\($0)\")" }.joined(separator: ",\n")
        let loops = Array(repeating: "for target in package.targets {\n    target.swiftSettings = [\(setting)]\n}", count: 4_000)
            .joined(separator: "\n")
        XCTAssertEqual(marked("let package = Package(name: \"P\", targets: [\n\(plain)\n])\n" + loops).count, 20_000)
        let body = (0..<16_000).map { "    target.swiftSettings = [.unsafeFlags([\"-default-isolation\", \"MainActor\"])] + [.define(\"D\($0)\")]" }
        XCTAssertEqual(marked("let package = Package(name: \"P\", targets: [.target(name: \"A\")])\nfor target in package.targets {\n"
                              + body.joined(separator: "\n") + "\n}"), ["A"], "16,000 statements in one loop's body")

        let flags = Array(repeating: ".unsafeFlags([\"-default-isolation\", \"MainActor\"])", count: 16_000).joined(separator: ", ")
        XCTAssertEqual(marked("let flagged: [SwiftSetting] = [\(flags)]\n"
                              + "let package = Package(name: \"P\", targets: [.target(name: \"A\", swiftSettings: flagged), .target(name: \"B\")])"),
                       ["A"], "16,000 lists of flags in one list")

        // `let`s nested in closures 2,000 deep, the innermost holding the setting.
        var nested = "[.defaultIsolation(MainActor.self)]"
        for level in 0..<2_000 { nested = "{ let n\(level): [SwiftSetting] = \(nested); return n\(level) }()" }
        XCTAssertEqual(marked("let outer: [SwiftSetting] = \(nested)\n"
                              + "let package = Package(name: \"P\", targets: [.target(name: \"A\", swiftSettings: outer), .target(name: \"B\")])"), ["A"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "one pass each, not one per setting, variable, branch or target")
    }

    /// A loop with a filter, and a setting under a condition in the loop's body.
    func testLoopsOverTargetsKeepTheirFilters() {
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .testTarget(name: "ATests")])
            for target in package.targets where target.type != .test {
                target.swiftSettings = [.defaultIsolation(MainActor.self)]
            }
            for target in package.targets {
                if target.name == "ATests" { target.swiftSettings = [.defaultIsolation(MainActor.self)] }
            }
            """), ["A", "B"])
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
            for target in package.targets where ["B"].contains(target.name) {
                target.swiftSettings = [.defaultIsolation(MainActor.self)]
            }
            """), ["B"])
        // A loop that passes a function to `forEach` has no body of its own.
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [.target(name: "A")])
            package.targets.forEach(adding([.defaultIsolation(MainActor.self)]))
            """), ["A"])
    }

    /// A folder or a FIFO named like a manifest is no manifest: no crash (a folder made
    /// Foundation's file handle trap) and no wait for a writer.
    func testManifestNamesThatAreNoFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("manifests-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Package.swift", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(root + "/Package@swift-6.0.swift", 0o644), 0)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: root + "/Package@swift-5.9.swift"))
        XCTAssertNil(PackageManifest.head(ofRegularFile: root + "/Package.swift", count: 200))
        XCTAssertNil(PackageManifest.head(ofRegularFile: root + "/Package@swift-6.0.swift", count: 200))
        let version = PackageManifest.versionOfManifests(in: root)
        XCTAssertEqual(version?.major, 5)
        XCTAssertEqual(version?.minor, 9)
    }

    /// Many targets sharing one configuration list, and a target's folder inside another's:
    /// the deepest folder holding a file decides.
    func testXcodeProjectsWithManyTargets() throws {
        var objects = ["CL = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };",
                       "C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Debug; };",
                       "C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Release; };",
                       "PL = {isa = XCConfigurationList; buildConfigurations = (); };",
                       "NL = {isa = XCConfigurationList; buildConfigurations = (N1, ); };",
                       "N1 = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };",
                       "RO = {isa = PBXProject; buildConfigurationList = PL; };",
                       "LG = {isa = PBXNativeTarget; name = Legacy; buildConfigurationList = NL; fileSystemSynchronizedGroups = (LF, ); };",
                       "LF = {isa = PBXFileSystemSynchronizedRootGroup; path = App/Legacy; };"]
        for index in 0..<5_000 {
            objects.append("T\(index) = {isa = PBXNativeTarget; name = \(index == 0 ? "App" : "Module\(index)"); buildConfigurationList = CL; };")
        }
        let text = "// !$*UTF8*$!\n{ objects = {\n" + objects.joined(separator: "\n") + "\n}; rootObject = RO; }\n"
        let project = try XCTUnwrap(OpenStepPlist.parse(Array(text.utf8)))
        let targets = XcodeProjects.targets(of: project)
        XCTAssertEqual(targets.count, 5_001)
        XCTAssertEqual(targets.filter(\.isMainActor).count, 5_000)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-\(UUID().uuidString)").resolvingSymlinksInPath().path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Shop.xcodeproj", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Shop.xcodeproj/project.pbxproj"))
        XCTAssertTrue(XcodeProjects.isMainActorByDefault(file: root + "/App/Views/List.swift"))
        XCTAssertFalse(XcodeProjects.isMainActorByDefault(file: root + "/App/Legacy/Old.swift"), "the deeper target's folder")
        XCTAssertFalse(XcodeProjects.isMainActorByDefault(file: root + "/Scripts/Tool.swift"), "no target's, and not every target has it")

        // A target whose synchronized folder is above the project's (`path = ..;`).
        let above = text.replacingOccurrences(of: "path = App/Legacy;", with: "path = ..;")
            .replacingOccurrences(of: "buildConfigurationList = NL;", with: "buildConfigurationList = CL;")
            .replacingOccurrences(of: "name = App;", with: "name = Application;")
            .replacingOccurrences(of: "RO = {", with: "OT = {isa = PBXNativeTarget; name = Other; buildConfigurationList = NL; };\nRO = {")
        try FileManager.default.createDirectory(atPath: root + "/Sub/ios/Shop.xcodeproj", withIntermediateDirectories: true)
        try Data(above.utf8).write(to: URL(fileURLWithPath: root + "/Sub/ios/Shop.xcodeproj/project.pbxproj"))
        XCTAssertTrue(XcodeProjects.isMainActorByDefault(file: root + "/Sub/ios/Views/List.swift"), "the target of the folder above")
        XCTAssertFalse(XcodeProjects.isMainActorByDefault(file: root + "/Sub/ios/Other/Tool.swift"), "the other target's folder")
    }
}
