import Foundation
import XCTest

/// Folder discovery: `.build`, `.swiftpm`, hidden folders and `excluded` globs are skipped;
/// `included` limits; symbolic links are followed once, so loops end.
final class CLIDiscoveryTests: CLITestCase {
    private let finding = "protocol P {}\nfunc f(_ x: P) {}\n"

    private func paths(_ result: CLIResult) -> [String] {
        result.stdoutLines.map { line in
            String(line[..<(line.range(of: ".swift:")?.lowerBound ?? line.endIndex)]) + ".swift"
        }
    }

    func testSkipsBuildHiddenAndExcludedFolders() throws {
        let tree = try makeTree()
        for path in ["Sources/a.swift", ".build/debug/b.swift", ".swiftpm/c.swift", ".hidden/d.swift",
                     "Sources/.git/e.swift", "Sources/Generated/g.swift", "Sources/Deep/x.pb.swift",
                     "Sources/Deep/kept.swift", "Sources/.build/h.swift", "Sources/not-swift.txt"] {
            try tree.write(path, finding)
        }
        try tree.write(".lint.yml", "excluded: [Sources/Generated, \"**/*.pb.swift\"]\n")
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(paths(result), ["Sources/Deep/kept.swift", "Sources/a.swift"])
        // The same with the folder named explicitly.
        XCTAssertEqual(paths(try run(["--quiet", "Sources"], in: tree)), ["Sources/Deep/kept.swift", "Sources/a.swift"])
        // A file named explicitly is linted even when excluded.
        XCTAssertEqual(paths(try run(["--quiet", "Sources/Generated/g.swift"], in: tree)), ["Sources/Generated/g.swift"])
    }

    func testNamedFilesThatAreNotSwiftAreSkippedWithANote() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", finding)
        // What `git diff --name-only` names besides Swift files: read as Swift, a document or
        // a lock file gave nonsense findings.
        try tree.write("README.md", "Use `// swiftlint-lite:disable all` to turn the rules off.\n")
        try tree.write("Package.resolved", "{ \"pins\": [] }\n")
        try tree.write("Makefile", "lint:\n\tswiftlint-lite Sources\n")
        try tree.write("script", "#!/usr/bin/env swift\n" + finding)
        let result = try run(["Sources/a.swift", "README.md", "Package.resolved", "Makefile", "script"], in: tree)
        assertStatus(result, 0)
        let linted = Set(result.stdoutLines.compactMap { $0.split(separator: ":").first.map(String.init) })
        XCTAssertEqual(linted, ["Sources/a.swift", "script"], "a script whose #! line runs swift is linted; the others are not")
        for name in ["README.md", "Package.resolved", "Makefile"] {
            XCTAssertTrue(result.stderr.contains("\(name): note: not a Swift file"), result.stderr)
        }
        XCTAssertFalse(result.stderr.contains("script: note"), result.stderr)
        XCTAssertFalse(try run(["--quiet", "README.md"], in: tree).stderr.contains("note:"), "--quiet hides the note")
    }

    func testIncludedLimitsTheFiles() throws {
        let tree = try makeTree()
        for path in ["Sources/App/a.swift", "Tests/t.swift", "Scripts/s.swift"] {
            try tree.write(path, finding)
        }
        try tree.write(".lint.yml", "included:\n  - Sources\n  - \"Scripts/*.swift\"\n")
        XCTAssertEqual(paths(try run(["--quiet"], in: tree)), ["Scripts/s.swift", "Sources/App/a.swift"])
        // A path outside 'included' lints nothing, and says so.
        let outside = try run(["Tests"], in: tree)
        assertStatus(outside, 0)
        XCTAssertEqual(outside.stdout, "")
        XCTAssertTrue(outside.stderr.contains(".lint.yml: warning: no Swift file under the given paths matches 'included' (Sources, Scripts/*.swift); nothing was linted"), outside.stderr)
        // A warning: --quiet, as a CI job runs it, does not hide it.
        let quiet = try run(["--quiet", "Tests"], in: tree)
        XCTAssertTrue(quiet.stderr.contains(".lint.yml: warning: no Swift file under the given paths matches 'included'"), quiet.stderr)
        // Files dropped by 'excluded', or no Swift files at all, are not blamed on 'included'.
        try tree.write(".lint.yml", "included:\n  - Sources\nexcluded:\n  - Sources/App\n")
        let excluded = try run(["Sources/App"], in: tree)
        XCTAssertFalse(excluded.stderr.contains("matches 'included'"))
        XCTAssertTrue(excluded.stderr.contains(".lint.yml: warning: every Swift file under the given paths matches 'excluded' (Sources/App); nothing was linted"),
                      excluded.stderr)
        try tree.makeFolder("Sources/Empty")
        // No Swift files at all: no pattern to blame, but the run still says it checked nothing.
        let empty = try run(["Sources/Empty"], in: tree).stderr
        XCTAssertFalse(empty.contains("matches 'included'") || empty.contains("matches 'excluded'"), empty)
        XCTAssertTrue(empty.contains("warning: no Swift file under 'Sources/Empty'; nothing was linted"), empty)
    }

    func testConfigurationPatternsAreRelativeToTheConfigurationFolder() throws {
        let tree = try makeTree()
        try tree.write("project/Sources/a.swift", finding)
        try tree.write("project/Sources/Generated/g.swift", finding)
        try tree.write("project/.lint.yml", "excluded: [Sources/Generated]\n")
        let result = try run(["--quiet", "--config", "project/.lint.yml", "project"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(paths(result), ["project/Sources/a.swift"])
    }

    func testSymbolicLinkLoopsEnd() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", finding)
        try tree.makeFolder("Sources/loop")
        try tree.symlink("Sources/loop/up", to: "..")           // Sources/loop/up → Sources
        try tree.symlink("Sources/loop/self", to: "../loop")    // Sources/loop/self → Sources/loop
        try tree.symlink("Sources/root", to: tree.root.path)    // absolute link to the tree's root
        try tree.symlink("Sources/dangling.swift", to: "/nonexistent/x.swift")
        let start = Date()
        let result = try run(["--quiet"], in: tree)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        assertStatus(result, 0)
        XCTAssertEqual(paths(result), ["Sources/a.swift"], "each real file once")
        let folder = try run(["--quiet", "Sources"], in: tree)
        assertStatus(folder, 0)
        XCTAssertEqual(folder.stdoutLines.count, 1, folder.stdout)
    }

    /// A link named like a Swift file that leads nowhere, met while walking a folder, is a
    /// warning (on standard error under `--quiet` too, and in the report), not a failure; one
    /// that `excluded` matches, or a dangling link of another name, is not mentioned.
    func testDanglingSwiftLinkInAFolderIsAWarning() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", finding)
        try tree.symlink("Sources/Moved.swift", to: "../Old/Moved.swift")
        try tree.symlink("Sources/notes.md", to: "nowhere.md")
        let result = try run(["--quiet", "Sources"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(paths(result), ["Sources/a.swift"])
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
        XCTAssertEqual(warnings, ["Sources/Moved.swift: warning: a symbolic link to '../Old/Moved.swift', which does not exist; not linted"],
                       result.stderr)
        let sarif = try run(["--quiet", "--reporter", "sarif", "-o", "out.sarif", "Sources"], in: tree)
        assertStatus(sarif, 0)
        try validateSARIFFile(tree.path("out.sarif"), schemaPath: CLI.sarifSchemaURL.path)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.read("out.sarif").utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["level"] as? String, "warning")
        XCTAssertEqual(((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String, "Sources/Moved.swift")
        let strict = try run(["--quiet", "--strict", "Sources/Moved.swift"], in: tree)
        assertStatus(strict, 2)  // named on the command line, the same link is an error
        try tree.write(".lint.yml", "excluded: [Sources/Moved.swift]\n")
        let excluded = try run(["--quiet", "Sources"], in: tree)
        assertStatus(excluded, 0)
        XCTAssertFalse(excluded.stderr.contains("Moved.swift"), excluded.stderr)
    }

    func testSymbolicLinkToAFolderIsFollowed() throws {
        let tree = try makeTree()
        try tree.write("Shared/z.swift", finding)
        try tree.write("App/a.swift", "let x = 1\n")
        try tree.symlink("App/Shared", to: "../Shared")
        let result = try run(["--quiet", "App"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(paths(result), ["App/Shared/z.swift"])
    }

    /// A file reached through differently spelt paths (a folder and the file in it, `./`,
    /// absolute) is one file: linted once, each finding reported once.
    func testTheSameFileNamedTwiceIsLintedOnce() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", finding)
        for arguments in [["Sources", "./Sources/a.swift"], ["Sources/a.swift", tree.path("Sources/a.swift")],
                          ["Sources/a.swift", "Sources/../Sources/a.swift"], ["Sources", "Sources/a.swift"]] {
            let result = try run(arguments, in: tree)
            assertStatus(result, 0, "\(arguments)")
            XCTAssertEqual(result.stdoutLines.count, 1, "\(arguments): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("Found 1 finding (0 errors) in 1 file."), "\(arguments): \(result.stderr)")
        }
    }

    /// `.build/checkouts` is not linted, but its protocols are known (as in a real checkout).
    func testCheckoutProtocolsAreIndexedButNotReported() throws {
        let tree = try makeTree()
        try tree.write(".build/checkouts/Remote/Sources/Remote/Service.swift",
                       "public protocol RemoteService {}\npublic func use(_ s: RemoteService) {}\n")
        try tree.write("Sources/App/Client.swift", "import Remote\n\nfunc call(_ service: RemoteService) {}\n")
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/App/Client.swift:3:22: warning: use of protocol 'RemoteService' as a type must be written 'any RemoteService' (existential_any)",
        ])
    }

    /// A checkout's protocol is in scope only where its module is imported, directly or through
    /// a module that re-exports it (`@_exported import`): swift-distributed-tracing's `Span`
    /// protocol is not the standard library's `Span` struct in a file that never imports it.
    func testCheckoutProtocolsNeedTheirModuleImported() throws {
        let tree = try makeTree()
        try tree.write(".build/checkouts/tracing/Sources/Tracing/Span.swift", "public protocol Span {}\n")
        try tree.write(".build/checkouts/server/Sources/Server/Exports.swift", "@_exported import Tracing\n")
        try tree.write(".build/checkouts/server/Sources/Server/Server.swift", "public struct Server {}\n")
        try tree.write("Sources/App/Bytes.swift", "func first(_ bytes: Span<UInt8>) -> UInt8 { bytes[0] }\n")
        try tree.write("Sources/App/Traced.swift", "import Tracing\n\nfunc end(_ span: Span) {}\n")
        try tree.write("Sources/App/Served.swift", "@preconcurrency import Server\n\nfunc end(_ span: Span) {}\n")
        try tree.write("Sources/App/Other.swift", "import Foundation\n\nfunc end(_ span: Span) {}\n")
        // A scoped import binds the name to the struct, ahead of the imported module's protocol.
        try tree.write(".build/checkouts/system/Sources/SystemPackage/Span.swift", "public struct Span {}\n")
        try tree.write("Sources/App/Scoped.swift", "import Tracing\nimport struct SystemPackage.Span\n\nfunc end(_ span: Span) {}\n")
        let result = try run(["--quiet", "--only", "existential_any"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/App/Served.swift:3:18: warning: use of protocol 'Span' as a type must be written 'any Span' (existential_any)",
            "Sources/App/Traced.swift:3:18: warning: use of protocol 'Span' as a type must be written 'any Span' (existential_any)",
        ])
    }

    /// Two packages linted together: a protocol of the other package counts only where it is
    /// public and its module imported; Swift Testing's protocols only where `Testing` is.
    func testAnotherPackagesProtocolsNeedPublicAccessAndAnImport() throws {
        let tree = try makeTree()
        try tree.write("PkgA/Sources/A/Protocols.swift", "protocol TestCase {}\npublic protocol Shared {}\n")
        try tree.write("PkgB/Sources/B/Imported.swift", "import A\n\nfunc f(_ x: TestCase, _ y: Shared) {}\n")
        try tree.write("PkgB/Sources/B/NotImported.swift", "func g(_ y: Shared, _ t: Trait) {}\n")
        try tree.write("PkgB/Tests/BTests/Traits.swift", "import Testing\n\nfunc t(_ x: Trait) {}\n")
        let result = try run(["--quiet", "--only", "existential_any"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "PkgB/Sources/B/Imported.swift:3:28: warning: use of protocol 'Shared' as a type must be written 'any Shared' (existential_any)",
            "PkgB/Tests/BTests/Traits.swift:3:13: warning: use of protocol 'Trait' as a type must be written 'any Trait' (existential_any)",
        ])
    }

    func testCHeadersOfThePackageAreReadWhateverTheWorkingFolder() throws {
        let tree = try makeTree()
        try tree.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try tree.write("Sources/CLib/include/lib.h", "typedef struct Handle { void *raw; } Handle;\n")
        try tree.write("Sources/App/App.swift", "enum Registry {\n    static let handle = Handle(raw: nil)\n}\n")
        let expected = "static property 'handle' is not concurrency-safe because non-'Sendable' type 'Handle' may have shared mutable state (static_var_concurrency)"
        let fromRoot = try run(["--quiet", "--only", "static_var_concurrency", "Sources"], in: tree)
        XCTAssertEqual(fromRoot.stdoutLines, ["Sources/App/App.swift:2:16: warning: " + expected])
        let fromTarget = try run(["--quiet", "--only", "static_var_concurrency", "."], in: tree, directory: "Sources/App")
        XCTAssertEqual(fromTarget.stdoutLines, ["App.swift:2:16: warning: " + expected])
    }

    /// Symbolic links to one file name one file: it is linted once, under its own name (not a
    /// link's), whatever the order of the paths named; a folder whose only file is linted under
    /// another folder's name gets no "no Swift file" warning (hw85: the name depended on the
    /// order, and the other folder was said to hold nothing).
    func testSymbolicLinksToAFileAreLintedOnce() throws {
        let tree = try makeTree()
        try tree.write("Real/z.swift", finding)
        try tree.symlink("a.swift", to: "Real/z.swift")
        try tree.symlink("b.swift", to: "Real/z.swift")
        let result = try run(["--quiet", "."], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(paths(result), ["Real/z.swift"])

        try tree.write("T/m.swift", finding)
        try FileManager.default.createDirectory(atPath: tree.path("S"), withIntermediateDirectories: true)
        try tree.symlink("S/b.swift", to: "../T/m.swift")
        for order in [["S", "T"], ["T", "S"]] {
            let named = try run(["--quiet"] + order, in: tree)
            assertStatus(named, 0)
            XCTAssertEqual(paths(named), ["T/m.swift"], "\(order)")
            XCTAssertFalse(named.stderr.contains("no Swift file"), named.stderr)
        }
        // A folder named through a link and by its own name (hw86).
        try tree.symlink("U", to: "T")
        for order in [["U", "T"], ["T", "U"]] {
            let named = try run(["--quiet"] + order, in: tree)
            assertStatus(named, 0)
            XCTAssertEqual(paths(named), ["T/m.swift"], "\(order)")
            XCTAssertFalse(named.stderr.contains("no Swift file"), named.stderr)
        }
    }

    /// A named path that cannot be linted says why: a link that points at nothing, a loop of
    /// links, an empty name (hw85: each said only "no such file or folder").
    func testUnlintablePathsSayWhy() throws {
        let tree = try makeTree()
        try tree.symlink("dangling.swift", to: "missing.swift")
        try tree.symlink("self.swift", to: "self.swift")
        let result = try run(["dangling.swift", "self.swift", "", "nothere.swift"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("dangling.swift: error: a symbolic link to 'missing.swift', which does not exist"), result.stderr)
        XCTAssertTrue(result.stderr.contains("self.swift: error: a symbolic link that leads back to itself"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: an empty path names no file or folder"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothere.swift: error: no such file or folder"), result.stderr)
    }
}
