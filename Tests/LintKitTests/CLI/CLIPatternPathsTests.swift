import Foundation
import XCTest

/// Patterns match files by the paths the report prints: through a linked folder by the
/// link's path, and a pattern that climbs out of the configuration's folder and back in.
final class CLIPatternPathsTests: CLITestCase {
    /// `Vendor -> elsewhere`: its files are reported as `Vendor/K.swift`, so `excluded:
    /// [Vendor]` excludes them and `included: [Vendor]` keeps them.
    func testALinkedFolderIsMatchedByTheLinksPath() throws {
        let tree = try makeTree()
        let outside = try makeTree()
        try outside.write("K.swift", "var k = 0\n")
        try tree.makeFolder(".git")
        try tree.write("A.swift", "var a = 0\n")
        try tree.symlink("Vendor", to: outside.path(""))
        XCTAssertEqual(try run(["-q", "."], in: tree).stdoutLines.map { $0.components(separatedBy: ":").first! }, ["A.swift", "Vendor/K.swift"])
        try tree.write(".lint.yml", "excluded: [Vendor]\n")
        XCTAssertEqual(try run(["-q", "."], in: tree).stdoutLines.map { $0.components(separatedBy: ":").first! }, ["A.swift"])
        try tree.write(".lint.yml", "included: [\"Vendor/**\"]\n")
        XCTAssertEqual(try run(["-q", "."], in: tree).stdoutLines.map { $0.components(separatedBy: ":").first! }, ["Vendor/K.swift"])
    }

    /// A configuration shared by checkouts names its own folder through `..`: `../Own/y` is `y`.
    func testAPatternThatClimbsOutAndBackIn() throws {
        let tree = try makeTree()
        try tree.makeFolder(".git")
        try tree.write("y/Y.swift", "var y = 0\n")
        try tree.write("Z.swift", "var z = 0\n")
        let own = tree.root.lastPathComponent
        try tree.write(".lint.yml", "excluded: [\"../\(own)/y\"]\n")
        XCTAssertEqual(try run(["-q", "."], in: tree).stdoutLines.map { $0.components(separatedBy: ":").first! }, ["Z.swift"])
        try tree.write(".lint.yml", "included: [\"../\(own)/y\"]\n")
        XCTAssertEqual(try run(["-q", "."], in: tree).stdoutLines.map { $0.components(separatedBy: ":").first! }, ["y/Y.swift"])
    }

    /// Run from a subfolder of a repository (an editor in a file's folder), the repository's
    /// configuration still applies: its excludes, and its baseline; outside a repository, a
    /// `.lint.yml` above is not read.
    func testTheNearestConfigurationAboveInTheRepositoryApplies() throws {
        let tree = try makeTree()
        try tree.write("Gen/G.swift", "protocol GenP {}\nvar g = 0\n")
        try tree.write("Use.swift", "var b: GenP? = nil\n")
        try tree.write(".lint.yml", "excluded: [Gen]\nonly_rules: [existential_any]\n")
        let outside = try run(["-q", "."], in: tree, directory: "Gen")
        XCTAssertEqual(outside.stdoutLines.count, 1, "no repository: the .lint.yml above is not read: \(outside.stdout)")
        try tree.makeFolder(".git")
        let inside = try run(["."], in: tree, directory: "Gen")
        XCTAssertEqual(inside.stdout, "", "only_rules and excluded of ../.lint.yml apply")
        XCTAssertTrue(inside.stderr.contains("note: using the configuration ../.lint.yml, the nearest above this folder"), inside.stderr)
        let editor = try run(["-q", "--stdin-path", "../Use.swift"], in: tree, directory: "Gen", stdin: Data("var b: GenP? = nil\n".utf8))
        XCTAssertEqual(editor.stdoutLines.map { $0.components(separatedBy: ": ").first! }, ["../Use.swift:1:8"])
    }
}
