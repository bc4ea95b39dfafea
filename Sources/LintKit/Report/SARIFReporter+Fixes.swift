extension SARIFReporter {
    /// The SARIF `fix` object for `fix`, its edits sorted by offset.
    ///
    /// Regions are lines and UTF-16 columns computed with the file's line table; when the file is
    /// not available they fall back to `byteOffset` and `byteLength`, which need no text.
    static func fix(_ fix: Fix, artifact: JSONValue, file: SourceFile?) -> JSONValue? {
        guard !fix.edits.isEmpty else { return nil }
        let edits = fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let replacements = edits.map { edit -> JSONValue in
            [
                "deletedRegion": deletedRegion(edit.range, file: file),
                "insertedContent": ["text": .string(edit.replacement)],
            ]
        }
        return [
            "description": ["text": .string(fix.description)],
            "artifactChanges": [[
                "artifactLocation": artifact,
                "replacements": .array(replacements),
            ]],
        ]
    }

    private static func deletedRegion(_ range: Range<Int>, file: SourceFile?) -> JSONValue {
        guard let file else {
            return ["byteOffset": .int(range.lowerBound), "byteLength": .int(range.count)]
        }
        let start = file.lineTable.location(of: range.lowerBound)
        let end = file.lineTable.location(of: range.upperBound)
        return [
            "startLine": .int(start.line),
            "startColumn": .int(start.utf16Column),
            "endLine": .int(end.line),
            "endColumn": .int(end.utf16Column),
        ]
    }
}
