import Foundation
import XCTest

/// `--stdin-path PATH`: lint standard input as if it were PATH (editors lint unsaved buffers).
final class CLIStdinTests: CLITestCase {
    private let buffer = Data("protocol Handler {}\nlet handlers: [Handler] = []\n".utf8)

    func testStdinIsLintedAsThePath() throws {
        let tree = try makeTree()
        // What is on disk at that path, and elsewhere in the folder, is not linted.
        try tree.write("Sources/App/Client.swift", "let clean = 1\n")
        try tree.write("Sources/Other.swift", "protocol Q {}\nfunc f(_ q: Q) {}\n")
        let result = try run(["--stdin-path", "Sources/App/Client.swift"], in: tree, stdin: buffer)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines.allSatisfy { $0.hasPrefix("Sources/App/Client.swift:2:") }, result.stdout)
        XCTAssertTrue(result.stdout.contains("(existential_any)"))
        // Outside main.swift a top-level `let` is a global: static_var_concurrency reports it.
        XCTAssertTrue(result.stdout.contains("(static_var_concurrency)"), result.stdout)
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)
    }

    /// A folder is no name for the text (an editor that passed its workspace folder): a usage
    /// error rather than findings at `.:2:5`.
    func testStdinPathThatNamesAFolderIsAUsageError() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", "let a = 1\n")
        for path in [".", "Sources", "Sources/", "Sources/.."] {
            let result = try run(["--stdin-path", path], in: tree, stdin: Data("var v = 0\n".utf8))
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains("'--stdin-path \(path)' names a folder"), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testMainSwiftSemantics() throws {
        let tree = try makeTree()
        // In main.swift, top-level variables are not globals of a library file.
        let result = try run(["--stdin-path", "Sources/My Tool/main.swift", "--quiet"], in: tree, stdin: buffer)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/My Tool/main.swift:2:16: warning: use of protocol 'Handler' as a type must be written 'any Handler' (existential_any)",
        ])
    }

    func testStdinWithJSONReporterAndNonASCIIPath() throws {
        let tree = try makeTree()
        let text = Data("protocol P {}\nfunc f(_ s: String = \"☕️\", _ p: P) {}\n".utf8)
        let result = try run(["--stdin-path", "Sources/Ünï/Café.swift", "--reporter", "json", "--quiet"],
                             in: tree, stdin: text)
        assertStatus(result, 0)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        XCTAssertEqual(array.count, 1)
        XCTAssertEqual(array.first?["path"] as? String, "Sources/Ünï/Café.swift")
        XCTAssertEqual(array.first?["rule"] as? String, "existential_any")
        // 22 ASCII characters, `☕️` (U+2615 U+FE0F: 6 UTF-8 bytes, 2 UTF-16 units), 8 more.
        XCTAssertEqual(array.first?["column"] as? Int, 37)
        XCTAssertEqual(array.first?["utf16_column"] as? Int, 33)
    }

    func testStdinUsesTheConfigurationAndGates() throws {
        let tree = try makeTree()
        try tree.write(".lint.yml", "existential_any:\n  severity: error\n")
        let result = try run(["--stdin-path", "Sources/main.swift", "--quiet"], in: tree, stdin: buffer)
        assertStatus(result, 1)
        XCTAssertTrue(result.stdout.hasPrefix("Sources/main.swift:2:16: error:"), result.stdout)
        let empty = try run(["--stdin-path", "Sources/main.swift", "--quiet"], in: tree, stdin: Data())
        assertStatus(empty, 0)
        XCTAssertEqual(empty.stdout, "")
    }

    /// The project's other files are indexed: a protocol declared in one of them is known,
    /// and the file on disk at the buffer's path is left out (the buffer replaces it). The
    /// project here is the repository the editor runs in (no package, no configuration).
    func testTheProjectsOtherFilesAreIndexedNotLinted() throws {
        let tree = try makeTree()
        try tree.makeFolder(".git")
        try tree.write("Sources/App/Networking.swift", "protocol Networking {}\nfunc unrelated(_ n: Networking) {}\n")
        try tree.write("Sources/App/Client.swift", "protocol Handler {}\n")
        let text = Data("final class Client {\n    let network: Networking\n    let handler: Handler\n}\n".utf8)
        let result = try run(["--stdin-path", "Sources/App/Client.swift", "--quiet"], in: tree, stdin: text)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/App/Client.swift:2:18: warning: use of protocol 'Networking' as a type must be written 'any Networking' (existential_any)",
        ], "Handler, declared only in the file on disk, is not the buffer's")
    }

    func testABinaryOrNonUTF8BufferIsAnError() throws {
        let tree = try makeTree()
        let cases: [(bytes: [UInt8], place: String)] = [([0x6C, 0x65, 0x74, 0xFF, 0x0A], "1:4"), ([0x6C, 0x00, 0x74], "1:2")]
        for (bytes, place) in cases {
            let result = try run(["--stdin-path", "Sources/a.swift"], in: tree, stdin: Data(bytes))
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains("Sources/a.swift:\(place): error:"), "at the offending byte: \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
            // An editor still gets a report: an empty one, and the summary counts the error.
            let json = try run(["--stdin-path", "Sources/a.swift", "--reporter", "json"], in: tree, stdin: Data(bytes))
            assertStatus(json, 2)
            XCTAssertEqual(json.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "[]", json.stderr)
            XCTAssertTrue(json.stderr.contains("1 path could not be linted"), json.stderr)
        }
    }

    func testPathsAndFixAreUsageErrorsWithStdin() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", "protocol P {}\nfunc f(_ p: P) {}\n")
        let withPath = try run(["--stdin-path", "Sources/a.swift", "Sources"], in: tree, stdin: buffer)
        assertStatus(withPath, 2)
        XCTAssertTrue(withPath.stderr.contains("do not name paths as well"), withPath.stderr)
        let withFix = try run(["--stdin-path", "Sources/a.swift", "--fix"], in: tree, stdin: buffer)
        assertStatus(withFix, 2)
        XCTAssertTrue(withFix.stderr.contains("'--fix' cannot be used with '--stdin-path'"), withFix.stderr)
        XCTAssertEqual(try tree.read("Sources/a.swift"), "protocol P {}\nfunc f(_ p: P) {}\n")
    }
}

/// `--config` and `--baseline` read from a stream: `/dev/stdin`, the pipe of a shell's process
/// substitution (`--baseline <(git show main:baseline.json)`), a FIFO. Both were refused as "not
/// a regular file".
final class CLIStreamedConfigurationTests: CLITestCase {
    private func makeProject() throws -> TempTree {
        let tree = try makeTree()
        try tree.write("Sources/App/Client.swift", "protocol Handler {}\nfunc f(_ h: Handler) {}\nvar count = 0\n")
        try tree.write("Scripts/Tool.swift", "protocol Q {}\nfunc g(_ q: Q) {}\n")
        return tree
    }

    /// A configuration read from standard input: its rules apply, and its paths are relative to
    /// the current folder (a stream has no folder of its own).
    func testConfigurationFromStandardInput() throws {
        let tree = try makeProject()
        let configuration = Data("only_rules: [existential_any]\nincluded: [Sources]\n".utf8)
        let result = try run(["--config", "/dev/stdin", "--quiet", "."], in: tree, stdin: configuration)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "Sources/App/Client.swift:2:13: warning: use of protocol 'Handler' as a type must be written 'any Handler' (existential_any)",
        ], result.stderr)
    }

    /// A baseline read from standard input hides the findings it records.
    func testBaselineFromStandardInput() throws {
        let tree = try makeProject()
        let written = try run(["--write-baseline", "baseline.json", "--quiet", "Sources"], in: tree)
        assertStatus(written, 0)
        let baseline = try Data(contentsOf: tree.url("baseline.json"))
        try FileManager.default.removeItem(at: tree.url("baseline.json"))
        let result = try run(["--baseline", "/dev/stdin", "Sources"], in: tree, stdin: baseline)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("Found 0 findings"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the baseline holds 2 more"), result.stderr)
    }

    /// Standard input is read once: a second option that names it fails with a reason rather
    /// than reading empty text (an editor's buffer linted as empty).
    func testStandardInputIsReadOnce() throws {
        let tree = try makeProject()
        let both = try run(["--config", "/dev/stdin", "--baseline", "/dev/stdin", "Sources"], in: tree, stdin: Data("{}\n".utf8))
        assertStatus(both, 2)
        XCTAssertTrue(both.stderr.contains("/dev/stdin: error: cannot read baseline file: standard input was read already for --config"),
                      both.stderr)
        let buffer = try run(["--config", "/dev/stdin", "--stdin-path", "Sources/App/Client.swift"], in: tree,
                             stdin: Data("only_rules: [existential_any]\n".utf8))
        assertStatus(buffer, 2)
        XCTAssertTrue(buffer.stderr.contains("cannot read standard input: it was read already for --config"), buffer.stderr)
    }

    /// This run's own output is no configuration: on a pipe, reading it would wait for ever.
    func testOwnOutputIsRefused() throws {
        let tree = try makeProject()
        let result = try run(["--config", "/dev/stdout", "Sources"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("/dev/stdout: error: cannot read configuration file: it is this run's own output"),
                      result.stderr)
    }

    /// The null device is an empty configuration whatever else has it open: here standard input
    /// too (as the test runs the tool), the report and the trace written there.
    func testTheNullDeviceIsNoClash() throws {
        let tree = try makeProject()
        let result = try run(["--config", "/dev/null", "-o", "/dev/null", "--trace", "/dev/null", "--quiet", "Sources"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        // Standard input is the null device here: a second reader of it is no clash either.
        let twice = try run(["--config", "/dev/stdin", "--baseline", "/dev/null", "--quiet", "Sources"], in: tree)
        assertStatus(twice, 2)
        XCTAssertTrue(twice.stderr.contains("/dev/null:1:1: error: the baseline is not valid JSON"), twice.stderr)
    }

    /// A FIFO that no program writes to is an empty configuration, read without waiting; a
    /// folder is still refused, with the reason.
    func testFIFOWithoutWriterAndFolder() throws {
        let tree = try makeProject()
        XCTAssertEqual(mkfifo(tree.path("config.fifo"), 0o600), 0)
        let fifo = try run(["--config", "config.fifo", "--quiet", "Sources"], in: tree)
        assertStatus(fifo, 0)
        XCTAssertEqual(fifo.stdoutLines.count, 2, fifo.stdout)
        let folder = try run(["--config", "Sources", "Sources"], in: tree)
        assertStatus(folder, 2)
        XCTAssertTrue(folder.stderr.contains("Sources: error: cannot read configuration file: it is a folder"), folder.stderr)
    }
}
