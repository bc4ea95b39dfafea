import Foundation
import XCTest

/// What a run writes besides the report's text: files it refuses to overwrite, the fixes a
/// report carries, and what `--fix` says and keeps.
final class CLIWrittenFilesTests: CLITestCase {
    private let source = "protocol P {}\nfunc f(_ p: P) {}\nfunc g<T: P, U: P>(_ t: T, _ u: U) {}\n"

    func testAReportOrBaselineNeverOverwritesALintedFile() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        for arguments in [["-o", "Sources/A.swift"], ["--write-baseline", "Sources/A.swift"], ["--trace", "Sources/A.swift"]] {
            let result = try run(arguments + ["Sources"], in: tree)
            assertStatus(result, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("is one of the files being linted; it would be overwritten"), result.stderr)
            XCTAssertEqual(try tree.read("Sources/A.swift"), source)
        }
        let same = try run(["--trace", "out.json", "-o", "out.json", "Sources"], in: tree)
        assertStatus(same, 2)
        XCTAssertTrue(same.stderr.contains("--output and --trace name the same file (out.json)"), same.stderr)
        XCTAssertFalse(tree.exists("out.json"))
    }

    /// Nor a Swift source that is not linted: an option whose value was forgotten takes the
    /// next file name (`--write-baseline Sources/A.swift Sources/B.swift`).
    func testAReportOrBaselineNeverOverwritesASwiftSourceItDoesNotLint() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        try tree.write("Sources/B.swift", "var b = 0\n")
        for arguments in [["-o", "Sources/A.swift"], ["--write-baseline", "Sources/A.swift"], ["--trace", "Sources/A.swift"]] {
            let result = try run(arguments + ["Sources/B.swift"], in: tree)
            assertStatus(result, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("Sources/A.swift is an existing Swift source; it would be overwritten"), result.stderr)
            XCTAssertEqual(try tree.read("Sources/A.swift"), source)
        }
        // A new file of that name is written.
        assertStatus(try run(["-o", "new.swift", "Sources/B.swift"], in: tree), 0)
        XCTAssertTrue(tree.exists("new.swift"))
    }

    /// A name is judged by the file it leads to: a link with another name that leads to a
    /// Swift source, linted or not, is refused like the source itself (hw60c: the report, the
    /// trace and the baseline were written over the source through `report.txt -> A.swift`).
    func testAReportNeverOverwritesASwiftSourceThroughALink() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        try tree.write("Other/O.swift", "let o = 1\n")
        try tree.symlink("report.txt", to: "Sources/A.swift")
        try tree.symlink("other.txt", to: "Other/O.swift")
        for option in ["-o", "--write-baseline", "--trace"] {
            let linted = try run([option, "report.txt", "Sources"], in: tree)
            assertStatus(linted, 2, option)
            XCTAssertTrue(linted.stderr.contains("is one of the files being linted; it would be overwritten"), linted.stderr)
            let notLinted = try run([option, "other.txt", "Sources"], in: tree)
            assertStatus(notLinted, 2, option)
            XCTAssertTrue(notLinted.stderr.contains("other.txt (a link to "), notLinted.stderr)
            XCTAssertTrue(notLinted.stderr.contains("O.swift) is an existing Swift source; it would be overwritten"), notLinted.stderr)
        }
        XCTAssertEqual(try tree.read("Sources/A.swift"), source)
        XCTAssertEqual(try tree.read("Other/O.swift"), "let o = 1\n")
    }

    /// Nor the configuration file or the baseline the run reads (the baseline may be written
    /// anew with `--write-baseline`: that is how it is updated).
    func testAReportNeverOverwritesTheConfigurationOrTheBaselineItReads() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        let configuration = "disabled_rules:\n  - single_use_generic\n"
        try tree.write(".lint.yml", configuration)
        let written = try run(["--write-baseline", "baseline.json", "Sources"], in: tree)
        assertStatus(written, 0)
        let baseline = try tree.read("baseline.json")
        for arguments in [["-o", ".lint.yml"], ["--write-baseline", ".lint.yml"], ["--trace", ".lint.yml"]] {
            let result = try run(arguments + ["Sources"], in: tree)
            assertStatus(result, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("is the configuration file this run reads (.lint.yml); it would be overwritten"), result.stderr)
            XCTAssertEqual(try tree.read(".lint.yml"), configuration)
        }
        for arguments in [["-o", "baseline.json"], ["--trace", "baseline.json"]] {
            let result = try run(["--baseline", "baseline.json"] + arguments + ["Sources"], in: tree)
            assertStatus(result, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("is the baseline this run reads (baseline.json); it would be overwritten"), result.stderr)
            XCTAssertEqual(try tree.read("baseline.json"), baseline)
        }
        let updated = try run(["--baseline", "baseline.json", "--write-baseline", "baseline.json", "Sources"], in: tree)
        assertStatus(updated, 0)
    }

    /// Two generic parameters of one function each rewrite its signature: only the first
    /// finding carries its fix in a report, so that applying every fix is safe.
    func testAReportsFixesNeverOverlap() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        let result = try run(["--reporter", "json", "--quiet", "Sources"], in: tree)
        assertStatus(result, 0)
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        let summary = findings.map { "\($0["rule"] as? String ?? "?"):\($0["line"] as? Int ?? 0):\($0["fix"] is NSNull ? "no fix" : "fix")" }
        XCTAssertEqual(summary, ["existential_any:2:fix", "single_use_generic:3:fix", "single_use_generic:3:no fix"])
    }

    func testFixSaysWhatItChangedAndKeepsTheOwner() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", source)
        let isRoot = geteuid() == 0
        // As root (a container rewriting a mounted checkout), the file stays its owner's.
        if isRoot { XCTAssertEqual(chown(tree.path("Sources/A.swift"), 65534, 65534), 0) }
        XCTAssertEqual(chmod(tree.path("Sources/A.swift"), 0o640), 0)
        let result = try run(["--fix", "Sources"], in: tree)
        assertStatus(result, 0)
        XCTAssertTrue(result.stderr.contains("Applied 3 fixes in 1 file."), result.stderr)
        XCTAssertTrue(result.stderr.contains("Found 0 findings"), result.stderr)
        XCTAssertEqual(try tree.read("Sources/A.swift"), "protocol P {}\nfunc f(_ p: any P) {}\nfunc g(_ t: some P, _ u: some P) {}\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: tree.path("Sources/A.swift"))
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        if isRoot { XCTAssertEqual((attributes[.ownerAccountID] as? NSNumber)?.intValue, 65534) }
        let quiet = try run(["--fix", "--quiet", "Sources"], in: tree)
        XCTAssertFalse(quiet.stderr.contains("Applied"), quiet.stderr)
    }

    /// An output whose folder does not exist stops the run before anything is linted or
    /// fixed: the sources are as they were.
    func testAnOutputInAMissingFolderStopsTheRunFirst() throws {
        let tree = try makeTree()
        let source = "protocol P {}\nfunc f(_ x: P) {}\n"
        try tree.write("A.swift", source)
        for option in ["-o", "--write-baseline", "--trace"] {
            let result = try run(["--fix", option, "nodir/out.json", "A.swift"], in: tree)
            assertStatus(result, 2)
            XCTAssertTrue(result.stderr.contains("nodir/out.json: error: cannot write file: there is no folder 'nodir'"), result.stderr)
            XCTAssertEqual(try tree.read("A.swift"), source, option)
        }
    }
}
