import Foundation
import XCTest

/// What a baseline's entries mean when read back: their `occurrence`, paths outside the
/// configuration's folder, and what the summary line says of them.
final class CLIBaselineEntriesTests: CLITestCase {
    /// Three findings of one key (`var a: P` twice and the same rule): removing the entry of
    /// occurrence 0 by hand makes the first of them new, not the last.
    func testOccurrenceFieldIsRead() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "protocol P {}\nstruct S {\n    var a: P\n    var b: P\n    var a2: P\n}\nstruct T {\n    var a: P\n}\n")
        assertStatus(try run(["--only", "existential_any", "--write-baseline", "b.json", "a.swift"], in: tree), 0)
        let data = try Data(contentsOf: tree.url("b.json"))
        var document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var entries = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.filter { $0["line_text"] as? String == "var a: P" }.compactMap { $0["occurrence"] as? Int }.sorted(), [0, 1])
        entries.removeAll { $0["line_text"] as? String == "var a: P" && $0["occurrence"] as? Int == 0 }
        document["findings"] = entries
        try JSONSerialization.data(withJSONObject: document).write(to: tree.url("edited.json"))
        let result = try run(["--only", "existential_any", "--baseline", "edited.json", "a.swift"], in: tree)
        XCTAssertEqual(result.stdoutLines.map { $0.components(separatedBy: ": ").first! }, ["a.swift:3:12"],
                       "occurrence 0 (line 3) is new; occurrence 1 (line 8) is still baselined: \(result.stdout)")

        // Entries without `occurrence` (written by hand) take the first free index.
        let bare = "{\"version\": 1, \"findings\": [{\"rule\": \"existential_any\", \"path\": \"a.swift\", \"line_text\": \"var a: P\"}]}"
        try tree.write("bare.json", bare)
        let counted = try run(["--only", "existential_any", "--baseline", "bare.json", "a.swift"], in: tree)
        XCTAssertEqual(counted.stdoutLines.map { $0.components(separatedBy: ": ").first! }, ["a.swift:4:12", "a.swift:5:13", "a.swift:8:12"])

        // An occurrence that is not a whole number of 0 or more is an error naming the entry.
        try tree.write("bad.json", bare.replacingOccurrences(of: "\"var a: P\"", with: "\"var a: P\", \"occurrence\": -1"))
        let bad = try run(["--baseline", "bad.json", "a.swift"], in: tree)
        assertStatus(bad, 2)
        XCTAssertTrue(bad.stderr.contains("bad.json:1:29: error: finding 1 has an 'occurrence'"), bad.stderr)

        // A field of the wrong kind, or missing, is named, at the entry's line and column.
        try tree.write("kinds.json", "{\"version\": 1, \"findings\": [\n  {\"rule\": \"existential_any\", \"path\": \"a.swift\", \"line_text\": \"x\"},\n"
                       + "  {\"rule\": \"existential_any\", \"path\": \"a.swift\", \"line_text\": 2}\n]}\n")
        let kinds = try run(["--baseline", "kinds.json", "a.swift"], in: tree)
        assertStatus(kinds, 2)
        XCTAssertTrue(kinds.stderr.contains("kinds.json:3:3: error: finding 2 has a 'line_text' that is a number, not a string"), kinds.stderr)
        try tree.write("missing.json", "{\"version\": 1, \"findings\": [{\"rule\": \"existential_any\", \"line_text\": \"x\"}]}")
        let missing = try run(["--baseline", "missing.json", "a.swift"], in: tree)
        assertStatus(missing, 2)
        XCTAssertTrue(missing.stderr.contains("missing.json:1:29: error: finding 1 has no 'path'"), missing.stderr)
    }

    /// A `line_text` written by hand with other white space (two spaces, a tab, spaces at
    /// either end) is folded when read, as the line it is matched with is (hw60c: it never
    /// matched).
    func testHandWrittenLineTextIsFoldedWhenRead() throws {
        let tree = try makeTree()
        try tree.write("A.swift", "protocol P {}\nfunc a(x:  P) {}\n")
        let texts = ["func  a(x: P) {}", "\\tfunc a(x:\\tP) {} ", " func a(x: P)  {}"]
        for (position, text) in texts.enumerated() {
            try tree.write("b\(position).json", "{\"version\": 1, \"findings\": [{\"rule\": \"existential_any\", \"path\": \"A.swift\", \"line_text\": \"\(text)\"}]}")
            let result = try run(["--only", "existential_any", "--baseline", "b\(position).json", "A.swift"], in: tree)
            assertStatus(result, 0, text)
            XCTAssertEqual(result.stdout, "", text)
        }
        try tree.write("other.json", "{\"version\": 1, \"findings\": [{\"rule\": \"existential_any\", \"path\": \"A.swift\", \"line_text\": \"func a(y: P) {}\"}]}")
        XCTAssertEqual(try run(["--only", "existential_any", "--baseline", "other.json", "A.swift"], in: tree).stdoutLines.count, 1)
    }

    /// The summary says how many findings the baseline held back, and how many of its entries
    /// for the linted files matched nothing; entries for files not linted are not counted.
    func testSummarySaysWhatTheBaselineHeldBack() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "protocol P {}\nfunc f(_ x: P) {}\nfunc g(_ x: P) {}\n")
        try tree.write("b.swift", "func h(_ x: P) {}\n")
        assertStatus(try run(["--only", "existential_any", "--write-baseline", "b.json"], in: tree), 0)
        let same = try run(["--only", "existential_any", "--baseline", "b.json", "a.swift"], in: tree)
        XCTAssertTrue(same.stderr.contains("Found 0 findings (0 errors) in 1 file; the baseline holds 2 more."), same.stderr)
        try tree.write("a.swift", "protocol P {}\nfunc f(_ x: any P) {}\nfunc g(_ x: P) {}\n")
        let stale = try run(["--only", "existential_any", "--baseline", "b.json", "a.swift"], in: tree)
        XCTAssertTrue(stale.stderr.contains(
            "Found 0 findings (0 errors) in 1 file; the baseline holds 1 more, and 1 of its entries for these files matches nothing (--write-baseline refreshes it)."),
            stale.stderr)
        let quiet = try run(["--only", "existential_any", "--baseline", "b.json", "-q", "a.swift"], in: tree)
        XCTAssertEqual(quiet.stderr, "", "--quiet prints no summary")
    }

    /// `--write-baseline` records every finding; a `--baseline` given with it must still be
    /// readable, or the run stops before writing anything.
    func testBaselineWithWriteBaselineMustBeReadable() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "protocol P {}\nfunc f(_ x: P) {}\n")
        let missing = try run(["--baseline", "none.json", "--write-baseline", "new.json", "a.swift"], in: tree)
        assertStatus(missing, 2)
        XCTAssertTrue(missing.stderr.contains("none.json: error: cannot read baseline file"), missing.stderr)
        XCTAssertFalse(tree.exists("new.json"))
        try tree.write("old.json", "{\"version\": 1, \"findings\": []}")
        assertStatus(try run(["--baseline", "old.json", "--write-baseline", "old.json", "a.swift"], in: tree), 0)
        XCTAssertTrue(try tree.read("old.json").contains("\"rule\": \"existential_any\""), "every finding is recorded")
    }

    /// A configuration in a subfolder that includes `../Sources` stores `../Sources/A.swift`,
    /// so the baseline works in another checkout; an absolute entry written before still matches.
    func testPathsOutsideTheConfigurationFolderGoThroughParents() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", "protocol P {}\nfunc f(_ x: P) {}\n")
        try tree.write("config/.lint.yml", "included: [../Sources]\nbaseline: lint-baseline.json\n")
        assertStatus(try run(["--config", "config/.lint.yml", "--write-baseline", "config/lint-baseline.json"], in: tree), 0)
        let written = try tree.read("config/lint-baseline.json")
        XCTAssertTrue(written.contains("\"path\": \"../Sources/A.swift\""), written)

        // The same tree elsewhere (another checkout).
        let moved = try makeTree()
        try moved.write("Sources/A.swift", try tree.read("Sources/A.swift"))
        try moved.write("config/.lint.yml", try tree.read("config/.lint.yml"))
        try moved.write("config/lint-baseline.json", written)
        let elsewhere = try run(["--config", "config/.lint.yml", "--strict"], in: moved)
        assertStatus(elsewhere, 0, elsewhere.stdout)
        XCTAssertEqual(elsewhere.stdout, "")

        // An entry with the absolute path, as earlier versions wrote it, is read in today's form.
        try moved.write("config/lint-baseline.json", written.replacingOccurrences(of: "../Sources/A.swift", with: moved.path("Sources/A.swift")))
        let old = try run(["--config", "config/.lint.yml", "--strict"], in: moved)
        assertStatus(old, 0, old.stdout)
    }

    /// An update (`--baseline b.json --write-baseline b.json`) with `--only`, or on some of
    /// the files, keeps the entries of the rules that did not run and of the files not linted
    /// (hw61: they were dropped, and the next full run reported them as new); nor are they
    /// counted as stale. A path written `./Sources/…` by hand matches.
    func testUpdatesKeepWhatTheRunDidNotCheck() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", "protocol P {}\nlet a: P? = nil\nvar counter = 0\n")
        try tree.write("Sources/B.swift", "final class C {}\nenum E { static var shared = C() }\n")
        assertStatus(try run(["--write-baseline", "b.json", "Sources"], in: tree), 0)
        let all = try tree.read("b.json")
        XCTAssertEqual(all.components(separatedBy: "\"rule\"").count - 1, 4)

        let only = try run(["--only", "existential_any", "--baseline", "b.json", "Sources"], in: tree)
        assertStatus(only, 0)
        XCTAssertTrue(only.stderr.contains("the baseline holds 1 more."), only.stderr)

        let update = try run(["--only", "existential_any", "--baseline", "b.json", "--write-baseline", "b.json", "Sources"], in: tree)
        assertStatus(update, 0)
        XCTAssertTrue(update.stderr.contains("Wrote a baseline of 1 finding to b.json (and kept 3 entries"), update.stderr)
        // The same entries; within a line the kept ones follow the findings (they have no column).
        func entries(_ text: String) throws -> [String] {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let list = try XCTUnwrap(object["findings"] as? [[String: Any]])
            return list.map { entry in ["rule", "path", "line_text", "occurrence", "line"].map { "\(entry[$0] ?? "-")" }.joined(separator: "|") }
        }
        XCTAssertEqual(try entries(tree.read("b.json")).sorted(), try entries(all).sorted())
        XCTAssertEqual(try entries(tree.read("b.json")).map { $0.components(separatedBy: "|")[1] }, ["Sources/A.swift", "Sources/A.swift", "Sources/A.swift", "Sources/B.swift"])

        let subset = try run(["--baseline", "b.json", "--write-baseline", "b.json", "Sources/A.swift"], in: tree)
        assertStatus(subset, 0)
        XCTAssertEqual(try entries(tree.read("b.json")).sorted(), try entries(all).sorted())
        let full = try run(["--baseline", "b.json", "--strict", "Sources"], in: tree)
        assertStatus(full, 0)
        XCTAssertEqual(full.stdout, "")

        try tree.write("b.json", all.replacingOccurrences(of: "\"Sources/", with: "\"./Sources/"))
        let dotted = try run(["--baseline", "b.json", "--strict", "Sources"], in: tree)
        assertStatus(dotted, 0)
        XCTAssertEqual(dotted.stdout, "")
    }

    /// Disables of rules that did not run are not judged, so an update with `--only` keeps
    /// the baseline's `superfluous_disable_command` entries as they were, and records none of
    /// its own (hw65: they were dropped, and the next full run reported them as new).
    func testOnlyUpdateKeepsSuperfluousDisableEntries() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", """
            protocol P {}
            let a: P? = nil
            // swiftlint-lite:disable:next single_use_generic
            func f() {}
            // swiftlint-lite:disable:next unretained_cancelable
            func g() {}

            """)
        assertStatus(try run(["--write-baseline", "b.json", "Sources"], in: tree), 0)
        let all = try tree.read("b.json")
        XCTAssertEqual(all.components(separatedBy: "\"superfluous_disable_command\"").count - 1, 2, all)

        let update = try run(["--only", "existential_any", "--baseline", "b.json", "--write-baseline", "b.json", "Sources"], in: tree)
        assertStatus(update, 0)
        XCTAssertTrue(update.stderr.contains("Wrote a baseline of 1 finding to b.json (and kept 3 entries"), update.stderr)
        XCTAssertEqual(try tree.read("b.json").components(separatedBy: "\"superfluous_disable_command\"").count - 1, 2)
        let full = try run(["--baseline", "b.json", "--strict", "Sources"], in: tree)
        assertStatus(full, 0, full.stdout)
        XCTAssertEqual(full.stdout, "")
    }

    /// `.lint.yml`'s `baseline:` stands for `--baseline`: a `--write-baseline` of the same file
    /// on some of the files is an update that keeps the other files' entries (hw85: it wrote
    /// only the run's findings), and a broken one is an error, not overwritten.
    func testTheConfiguredBaselineIsUpdatedNotReplaced() throws {
        let tree = try makeTree()
        try tree.write(".lint.yml", "baseline: b.json\n")
        try tree.write("Sources/A.swift", "protocol P {}\nlet a: P? = nil\n")
        try tree.write("Sources/B.swift", "protocol Q {}\nlet b: Q? = nil\nlet c: Q? = nil\n")
        let first = try run(["--write-baseline", "b.json", "Sources"], in: tree)
        assertStatus(first, 0)
        XCTAssertFalse(first.stderr.contains("no baseline file yet"), first.stderr)
        let update = try run(["--write-baseline", "b.json", "Sources/A.swift"], in: tree)
        assertStatus(update, 0)
        XCTAssertTrue(update.stderr.contains("Wrote a baseline of 2 findings to b.json (and kept 4 entries"), update.stderr)
        let full = try run(["--strict", "Sources"], in: tree)
        assertStatus(full, 0, full.stdout)

        try tree.write("b.json", "{\"version\": 1, \"findings\": [")
        let broken = try run(["--write-baseline", "b.json", "Sources/A.swift"], in: tree)
        assertStatus(broken, 2)
        XCTAssertEqual(try tree.read("b.json"), "{\"version\": 1, \"findings\": [")
    }

    /// An update drops the entries of a file that no longer exists (hw85: a renamed file's
    /// entries were kept for ever, ready to hide findings in a new file of that name).
    func testAnUpdateDropsTheEntriesOfDeletedFiles() throws {
        let tree = try makeTree()
        try tree.write("Sources/A.swift", "protocol P {}\nlet a: P? = nil\n")
        try tree.write("Sources/B.swift", "protocol Q {}\nlet b: Q? = nil\n")
        assertStatus(try run(["--write-baseline", "b.json", "Sources"], in: tree), 0)
        try FileManager.default.moveItem(atPath: tree.path("Sources/B.swift"), toPath: tree.path("Sources/C.swift"))
        let update = try run(["--baseline", "b.json", "--write-baseline", "b.json", "Sources"], in: tree)
        assertStatus(update, 0)
        let written = try tree.read("b.json")
        XCTAssertFalse(written.contains("Sources/B.swift"), written)
        XCTAssertTrue(written.contains("Sources/C.swift"), written)
        XCTAssertTrue(update.stderr.contains("Wrote a baseline of 4 findings to b.json."), update.stderr)
    }
}
