import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Runs that check nothing, or stop before linting, say so: a CI gate must not pass in silence,
/// and a report file must not be left from an earlier run as if this one had written it.
final class CLIRunsThatCheckNothingTests: CLITestCase {
    private let source = "protocol P {}\nvar p: P? = nil\n"

    /// Every rule disabled, or a folder without a Swift file: a warning even with `--quiet`.
    func testNoRuleOrNoFileIsAWarningEvenWhenQuiet() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        try tree.write("Empty/readme.txt", "nothing\n")
        var disableAll = ["--quiet"]
        for id in ["existential_any", "single_use_generic", "looping_task_strong_self", "unretained_cancellable",
                   "static_var_concurrency"] { disableAll += ["--disable", id] }
        let none = try run(disableAll + ["Sources"], in: tree)
        assertStatus(none, 0)
        XCTAssertTrue(none.stderr.contains("warning: no rule is enabled"), none.stderr)
        try tree.write(".lint.yml", "only_rules: []\n")
        let emptyList = try run(["--quiet", "Sources"], in: tree)
        XCTAssertTrue(emptyList.stderr.contains("warning: no rule is enabled"), emptyList.stderr)
        try tree.write(".lint.yml", "strict: false\n")
        let empty = try run(["--quiet", "Empty"], in: tree)
        assertStatus(empty, 0)
        XCTAssertTrue(empty.stderr.contains("warning: no Swift file under 'Empty'; nothing was linted"), empty.stderr)
        let normal = try run(["--quiet", "Sources"], in: tree)
        XCTAssertEqual(normal.stderr, "")
        // A SARIF report of such a run carries the warning in its (successful) invocation.
        let sarif = try run(["--quiet", "--reporter", "sarif", "-o", "empty.sarif", "Empty"], in: tree)
        assertStatus(sarif, 0)
        let report = try tree.read("empty.sarif")
        XCTAssertTrue(report.contains("\"executionSuccessful\": true"), report)
        XCTAssertTrue(report.contains("no Swift file under 'Empty'; nothing was linted"), report)
        try validateSARIFFile(tree.path("empty.sarif"), schemaPath: CLI.sarifSchemaURL.path)
    }

    /// `swiftlint-lite help` (no file of that name) points to `--help`.
    func testHelpAsAPathPointsToTheOption() throws {
        let tree = try makeTree()
        let result = try run(["help"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("help: error: no such file or folder; for help, run 'swiftlint-lite --help'"), result.stderr)
    }

    /// A configuration error replaces an earlier SARIF report with one whose invocation failed,
    /// and removes an earlier report of another format.
    func testAConfigurationErrorLeavesNoStaleReport() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        assertStatus(try run(["--reporter", "sarif", "-o", "lint.sarif", "Sources"], in: tree), 0)
        assertStatus(try run(["--reporter", "json", "-o", "lint.json", "Sources"], in: tree), 0)
        XCTAssertTrue(try tree.read("lint.sarif").contains("\"executionSuccessful\": true"))
        try tree.write(".lint.yml", "strict: true\nbogus: 1\n")
        let failed = try run(["--reporter", "sarif", "-o", "lint.sarif", "Sources"], in: tree)
        assertStatus(failed, 2)
        XCTAssertTrue(failed.stderr.contains(".lint.yml:2:1: error: unknown key 'bogus'"), failed.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.read("lint.sarif").utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual((runs[0]["results"] as? [Any])?.count, 0)
        let invocation = try XCTUnwrap((runs[0]["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let text = try XCTUnwrap((notification["message"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(text.contains(".lint.yml:2:1: unknown key 'bogus'"), text)
        let region = ((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 2)
        try validateSARIFFile(tree.path("lint.sarif"), schemaPath: CLI.sarifSchemaURL.path)
        let other = try run(["--reporter", "json", "-o", "lint.json", "Sources"], in: tree)
        assertStatus(other, 2)
        XCTAssertFalse(tree.exists("lint.json"))
    }

    /// A run that stops before linting writes its SARIF failure log to standard output when no
    /// `-o` is given (`> lint.sarif` in a workflow), and for a `reporter: sarif` that the
    /// configuration names (the baseline failed after the configuration was read).
    func testTheFailureLogGoesWhereTheSARIFReportGoes() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", "let a = 1\n")
        try tree.write("bad.json", "{\n  \"findings\": [\n")
        let toStandardOutput = try run(["--reporter", "sarif", "--baseline", "bad.json", "Sources"], in: tree)
        assertStatus(toStandardOutput, 2)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: toStandardOutput.stdoutData) as? [String: Any])
        let invocation = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let text = String(decoding: toStandardOutput.stdoutData, as: UTF8.self)
        XCTAssertTrue(text.contains("the baseline is not valid JSON"), text)

        try tree.write(".lint.yml", "reporter: sarif\nbaseline: bad.json\n")
        let configured = try run(["-o", "lint.out", "Sources"], in: tree)
        assertStatus(configured, 2)
        XCTAssertTrue(try tree.read("lint.out").contains("\"executionSuccessful\": false"))
        try validateSARIFFile(tree.path("lint.out"), schemaPath: CLI.sarifSchemaURL.path)
        // Another reporter writes nothing to standard output.
        let text2 = try run(["--reporter", "json", "Sources"], in: tree)
        assertStatus(text2, 2)
        XCTAssertEqual(text2.stdout, "")
    }

    /// A configuration with an error still names the failure log's format on its `reporter:`
    /// line; `github-actions` annotates the error at its place.
    func testABrokenConfigurationStillNamesTheFailureLogsFormat() throws {
        let tree = try makeTree()
        try tree.write("Sources/a.swift", "let a = 1\n")
        try tree.write(".lint.yml", "reporter: sarif  # for code scanning\nexclude: [Generated]\n")
        let sarif = try run(["Sources"], in: tree)
        assertStatus(sarif, 2)
        XCTAssertTrue(sarif.stdout.contains("\"executionSuccessful\": false"), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains("unknown key 'exclude'"), sarif.stdout)
        try tree.write(".lint.yml", "reporter: github-actions\nexclude: [Generated]\n")
        let annotated = try run(["Sources"], in: tree, environment: ["GITHUB_WORKSPACE": nil])
        assertStatus(annotated, 2)
        XCTAssertEqual(annotated.stdout, "::error file=.lint.yml,line=2,col=1,title=swiftlint-lite::unknown key 'exclude'; did you mean 'excluded'?\n")
        // JUnit and Checkstyle readers get a report with the error, not an empty file (hw-cli).
        for format in ["junit", "checkstyle"] {
            try tree.write(".lint.yml", "reporter: \(format)\nexclude: [Generated]\n")
            let xml = try run(["Sources"], in: tree)
            assertStatus(xml, 2)
            XCTAssertTrue(XMLParser(data: xml.stdoutData).parse(), format + ": " + xml.stdout)
            XCTAssertTrue(xml.stdout.contains("<error") && xml.stdout.contains("unknown key &apos;exclude&apos;")
                          || xml.stdout.contains("unknown key 'exclude'"), format + ": " + xml.stdout)
            try tree.write(".lint.yml", "exclude: [Generated]\n")
            let toFile = try run(["--reporter", format, "-o", "lint.xml", "Sources"], in: tree)
            assertStatus(toFile, 2)
            XCTAssertTrue(try tree.read("lint.xml").contains("unknown key"), format)
        }
        // `--write-baseline` writes no report, not even the configured format's failure log
        // (hw-cli); the error is on standard error and no baseline is written.
        try tree.write(".lint.yml", "reporter: sarif\nexclude: [Generated]\n")
        let baseline = try run(["--write-baseline", "b.json", "Sources"], in: tree)
        assertStatus(baseline, 2)
        XCTAssertEqual(baseline.stdout, "")
        XCTAssertTrue(baseline.stderr.contains(".lint.yml:2:1: error: unknown key 'exclude'"), baseline.stderr)
        XCTAssertFalse(tree.exists("b.json"))
    }

    /// One of several named folders that holds no Swift file is named in a warning; the
    /// others are linted. A case slip in an option gets a suggestion.
    func testAnEmptyFolderAmongSeveralIsNamed() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", "let a = 1\n")
        try tree.write("Docs/readme.md", "hi\n")
        let result = try run(["-q", "Sources", "Docs"], in: tree)
        assertStatus(result, 0)
        XCTAssertTrue(result.stderr.contains("warning: no Swift file under 'Docs'; nothing was linted there"), result.stderr)
        XCTAssertFalse(result.stderr.contains("'Sources'"), result.stderr)
        let slip = try run(["--STRICT", "Sources"], in: tree)
        assertStatus(slip, 2)
        XCTAssertTrue(slip.stderr.contains("did you mean '--strict'?"), slip.stderr)
    }

    /// `--no-strict` undoes the configuration's `strict: true`; with `--strict` it is a usage
    /// error.
    func testNoStrictUndoesTheConfigurationsStrict() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", "var a = 0\n")
        try tree.write(".lint.yml", "strict: true\n")
        assertStatus(try run(["-q", "Sources"], in: tree), 1)
        assertStatus(try run(["-q", "--no-strict", "Sources"], in: tree), 0)
        let both = try run(["--strict", "--no-strict", "Sources"], in: tree)
        assertStatus(both, 2)
        XCTAssertTrue(both.stderr.contains("'--strict' and '--no-strict' cannot be used together"), both.stderr)
    }

    /// A package named from outside it has its own `.lint.yml`, which the lookup from the
    /// current folder does not find: a note says so (and how to use it).
    func testAnUnreadProjectConfigurationIsNamed() throws {
        let tree = try makeTree()
        try tree.write("proj/Package.swift", "// swift-tools-version:5.9\n")
        try tree.write("proj/Sources/Lib/A.swift", "var counter = 0\n")
        try tree.write("proj/.lint.yml", "disabled_rules: [static_var_concurrency]\n")
        let outside = try run(["proj"], in: tree)
        XCTAssertTrue(outside.stderr.contains("note: proj/.lint.yml is not read"), outside.stderr)
        XCTAssertTrue(outside.stderr.contains("pass --config proj/.lint.yml to use it"), outside.stderr)
        let configured = try run(["--config", "proj/.lint.yml", "proj"], in: tree)
        XCTAssertFalse(configured.stderr.contains("is not read"), configured.stderr)
        XCTAssertFalse(try run(["-q", "proj"], in: tree).stderr.contains("is not read"))
        // A named folder without a Package.swift (an app's folder) is named too (hw61).
        try tree.write("App/Sources/A.swift", "var counter = 0\n")
        try tree.write("App/.lint.yml", "disabled_rules: [static_var_concurrency]\n")
        let app = try run(["App/"], in: tree)
        XCTAssertTrue(app.stderr.contains("note: App/.lint.yml is not read"), app.stderr)
        // So is a named folder's own `.lint.yml` when the current folder's is read instead
        // (configurations are not merged; hw60c: it was ignored without a word).
        try tree.write(".lint.yml", "strict: false\n")
        let nested = try run(["App", "proj"], in: tree)
        XCTAssertTrue(nested.stderr.contains("note: App/.lint.yml is not read: this run's configuration is .lint.yml (configurations are not merged); pass --config App/.lint.yml to use it"),
                      nested.stderr)
        XCTAssertTrue(nested.stderr.contains("note: proj/.lint.yml is not read: this run's configuration is .lint.yml"), nested.stderr)
        XCTAssertFalse(try run(["-q", "App"], in: tree).stderr.contains("is not read"))
        XCTAssertFalse(try run(["App/Sources"], in: tree).stderr.contains("is not read"))
        XCTAssertFalse(try run(["--config", "App/.lint.yml", "App"], in: tree).stderr.contains("is not read"))
    }

    /// A folder reached through a symbolic link (the shell's `PWD` keeps the link) is the same
    /// folder as its physical path: `excluded`, baselines and report paths hold.
    func testAFolderReachedThroughALinkIsTheSameFolder() throws {
        let tree = try makeTree()
        try tree.write("real/Sources/A.swift", "protocol P {}\nvar a: P? = nil\n")
        try tree.write("real/Sources/Generated/G.swift", "var g = 0\n")
        try tree.write("real/.lint.yml", "excluded: [Sources/Generated]\n")
        try FileManager.default.createSymbolicLink(atPath: tree.path("link"), withDestinationPath: tree.path("real"))
        let logical = tree.path("link")
        let environment: [String: String?] = ["PWD": logical]
        let configured = try run(["-q", "--config", logical + "/.lint.yml", "Sources"], in: tree, directory: "link", environment: environment)
        XCTAssertEqual(configured.stdoutLines.count, 2, configured.stdout)
        XCTAssertFalse(configured.stdout.contains("Generated"), configured.stdout)
        assertStatus(try run(["-q", "--write-baseline", "b.json", "Sources"], in: tree, directory: "link", environment: environment), 0)
        let baselined = try run(["-q", "--baseline", "b.json", "--reporter", "github-actions", logical + "/Sources"], in: tree,
                                directory: "link", environment: environment)
        assertStatus(baselined, 0)
        XCTAssertEqual(baselined.stdout, "")
        let reported = try run(["-q", "--reporter", "github-actions", logical + "/Sources"], in: tree, directory: "link", environment: environment)
        XCTAssertTrue(reported.stdout.contains("file=Sources/A.swift,"), reported.stdout)
    }

    /// A baseline that cannot be read stops the run before any file is fixed, as a
    /// configuration error does.
    func testAMissingBaselineStopsTheRunBeforeFixing() throws {
        let tree = try makeTree()
        let original = "protocol P {}\nvar p: P? = nil\n"
        try tree.write("Sources/A.swift", original)
        assertStatus(try run(["--reporter", "sarif", "-o", "lint.sarif", "Sources"], in: tree), 0)
        let result = try run(["--fix", "--baseline", "missing.json", "--reporter", "sarif", "-o", "lint.sarif", "Sources"], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("missing.json"), result.stderr)
        XCTAssertEqual(try tree.read("Sources/A.swift"), original)
        XCTAssertTrue(try tree.read("lint.sarif").contains("\"executionSuccessful\": false"))
        try tree.write("broken.json", "{ not json")
        try tree.write("lint.txt", "an earlier report\n")
        let broken = try run(["--baseline", "broken.json", "-o", "lint.txt", "Sources"], in: tree)
        assertStatus(broken, 2)
        XCTAssertFalse(tree.exists("lint.txt"))
    }

    /// A run that stops before linting leaves alone an `--output` or `--trace` that a run
    /// that lints would refuse: an existing Swift source, the configuration file, the
    /// baseline (hw51b's first finding: they were removed, or overwritten by the SARIF log).
    func testAStoppedRunLeavesSourcesAndConfigurationAlone() throws {
        let tree = try makeTree()
        let source = "protocol P {}\nfunc f(_ p: P) {}\n"
        try tree.write("Sources/A.swift", source)
        try tree.write(".lint.yml", "strict: maybe\n")
        try tree.write("base.json", "[]\n")
        for arguments in [["-o", "Sources/A.swift"], ["--reporter", "sarif", "-o", "Sources/A.swift"], ["--trace", "Sources/A.swift"],
                          ["-o", ".lint.yml"], ["--reporter", "sarif", "-o", ".lint.yml"], ["--baseline", "base.json", "-o", "base.json"]] {
            let result = try run(arguments + ["Sources"], in: tree)
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains("left as it is"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try tree.read("Sources/A.swift"), source, "\(arguments)")
            XCTAssertEqual(try tree.read(".lint.yml"), "strict: maybe\n", "\(arguments)")
            XCTAssertEqual(try tree.read("base.json"), "[]\n", "\(arguments)")
        }
        try tree.write(".lint.yml", "strict: true\n")
        let nothing = try run(["--only", "existential_any", "--disable", "existential_any", "-o", "Sources/A.swift", "Sources"], in: tree)
        assertStatus(nothing, 2)
        XCTAssertEqual(try tree.read("Sources/A.swift"), source)
    }
    /// A configuration with `included` or `excluded` patterns that leave nothing out (they
    /// match nothing under the paths) still lets a run that checks nothing say so: an empty
    /// folder, only files that are not Swift, an empty folder among several (hw-cli: the
    /// warnings were all silent as soon as a pattern was configured).
    func testPatternsThatLeaveNothingOutDoNotSilenceAnEmptyRun() throws {
        let tree = try makeTree()
        try tree.write("F/a.swift", source)
        try tree.write("E/readme.txt", "nothing\n")
        try tree.write("t.txt", "x\n")
        for configuration in ["excluded: [Generated]\n", "included: [E, F]\n"] {
            try tree.write(".lint.yml", configuration)
            let empty = try run(["--quiet", "E"], in: tree)
            assertStatus(empty, 0)
            XCTAssertTrue(empty.stderr.contains("warning: no Swift file under 'E'; nothing was linted"), configuration + empty.stderr)
            let notSwift = try run(["t.txt"], in: tree)
            XCTAssertTrue(notSwift.stderr.contains("warning: none of the files named is a Swift file; nothing was linted"),
                          configuration + notSwift.stderr)
            let several = try run(["--quiet", "E", "F"], in: tree)
            XCTAssertTrue(several.stderr.contains("warning: no Swift file under 'E'; nothing was linted there"), configuration + several.stderr)
            let sarif = try run(["--quiet", "--reporter", "sarif", "-o", "empty.sarif", "E"], in: tree)
            assertStatus(sarif, 0)
            XCTAssertTrue(try tree.read("empty.sarif").contains("no Swift file under 'E'; nothing was linted"))
        }
        // A folder whose Swift files the patterns leave out is the patterns' doing, said as such
        // (and not as a folder without Swift files).
        try tree.write(".lint.yml", "excluded: [F]\n")
        let excluded = try run(["--quiet", "F"], in: tree)
        XCTAssertTrue(excluded.stderr.contains("every Swift file under the given paths matches 'excluded' (F)"), excluded.stderr)
        XCTAssertFalse(excluded.stderr.contains("no Swift file under 'F'"), excluded.stderr)
        try tree.write("G/b.swift", source)
        let oneExcluded = try run(["--quiet", "F", "G"], in: tree)
        XCTAssertFalse(oneExcluded.stderr.contains("no Swift file under 'F'"), oneExcluded.stderr)
    }
}
