import Foundation
import XCTest

/// Edges of the command line that a CI job or a user runs into: a report that cannot be
/// written to standard output, a folder named like a subcommand, `--only` against the
/// configuration, `--write-baseline` with report options, suppression comments on line 1 and
/// with unknown rules, read-only files and interrupted runs.
final class CLIInterfaceEdgeTests: CLITestCase {
    private let finding = "protocol P {}\nlet a: P? = nil\n"

    #if os(Linux)
    /// Runs the binary with standard output sent to `/dev/full`, where every write fails.
    private func runIntoFullDevice(_ arguments: [String], in tree: TempTree) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CLI.binaryURL
        process.arguments = arguments
        process.currentDirectoryURL = tree.root
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        process.standardOutput = full
        let errPipe = Pipe()
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    func testAReportThatCannotBeWrittenToStandardOutputExitsTwo() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        for reporter in ["text", "sarif", "json"] {
            let result = try runIntoFullDevice(["--quiet", "--reporter", reporter, "a.swift"], in: tree)
            XCTAssertEqual(result.status, 2, "\(reporter): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("error: cannot write the report to standard output: No space left on device"),
                          "\(reporter): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr)
        }
        let rules = try runIntoFullDevice(["rules"], in: tree)
        XCTAssertEqual(rules.status, 2, rules.stderr)
        XCTAssertTrue(rules.stderr.contains("cannot write to standard output"), rules.stderr)
    }
    #endif

    func testOptionsBeforeAFolderNamedLikeASubcommandAreAnError() throws {
        let tree = try makeTree()
        try tree.write("rules/A.swift", "var counter = 0\n")
        let confused = try run(["--strict", "--reporter", "sarif", "-o", "lint.sarif", "rules"], in: tree)
        assertStatus(confused, 2)
        XCTAssertTrue(confused.stderr.contains("'rules' takes no '--strict'; to lint a folder named 'rules', write './rules'"),
                      confused.stderr)
        XCTAssertFalse(tree.exists("lint.sarif"))
        let asPath = try run(["--strict", "--quiet", "./rules"], in: tree)
        assertStatus(asPath, 1)
        XCTAssertTrue(asPath.stdout.contains("(static_var_concurrency)"), asPath.stdout)
        // `rules` reads the configuration, so `--config` before it is fine.
        try tree.write("c.yml", "disabled_rules: [existential_any]\n")
        assertStatus(try run(["--config", "c.yml", "rules"], in: tree), 0)
        assertStatus(try run(["--quiet", "dump", "tokens", "rules/A.swift"], in: tree), 2)
    }

    func testOnlyRunsARuleTheConfigurationDisables() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        try tree.write(".lint.yml", "disabled_rules: [existential_any, static_var_concurrency]\n")
        XCTAssertEqual(try run(["--quiet"], in: tree).stdout, "")
        let only = try run(["--quiet", "--only", "existential_any"], in: tree)
        XCTAssertEqual(only.stdoutLines.map(ruleID), ["existential_any"])
        XCTAssertEqual(try run(["--quiet", "--only", "existential_any", "--disable", "existential_any"], in: tree).stdout, "",
                       "--disable still applies")
    }

    func testWriteBaselineWithReportOptionsIsAUsageError() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        let result = try run(["--write-baseline", "b.json", "--reporter", "sarif", "-o", "r.sarif", "."], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("'--write-baseline' writes the baseline and no report"), result.stderr)
        XCTAssertFalse(tree.exists("b.json"))
        XCTAssertFalse(tree.exists("r.sarif"))
    }

    func testDisablePreviousOnLineOneSuppressesNothing() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "let a: P? = nil // swiftlint-lite:disable:previous existential_any\nprotocol P {}\n")
        let result = try run(["--quiet", "--only", "existential_any"], in: tree)
        XCTAssertEqual(result.stdoutLines.map(ruleID), ["existential_any", "superfluous_disable_command"], result.stdout)
        XCTAssertTrue(result.stdout.contains("'disable:previous' on the first line has no previous line to apply to"), result.stdout)
    }

    func testDisablePreviousOnLineOneWithTwoRulesIsReportedOnce() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "// swiftlint-lite:disable:previous existential_any static_var_concurrency\nlet a = 1\n")
        let result = try run(["--quiet"], in: tree)
        XCTAssertEqual(result.stdoutLines.map(ruleID), ["superfluous_disable_command"], result.stdout)
    }

    func testNoSuperfluousDisableAlsoSilencesUnknownRulesInComments() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "// swiftlint-lite:disable:next some_future_rule\nlet a = 1\n")
        let reported = try run(["--quiet", "--strict"], in: tree)
        assertStatus(reported, 1)
        XCTAssertTrue(reported.stdout.contains("unknown rule 'some_future_rule' in suppression comment"), reported.stdout)
        let silenced = try run(["--quiet", "--strict", "--no-superfluous-disable"], in: tree)
        assertStatus(silenced, 0)
        XCTAssertEqual(silenced.stdout, "")
    }

    /// A flag given a value (`--strict=false`, `--fix=no`) is a usage error: taking it as the
    /// flag would do the opposite of what was written.
    func testAFlagGivenAValueIsAUsageError() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        for flag in ["--strict=false", "--fix=no", "--quiet=0"] {
            let result = try run([flag, "a.swift"], in: tree)
            assertStatus(result, 2)
            let name = String(flag.prefix(while: { $0 != "=" }))
            XCTAssertTrue(result.stderr.contains("option '\(name)' takes no value (got '\(flag)')"), result.stderr)
        }
        XCTAssertEqual(try tree.read("a.swift"), finding, "nothing was fixed")
        let valued = try run(["--reporter=json", "--quiet", "a.swift"], in: tree)
        assertStatus(valued, 0)
        XCTAssertTrue(valued.stdout.hasPrefix("["), valued.stdout)
    }

    /// A `.lint.yml` that is a symbolic link to nothing (a moved shared configuration) is an
    /// error naming the file, for `lint` and for `rules`, not a silent run with the defaults.
    /// An option where a value belongs is a usage error whose advice works: the short
    /// `-o` takes no `=value`, so the advice names `--output=`.
    func testAnOptionInPlaceOfAValueGivesAdviceThatWorks() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        let short = try run(["-o", "-q", "a.swift"], in: tree)
        assertStatus(short, 2)
        XCTAssertTrue(short.stderr.contains("option '-o' needs a value, got the option '-q' (write '--output=-q'"), short.stderr)
        let advised = try run(["--output=-q", "a.swift"], in: tree)
        assertStatus(advised, 0)
        XCTAssertTrue(try tree.read("-q").hasPrefix("a.swift:"), "the advice is accepted: the report went to the file '-q'")
        let long = try run(["--trace", "-q", "a.swift"], in: tree)
        XCTAssertTrue(long.stderr.contains("(write '--trace=-q'"), long.stderr)
    }

    /// A configuration boolean that is not one says what it found and what it takes.
    func testAConfigurationBooleanErrorSaysWhatItTakes() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        try tree.write(".lint.yml", "strict: maybe\nexcluded:\n  - Sources\n  - [nested]\n")
        let strict = try run(["a.swift"], in: tree)
        assertStatus(strict, 2)
        XCTAssertTrue(strict.stderr.contains("'strict' must be true or false (also yes/no, on/off), found 'maybe'"), strict.stderr)
        try tree.write(".lint.yml", "excluded:\n  - Sources\n  - [nested]\n")
        let list = try run(["a.swift"], in: tree)
        XCTAssertTrue(list.stderr.contains(".lint.yml:3:5: error: 'excluded' must be a list of strings, found a list in the list"), list.stderr)
    }

    func testADanglingConfigurationLinkIsAnError() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        try FileManager.default.createSymbolicLink(atPath: tree.path(".lint.yml"), withDestinationPath: "../moved/lint.yml")
        for arguments in [["--quiet"], ["rules"]] {
            let result = try run(arguments, in: tree)
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains(".lint.yml: error: cannot read configuration file: it is a symbolic link to a file that does not exist"),
                          "\(arguments): \(result.stderr)")
        }
    }

    /// A configuration or baseline path that names a folder, or nothing, says why it cannot
    /// be read, not only that it cannot.
    func testAnUnreadableConfigurationOrBaselineSaysWhy() throws {
        let tree = try makeTree()
        try tree.write("a.swift", finding)
        try tree.makeFolder("settings")
        let cases: [([String], String)] = [
            (["--config", "settings", "a.swift"], "settings: error: cannot read configuration file: it is a folder"),
            (["--baseline", "settings", "a.swift"], "settings: error: cannot read baseline file: it is a folder"),
            (["--config", "gone.yml", "a.swift"], "gone.yml: error: cannot read configuration file: No such file or directory"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments, in: tree)
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    func testFixDoesNotReplaceAFileTheUserMayNotWrite() throws {
        try XCTSkipIf(getuid() == 0, "root may write any file: the permission check cannot refuse")
        let tree = try makeTree()
        let url = try tree.write("a.swift", finding)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        let result = try run(["--quiet", "--fix", "a.swift"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("a.swift: error: cannot write file: Permission denied"), result.stderr)
        XCTAssertEqual(try tree.read("a.swift"), finding)
    }

    func testAnInterruptedReportLeavesNoTemporaryFile() throws {
        let tree = try makeTree()
        // Enough findings that the report takes a while to write.
        var source = "protocol P {}\n"
        for index in 0..<40_000 { source += "let v\(index): P? = nil\n" }
        try tree.write("src/big.swift", source)
        try tree.makeFolder("out")
        let process = Process()
        process.executableURL = CLI.binaryURL
        process.arguments = ["--quiet", "--reporter", "sarif", "-o", "out/r.sarif", "src"]
        process.currentDirectoryURL = tree.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: tree.path("out"))) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        // Interrupt it while the temporary file is being written.
        let deadline = Date().addingTimeInterval(60)
        while temporaryFiles().isEmpty && process.isRunning && Date() < deadline { usleep(200) }
        let interrupted = process.isRunning && !temporaryFiles().isEmpty
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        if interrupted {
            XCTAssertEqual(process.terminationReason, .uncaughtSignal)
            XCTAssertEqual(process.terminationStatus, SIGINT)
        }
        XCTAssertEqual(temporaryFiles(), [], "the temporary report must be removed")
        XCTAssertTrue(interrupted || tree.exists("out/r.sarif"), "the run either was interrupted or finished its report")
    }
}
