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
}
