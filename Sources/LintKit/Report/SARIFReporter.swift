/// Prints a SARIF 2.1.0 log, the format GitHub code scanning and SARIF editor viewers read.
///
/// One run, whose `tool.driver` lists the context's rules (plus a bare entry for any rule id a
/// finding uses that the context does not describe). Each result names its rule by `ruleId` and
/// `ruleIndex`, and its file by a URI relative to the `%SRCROOT%` base, which
/// `originalUriBaseIds` maps to the root folder (files outside the root get an absolute
/// `file://` URI). Columns are UTF-16 code units (`columnKind: utf16CodeUnits`), and lines end
/// at `\r\n`, `\n` and a lone `\r`, as Swift's do (`newlineSequences`).
/// `partialFingerprints` carries ``fingerprintKey``, a hash that survives line shifts, and
/// `fixes` carries a finding's rewrite. The JSON has a fixed key order and is pretty-printed
/// with two spaces, except that each result is written compact on a line of its own: the log
/// is less than half the size (a run's report is written faster, and uploads are smaller), and
/// `grep` or `diff` of two logs shows whole results.
public struct SARIFReporter: Reporter {
    /// The `$schema` written at the top of the log.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The tool's home page, `tool.driver.informationUri`.
    public static let informationURI = "https://github.com/swiftlint-lite/swiftlint-lite"
    /// The tool's name, `tool.driver.name`.
    public static let toolName = "swiftlint-lite"
    /// The base id that relative artifact URIs are resolved against.
    public static let sourceRootBaseID = "%SRCROOT%"
    /// The key of the line-hash fingerprint in each result's `partialFingerprints`.
    public static let fingerprintKey = "swiftliteLineHash/v1"

    /// Creates the reporter.
    public init() {}

    /// Renders the SARIF log followed by a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        String(decoding: reportBytes(findings, context: context), as: UTF8.self)
    }

    /// Renders the SARIF log followed by a newline, as UTF-8 bytes.
    public func reportBytes(_ findings: [Finding], context: ReportContext) -> [UInt8] {
        let pieces = reportPieces(findings, context: context)
        var output: [UInt8] = []
        output.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { output.append(contentsOf: piece) }
        return output
    }

    /// The SARIF log followed by a newline, in pieces: the log up to its `results` array, the
    /// results in chunks rendered in parallel, and the rest of the log.
    public func reportPieces(_ findings: [Finding], context: ReportContext) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        deliverPieces(findings, context: context) { pieces.append(Array($0)) }
        return pieces
    }

    /// Hands the pieces of ``reportPieces(_:context:)`` to `deliver` in order as they are
    /// rendered: the head of the log at once, then each chunk of results as soon as it and
    /// the chunks before it are rendered (the workers render the later ones meanwhile), then
    /// the rest of the log.
    public func deliverPieces(_ findings: [Finding], context: ReportContext, to deliver: (UnsafeBufferPointer<UInt8>) -> Void) {
        let rules = SARIFRuleTable(rules: context.rules, findings: findings)
        // Findings arrive sorted, so each file's are one run: paths, artifacts and occurrence
        // counts are worked out once per run, not once per finding.
        let runs = Self.pathRuns(findings)
        let runPaths = runs.map { findings[$0.lowerBound].path }
        let relativePaths = Self.sourceRootRelativePaths(runPaths, context: context)
        let artifacts = runPaths.map { path in
            SARIFReporter.artifactLocation(for: path, relative: relativePaths[path] ?? nil, root: context.rootDirectory)
        }
        let displayedPaths = runPaths.map { (relativePaths[$0] ?? nil) ?? ReportPaths.absolute($0, root: context.rootDirectory) }
        // Occurrences are counted per displayed path. When two runs show the same path (one
        // file named two ways), they are counted in order on one thread, as a sequential
        // rendering would; otherwise each run counts its own, in parallel.
        let sharedInputs = Set(displayedPaths).count == displayedPaths.count
            ? nil : SARIFReporter.fingerprintInputs(for: findings, root: context.rootDirectory, relativePaths: relativePaths)
        // The log around the results (the rule table with its help texts is most of it) is
        // rendered on a thread of its own while the workers render the first chunks of
        // results: rendered first, it kept one core idle at the end of every run.
        let frameWork = BackgroundWork { () -> LogFrame in
            Self.logFrame(rules: rules, context: context)
        }
        let depth = 3  // results sit in log.runs[0].results
        let chunks = Self.chunks(of: runs, minimumFindings: 512)
        var frame: LogFrame?
        func deliverHead() -> LogFrame {
            if let frame { return frame }
            let made = frameWork.wait()
            frame = made
            if let head = made.head {
                head.withUnsafeBufferPointer(deliver)
            } else {
                // No place for the results in the log (not expected): the log without them.
                made.tail.withUnsafeBufferPointer(deliver)
            }
            return made
        }
        InOrderHandOff.map(count: chunks.count, { chunk -> RenderedChunk in
            var stream = JSONStream(depth: depth + 1, oneLineBelow: depth + 1)
            let runRange = chunks[chunk]
            let findingCount = runs[runRange.upperBound - 1].upperBound - runs[runRange.lowerBound].lowerBound
            stream.reserveCapacity(800 * findingCount)  // about 0.7 KB per result
            // Findings are read in place (a copy of each retains its strings, which other
            // threads made), and a rule id like the one before keeps its index.
            findings.withUnsafeBufferPointer { findings in
                var previousRule: (id: String, index: Int)?
                for runIndex in runRange {
                    let artifact = artifacts[runIndex]
                    // The line table once per file (each use of the property takes its lock).
                    let lines = context.files[runPaths[runIndex]]?.lineTable
                    var occurrences: [OccurrenceKey: Int] = [:]
                    for index in runs[runIndex] {
                        let ruleID = findings[index].ruleID
                        if index != 0 { stream.raw(",") }
                        stream.appendLineStart(indentation: 2 * (depth + 1))
                        let occurrence: Int
                        if let sharedInputs {
                            occurrence = sharedInputs[index].occurrence
                        } else {
                            // One lookup: the count is read and raised in place.
                            occurrence = Self.postIncrement(&occurrences[OccurrenceKey(ruleID: ruleID,
                                                                                       lineFingerprint: findings[index].lineFingerprint),
                                                                         default: 0])
                        }
                        let fingerprint = SARIFReporter.lineHash(ruleID: ruleID, path: displayedPaths[runIndex],
                                                                 lineFingerprint: findings[index].lineFingerprint, occurrence: occurrence)
                        if previousRule?.id != ruleID { previousRule = (ruleID, rules.index(of: ruleID)) }
                        writeResult(for: findings[index], artifact: artifact, ruleIndex: previousRule?.index ?? 0,
                                    fingerprint: fingerprint, lines: lines, into: &stream)
                    }
                }
            }
            return RenderedChunk(stream.finish())
        }, consume: { chunk in
            if deliverHead().head != nil { chunk.bytes.withUnsafeBytes(deliver) }
        })
        let made = deliverHead()
        guard made.head != nil else { return }
        var tail: [UInt8] = []
        if !findings.isEmpty {
            tail.append(UInt8(ascii: "\n"))
            JSONValue.appendSpaces(2 * depth, to: &tail)
        }
        tail.append(UInt8(ascii: "]"))
        tail.append(contentsOf: made.tail)
        tail.withUnsafeBufferPointer(deliver)
    }

    /// The log without its results: the bytes before the results array's first element
    /// (ending with `[`) and those after its last (from the `]`'s successor on, with the final
    /// newline). `head` is nil when the log has no place for the results, and `tail` is then
    /// the whole log and its newline.
    struct LogFrame: Sendable {
        var head: [UInt8]?
        var tail: [UInt8]
    }

    /// Renders the log with a marker in place of the results and splits it there.
    static func logFrame(rules: SARIFRuleTable, context: ReportContext) -> LogFrame {
        let resultsMarker = "\u{1}results\u{1}"
        let run: JSONValue = [
            "tool": ["driver": rules.driver(version: context.toolVersion)],
            "originalUriBaseIds": [
                SARIFReporter.sourceRootBaseID: ["uri": .string(ReportPaths.directoryURI(root: context.sourceRoot))],
            ],
            "columnKind": "utf16CodeUnits",
            // Lines end where Swift's do: also at a lone carriage return, which SARIF's default
            // (`\r\n` and `\n`) leaves out.
            "newlineSequences": ["\r\n", "\n", "\r"],
            "invocations": [invocation(context)],
            "results": .string(resultsMarker),
        ]
        let log: JSONValue = [
            "$schema": .string(SARIFReporter.schemaURI),
            "version": "2.1.0",
            "runs": [run],
        ]
        let bytes = log.renderedBytes()
        let marker = Array("\"\\u0001results\\u0001\"".utf8)
        guard let start = firstOccurrence(of: marker, in: bytes) else {
            return LogFrame(head: nil, tail: bytes + [UInt8(ascii: "\n")])
        }
        var head = Array(bytes[..<start])
        head.append(UInt8(ascii: "["))
        var tail = Array(bytes[(start + marker.count)...])
        tail.append(UInt8(ascii: "\n"))
        return LogFrame(head: head, tail: tail)
    }

    /// The run's `invocation`: whether it linted everything, an error notification for each
    /// path it could not (``ReportContext/toolErrors``), and a warning notification for each of
    /// ``ReportContext/runWarnings`` and ``ReportContext/fileWarnings``.
    static func invocation(_ context: ReportContext) -> JSONValue {
        let warnings = context.runWarnings.map { warning -> JSONValue in ["level": "warning", "message": ["text": .string(warning)]] }
            + context.fileWarnings.map { notification($0, level: "warning", context: context) }
        guard !context.toolErrors.isEmpty else {
            guard !warnings.isEmpty else { return ["executionSuccessful": true] }
            return ["executionSuccessful": true, "toolExecutionNotifications": .array(warnings)]
        }
        let notifications = context.toolErrors.map { notification($0, level: "error", context: context) }
        return ["executionSuccessful": false, "toolExecutionNotifications": .array(notifications + warnings)]
    }

    /// A notification of `level` about one path, at its place in the file when known.
    static func notification(_ error: ToolError, level: String, context: ReportContext) -> JSONValue {
        // An error of the run as a whole (a usage error), at no file.
        if error.path.isEmpty { return ["level": .string(level), "message": ["text": .string(error.message)]] }
        let artifact = artifactLocation(for: error.path, relative: Self.sourceRootRelativePaths([error.path], context: context)[error.path] ?? nil,
                                        root: context.rootDirectory)
        var location: [(key: String, value: JSONValue)] = [("uri", .string(artifact.uri))]
        if let base = artifact.uriBaseID { location.append(("uriBaseId", .string(base))) }
        // A name shown with escapes names no file a URI could point at: no location.
        guard error.pathIsFileName else {
            return ["level": .string(level), "message": ["text": .string(error.path + ": " + error.message)]]
        }
        guard let place = error.location else {
            return [
                "level": .string(level),
                "message": ["text": .string(error.path + ": " + error.message)],
                "locations": [["physicalLocation": ["artifactLocation": .object(location)]]],
            ]
        }
        // The text gives the region's column (UTF-16 code units, the log's `columnKind`), so
        // that the two agree on a line with non-ASCII text before the place.
        return [
            "level": .string(level),
            "message": ["text": .string("\(error.path):\(place.line):\(place.utf16Column): \(error.message)")],
            "locations": [["physicalLocation": [
                "artifactLocation": .object(location),
                "region": ["startLine": .int(place.line), "startColumn": .int(place.utf16Column)],
            ]]],
        ]
    }

    /// The index of the first occurrence of `needle` (not empty) in `bytes`.
    static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                for position in 0...(haystack.count - needle.count) where haystack[position] == first {
                    var matches = true
                    for offset in 1..<needle.count where haystack[position + offset] != needle[offset] {
                        matches = false
                        break
                    }
                    if matches { return position }
                }
                return nil
            }
        }
    }

    /// A rendered chunk of results, handed from the worker that rendered it to the thread
    /// that writes it, without copying its bytes.
    private final class RenderedChunk: @unchecked Sendable {
        let bytes: ByteWriter
        init(_ bytes: consuming ByteWriter) { self.bytes = bytes }
    }

    /// `value`, which is then raised by one.
    static func postIncrement(_ value: inout Int) -> Int {
        defer { value += 1 }
        return value
    }

    /// The ranges of consecutive findings with the same path, in order.
    static func pathRuns(_ findings: [Finding]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in findings.indices.dropFirst() where findings[index].path != findings[index - 1].path {
            runs.append(start..<index)
            start = index
        }
        if !findings.isEmpty { runs.append(start..<findings.count) }
        return runs
    }

    /// Consecutive groups of `runs` (by index into `runs`) of at least `minimumFindings`
    /// findings each (the last may have fewer), for rendering in parallel.
    static func chunks(of runs: [Range<Int>], minimumFindings: Int) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var start = 0
        var count = 0
        for (index, run) in runs.enumerated() {
            count += run.count
            if count >= minimumFindings {
                chunks.append(start..<(index + 1))
                start = index + 1
                count = 0
            }
        }
        if start < runs.count { chunks.append(start..<runs.count) }
        return chunks
    }

    /// Writes one `result` object.
    private func writeResult(for finding: Finding, artifact: ArtifactLocation?, ruleIndex: Int, fingerprint: String,
                             lines: LineTable?, into stream: inout JSONStream) {
        // A result is written on one line (the stream puts containers this deep on theirs), so
        // its fixed parts are literal fragments: the layout ``JSONStream`` would give them
        // (`"key":` without spaces, no line breaks), written without working it out again for
        // each of some 30 keys. The artifact and the fix open containers of their own, which
        // the stream lays out the same way.
        stream.raw("{\"ruleId\":")
        stream.string(finding.ruleID)
        stream.raw(",\"ruleIndex\":")
        stream.int(ruleIndex)
        stream.raw(",\"level\":")
        stream.string(finding.severity.rawValue)
        stream.raw(",\"message\":{\"text\":")
        stream.string(finding.message)
        stream.raw("},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":")
        ArtifactLocation.write(artifact, into: &stream)
        stream.raw(",\"region\":{\"startLine\":")
        stream.int(finding.location.line)
        stream.raw(",\"startColumn\":")
        stream.int(finding.location.utf16Column)
        if let end = finding.endLocation {
            stream.raw(",\"endLine\":")
            stream.int(end.line)
            stream.raw(",\"endColumn\":")
            stream.int(end.utf16Column)
        }
        stream.raw("}}}],\"partialFingerprints\":{")
        stream.string(SARIFReporter.fingerprintKey)
        stream.raw(":")
        stream.string(fingerprint)
        stream.raw("}")
        if let fix = finding.fix, !fix.edits.isEmpty {
            stream.raw(",\"fixes\":[")
            SARIFReporter.writeFix(fix, artifact: artifact, lines: lines, into: &stream)
            stream.raw("]")
        }
        stream.raw("}")
    }

    /// The `artifactLocation` of `path`: relative to `%SRCROOT%` when inside the root, else an
    /// absolute `file://` URI.
    /// Each of `paths` (relative to the run's folder, ``ReportContext/rootDirectory``, or
    /// absolute) relative to `%SRCROOT%` (``ReportContext/sourceRoot``), nil when outside it.
    static func sourceRootRelativePaths(_ paths: [String], context: ReportContext) -> [String: String?] {
        guard context.sourceRoot != context.rootDirectory else { return ReportPaths.relativePaths(paths, root: context.rootDirectory) }
        let absolute = paths.map { ReportPaths.absolute($0, root: context.rootDirectory) }
        let relative = ReportPaths.relativePaths(absolute, root: context.sourceRoot)
        var result: [String: String?] = [:]
        for (path, full) in zip(paths, absolute) { result[path] = relative[full] ?? nil }
        return result
    }

    static func artifactLocation(for path: String, root: String) -> ArtifactLocation {
        artifactLocation(for: path, relative: ReportPaths.relative(path, root: root), root: root)
    }

    /// ``artifactLocation(for:root:)`` with the path relative to the root already worked out.
    static func artifactLocation(for path: String, relative: String?, root: String) -> ArtifactLocation {
        if let relative {
            return ArtifactLocation(uri: ReportPaths.percentEncoded(relative), uriBaseID: sourceRootBaseID)
        }
        return ArtifactLocation(uri: ReportPaths.fileURI(absolutePath: ReportPaths.absolute(path, root: root)), uriBaseID: nil)
    }

    /// A SARIF `artifactLocation`: a URI, relative to `uriBaseId` when one is given.
    struct ArtifactLocation {
        /// The percent-encoded URI.
        var uri: String
        /// The base id a relative `uri` resolves against.
        var uriBaseID: String?

        /// Writes the object, or `null` when there is none.
        static func write(_ location: ArtifactLocation?, into stream: inout JSONStream) {
            guard let location else { stream.raw("null"); return }
            stream.openObject()
            stream.member("uri", location.uri)
            if let base = location.uriBaseID { stream.member("uriBaseId", base) }
            stream.closeObject()
        }
    }
}
