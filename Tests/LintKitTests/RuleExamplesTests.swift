import XCTest
@testable import LintKit

/// Runs every example of every `Rules/<id>.md`: the documentation is the rule's test suite.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasADocumentWithEnoughExamples() throws {
        let documents = try RuleDocument.all()
        XCTAssertEqual(Set(documents.map(\.id)), Set(RuleRegistry.ids), "one document per rule, named after its id")
        for document in documents {
            let triggering = document.examples.filter { $0.section == .triggering }
            let nonTriggering = document.examples.filter { $0.section == .nonTriggering }
            XCTAssertGreaterThanOrEqual(triggering.count, 25, "\(document.id): triggering examples")
            XCTAssertGreaterThanOrEqual(nonTriggering.count, 25, "\(document.id): non-triggering examples")
            for example in triggering {
                XCTAssertFalse(example.markers.isEmpty, "\(document.id).md:\(example.line): a triggering example needs a ↓ marker")
            }
            XCTAssertTrue(document.text.contains("| Identifier | `\(document.id)` |"), "\(document.id): property table")
        }
    }

    func testEmbeddedDocumentsMatchRulesFolder() throws {
        for document in try RuleDocument.all() {
            XCTAssertTrue(RuleDocumentation.markdown(for: document.id) == document.text,
                          "Rules/\(document.id).md differs from the embedded copy: run python3 Scripts/embed-rule-docs.py")
        }
    }

    func testTriggeringExamplesReportAtTheMarkers() throws {
        for document in try RuleDocument.all() where RuleRegistry.rule(withID: document.id) != nil {
            for example in document.examples where example.section == .triggering {
                let findings = try lintExample(example.code, fileName: example.fileName, ruleID: document.id, options: example.options)
                let reported = findings.map(\.offset).sorted()
                XCTAssertEqual(reported, example.markers.sorted(),
                               "\(document.id).md:\(example.line): findings at \(describe(reported, in: example.code)), expected \(describe(example.markers, in: example.code))\n\(findings.map(\.message).joined(separator: "\n"))")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() throws {
        for document in try RuleDocument.all() where RuleRegistry.rule(withID: document.id) != nil {
            for example in document.examples where example.section == .nonTriggering {
                let findings = try lintExample(example.code, fileName: example.fileName, ruleID: document.id, options: example.options)
                XCTAssertTrue(findings.isEmpty, "\(document.id).md:\(example.line): unexpected findings at \(describe(findings.map(\.offset), in: example.code)): \(findings.map(\.message))")
            }
        }
    }

    func testCorrectionsRewriteBeforeIntoAfter() throws {
        for document in try RuleDocument.all() where RuleRegistry.rule(withID: document.id) != nil {
            let pairs = document.examples.filter { $0.section == .before || $0.section == .after }
            var index = 0
            while index + 1 < pairs.count {
                let before = pairs[index], after = pairs[index + 1]
                index += 2
                guard before.section == .before, after.section == .after else {
                    XCTFail("\(document.id).md:\(before.line): corrections must come in before/after pairs")
                    continue
                }
                var bytes = Array(before.code.utf8)
                for _ in 0..<8 {
                    let findings = try lintExample(String(decoding: bytes, as: UTF8.self), fileName: before.fileName, ruleID: document.id, options: before.options)
                    let fixes = findings.compactMap(\.fix)
                    if fixes.isEmpty { break }
                    let (rewritten, applied) = FixApplier.apply(fixes, to: bytes)
                    bytes = rewritten
                    if applied == 0 { break }
                }
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self), after.code, "\(document.id).md:\(before.line): correction")
            }
        }
    }

    /// `line:column` of each offset, for readable failures.
    private func describe(_ offsets: [Int], in code: String) -> String {
        let table = LineTable(Array(code.utf8))
        return "[" + offsets.map { let location = table.location(of: $0); return "\(location.line):\(location.column)" }.joined(separator: ", ") + "]"
    }
}
