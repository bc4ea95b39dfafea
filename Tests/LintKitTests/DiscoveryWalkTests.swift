import Foundation
import XCTest
@testable import LintKit

/// ``FileDiscovery`` walks a folder's subfolders in parallel. These tests pin the result to
/// what a depth-first walk on one thread gives: which files, and under which path a file
/// reachable twice (through a link) is kept.
final class DiscoveryWalkTests: XCTestCase {
    private var tree: TempTree!
    private var root: String { tree.root.path }

    override func setUpWithError() throws {
        tree = try TempTree()
    }

    override func tearDownWithError() throws {
        tree.remove()
    }

    private func write(_ relative: String) throws {
        try tree.write(relative, "let x = 1\n")
    }

    private func discovered(_ paths: [String]) -> [String] {
        let (files, problems) = FileDiscovery(root: root).discover(paths.map { root + "/" + $0 })
        XCTAssertEqual(problems.map(\.description), [])
        return files.map { String($0.dropFirst(root.count + 1)) }
    }

    /// A folder reachable twice (`b/link-to-a` and `a`) gives each of its files once, under the
    /// name that goes through no link, whichever path the walk met first (a loop, `c/loop`,
    /// ends).
    func testAFolderReachableTwiceIsKeptUnderItsOwnPath() throws {
        try write("top.swift")
        try write("a/x.swift")
        try write("a/deep/w.swift")
        try write("b/y.swift")
        try tree.symlink("b/link-to-a", to: "../a")
        try write("c/z.swift")
        try tree.symlink("c/loop", to: "..")
        XCTAssertEqual(discovered(["."]).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 },
                       ["a/deep/w.swift", "a/x.swift", "b/y.swift", "c/z.swift", "top.swift"])
    }

    /// A link from an earlier subfolder to a later one: the later one is walked first, so its
    /// files keep their own paths.
    func testALinkToAFolderWalkedEarlierAddsNothing() throws {
        try write("a/x.swift")
        try tree.symlink("a/link-to-b", to: "../b")
        try write("b/y.swift")
        XCTAssertEqual(discovered(["."]).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 },
                       ["a/x.swift", "b/y.swift"])
    }

    /// A folder named after one that contains it is not walked twice, and its files are listed once.
    func testAFolderNamedTwiceIsWalkedOnce() throws {
        try write("Sources/A/a.swift")
        try write("Sources/B/b.swift")
        XCTAssertEqual(discovered(["Sources", "Sources/B"]), ["Sources/A/a.swift", "Sources/B/b.swift"])
    }

    /// Patterns are relative to the configuration's folder also for files outside it (`..`),
    /// and a pattern that starts with `/` is matched against the absolute path.
    func testPatternsOutsideTheConfigurationFolderAndAbsolutePatterns() throws {
        try write("Sources/A/a.swift")
        try write("Sources/B/b.swift")
        func found(included: [String] = [], excluded: [String] = []) -> [String] {
            let discovery = FileDiscovery(root: root + "/conf", included: included.map(Glob.init), excluded: excluded.map(Glob.init))
            return discovery.discover([root + "/Sources"]).files.map { String($0.dropFirst(root.count + 1)) }
        }
        XCTAssertEqual(found(included: ["../Sources/A"]), ["Sources/A/a.swift"])
        XCTAssertEqual(found(included: ["Sources/A"]), [], "relative to conf/, not to the current folder")
        XCTAssertEqual(found(excluded: ["../**/b.swift"]), ["Sources/A/a.swift"])
        XCTAssertEqual(found(included: [root + "/Sources/B"]), ["Sources/B/b.swift"])
        XCTAssertEqual(FileDiscovery(root: root + "/conf").relative(root + "/Sources/A/a.swift"), "../Sources/A/a.swift")
    }

    /// Many subfolders (more than there are workers), nested: every file, sorted.
    func testManySubfoldersAreAllWalked() throws {
        var expected: [String] = []
        for folder in 0..<12 {
            for file in 0..<3 {
                let path = "pkg\(folder)/Sources/M\(file)/f\(file).swift"
                try write(path)
                expected.append(path)
            }
        }
        XCTAssertEqual(discovered(["."]).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }, expected.sorted())
    }

    /// A folder the walk cannot enter (here: its path is longer than the system allows) is a
    /// problem that names it and says why, never left out in silence.
    func testAFolderThatCannotBeReadIsAProblemWithItsReason() throws {
        let started = FileManager.default.currentDirectoryPath
        defer { _ = chdir(started) }
        // Made one level at a time from inside it: the whole path is too long for one call.
        XCTAssertEqual(chdir(root), 0)
        let name = String(repeating: "d", count: 60)
        for _ in 0..<75 {
            XCTAssertEqual(mkdir(name, 0o755), 0)
            XCTAssertEqual(chdir(name), 0)
        }
        XCTAssertNotEqual(creat("A.swift", 0o644), -1)
        _ = chdir(started)
        let (files, problems) = FileDiscovery(root: root).discover([root + "/" + name])
        XCTAssertEqual(files, [])
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.reason, "cannot read folder: \(String(cString: strerror(ENAMETOOLONG)))")
        // The test's tree is removed though no path reaches its deepest file.
        tree.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: root))
    }

    /// `Packages` beside a `Package.swift` holds the dependencies `swift package edit` checked
    /// out, and is skipped; an app's `Packages` of local packages (no manifest beside it) is its
    /// own code, linted, with the manifests and sources inside it.
    func testPackagesIsSkippedOnlyBesideAManifest() throws {
        try tree.write("lib/Package.swift", "// swift-tools-version:5.9\n")
        try write("lib/Sources/Lib/a.swift")
        try write("lib/Packages/Edited/Sources/Edited/e.swift")
        try write("app/App/main.swift")
        try tree.write("app/Packages/Feature/Package.swift", "// swift-tools-version:5.9\n")
        try write("app/Packages/Feature/Sources/Feature/f.swift")
        try write("app/Packages/Feature/Packages/Edited/g.swift")
        XCTAssertEqual(discovered(["lib", "app"]), [
            "app/App/main.swift", "app/Packages/Feature/Package.swift", "app/Packages/Feature/Sources/Feature/f.swift",
            "lib/Package.swift", "lib/Sources/Lib/a.swift",
        ])
    }
}
