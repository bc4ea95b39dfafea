/// Prints a SARIF 2.1.0 log, the format GitHub code scanning and SARIF editor viewers read.
///
/// One run, whose `tool.driver` lists the context's rules (plus a bare entry for any rule id a
/// finding uses that the context does not describe). Each result names its rule by `ruleId` and
/// `ruleIndex`, and its file by a URI relative to the `%SRCROOT%` base, which
/// `originalUriBaseIds` maps to the root folder (files outside the root get an absolute
/// `file://` URI). Columns are UTF-16 code units (`columnKind: utf16CodeUnits`).
/// `partialFingerprints` carries ``fingerprintKey``, a hash that survives line shifts, and
/// `fixes` carries a finding's rewrite. The JSON is pretty-printed with two spaces and a fixed
/// key order.
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
        let rules = SARIFRuleTable(rules: context.rules, findings: findings)
        // One path computation per file, not per finding.
        let relativePaths = ReportPaths.relativePaths(findings.map(\.path), root: context.rootDirectory)
        let fingerprints = SARIFReporter.fingerprints(for: findings, root: context.rootDirectory, relativePaths: relativePaths)
        var artifacts: [String: JSONValue] = [:]
        for (path, relative) in relativePaths {
            artifacts[path] = SARIFReporter.artifactLocation(for: path, relative: relative, root: context.rootDirectory)
        }
        // The results are built and rendered in parallel chunks, then spliced into the log in
        // order, so the bytes are the same as a sequential rendering.
        let resultsMarker = "\u{1}results\u{1}"
        let run: JSONValue = [
            "tool": ["driver": rules.driver(version: context.toolVersion)],
            "originalUriBaseIds": [
                SARIFReporter.sourceRootBaseID: ["uri": .string(ReportPaths.directoryURI(root: context.rootDirectory))],
            ],
            "columnKind": "utf16CodeUnits",
            "results": .string(resultsMarker),
        ]
        let log: JSONValue = [
            "$schema": .string(SARIFReporter.schemaURI),
            "version": "2.1.0",
            "runs": [run],
        ]
        let skeleton = log.rendered()
        let depth = 3  // results sit in log.runs[0].results
        let chunkSize = 512
        let chunkCount = (findings.count + chunkSize - 1) / chunkSize
        let frozenArtifacts = artifacts
        let chunks = ParallelSlots<[UInt8]>.map(count: chunkCount) { chunk in
            var bytes: [UInt8] = []
            for index in (chunk * chunkSize)..<min(findings.count, (chunk + 1) * chunkSize) {
                let finding = findings[index]
                let value = result(for: finding, artifact: frozenArtifacts[finding.path] ?? .null,
                                   ruleIndex: rules.index(of: finding.ruleID), fingerprint: fingerprints[index], context: context)
                bytes.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (depth + 1)))
                value.render(into: &bytes, indent: 2, depth: depth + 1)
            }
            return bytes
        }
        // Splice the results in place of the marker, on bytes, without an intermediate copy.
        let marker = Array("\"\\u0001results\\u0001\"".utf8)
        let bytes = Array(skeleton.utf8)
        guard let start = (0...(max(0, bytes.count - marker.count))).first(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }) else {
            return bytes + [UInt8(ascii: "\n")]
        }
        var output = Array(bytes[..<start])
        output.reserveCapacity(bytes.count + chunks.reduce(0) { $0 + ($1?.count ?? 0) } + 16)
        output.append(UInt8(ascii: "["))
        for chunk in chunks { output.append(contentsOf: chunk ?? []) }
        if !findings.isEmpty {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        output.append(UInt8(ascii: "]"))
        output.append(contentsOf: bytes[(start + marker.count)...])
        output.append(UInt8(ascii: "\n"))
        return output
    }

    private func result(for finding: Finding, artifact: JSONValue, ruleIndex: Int, fingerprint: String,
                        context: ReportContext) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity.rawValue)),
            ("message", ["text": .string(finding.message)]),
            ("locations", [[
                "physicalLocation": [
                    "artifactLocation": artifact,
                    "region": [
                        "startLine": .int(finding.location.line),
                        "startColumn": .int(finding.location.utf16Column),
                    ],
                ],
            ]]),
            ("partialFingerprints", [SARIFReporter.fingerprintKey: .string(fingerprint)]),
        ]
        if let fix = finding.fix,
           let fixValue = SARIFReporter.fix(fix, artifact: artifact, file: context.files[finding.path]) {
            members.append(("fixes", [fixValue]))
        }
        return .object(members)
    }

    /// The `artifactLocation` of `path`: relative to `%SRCROOT%` when inside the root, else an
    /// absolute `file://` URI.
    static func artifactLocation(for path: String, root: String) -> JSONValue {
        artifactLocation(for: path, relative: ReportPaths.relative(path, root: root), root: root)
    }

    /// ``artifactLocation(for:root:)`` with the path relative to the root already worked out.
    static func artifactLocation(for path: String, relative: String?, root: String) -> JSONValue {
        if let relative {
            return [
                "uri": .string(ReportPaths.percentEncoded(relative)),
                "uriBaseId": .string(sourceRootBaseID),
            ]
        }
        return ["uri": .string(ReportPaths.fileURI(absolutePath: ReportPaths.absolute(path, root: root)))]
    }
}
