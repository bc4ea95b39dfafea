import Foundation
import XCTest
@testable import LintKit

/// `static_var_concurrency` in targets whose default isolation is the main actor (SE-0466:
/// `swiftSettings: [.defaultIsolation(MainActor.self)]`). Every expectation is what swiftc
/// 6.3.1 reports (`swiftc -typecheck -swift-version 6 -default-isolation MainActor`, with a
/// second file so that the module is not a script; the cross-module case with `Lib` built by
/// `-emit-module` under the setting).
final class StaticVarConcurrencyDefaultIsolationTests: XCTestCase {
    /// Where a manifest's setting reaches: a target's own settings, a variable the target names
    /// (also through another variable built from it), the compiler's flag, every target when
    /// code outside the targets sets it; not `nil`, not a branch of `#if` the host skips.
    func testTheSettingReachesTheTargetsThatHaveIt() {
        func marked(_ manifest: String) -> [String] {
            ManifestTargets.declaredTargets(inManifest: Array(manifest.utf8)).filter(\.isMainActorByDefault).map(\.name)
        }
        XCTAssertEqual(marked("""
            import PackageDescription
            let base: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
            let strict = base + [.enableUpcomingFeature("ExistentialAny")]
            let loose: [SwiftSetting] = [.defaultIsolation(nil)]
            let package = Package(name: "P", targets: [
                .target(name: "Own", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Named", swiftSettings: base),
                .target(name: "Derived", dependencies: ["Own"], swiftSettings: strict),
                .target(name: "Flag", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
                .target(name: "Nil", swiftSettings: loose),
                .target(name: "None"),
                .testTarget(name: "OwnTests", dependencies: ["Own"]),
            ])
            """), ["Own", "Named", "Derived", "Flag"])
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [.target(name: "A"), .executableTarget(name: "B")])
            for target in package.targets {
                target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
            }
            """), ["A", "B"], "set outside the targets' calls: on every target")
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [
                .executableTarget(name: "Tool", dependencies: ["Kit"], swiftSettings: swiftSettings),
                .target(name: "Kit", swiftSettings: shared + [.defaultIsolation(MainActor.self)]),
                .testTarget(name: "KitTests", dependencies: ["Kit"], swiftSettings: shared),
            ])
            let shared: [SwiftSetting] = [.swiftLanguageMode(.v5)]
            // A computed variable written after the package.
            var swiftSettings: [SwiftSetting] {
                [
                    .defaultIsolation(MainActor.self),
                    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                ]
            }
            """), ["Tool", "Kit"], "a variable declared after its use, and a setting added to a shared list")
        XCTAssertEqual(marked("""
            var appended: [SwiftSetting] = []
            appended.append(.defaultIsolation(MainActor.self))
            let closed: [SwiftSetting] = [
                .enableUpcomingFeature("ExistentialAny")
            ] + [.defaultIsolation(MainActor.self)]
            extension SwiftSetting { static let mainActor: SwiftSetting = .defaultIsolation(MainActor.self) }
            let base: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
            #if os(Windows)
            let onWindows = base
            #else
            let onWindows: [SwiftSetting] = []
            #endif
            func app(_ name: String) -> Target { .target(name: name, swiftSettings: [.defaultIsolation(MainActor.self)]) }
            let strict = true
            let package = Package(name: "P", targets: [
                .target(name: "Appended", swiftSettings: appended), .target(name: "Closed", swiftSettings: closed),
                .target(name: "Member", swiftSettings: [.mainActor]), .target(name: "Windows", swiftSettings: onWindows),
                .target(name: "Ternary", swiftSettings: strict ? base : []),
                .target(name: "Conditional", swiftSettings: [.defaultIsolation(MainActor.self, .when(platforms: [.linux]))]),
                .target(name: "Frontend", swiftSettings: [.unsafeFlags(["-Xfrontend", "-default-isolation", "-Xfrontend", "MainActor"])]),
                app("Helper"), .target(name: "Plain"),
            ])
            """), ["Appended", "Closed", "Member", "Ternary", "Conditional", "Frontend"],
            "a function that makes targets marks none; neither does a branch of #if the host skips")
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests")])
            for target in package.targets where target.type != .test {
                target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
            }
            """), ["A"], "a loop that skips the test targets")
        XCTAssertEqual(marked("""
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .target(name: "C")])
            for target in package.targets where ["B", "C"].contains(target.name) {
                target.swiftSettings = [.defaultIsolation(MainActor.self)]
            }
            for target in package.targets where target.path != nil {
                target.swiftSettings = [.defaultIsolation(MainActor.self)]
            }
            """), ["B", "C"], "a loop over named targets; a filter this reader cannot run marks none")
        XCTAssertEqual(marked("""
            #if os(Windows)
            let settings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
            #else
            let settings: [SwiftSetting] = []
            #endif
            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: settings)])
            """), [], "only the branch SwiftPM compiles here")
    }

    /// The same file in a target with the setting and in one without: swiftc reports 15 and 27.
    func testStaticsAndGlobalsUnderTheMainActorDefault() throws {
        let root = try makePackage(manifest: """
            .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "Plain"),
            """)
        try write(Self.source, to: root + "/Sources/App/App.swift")
        try write(Self.source, to: root + "/Sources/Plain/App.swift")
        XCTAssertEqual(try findings(in: root + "/Sources/App"), [
            "9:40 static property 'depth' is not concurrency-safe because it is nonisolated global shared mutable state",
            "9:77 static property 'frames' is not concurrency-safe because it is nonisolated global shared mutable state",
            "11:45 static property 'fallback' is not concurrency-safe because it is nonisolated global shared mutable state",
            "12:26 static property 'instances' is not concurrency-safe because it is nonisolated global shared mutable state",
            "12:67 static property 'entries' is not concurrency-safe because it is nonisolated global shared mutable state",
            "13:30 static property 'opened' is not concurrency-safe because it is nonisolated global shared mutable state",
            "14:45 static property 'count' is not concurrency-safe because it is nonisolated global shared mutable state",
            "14:83 static property 'details' is not concurrency-safe because it is nonisolated global shared mutable state",
            "15:32 static property 'last' is not concurrency-safe because it is nonisolated global shared mutable state",
            "16:54 static property 'used' is not concurrency-safe because it is nonisolated global shared mutable state",
            "20:35 static property 'boxes' is not concurrency-safe because it is nonisolated global shared mutable state",
            "22:37 static property 'bases' is not concurrency-safe because it is nonisolated global shared mutable state",
            "23:34 static property 'derived' is not concurrency-safe because it is nonisolated global shared mutable state",
            "24:68 static property 'loose' is not concurrency-safe because non-'Sendable' type 'Loose' may have shared mutable state",
            "26:56 static property 'scratches' is not concurrency-safe because it is nonisolated global shared mutable state",
        ])
        XCTAssertEqual(try findings(in: root + "/Sources/Plain").count, 27, "without the setting every global and static counts")
    }

    /// A protocol of a main-actor-by-default target isolates no conformer of another target;
    /// one of another target that refines `Error` keeps a conformer in such a target
    /// nonisolated.
    func testProtocolsOfAnotherTarget() throws {
        let root = try makePackage(manifest: """
            .target(name: "Lib", swiftSettings: mainActor),
            .target(name: "Client", dependencies: ["Lib"]),
            .target(name: "Isolated", dependencies: ["Lib"], swiftSettings: mainActor),
            """, preamble: "let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]\n")
        try write("public protocol Screen {}\n@MainActor public protocol Scene {}\npublic protocol LibError: Error {}\n", to: root + "/Sources/Lib/Lib.swift")
        try write("import Lib\nstruct V: Screen { static var v = 0 }\nstruct V2: Scene { static var v2 = 0 }\nstruct V3: LibError { static var v3 = 0 }\n",
                  to: root + "/Sources/Client/Client.swift")
        try write("import Lib\nstruct W: Screen { static var w = 0 }\nstruct W2: Scene { static var w2 = 0 }\nstruct W3: LibError { static var w3 = 0 }\n",
                  to: root + "/Sources/Isolated/Isolated.swift")
        let all = try findings(in: root + "/Sources")
        XCTAssertEqual(all, [
            "2:31 static property 'v' is not concurrency-safe because it is nonisolated global shared mutable state",
            "4:34 static property 'v3' is not concurrency-safe because it is nonisolated global shared mutable state",
            "4:34 static property 'w3' is not concurrency-safe because it is nonisolated global shared mutable state",
        ])
    }


    /// Nesting, local types and conformances (hw76's rules): a type takes the main actor
    /// from the type whose body declares it only when that one is `@MainActor`; a local type
    /// in a closure, a `deinit` or a nonisolated type's method is nonisolated; a protocol that
    /// refines `SendableMetatype` opts out, a composition with the target's own protocol
    /// does not.
    func testNestingLocalTypesAndConformances() throws {
        let root = try makePackage(manifest: ".target(name: \"App\", swiftSettings: [.defaultIsolation(MainActor.self)]),")
        try write(Self.nesting, to: root + "/Sources/App/Nesting.swift")
        let message = "is not concurrency-safe because it is nonisolated global shared mutable state"
        XCTAssertEqual(try findings(in: root + "/Sources/App"), [
            "4:45 static property 'entries' \(message)", "5:47 static property 'steps' \(message)",
            "7:56 static property 'added' \(message)", "9:65 static property 'extra' \(message)",
            "11:42 static property 'subs' \(message)", "12:63 static property 'closures' \(message)",
            "13:71 static property 'hosted' \(message)", "14:52 static property 'deinits' \(message)",
            "15:95 static property 'uses' \(message)", "21:45 static property 'carried' \(message)",
        ])
    }

    /// `.lint.yml`'s `default_isolation: MainActor` gives files that no manifest's target holds
    /// (an Xcode project's) the main actor as their default isolation.
    func testTheConfigurationSetsItForFilesOutsidePackages() throws {
        let configuration = try Configuration.parse("default_isolation: MainActor\n", path: "/p/.lint.yml", rootDirectory: "/p")
        XCTAssertEqual(configuration.isMainActorByDefaultOutsidePackages, true)
        XCTAssertEqual(try Configuration.parse("default_isolation: nonisolated\n", path: "/p/.lint.yml", rootDirectory: "/p")
            .isMainActorByDefaultOutsidePackages, false)
        XCTAssertNil(try Configuration.parse("strict: true\n", path: "/p/.lint.yml", rootDirectory: "/p").isMainActorByDefaultOutsidePackages)
        XCTAssertThrowsError(try Configuration.parse("default_isolation: mainactor\n", path: "/p/.lint.yml", rootDirectory: "/p")) { error in
            XCTAssertEqual((error as? ConfigurationError)?.description,
                           "/p/.lint.yml:1:20: error: 'default_isolation' must be MainActor or nonisolated, found 'mainactor'")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("di-\(UUID().uuidString)").path
        let source = "var counter = 0\nstruct Settings { static var retries = 3 }\nnonisolated struct Parser { static var depth = 0 }\n"
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        var engine = LintEngine(rules: [rule])
        XCTAssertEqual(engine.lint(files: [SourceFile(path: folder + "/A.swift", text: source)]).findings.count, 3)
        engine.isMainActorByDefaultOutsidePackages = true
        XCTAssertEqual(engine.lint(files: [SourceFile(path: folder + "/A.swift", text: source)]).findings.map(\.location.line), [3])
    }

    /// An Xcode project's `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`: the target that sets it
    /// in every configuration (its synchronized folder, or a folder named like it) takes the
    /// main actor; another target, and a folder of neither, do not; `.lint.yml` overrides it.
    func testAnXcodeProjectsBuildSetting() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("di-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.projectFile, to: root + "/Shop.xcodeproj/project.pbxproj")
        let source = "struct Settings { static var retries = 3 }\n"
        for (index, folder) in ["Shop", "Shop/Views", "ShopTests", "Scripts"].enumerated() {
            // Types of distinct names: namesakes would share the index's facts.
            try write("struct Settings\(index) { static var retries = 3 }\n", to: root + "/" + folder + "/File.swift")
        }
        XCTAssertEqual(try findings(in: root).map { String($0.prefix(4)) }, ["1:31", "1:31"], "Scripts/ and ShopTests/ only")
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        var engine = LintEngine(rules: [rule])
        engine.isMainActorByDefaultOutsidePackages = false
        XCTAssertEqual(engine.lint(files: [SourceFile(path: root + "/Shop/Other.swift", text: source)]).findings.count, 1,
                       "default_isolation: nonisolated overrides the project")
        let parsed = try XCTUnwrap(OpenStepPlist.parse(Array(Self.projectFile.utf8)))
        XCTAssertEqual(XcodeProjects.targets(of: parsed).map { "\($0.folders) \($0.isMainActor)" },
                       ["[\"Shop\", \"Shop\"] true", "[\"ShopTests\"] false"])
        // Release no longer sets it, nor does the project: Release builds nonisolated.
        let debugOnly = Self.projectFile.replacingOccurrences(of: "buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }", with: "buildSettings = {}")
        XCTAssertEqual(try XcodeProjects.targets(of: XCTUnwrap(OpenStepPlist.parse(Array(debugOnly.utf8)))).map(\.isMainActor), [false, false])
        // The project's Release sets it: the target's Release takes it from there.
        let projectRelease = debugOnly.replacingOccurrences(of: "AA22 = {isa = XCConfigurationList; buildConfigurations = (AA33, ); };",
            with: "AA22 = {isa = XCConfigurationList; buildConfigurations = (AA33, AA34, ); }; AA34 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; DATA = <0fbd7e>; }; name = Release; };")
        XCTAssertEqual(try XcodeProjects.targets(of: XCTUnwrap(OpenStepPlist.parse(Array(projectRelease.utf8)))).map(\.isMainActor), [true, false])
    }

    /// A type that names a protocol nested in itself, and types that each name protocols of
    /// the one before: no endless recursion, and no walk of every path through them.
    func testTypesNamingNestedProtocolsEndQuickly() throws {
        var lines = ["struct A: A.Q { protocol Q {}; static var a = 0 }", "struct T0: Error { protocol P0 {}; protocol P1 {}; protocol P2 {} }"]
        for level in 1..<40 {
            lines.append("struct T\(level): T\(level - 1).P0, T\(level - 1).P1, T\(level - 1).P2, Error { protocol P0 {}; protocol P1 {}; protocol P2 {}; static var v = 0 }")
        }
        let root = try makePackage(manifest: ".target(name: \"App\", swiftSettings: [.defaultIsolation(MainActor.self)]),")
        try write(lines.joined(separator: "\n") + "\n", to: root + "/Sources/App/Chain.swift")
        let start = Date()
        XCTAssertEqual(try findings(in: root + "/Sources/App").count, 39, "each T1…T39 conforms to Error")
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "three protocols a level for 40 levels: once per type, not per path")
    }

    /// Namesakes in a target with the setting and one without: each file's own target decides.
    func testNamesakesOfTwoTargets() throws {
        let root = try makePackage(manifest: """
            .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "Widget"),
            """)
        let source = "enum Constants { static var refresh = 0 }\nextension Constants { static var retries = 0 }\n"
        try write(source, to: root + "/Sources/App/Constants.swift")
        try write(source, to: root + "/Sources/Widget/Constants.swift")
        let message = "is not concurrency-safe because it is nonisolated global shared mutable state"
        XCTAssertEqual(try findings(in: root + "/Sources"), [
            "1:29 static property 'refresh' \(message)", "2:34 static property 'retries' \(message)",
        ])
    }

    /// A type of a main-actor target is not `@MainActor` for another target (swiftc writes the
    /// attribute on its members, not on it): neither a subclass nor an extension there takes
    /// it, while it stays `Sendable`; a protocol that refines one of its target's own is
    /// `@MainActor` for every target.
    func testTypesOfAnotherTargetsDefault() throws {
        let root = try makePackage(manifest: """
            .target(name: "Lib", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "Client", dependencies: ["Lib"]),
            """)
        try write("open class Base { public init() {} }\npublic class Engine { public init() {} }\npublic protocol Thing {}\n"
                  + "public protocol SafeThing: Thing, Sendable {}\n", to: root + "/Sources/Lib/Kinds.swift")
        try write("import Lib\nclass Sub: Base { static var count = 0 }\nextension Engine { static var extra = 0 }\n"
                  + "struct Safe: SafeThing { static var safe = 0 }\nstruct Plain: Thing { static var plain = 0 }\n"
                  + "enum Shared { static let engine = Engine() }\n", to: root + "/Sources/Client/Kinds.swift")
        XCTAssertEqual(try findings(in: root + "/Sources"), [
            "2:30 static property 'count' is not concurrency-safe because it is nonisolated global shared mutable state",
            "3:31 static property 'extra' is not concurrency-safe because it is nonisolated global shared mutable state",
            "5:34 static property 'plain' is not concurrency-safe because it is nonisolated global shared mutable state",
        ])
    }

    // MARK: Helpers

    /// A package in a new temporary folder whose manifest declares `manifest`'s targets after
    /// `preamble`; removed after the test.
    private func makePackage(manifest: String, preamble: String = "") throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("di-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        let text = "// swift-tools-version:6.2\nimport PackageDescription\n\(preamble)let package = Package(name: \"P\", targets: [\n\(manifest)\n])\n"
        try write(text, to: root + "/Package.swift")
        return root
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: PathText.parent(path), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// `line:column message` of each `static_var_concurrency` finding in the Swift files under
    /// `folder`, linted together, in file and line order.
    private func findings(in folder: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try paths.map { SourceFile(path: folder + "/" + $0, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))) }
        return LintEngine(rules: [rule]).lint(files: sources).findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// Globals and statics of every kind the default reaches or not.
    private static let source = """
        final class Plain { var x = 0 }
        nonisolated final class Loose { var x = 0 }
        var counter = 0
        let shared = Plain()
        nonisolated(unsafe) var unsafeCounter = 0
        struct Settings { static var retries = 3; static let cache = Plain() }
        extension Settings { static var timeout = 10 }
        extension Int { static var step = 1 }
        nonisolated struct Parser { static var depth = 0; struct Frame { static var frames = 0 } }
        extension Parser { static var limit = 8 }
        nonisolated extension Settings { static var fallback = 2 }
        actor Store { static var instances = 0; struct Entry { static var entries = 0 } }
        extension Store { static var opened = 0 }
        enum Failure: Error { case boom; static var count = 0; struct Detail { static var details = 0 } }
        extension Failure { static var last = 0; struct Later { static var later = 0 } }
        enum Keys: String, CodingKey { case name; static var used = 0 }
        protocol AppError: Error {}
        struct Crash: AppError { static var crashes = 0 }
        nonisolated protocol Portable: Sendable {}
        struct Box: Portable { static var boxes = 0 }
        struct Marked: Sendable { static var marks = 0 }
        nonisolated class Base { static var bases = 0 }
        class Derived: Base { static var derived = 0 }
        nonisolated enum Registry { static let plain = Plain(); static let loose = Loose() }
        func build() { struct Local { static var locals = 0 }; _ = Local.locals }
        nonisolated func parse() { struct Scratch { static var scratches = 0 }; _ = Scratch.scratches }
        @globalActor actor Worker { static let shared = Worker() }
        @Worker struct Job { static var jobs = 0 }
        """

    /// Types nested in types and extensions, local types, conformances.
    private static let nesting = """
        import Foundation
        @globalActor actor Worker { static let shared = Worker() }
        actor Store {}
        extension Store { struct Entry { static var entries = 0 } }
        @Worker struct Job { struct Step { static var steps = 0 } }
        nonisolated struct Loose { @MainActor struct Pinned { struct Inner { static var inner = 0 } } }
        @MainActor extension Loose { struct Added { static var added = 0 } }
        extension Loose { struct Plain { static var plain = 0 } }
        nonisolated extension DecodingError { struct Extra { static var extra = 0 } }
        @Worker class Base {}
        class Sub: Base { struct In { static var subs = 0 } }
        func run() { _ = [1].map { _ in struct InClosure { static var closures = 0 }; return InClosure.closures } }
        nonisolated struct Host { @MainActor func f() { struct L { static var hosted = 0 }; _ = L.hosted } }
        final class Owner { deinit { struct D { static var deinits = 0 }; _ = D.deinits } }
        enum Bold: AttributedStringKey { typealias Value = Bool; static let name = "bold"; static var uses = 0 }
        protocol Screen {}
        typealias Mixed = Error & Screen
        struct Both: Mixed { static var both = 0 }
        struct Marked: Swift.Sendable, BitwiseCopyable { static var marks = 0 }
        nonisolated enum Space { protocol Portable: Sendable {} }
        struct Carried: Space.Portable { static var carried = 0 }
        """

    /// A project file as Xcode 26 writes one (shortened): the app target sets the main actor in
    /// both configurations; the test target sets nothing, nor does the project.
    private static let projectFile = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 77;
        	objects = {
        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		AA01 /* Shop */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */
        		AA10 /* Shop */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = AA20 /* Build configuration list for PBXNativeTarget "Shop" */;
        			fileSystemSynchronizedGroups = (
        				AA01 /* Shop */,
        			);
        			name = Shop;
        			productName = Shop;
        		};
        		AA11 /* ShopTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = AA21;
        			name = ShopTests;
        		};
        		AA20 = {isa = XCConfigurationList; buildConfigurations = (AA30 /* Debug */, AA31 /* Release */, ); };
        		AA21 = {isa = XCConfigurationList; buildConfigurations = (AA32, ); };
        		AA22 = {isa = XCConfigurationList; buildConfigurations = (AA33, ); };
        		AA30 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME)";
        				SWIFT_APPROACHABLE_CONCURRENCY = YES;
        				SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
        				SWIFT_VERSION = 5.0;
        			};
        			name = Debug;
        		};
        		AA31 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Release; };
        		AA32 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Debug; };
        		AA33 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        		AA40 /* Project object */ = {isa = PBXProject; buildConfigurationList = AA22; targets = (AA10, AA11, ); };
        	};
        	rootObject = AA40 /* Project object */;
        }
        """
}
