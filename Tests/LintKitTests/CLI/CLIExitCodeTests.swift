import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Exit codes, as README documents them: 0 nothing fails the gate, 1 findings fail the gate,
/// 2 usage, configuration or I/O errors (and the other files are still linted).
final class CLIExitCodeTests: CLITestCase {
    private let existential = "protocol P {}\nfunc f(_ x: P) {}\n"

    func testCleanTreeExitsZeroWithNoOutput() throws {
        let tree = try makeTree()
        try tree.write("Sources/Clean.swift", "protocol P {}\nfunc f(_ x: any P) {}\n")
        let result = try run([], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("Found 0 findings"), result.stderr)
    }

    func testWarningAloneExitsZero() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines,
                       ["a.swift:2:13: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)"])
        XCTAssertEqual(result.stderr, "", "--quiet prints no summary")
    }

    func testErrorSeverityFromConfigurationExitsOne() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write(".lint.yml", "existential_any:\n  severity: error\n")
        let result = try run([], in: tree)
        assertStatus(result, 1)
        XCTAssertEqual(result.stdoutLines,
                       ["a.swift:2:13: error: use of protocol 'P' as a type must be written 'any P' (existential_any)"])
        XCTAssertTrue(result.stderr.contains("1 error"), result.stderr)
    }

    func testStrictMakesAWarningFail() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        assertStatus(try run(["--strict"], in: tree), 1)
        try tree.write(".lint.yml", "strict: true\n")
        assertStatus(try run([], in: tree), 1, "strict: true in .lint.yml")
    }

    func testStrictOnACleanTreeExitsZero() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "let x = 1\n")
        assertStatus(try run(["--strict"], in: tree), 0)
    }

    func testUnknownOptionIsNamedWithASuggestion() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        let result = try run(["--strcit"], in: tree)
        assertStatus(result, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("'--strcit'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean '--strict'?"), result.stderr)
        let short = try run(["-o=r.json", "a.swift"], in: tree)
        assertStatus(short, 2)
        XCTAssertTrue(short.stderr.contains("write '-o r.json' or '--output=r.json'"), short.stderr)
    }

    func testUnknownReporterAndMissingValueAreUsageErrors() throws {
        let tree = try makeTree()
        let unknown = try run(["--reporter", "xml"], in: tree)
        assertStatus(unknown, 2)
        XCTAssertTrue(unknown.stderr.contains("'xml'"), unknown.stderr)
        let missing = try run(["--reporter"], in: tree)
        assertStatus(missing, 2)
        XCTAssertTrue(missing.stderr.contains("'--reporter'"), missing.stderr)
        for empty in [["--output="], ["--stdin-path", ""], ["--config", ""]] {
            let result = try run(empty, in: tree)
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains("needs a non-empty value"), result.stderr)
        }
    }

    func testUnknownRuleOptionIsAUsageErrorWithASuggestion() throws {
        let tree = try makeTree()
        let result = try run(["--only", "existental_any"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("did you mean 'existential_any'?"), result.stderr)
    }

    func testMissingPathExitsTwoAndOtherPathsAreStillLinted() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        let result = try run(["does not exist.swift", "a.swift"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("does not exist.swift: error: no such file or folder"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Found 1 finding (0 errors) in 1 file; 1 path could not be linted (see the errors above)."),
                      "the summary does not say the run was clean: \(result.stderr)")
        XCTAssertEqual(result.stdoutLines.count, 1, "a.swift is still linted")
        XCTAssertTrue(result.stdout.hasPrefix("a.swift:2:13: warning:"), result.stdout)
    }

    func testMissingConfigurationFileExitsTwo() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        let result = try run(["--config", "nope.yml"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("nope.yml"), result.stderr)
    }

    func testUnknownRuleOptionInConfigurationGivesPositionAndSuggestion() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write(".lint.yml", "# settings\nexistential_any:\n  severty: error\n")
        let result = try run([], in: tree)
        assertStatus(result, 2)
        XCTAssertEqual(result.stdout, "", "nothing is linted with a bad configuration")
        XCTAssertTrue(result.stderr.contains(".lint.yml:3:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("'severty'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'severity'?"), result.stderr)
    }

    /// A bad option value of a rule that does not run is an error all the same (hw61: it
    /// passed with `disabled_rules` or `--disable`, and failed a run with `--only`).
    func testOptionValuesOfRulesThatDoNotRunAreChecked() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write(".lint.yml", "disabled_rules: [existential_any]\nexistential_any:\n  extra_protocols: [true]\n")
        for arguments in [[], ["--disable", "existential_any"], ["--only", "single_use_generic"], ["rules"]] {
            let result = try run(arguments, in: tree)
            assertStatus(result, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(".lint.yml:3:21: error: rule 'existential_any'"), result.stderr)
        }
    }

    func testUnknownTopLevelKeyGivesPositionAndSuggestion() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write("config/custom.yml", "strict: false\ndisabled_rulez: [single_use_generic]\n")
        let result = try run(["--config", "config/custom.yml"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("config/custom.yml:2:1:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'disabled_rules'?"), result.stderr)
    }

    func testMisspeltRuleIDInConfigurationListPointsAtTheID() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write(".lint.yml", "disabled_rules:\n  - single_use_generic\n  - existental_any\n")
        let result = try run([], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("did you mean 'existential_any'?"), result.stderr)
        // The misspelt id is on line 3, column 5 (not the first element of the list).
        XCTAssertTrue(result.stderr.contains(".lint.yml:3:5:"), result.stderr)
    }

    func testBadSeverityAndSyntaxErrorsGivePositions() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write(".lint.yml", "existential_any:\n  severity: fatal\n")
        let severity = try run([], in: tree)
        assertStatus(severity, 2)
        XCTAssertTrue(severity.stderr.contains(".lint.yml:2:13:"), severity.stderr)
        try tree.write(".lint.yml", "excluded: [Generated\n")
        let syntax = try run([], in: tree)
        assertStatus(syntax, 2)
        XCTAssertTrue(syntax.stderr.contains(".lint.yml:1:"), syntax.stderr)
    }

    func testNonUTF8FileIsReportedAndTheOthersAreLinted() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", existential)
        try tree.write("Sources/Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 2)
        let problem = result.stderr.components(separatedBy: "\n").first { $0.contains("Sources/Latin1.swift") }
        XCTAssertNotNil(problem, "the file is named: \(result.stderr)")
        XCTAssertTrue(problem?.contains("UTF-8") ?? false, "the reason is given: \(result.stderr)")
        XCTAssertEqual(problem, "Sources/Latin1.swift:1:8: error: not valid UTF-8 (byte offset 7); not linted",
                       "at the byte, in the form editors jump to")
        XCTAssertEqual(result.stdoutLines.count, 1)
        XCTAssertTrue(result.stdout.hasPrefix("Sources/a.swift:2:13: warning:"), result.stdout)
    }

    func testBinaryFileIsReportedAndTheOthersAreLinted() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", existential)
        try tree.write("Sources/Blob.swift", bytes: [0x63, 0x00, 0x01, 0x02, 0x0A])
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("Sources/Blob.swift"), result.stderr)
        XCTAssertEqual(result.stdoutLines.count, 1)
    }

    /// An unreadable file: a socket named `.swift` (cannot be opened even by root) and, when not
    /// running as root, a file without read permission.
    func testUnreadableFileIsReportedAndTheOthersAreLinted() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", existential)
        var unreadable: [String] = []
        if try makeSocket(at: tree.path("Sources/Socket.swift")) { unreadable.append("Sources/Socket.swift") }
        if geteuid() != 0 {
            try tree.write("Sources/Private.swift", existential)
            XCTAssertEqual(chmod(tree.path("Sources/Private.swift"), 0), 0)
            unreadable.append("Sources/Private.swift")
        }
        guard !unreadable.isEmpty else { throw XCTSkip("cannot make an unreadable file here") }
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 2)
        for path in unreadable {
            let problem = result.stderr.components(separatedBy: "\n").first { $0.hasPrefix(path + ":") }
            XCTAssertNotNil(problem, "\(path) is reported: \(result.stderr)")
            XCTAssertGreaterThan(problem?.count ?? 0, path.count + 10, "with a reason: \(result.stderr)")
        }
        XCTAssertEqual(result.stdoutLines.count, 1, "Sources/a.swift is still linted: \(result.stdout)")
        XCTAssertTrue(result.stdout.hasPrefix("Sources/a.swift:2:13:"), result.stdout)
    }

    /// Binds a Unix domain socket at `path`; false when the platform refuses.
    private func makeSocket(at path: String) throws -> Bool {
        #if os(Linux)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            buffer[bytes.count] = 0
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return status == 0
    }

    func testBadRuleOptionValuesGivePositions() throws {
        let tree = try makeTree()
        try tree.write("a.swift", existential)
        try tree.write(".lint.yml", "single_use_generic:\n  allow_unconstrained: 3\n")
        let flag = try run([], in: tree)
        assertStatus(flag, 2)
        XCTAssertTrue(flag.stderr.contains(".lint.yml:2:24: error: rule 'single_use_generic': option 'allow_unconstrained' must be true or false"),
                      flag.stderr)
        try tree.write(".lint.yml", "existential_any:\n  extra_protocols: {a: b}\n")
        let list = try run([], in: tree)
        assertStatus(list, 2)
        XCTAssertTrue(list.stderr.contains(".lint.yml:2:"), list.stderr)
    }

    /// `report_unconstrained` is the option's name; `allow_unconstrained`, its former name, is
    /// still read, and the two may not disagree.
    func testReportUnconstrainedAndItsFormerName() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "func log<T>(_ value: T) { print(value) }\n")
        func ruleIDs(_ configuration: String) throws -> (Int32, [String], String) {
            try tree.write(".lint.yml", configuration)
            let result = try run(["--quiet", "--only", "single_use_generic"], in: tree)
            return (result.status, result.stdoutLines.map(ruleID), result.stderr)
        }
        for (configuration, expected) in [("report_unconstrained: true", ["single_use_generic"]), ("report_unconstrained: false", []),
                                          ("allow_unconstrained: false", []), ("allow_unconstrained: true", ["single_use_generic"])] {
            let (status, found, stderr) = try ruleIDs("single_use_generic:\n  " + configuration + "\n")
            XCTAssertEqual(status, 0, configuration + ": " + stderr)
            XCTAssertEqual(found, expected, configuration)
        }
        let (status, _, stderr) = try ruleIDs("single_use_generic:\n  report_unconstrained: true\n  allow_unconstrained: false\n")
        XCTAssertEqual(status, 2)
        XCTAssertTrue(stderr.contains("options 'report_unconstrained' and 'allow_unconstrained' (its former name) disagree"), stderr)
    }

    /// `--only X --disable X` would check nothing: a usage error, not a clean run. `strict: on`
    /// is YAML 1.1's `true`, as `yes` is.
    func testOnlyAndDisableOfTheSameRuleAndOnOffBooleans() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "protocol P {}\nfunc f(_ p: P) {}\n")
        let nothing = try run(["--only", "existential_any", "--disable", "existential_any"], in: tree)
        assertStatus(nothing, 2)
        XCTAssertTrue(nothing.stderr.contains("--disable removes every rule --only names (existential_any); nothing would be checked"), nothing.stderr)
        // An error of the run as a whole is annotated at no file (hw60c: `file=` named the
        // current folder), in every report that carries it.
        let actions = try run(["-q", "--reporter", "github-actions", "--only", "existential_any", "--disable", "existential_any"], in: tree)
        assertStatus(actions, 2)
        XCTAssertEqual(actions.stdoutLines,
                       ["::error title=swiftlint-lite::--disable removes every rule --only names (existential_any); nothing would be checked"])
        for reporter in ["junit", "checkstyle"] {
            let report = try run(["-q", "--reporter", reporter, "--only", "existential_any", "--disable", "existential_any"], in: tree)
            assertStatus(report, 2, reporter)
            XCTAssertFalse(report.stdout.contains(tree.root.path), report.stdout)
            XCTAssertTrue(XMLParser(data: Data(report.stdout.utf8)).parse(), report.stdout)
            XCTAssertTrue(report.stdout.contains(reporter == "junit" ? "<testcase classname=\"swiftlint-lite\" name=\"lint\"" : "<file name=\".\">"),
                          report.stdout)
        }
        try tree.write(".lint.yml", "strict: on\n")
        assertStatus(try run(["--quiet"], in: tree), 1)
        try tree.write(".lint.yml", "strict: off\n")
        assertStatus(try run(["--quiet"], in: tree), 0)
    }
}

