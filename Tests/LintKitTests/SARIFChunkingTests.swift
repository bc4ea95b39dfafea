import Foundation
import XCTest
@testable import LintKit

/// The SARIF reporter renders results in parallel chunks of whole path runs and counts
/// fingerprint occurrences per run when it can. These tests check the log against the
/// sequential definition (``SARIFReporter/fingerprints(for:root:relativePaths:)``) and against
/// a rendering in one chunk.
final class SARIFChunkingTests: XCTestCase {
    private static let root = "/root"

    private func finding(_ path: String, line: Int, fingerprint: String, rule: String = "existential_any") -> Finding {
        Finding(ruleID: rule, severity: .warning, path: path, offset: line,
                location: SourceLocation(line: line, column: 1, utf16Column: 1), message: "m\(line)",
                lineFingerprint: fingerprint)
    }

    /// The `partialFingerprints` values of the log, in order.
    private func loggedFingerprints(_ findings: [Finding]) throws -> [String] {
        let bytes = SARIFReporter().reportBytes(findings, context: ReportContext(rootDirectory: Self.root))
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        return try results.map { result in
            let prints = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            return try XCTUnwrap(prints[SARIFReporter.fingerprintKey])
        }
    }

    private func expectedFingerprints(_ findings: [Finding]) -> [String] {
        let relative = ReportPaths.relativePaths(findings.map(\.path), root: Self.root)
        return SARIFReporter.fingerprints(for: findings, root: Self.root, relativePaths: relative)
    }

    /// Many files with repeated lines, sorted as the engine sorts them: more than one chunk.
    func testSortedFindingsAcrossChunksMatchSequentialFingerprints() throws {
        var findings: [Finding] = []
        for file in 0..<40 {
            for line in 0..<60 {
                // Few distinct line texts, so occurrences climb within each file.
                findings.append(finding("/root/Sources/F\(file).swift", line: line + 1, fingerprint: "line \(line % 4)"))
            }
        }
        findings.sort()
        XCTAssertGreaterThan(findings.count, 2 * 512, "the log must span several chunks")
        let logged = try loggedFingerprints(findings)
        XCTAssertEqual(logged, expectedFingerprints(findings))
        XCTAssertEqual(Set(logged).count, logged.count, "every finding has its own fingerprint")
    }

    /// One file in two runs (findings not grouped by path): its counts continue in the second run.
    func testNonAdjacentRunsOfOnePathContinueTheirCounts() throws {
        var findings: [Finding] = []
        for block in 0..<3 {
            for path in ["/root/a.swift", "/root/b.swift"] {
                for line in 0..<300 { findings.append(finding(path, line: block * 1000 + line, fingerprint: "same")) }
            }
        }
        let logged = try loggedFingerprints(findings)
        XCTAssertEqual(logged, expectedFingerprints(findings))
        XCTAssertEqual(Set(logged).count, logged.count)
    }

    /// Two spellings of one file are one displayed path: occurrences are counted across both.
    func testTwoSpellingsOfOneFileShareTheirCounts() throws {
        let findings = (0..<700).map { finding("/root/a.swift", line: $0, fingerprint: "x") }
            + (0..<700).map { finding("/root/./a.swift", line: $0, fingerprint: "x") }
        let logged = try loggedFingerprints(findings)
        XCTAssertEqual(logged, expectedFingerprints(findings))
        XCTAssertEqual(Set(logged).count, logged.count, "the second spelling's findings continue the first's count")
    }

    func testPathRunsAndChunks() {
        let findings = ["a", "a", "b", "c", "c", "c", "a"].enumerated().map { finding("/root/\($1)", line: $0, fingerprint: "") }
        let runs = SARIFReporter.pathRuns(findings)
        XCTAssertEqual(runs, [0..<2, 2..<3, 3..<6, 6..<7])
        XCTAssertEqual(SARIFReporter.chunks(of: runs, minimumFindings: 3), [0..<2, 2..<3, 3..<4])
        XCTAssertEqual(SARIFReporter.chunks(of: runs, minimumFindings: 100), [0..<4])
        XCTAssertEqual(SARIFReporter.pathRuns([]), [])
        XCTAssertEqual(SARIFReporter.chunks(of: [], minimumFindings: 1), [])
    }
}
