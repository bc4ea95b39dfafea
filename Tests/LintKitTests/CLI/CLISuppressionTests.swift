import Foundation
import XCTest

/// Suppression comments (`Tests/Fixtures/CLI/Suppression.swift`): regions, `:next`, `:this`,
/// `:previous`, `all`, and the superfluous-disable finding.
final class CLISuppressionTests: CLITestCase {
    private func lineNumber(of needle: String, in text: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(needle) }) else {
            XCTFail("'\(needle)' is not in the fixture", file: file, line: line)
            return 0
        }
        return index + 1
    }

    func testSuppressionCommentsAndSuperfluousDisable() throws {
        let tree = try makeTree()
        try tree.copyFixture("Suppression.swift", to: "Sources/Suppression.swift")
        let text = try CLI.fixture("Suppression.swift")
        let result = try run(["--reporter", "json", "--quiet"], in: tree)
        assertStatus(result, 0)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        let found = array.map { "\($0["rule"] as? String ?? "?")@\($0["line"] as? Int ?? 0)" }
        let expected = [
            // After `:enable`, findings are reported again.
            "existential_any@\(lineNumber(of: "func afterEnable", in: text))",
            // `:disable:next static_var_concurrency` above a line without such a finding.
            "superfluous_disable_command@\(lineNumber(of: "disable:next static_var_concurrency", in: text))",
            // ...so the existential on that line is reported.
            "existential_any@\(lineNumber(of: "func stale", in: text))",
            // `:disable:this` covers only its own line.
            "static_var_concurrency@\(lineNumber(of: "static var other", in: text))",
        ]
        XCTAssertEqual(found, expected, result.stdout)
        // Everything else (regionA/B, nextLine, thisLine, previousLine, allRules, the `all`
        // region at the end) is suppressed.
        let superfluous = array.first { $0["rule"] as? String == "superfluous_disable_command" }
        XCTAssertTrue((superfluous?["message"] as? String ?? "").contains("static_var_concurrency"))
    }

    func testNoSuperfluousDisableOption() throws {
        let tree = try makeTree()
        try tree.copyFixture("Suppression.swift", to: "Suppression.swift")
        let result = try run(["--no-superfluous-disable", "--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines.count, 3, result.stdout)
        XCTAssertFalse(result.stdout.contains("superfluous_disable_command"), result.stdout)
    }

    /// `disabled_rules: [superfluous_disable_command]` and `--disable superfluous_disable_command`
    /// do what --no-superfluous-disable does (SwiftLint's users write the former); `only_rules`
    /// and `--only` cannot name it.
    func testSuperfluousReportsTurnedOffByDisabledRulesAndDisable() throws {
        let tree = try makeTree()
        try tree.copyFixture("Suppression.swift", to: "Suppression.swift")
        let byOption = try run(["--disable", "superfluous_disable_command", "--quiet"], in: tree)
        assertStatus(byOption, 0)
        XCTAssertEqual(byOption.stdoutLines.count, 3, byOption.stdout)
        XCTAssertFalse(byOption.stdout.contains("superfluous_disable_command"), byOption.stdout)
        try tree.write(".lint.yml", "disabled_rules:\n  - superfluous_disable_command\n")
        let byConfiguration = try run(["--quiet"], in: tree)
        assertStatus(byConfiguration, 0)
        XCTAssertEqual(byConfiguration.stdoutLines, byOption.stdoutLines, byConfiguration.stdout)
        try tree.write(".lint.yml", "only_rules:\n  - superfluous_disable_command\n")
        let onlyRules = try run(["--quiet"], in: tree)
        assertStatus(onlyRules, 2)
        XCTAssertTrue(onlyRules.stderr.contains("'superfluous_disable_command' is not a rule that 'only_rules' can name"), onlyRules.stderr)
        let only = try run(["--only", "superfluous_disable_command"], in: tree)
        assertStatus(only, 2)
        XCTAssertTrue(only.stderr.contains("is not a rule that can be chosen"), only.stderr)
    }

    func testStaleRegionAndAllAreReportedAsSuperfluous() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            // swiftlint-lite:disable existential_any
            let x = 1
            // swiftlint-lite:enable existential_any
            let y = 2 // swiftlint-lite:disable:this all

            """)
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines.allSatisfy { $0.hasSuffix("(superfluous_disable_command)") }, result.stdout)
        XCTAssertTrue(result.stdoutLines.first?.hasPrefix("a.swift:1:") ?? false, result.stdout)
        XCTAssertTrue(result.stdoutLines.last?.hasPrefix("a.swift:4:") ?? false, result.stdout)
        // With --strict the stale comments fail the gate like any warning.
        assertStatus(try run(["--quiet", "--strict"], in: tree), 1)
    }

    func testCommandsInsideStringsAreNotCommands() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            protocol P {}
            let note = "// swiftlint-lite:disable:next existential_any"
            func f(_ x: P) {}

            """)
        let result = try run(["--quiet", "--only", "existential_any"], in: tree)
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("a.swift:3:13:"), result.stdout)
    }

    /// A comment that disables a rule the run does not include (`--only`, `--disable`,
    /// `disabled_rules`) names a real rule: it must not be reported as an unknown rule.
    func testDisablingARuleThatIsNotRunIsNotAnUnknownRule() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            protocol P {}
            // swiftlint-lite:disable:next existential_any
            func f(_ x: P) {}

            """)
        for arguments in [["--only", "static_var_concurrency"], ["--disable", "existential_any"]] {
            let result = try run(["--quiet"] + arguments, in: tree)
            assertStatus(result, 0)
            XCTAssertFalse(result.stdout.contains("unknown rule"), "\(arguments): \(result.stdout)")
        }
        let typo = """
            // swiftlint-lite:disable:next existental_any
            let x = 1

            """
        try tree.write("a.swift", typo)
        let result = try run(["--quiet"], in: tree)
        XCTAssertTrue(result.stdout.contains("unknown rule 'existental_any'"), "a misspelt id is reported: \(result.stdout)")
    }

    /// `disable all` that suppresses nothing is superfluous only when every rule ran: with
    /// `--only`, it may be there for a rule that did not run.
    func testDisableAllIsSuperfluousOnlyWhenEveryRuleRan() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            // swiftlint-lite:disable:next all
            var counter = 0

            """)
        let only = try run(["--quiet", "--only", "existential_any"], in: tree)
        assertStatus(only, 0)
        XCTAssertEqual(only.stdout, "")
        let every = try run(["--quiet", "--disable", "static_var_concurrency"], in: tree)
        XCTAssertEqual(every.stdout, "", "static_var_concurrency did not run")
        try tree.write("a.swift", "// swiftlint-lite:disable:next all\nlet counter = 0\n")
        let all = try run(["--quiet"], in: tree)
        XCTAssertTrue(all.stdout.contains("every rule is disabled here ('all') but no finding was suppressed"), all.stdout)
    }

    /// So is a `disable superfluous_disable_command`: the reports it silences in a full run
    /// (here, about a `single_use_generic` disable) are not made when that rule does not run
    /// (hw60c: a CI job with `--only --strict` failed on a comment the full job needs).
    func testDisablingTheSuperfluousReportIsJudgedOnlyWhenEveryRuleRan() throws {
        let tree = try makeTree()
        try tree.write("b.swift", """
            // swiftlint-lite:disable:next superfluous_disable_command
            // swiftlint-lite:disable:next single_use_generic
            func i() {}

            """)
        assertStatus(try run(["--quiet", "--strict"], in: tree), 0)
        let only = try run(["--quiet", "--strict", "--only", "existential_any"], in: tree)
        assertStatus(only, 0)
        XCTAssertEqual(only.stdout, "")
        try tree.write("b.swift", "// swiftlint-lite:disable:next superfluous_disable_command\nfunc i() {}\n")
        let unused = try run(["--quiet", "--strict"], in: tree)
        assertStatus(unused, 1)
        XCTAssertTrue(unused.stdout.contains("b.swift:1:4: warning: 'superfluous_disable_command' is disabled here but no report about a suppression comment was silenced"),
                      unused.stdout)
    }

    /// `disable all` then `enable <rule>`: that rule is reported again from the next line, the
    /// others stay disabled, and the `disable all` is not superfluous when either part of it
    /// suppressed something.
    func testEnablingOneRuleAfterDisableAll() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            protocol P {}
            // swiftlint-lite:disable all
            let c: P? = nil
            var hidden = 0
            // swiftlint-lite:enable existential_any
            let d: P? = nil
            var stillHidden = 0

            """)
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "a.swift:6:8: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)",
        ], result.stdout)
        // Only the part before the `enable` suppresses anything: still not superfluous.
        try tree.write("a.swift", """
            protocol P {}
            // swiftlint-lite:disable all
            let c: P? = nil
            // swiftlint-lite:enable existential_any
            let d = 1

            """)
        let before = try run(["--quiet"], in: tree)
        XCTAssertEqual(before.stdout, "", "the disable suppressed the finding on line 3")
    }

    /// A comment that opens with `swiftlint-lite:` but holds no command it understands would
    /// suppress nothing without a word: it is reported, with the command it may have meant.
    func testMisspeltAndEmptyCommandsAreReported() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            protocol P {}
            // swiftlint-lite:disable:nxt existential_any
            func f(_ x: P) {}
            // swiftlint-lite:disable
            // swiftlint-lite:Disable:next existential_any
            // swiftlint-lite:enable:next existential_any
            // swiftlint-lite: disable:next existential_any - a space after the colon is fine
            func g(_ x: P) {}

            """)
        let result = try run(["--quiet"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "a.swift:2:4: warning: unknown suppression command 'disable:nxt'; did you mean 'disable:next'? (superfluous_disable_command)",
            "a.swift:3:13: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)",
            "a.swift:4:4: warning: 'disable' names no rule; name the rules it is for, or 'all' (superfluous_disable_command)",
            "a.swift:5:4: warning: unknown suppression command 'Disable:next'; did you mean 'disable:next'? (superfluous_disable_command)",
            "a.swift:6:4: warning: unknown suppression command 'enable:next'; did you mean 'disable:next'? (superfluous_disable_command)",
        ])
        let silenced = try run(["--quiet", "--no-superfluous-disable"], in: tree)
        XCTAssertEqual(silenced.stdoutLines.count, 1, silenced.stdout)
    }

    /// Rules may be separated by commas; several unknown words are one finding (most likely a
    /// reason written without ` - `); a misspelt rule gets a suggestion.
    func testRuleListsWithCommasAndReasonsWithoutADash() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            protocol P {}
            // swiftlint-lite:disable:next existential_any, static_var_concurrency
            var a: P? = nil
            // swiftlint-lite:disable:next existential_any because legacy API
            func f(_ x: P) {}
            // swiftlint-lite:disable:next existentail_any
            func g(_ x: P) {}

            """)
        let result = try run(["--quiet"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "a.swift:4:4: warning: unknown rules 'because', 'legacy', 'API' in suppression comment; a reason goes after ' - ' (`disable:next rule_id - why`) (superfluous_disable_command)",
            "a.swift:6:4: warning: unknown rule 'existentail_any' in suppression comment; did you mean 'existential_any'? (superfluous_disable_command)",
            "a.swift:7:13: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)",
        ])
    }

    /// A comment of many unknown words names the first eight and counts them all: its finding
    /// is one line of bounded length (hw60c: 100,000 words made a 3 MB message).
    func testManyUnknownWordsMakeAMessageOfBoundedLength() throws {
        let tree = try makeTree()
        let words = (1...5_000).map { "word\($0)" }.joined(separator: " ")
        try tree.write("a.swift", "// swiftlint-lite:disable:next existential_any \(words)\nlet z = 1\n")
        let result = try run(["--quiet"], in: tree)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)  // and the superfluous disable
        let line = try XCTUnwrap(result.stdoutLines.first { $0.contains("unknown rules") })
        XCTAssertLessThan(line.utf8.count, 400, line)
        XCTAssertTrue(line.contains("unknown rules 'word1', 'word2', 'word3', 'word4', 'word5', 'word6', 'word7', 'word8', … (5000 in all) in suppression comment"),
                      line)
    }

    /// `disable superfluous_disable_command` (a region, or `:next`) silences the reports about
    /// suppression comments where it applies, as in SwiftLint; one that silences nothing is
    /// reported in turn. It was accepted and did nothing.
    func testSuperfluousReportsCanBeDisabledWhereTheyApply() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            // swiftlint-lite:disable:next superfluous_disable_command
            // swiftlint-lite:disable:next existential_any
            let z = 1
            // swiftlint-lite:disable:next existential_any - kept: reported
            let y = 2
            // swiftlint-lite:disable:next superfluous_disable_command
            let x = 3

            """)
        let result = try run(["--quiet"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines, [
            "a.swift:4:4: warning: 'existential_any' is disabled here but no 'existential_any' finding was suppressed; remove the command (superfluous_disable_command)",
            "a.swift:6:4: warning: 'superfluous_disable_command' is disabled here but no report about a suppression comment was silenced; remove the command (superfluous_disable_command)",
        ])
        XCTAssertEqual(try run(["--quiet", "--no-superfluous-disable"], in: tree).stdout, "", "the flag still turns every report off")
    }

    /// A command written in a documentation comment (`///`, `/** */`) suppresses nothing and
    /// is reported as such (it was ignored silently); one merely mentioned inside a doc
    /// comment's text is not.
    func testACommandInADocumentationCommentIsReported() throws {
        let tree = try makeTree()
        try tree.write("a.swift", """
            protocol P {}
            /// swiftlint-lite:disable:next existential_any
            func f(_ p: P) {}
            /// Use `// swiftlint-lite:disable:next existential_any` to keep a bare existential.
            func g() {}

            """)
        let result = try run(["--quiet"], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "a.swift:2:5: warning: suppression commands are read from '//' and '/* */' comments, not from documentation comments; write '// swiftlint-lite:…' (superfluous_disable_command)",
            "a.swift:3:13: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)",
        ])
    }
}
