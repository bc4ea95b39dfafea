import Foundation
import XCTest

/// `--output`, and sorted, deterministic output whatever the parallelism.
final class CLIOutputTests: CLITestCase {
    func testOutputFileIsWrittenAndStdoutIsEmpty() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--output", "lint.txt"], in: tree)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "", "nothing on standard output")
        XCTAssertEqual(try tree.read("lint.txt"), ReporterTree.textLines.joined(separator: "\n") + "\n")
        XCTAssertTrue(result.stderr.contains("Found 4 findings"), "the summary still goes to standard error")

        for reporter in ["json", "sarif", "github-actions", "checkstyle", "junit"] {
            let output = "report \(reporter).out"
            let run = try run(["--reporter", reporter, "-o", output, "--quiet"], in: tree)
            assertStatus(run, 0, reporter)
            XCTAssertEqual(run.stdout, "", reporter)
            XCTAssertEqual(run.stderr, "", reporter)
            let written = try tree.read(output)
            XCTAssertEqual(written, try self.run(["--reporter", reporter, "--quiet"], in: tree).stdout,
                           "\(reporter): the file holds what standard output would")
        }
    }

    func testOutputReplacesAnExistingFileAndFailsCleanlyOnABadPath() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "protocol P {}\nfunc f(_ x: P) {}\n")
        try tree.write("out.txt", String(repeating: "stale\n", count: 100))
        assertStatus(try run(["--output=out.txt"], in: tree), 0)
        XCTAssertEqual(try tree.read("out.txt"),
                       "a.swift:2:13: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)\n")
        let bad = try run(["--output", "missing folder/out.txt"], in: tree)
        assertStatus(bad, 2)
        XCTAssertTrue(bad.stderr.contains("missing folder/out.txt"), bad.stderr)
    }

    func testTimingsAndTraceDoNotChangeTheReport() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let plain = try run(["--quiet"], in: tree)
        let timed = try run(["--quiet", "--timings", "--trace", "trace.json"], in: tree)
        assertStatus(timed, 0)
        XCTAssertEqual(timed.stdout, plain.stdout, "timings go to standard error, not into the report")
        XCTAssertTrue(timed.stderr.contains("existential_any"), "per-rule times: \(timed.stderr)")
        let trace = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: tree.url("trace.json")))
            as? [String: Any], "Chrome trace-event JSON")
        let events = try XCTUnwrap(trace["traceEvents"] as? [[String: Any]])
        XCTAssertFalse(events.isEmpty)
        for key in ["name", "ph", "ts", "pid", "tid"] {
            XCTAssertNotNil(events.first?[key], "trace events have '\(key)'")
        }
    }

    /// A run that writes a baseline is timed and traced as a lint run is.
    func testWritingABaselineIsTimedAndTraced() throws {
        let tree = try makeTree()
        try tree.makeReporterTree()
        let result = try run(["--write-baseline", "baseline.json", "--timings", "--trace", "trace.json"], in: tree)
        assertStatus(result, 0)
        XCTAssertTrue(tree.exists("baseline.json"))
        XCTAssertTrue(result.stderr.contains("existential_any"), "per-rule times: \(result.stderr)")
        let trace = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: tree.url("trace.json"))) as? [String: Any])
        XCTAssertFalse(try XCTUnwrap(trace["traceEvents"] as? [[String: Any]]).isEmpty)
    }

    func testOutputIsSortedAndDeterministicAcrossRuns() throws {
        let tree = try makeTree()
        // Many files, in names whose order differs from creation order, several findings each.
        let names = (0..<40).map { index -> String in
            let folder = ["b", "A", "a", "B c", "é"][index % 5]
            return "Sources/\(folder)/File\(39 - index).swift"
        }
        try tree.write("Sources/Protocols.swift", "protocol P {}\nprotocol Q {}\n")
        for (index, name) in names.enumerated() {
            var text = ""
            for line in 0..<(index % 4 + 1) {
                text += "func f\(line)(_ a: Q, _ b: P) {}\n"
            }
            text += "struct S\(index) { static var count = 0 }\n"
            try tree.write(name, text)
        }
        var outputs: [String] = []
        for _ in 0..<3 {
            let result = try run(["--reporter", "json", "--quiet"], in: tree)
            assertStatus(result, 0)
            outputs.append(result.stdout)
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(outputs[0], outputs[2])

        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outputs[0].utf8)) as? [[String: Any]])
        let expectedCount = names.indices.reduce(0) { $0 + 2 * ($1 % 4 + 1) + 1 }
        XCTAssertEqual(array.count, expectedCount)
        let keys = array.map { ($0["path"] as? String ?? "", $0["line"] as? Int ?? 0, $0["column"] as? Int ?? 0) }
        let sorted = keys.sorted { lhs, rhs in
            if lhs.0 != rhs.0 { return Array(lhs.0.utf8).lexicographicallyPrecedes(Array(rhs.0.utf8)) }
            if lhs.1 != rhs.1 { return lhs.1 < rhs.1 }
            return lhs.2 < rhs.2
        }
        XCTAssertTrue(keys.elementsEqual(sorted) { $0 == $1 }, "sorted by path, line, column")

        let text = try run(["--quiet"], in: tree)
        XCTAssertEqual(text.stdoutLines.count, expectedCount)
        XCTAssertEqual(text.stdout, try run(["--quiet"], in: tree).stdout)
    }
}
