import Foundation
import XCTest

/// The rest of the project around the named paths is indexed, not linted (README, "Paths"):
/// naming some files finds for them what a run on the whole package finds.
final class CLIProjectFilesTests: CLITestCase {
    /// A package whose `Client.swift` uses a protocol and a class that other files declare;
    /// the class is named like the standard library's `Decoder` protocol.
    private func makePackage() throws -> TempTree {
        let tree = try makeTree()
        try tree.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\"), .target(name: \"Core\")])\n")
        try tree.write("Sources/App/Client.swift", """
            import Core
            final class Client {
                let network: Networking
                let decoder: Decoder
                let store: Store
                init(network: Networking, decoder: Decoder, store: Store) {
                    self.network = network; self.decoder = decoder; self.store = store
                }
            }

            """)
        try tree.write("Sources/App/Decoder.swift", "final class Decoder {}\n")
        try tree.write("Sources/App/Networking.swift", "protocol Networking {}\n")
        try tree.write("Sources/Core/Store.swift", "public protocol Store {}\n")
        return tree
    }

    func testANamedFileSeesTheRestOfItsPackage() throws {
        let tree = try makePackage()
        let whole = try run(["--quiet", "--only", "existential_any"], in: tree)
        let named = try run(["--quiet", "--only", "existential_any", "Sources/App/Client.swift"], in: tree)
        // From a folder inside the package, naming the file by a relative path.
        let inside = try run(["--quiet", "--only", "existential_any", "Client.swift"], in: tree, directory: "Sources/App")
        assertStatus(whole, 0)
        assertStatus(named, 0)
        assertStatus(inside, 0)
        let expected = [
            "Sources/App/Client.swift:3:18: warning: use of protocol 'Networking' as a type must be written 'any Networking' (existential_any)",
            "Sources/App/Client.swift:5:16: warning: use of protocol 'Store' as a type must be written 'any Store' (existential_any)",
            "Sources/App/Client.swift:6:19: warning: use of protocol 'Networking' as a type must be written 'any Networking' (existential_any)",
            "Sources/App/Client.swift:6:56: warning: use of protocol 'Store' as a type must be written 'any Store' (existential_any)",
        ]
        XCTAssertEqual(whole.stdoutLines, expected)
        // `Decoder` is the package's class, not the standard library's protocol: no finding,
        // and no fix that would not compile.
        XCTAssertEqual(named.stdoutLines, expected)
        XCTAssertEqual(inside.stdoutLines, expected.map { $0.replacingOccurrences(of: "Sources/App/", with: "") })
    }

    func testAFolderOfOneTargetSeesTheOtherTargets() throws {
        let tree = try makePackage()
        let result = try run(["--quiet", "--only", "existential_any", "Sources/App"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines.filter { $0.contains("'Store'") }.count, 2, result.stdout)
    }

    /// In a repository with no package and no configuration, a named file and the same file
    /// sent by an editor see the current folder, the repository's top, as their project (a
    /// named file saw only itself, and missed the protocol its sibling declares). A current
    /// folder that is no repository's top (`~/src`, holding unrelated projects) is no project
    /// for either.
    func testWithoutPackageOrConfigurationARepositorysTopIsTheProject() throws {
        let tree = try makeTree()
        try tree.write("repo/Scripts/p.swift", "protocol Net {}\n")
        try tree.write("repo/Scripts/c.swift", "let c: Net? = nil\n")
        try tree.makeFolder("repo/.git")
        func both(in directory: String, path: String) throws -> [[String]] {
            let named = try run(["--quiet", "--only", "existential_any", path], in: tree, directory: directory)
            let editor = try run(["--quiet", "--only", "existential_any", "--stdin-path", path], in: tree, directory: directory,
                                 stdin: Data("let c: Net? = nil\n".utf8))
            return [named.stdoutLines, editor.stdoutLines]
        }
        let expected = ["Scripts/c.swift:1:8: warning: use of protocol 'Net' as a type must be written 'any Net' (existential_any)"]
        XCTAssertEqual(try both(in: "repo", path: "Scripts/c.swift"), [expected, expected])
        XCTAssertEqual(try both(in: ".", path: "repo/Scripts/c.swift"), [[], []], "the folder above the repository is no project")
    }

    func testExcludedFilesAreIndexedButNotLinted() throws {
        let tree = try makeTree()
        try tree.write(".lint.yml", "excluded: [Sources/Generated]\n")
        try tree.write("Sources/Generated/Service.swift", "protocol ServiceClient {}\nfunc make(_ c: ServiceClient) {}\n")
        try tree.write("Sources/App/Use.swift", "func use(_ client: ServiceClient) {}\n")
        let result = try run(["--quiet", "--only", "existential_any"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/App/Use.swift:1:20: warning: use of protocol 'ServiceClient' as a type must be written 'any ServiceClient' (existential_any)",
        ])
    }

    /// Standard input that is a folder, or closed, is an error (exit 2) with the reason, not
    /// a crash.
    func testStandardInputThatCannotBeReadIsAnError() throws {
        let tree = try makeTree()
        try tree.makeFolder("Sources")
        for redirection in ["< Sources", "<&-"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" --stdin-path a.swift \(redirection)", CLI.binaryURL.path]
            process.currentDirectoryURL = tree.root
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2, "\(redirection): \(text)")
            XCTAssertTrue(text.contains("a.swift: error: cannot read standard input: "), "\(redirection): \(text)")
        }
    }
}
