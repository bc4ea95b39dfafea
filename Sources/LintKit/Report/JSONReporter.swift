/// Prints the findings as a JSON array, pretty-printed with two spaces, keys in a fixed order.
///
/// The format is stable: keys are never reordered or renamed, and new keys are only added at
/// the end of an object. Each element is
///
///     {
///       "rule": "existential_any",        // rule id
///       "severity": "warning",            // "warning" or "error"
///       "path": "Sources/App/main.swift", // the path as discovered
///       "line": 3,                        // 1-based
///       "column": 17,                     // 1-based, UTF-8 bytes (as swiftc prints)
///       "utf16_column": 15,               // 1-based, UTF-16 code units (as editors count)
///       "message": "Use 'any P' for an existential type",
///       "fix": null,                      // or an object, below
///       "end_line": 3,                    // where the name the finding points at ends,
///       "end_column": 18,                 // exclusive (UTF-8 bytes; `P` in `[P]`)
///       "end_utf16_column": 16            // the same in UTF-16 code units
///     }
///
/// The three `end_` keys are `null` for a finding that marks a position only (a report about
/// a suppression comment).
///
/// A fix is `{ "description": String, "edits": [Edit] }`, edits sorted by offset, each
///
///     {
///       "start_line": 3, "start_column": 17, // where the replaced bytes start (UTF-8 column)
///       "end_line": 3, "end_column": 17,     // where they end, exclusive (UTF-8 column)
///       "offset": 40, "length": 0,           // the same range as a byte offset and length
///       "replacement": "any "
///     }
///
/// The line and column keys of an edit are `null` when the file's text was not available.
/// An empty run prints `[]`. Strings are UTF-8, with control characters escaped.
public struct JSONReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders the findings as a JSON array followed by a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let array = JSONValue.array(findings.map { object(for: $0, file: context.files[$0.path]) })
        return array.rendered() + "\n"
    }

    private func object(for finding: Finding, file: SourceFile?) -> JSONValue {
        [
            "rule": .string(finding.ruleID),
            "severity": .string(finding.severity.rawValue),
            "path": .string(finding.path),
            "line": .int(finding.location.line),
            "column": .int(finding.location.column),
            "utf16_column": .int(finding.location.utf16Column),
            "message": .string(finding.message),
            "fix": finding.fix.map { fixObject($0, file: file) } ?? .null,
            "end_line": finding.endLocation.map { .int($0.line) } ?? .null,
            "end_column": finding.endLocation.map { .int($0.column) } ?? .null,
            "end_utf16_column": finding.endLocation.map { .int($0.utf16Column) } ?? .null,
        ]
    }

    private func fixObject(_ fix: Fix, file: SourceFile?) -> JSONValue {
        let edits = fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        return [
            "description": .string(fix.description),
            "edits": .array(edits.map { editObject($0, file: file) }),
        ]
    }

    private func editObject(_ edit: TextEdit, file: SourceFile?) -> JSONValue {
        let start = file?.lineTable.location(of: edit.range.lowerBound)
        let end = file?.lineTable.location(of: edit.range.upperBound)
        return [
            "start_line": start.map { .int($0.line) } ?? .null,
            "start_column": start.map { .int($0.column) } ?? .null,
            "end_line": end.map { .int($0.line) } ?? .null,
            "end_column": end.map { .int($0.column) } ?? .null,
            "offset": .int(edit.range.lowerBound),
            "length": .int(edit.range.count),
            "replacement": .string(edit.replacement),
        ]
    }
}
