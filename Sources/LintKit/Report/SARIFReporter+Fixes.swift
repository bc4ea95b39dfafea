extension SARIFReporter {
    /// Writes the SARIF `fix` object for `fix` (which has edits), its edits sorted by offset.
    ///
    /// Regions are lines and UTF-16 columns computed with the file's line table `lines`; when the
    /// file is not available they fall back to `byteOffset` and `byteLength`, which need no text.
    static func writeFix(_ fix: Fix, artifact: ArtifactLocation?, lines: LineTable?, into stream: inout JSONStream) {
        let edits = fix.edits.count > 1 ? fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound } : fix.edits
        stream.openObject()
        stream.key("description")
        stream.openObject()
        stream.member("text", fix.description)
        stream.closeObject()
        stream.key("artifactChanges")
        stream.openArray()
        stream.element()
        stream.openObject()
        stream.key("artifactLocation")
        ArtifactLocation.write(artifact, into: &stream)
        stream.key("replacements")
        stream.openArray()
        for edit in edits {
            stream.element()
            stream.openObject()
            stream.key("deletedRegion")
            writeDeletedRegion(edit.range, lines: lines, into: &stream)
            stream.key("insertedContent")
            stream.openObject()
            stream.member("text", edit.replacement)
            stream.closeObject()
            stream.closeObject()
        }
        stream.closeArray()
        stream.closeObject()
        stream.closeArray()
        stream.closeObject()
    }

    private static func writeDeletedRegion(_ range: Range<Int>, lines: LineTable?, into stream: inout JSONStream) {
        stream.openObject()
        if let lines {
            let start = lines.location(of: range.lowerBound)
            let end = lines.location(of: range.upperBound)
            stream.member("startLine", start.line)
            stream.member("startColumn", start.utf16Column)
            stream.member("endLine", end.line)
            stream.member("endColumn", end.utf16Column)
        } else {
            stream.member("byteOffset", range.lowerBound)
            stream.member("byteLength", range.count)
        }
        stream.closeObject()
    }
}
