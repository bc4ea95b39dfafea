import Foundation
import XCTest

/// `--only`/`--disable`, `rules`, `rules RULE`, `--help` (checked against the options
/// `Arguments.swift` accepts, so the help cannot drift from the parser) and `--version`.
final class CLICommandTests: CLITestCase {
    static let ruleIDs = ["existential_any", "single_use_generic", "looping_task_strong_self",
                          "unretained_cancellable", "static_var_concurrency"]

    private let mixed = "protocol P {}\nfunc f(_ x: P) {}\nstruct S {\n    static var count = 0\n}\n"

    func testOnlyAndDisable() throws {
        let tree = try makeTree()
        try tree.write("a.swift", mixed)
        let all = try run(["--quiet"], in: tree)
        XCTAssertEqual(all.stdoutLines.map(ruleID), ["existential_any", "static_var_concurrency"])

        XCTAssertEqual(try run(["--quiet", "--only", "existential_any"], in: tree).stdoutLines.map(ruleID),
                       ["existential_any"])
        XCTAssertEqual(try run(["--quiet", "--only=static_var_concurrency"], in: tree).stdoutLines.map(ruleID),
                       ["static_var_concurrency"])
        XCTAssertEqual(try run(["--quiet", "--only", "existential_any", "--only", "static_var_concurrency"], in: tree)
            .stdoutLines.map(ruleID), ["existential_any", "static_var_concurrency"], "--only is repeatable")
        XCTAssertEqual(try run(["--quiet", "--disable", "existential_any"], in: tree).stdoutLines.map(ruleID),
                       ["static_var_concurrency"])
        XCTAssertEqual(try run(["--quiet", "--disable", "existential_any", "--disable", "static_var_concurrency"], in: tree)
            .stdout, "", "--disable is repeatable")
    }

    #if os(Linux)
    func testAFolderRunRestartsWithAllocatorSettingsAndTheSameArguments() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", mixed)
        let restarted = try run(["--quiet", "--timings", "Sources"], in: tree, environment: ["GLIBC_TUNABLES": nil])
        XCTAssertTrue(restarted.stderr.contains("allocator: restarted with GLIBC_TUNABLES=glibc.malloc."), restarted.stderr)
        XCTAssertEqual(restarted.stdoutLines.map(ruleID), ["existential_any", "static_var_concurrency"])
        let asSet = try run(["--quiet", "--timings", "Sources"], in: tree, environment: ["GLIBC_TUNABLES": ""])
        XCTAssertTrue(asSet.stderr.contains("set by the caller; not restarted"), asSet.stderr)
        XCTAssertEqual(asSet.stdout, restarted.stdout)
        XCTAssertEqual(asSet.status, restarted.status)
        let oneFile = try run(["--quiet", "--timings", "Sources/a.swift"], in: tree, environment: ["GLIBC_TUNABLES": nil])
        XCTAssertTrue(oneFile.stderr.contains("allocator: glibc defaults"), oneFile.stderr)
        XCTAssertEqual(oneFile.stdout, restarted.stdout)
    }
    #endif

    func testOnlyAndDisabledRulesInConfiguration() throws {
        let tree = try makeTree()
        try tree.write("a.swift", mixed)
        try tree.write(".lint.yml", "disabled_rules: [static_var_concurrency]\n")
        XCTAssertEqual(try run(["--quiet"], in: tree).stdoutLines.map(ruleID), ["existential_any"])
        try tree.write(".lint.yml", "only_rules:\n  - static_var_concurrency\n")
        XCTAssertEqual(try run(["--quiet"], in: tree).stdoutLines.map(ruleID), ["static_var_concurrency"])
    }

    func testLintSubcommandAndDoubleDash() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", mixed)
        try tree.write("-odd.swift", mixed)
        let plain = try run(["--quiet", "Sources"], in: tree)
        XCTAssertEqual(plain.stdoutLines.count, 2)
        XCTAssertEqual(try run(["lint", "--quiet", "Sources"], in: tree).stdout, plain.stdout, "'lint' is the default command")
        let dashed = try run(["--quiet", "--", "-odd.swift"], in: tree)
        assertStatus(dashed, 0)
        XCTAssertEqual(dashed.stdoutLines.count, 2)
        XCTAssertTrue(dashed.stdout.hasPrefix("-odd.swift:2:13:"), "after '--' a leading dash names a file: \(dashed.stdout)")
    }

    /// `lint` after options is the subcommand; where a folder `lint` exists, that is an error
    /// that says how to name the folder, not a silent run on the current folder (hw85).
    func testLintAfterOptionsIsNotTakenSilentlyWhenAFolderHasThatName() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", mixed)
        let subcommand = try run(["--quiet", "lint", "Sources"], in: tree)
        XCTAssertEqual(subcommand.stdoutLines.count, 2)
        try tree.write("lint/b.swift", mixed)
        let ambiguous = try run(["--quiet", "lint"], in: tree)
        assertStatus(ambiguous, 2)
        XCTAssertTrue(ambiguous.stderr.contains("write './lint'"), ambiguous.stderr)
        let folder = try run(["--quiet", "./lint"], in: tree)
        XCTAssertEqual(folder.stdoutLines.count, 2)
        XCTAssertTrue(folder.stdout.hasPrefix("lint/b.swift:"), folder.stdout)
        assertStatus(try run(["lint", "--quiet", "lint"], in: tree), 0)
    }

    func testRulesListsEveryRule() throws {
        let tree = try makeTree()
        let result = try run(["rules"], in: tree)
        assertStatus(result, 0)
        let listed = result.stdoutLines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(Set(listed), Set(Self.ruleIDs), result.stdout)
        for line in result.stdoutLines.dropFirst() {
            XCTAssertTrue(line.contains("warning") || line.contains("error"), "a default severity: \(line)")
            XCTAssertGreaterThan(line.count, 60, "a description: \(line)")
        }
    }

    func testRulesPrintsARuleDocument() throws {
        let tree = try makeTree()
        let result = try run(["rules", "existential_any"], in: tree)
        assertStatus(result, 0)
        XCTAssertTrue(result.stdout.hasPrefix("# existential_any\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("## Triggering examples"))
        let document = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Rules/existential_any.md"),
                                  encoding: .utf8)
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
                       document.trimmingCharacters(in: .whitespacesAndNewlines),
                       "the embedded document is Rules/existential_any.md (run Scripts/embed-rule-docs.py)")
        for id in Self.ruleIDs {
            let rule = try run(["rules", id], in: tree)
            assertStatus(rule, 0, id)
            XCTAssertTrue(rule.stdout.hasPrefix("# \(id)"), "\(id): \(rule.stdout.prefix(80))")
        }
    }

    func testRulesWithAnUnknownRuleSuggests() throws {
        let tree = try makeTree()
        let result = try run(["rules", "existental_any"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("did you mean 'existential_any'?"), result.stderr)
        // Nothing close: the rules are listed.
        let far = try run(["rules", "bogus"], in: tree)
        assertStatus(far, 2)
        XCTAssertTrue(far.stderr.contains("unknown rule 'bogus'; the rules are existential_any, "), far.stderr)
        // The id every superfluous-disable finding ends with is described, not unknown (hw61).
        let superfluous = try run(["rules", "superfluous_disable_command"], in: tree)
        assertStatus(superfluous, 0)
        XCTAssertTrue(superfluous.stdout.hasPrefix("# superfluous_disable_command\n\nA disable comment suppresses nothing"), superfluous.stdout)
    }

    /// `dump` checks what to dump before reading the file, and its usage errors give its own
    /// usage line, not the lint one beside it.
    func testDumpErrorsAreAboutDump() throws {
        let tree = try makeTree()
        let unknown = try run(["dump", "foo", "missing.swift"], in: tree)
        assertStatus(unknown, 2)
        XCTAssertEqual(unknown.stderr, "error: unknown dump 'foo'; use tokens, declarations, types or interface\n")
        let short = try run(["dump", "tokens"], in: tree)
        assertStatus(short, 2)
        XCTAssertEqual(short.stderr, "error: usage: swiftlint-lite dump tokens|declarations|types|interface FILE\n")
        // A missing file is named first, as the lint command names it (hw61).
        let missing = try run(["dump", "interface", "missing.swift"], in: tree)
        assertStatus(missing, 2)
        XCTAssertEqual(missing.stderr, "missing.swift: error: no such file or folder\n")
    }

    func testVersion() throws {
        let tree = try makeTree()
        let result = try run(["--version"], in: tree)
        assertStatus(result, 0)
        let version = result.stdout.trimmingCharacters(in: .newlines)
        XCTAssertNotNil(version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+"#, options: .regularExpression), version)
        // Reporters embed the same version.
        try tree.write("a.swift", "let x = 1\n")
        let sarif = try run(["--reporter", "sarif", "--quiet"], in: tree)
        XCTAssertTrue(sarif.stdout.contains("\"version\": \"\(version)\""), "SARIF tool.driver.version")
    }

    /// The options `Arguments.parse` accepts: every string literal starting with `-` in a
    /// `case` label of `Sources/swiftlint-lite/Arguments.swift` (except `--` itself).
    private func acceptedOptions() throws -> [String] {
        let source = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Sources/swiftlint-lite/Arguments.swift"),
                                encoding: .utf8)
        var options: [String] = []
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case \"") else { continue }
            let label = trimmed.prefix { $0 != ":" }
            let pieces = label.components(separatedBy: "\"")
            for (index, piece) in pieces.enumerated() where index % 2 == 1 && piece.hasPrefix("-") && piece != "--" {
                options.append(piece)
            }
        }
        return options
    }

    func testHelpMentionsEveryAcceptedOption() throws {
        let tree = try makeTree()
        let options = try acceptedOptions()
        XCTAssertGreaterThanOrEqual(options.count, 15, "parsed from Arguments.swift: \(options)")
        XCTAssertTrue(options.contains("--config") && options.contains("--stdin-path"), "\(options)")
        let result = try run(["--help"], in: tree)
        assertStatus(result, 0)
        let words = Set(result.stdout.components(separatedBy: CharacterSet(charactersIn: " \n\t,[]()=")))
        for option in options {
            XCTAssertTrue(words.contains(option), "--help does not mention \(option)")
        }
        XCTAssertEqual(try run(["-h"], in: tree).stdout, result.stdout)
        // Help documents the exit codes, the reporters and the rules.
        for text in ["EXIT CODES", "0 ", "1 ", "2 ", "json", "sarif", "github-actions"] + Self.ruleIDs {
            XCTAssertTrue(result.stdout.contains(text), "--help mentions \(text)")
        }
    }

    /// Each accepted long option, misspelt, gets a suggestion naming it: the suggestion list
    /// cannot drift from the options either.
    func testMisspeltOptionsSuggestTheOption() throws {
        let tree = try makeTree()
        for option in try acceptedOptions() where option.hasPrefix("--") {
            var typo = Array(option)
            typo.swapAt(3, 4)  // --config → --cnofig
            let misspelt = String(typo)
            let result = try run([misspelt], in: tree)
            assertStatus(result, 2, misspelt)
            XCTAssertTrue(result.stderr.contains("'\(misspelt)'"), result.stderr)
            XCTAssertTrue(result.stderr.contains("did you mean '\(option)'?"), "\(misspelt): \(result.stderr)")
        }
    }

    /// `--only a,b` says to repeat the option; `rules` shows a disabled rule's configured
    /// severity; a failed run leaves no earlier trace behind.
    func testSmallMessagesOfTheCommandLine() throws {
        let tree = try makeTree()
        try tree.write("A.swift", "protocol P {}\nlet a: P? = nil\n")
        let listed = try run(["--only", "existential_any,static_var_concurrency", "A.swift"], in: tree)
        assertStatus(listed, 2)
        XCTAssertTrue(listed.stderr.contains("repeat it (--only existential_any --only static_var_concurrency)"), listed.stderr)
        try tree.write("sev.yml", "disabled_rules: [existential_any]\nexistential_any:\n  severity: error\n")
        let rules = try run(["rules", "--config", "sev.yml"], in: tree)
        assertStatus(rules, 0)
        XCTAssertTrue(rules.stdout.contains("existential_any           error     no"), rules.stdout)
        try tree.write("old-trace.json", "OLD")
        try tree.write("bad.yml", "bogus: 1\n")
        let failed = try run(["--config", "bad.yml", "--trace", "old-trace.json", "A.swift"], in: tree)
        assertStatus(failed, 2)
        XCTAssertFalse(tree.exists("old-trace.json"))
    }
}
