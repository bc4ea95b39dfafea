import Foundation

/// Findings recorded earlier, so that a gate fails only on new ones.
///
/// A finding's identity is its rule id, its file path relative to the root, and the text of
/// its line with white space folded; findings sharing those three are told apart by their
/// order in the file (occurrence index). Line numbers are stored for people but not matched,
/// so inserting or deleting unrelated lines does not make old findings look new. An entry
/// without an `occurrence` (a baseline written by hand) takes the first index its key has
/// not used yet.
///
/// File format (JSON, UTF-8):
/// ```json
/// { "version": 1, "tool": "swiftlint-lite",
///   "findings": [ { "rule": "existential_any", "path": "Sources/App/Net.swift",
///                   "line_text": "var client: Networking", "occurrence": 0, "line": 12 } ] }
/// ```
public struct Baseline: Sendable {
    /// The identity of one finding.
    public struct Key: Hashable, Sendable {
        /// Rule id.
        public var rule: String
        /// Path relative to the root.
        public var path: String
        /// The reported line, white space folded.
        public var lineText: String
    }

    /// The occurrence indexes the baseline holds for each key.
    public private(set) var occurrences: [Key: Set<Int>] = [:]
    /// The line numbers a baseline file gave its entries (by key, then occurrence), kept for
    /// the entries an update carries over (see ``render(_:rootDirectory:keeping:)``).
    private var lines: [Key: [Int: Int]] = [:]
    /// The folder paths are relative to.
    public var rootDirectory: String
    /// The folder findings' relative paths start from: the current one.
    private let workingDirectory = WorkingDirectory.path

    /// An empty baseline.
    public init(rootDirectory: String) { self.rootDirectory = rootDirectory }

    /// A baseline holding `findings`.
    public init(findings: [Finding], rootDirectory: String) {
        self.rootDirectory = rootDirectory
        for finding in findings {
            let identity = key(finding)
            occurrences[identity, default: []].insert(occurrences[identity]?.count ?? 0)
        }
    }

    /// How many entries the baseline holds for the files at `paths` (as findings name them:
    /// relative to the current folder, or absolute) and the rules `rules` (all when nil).
    public func entryCount(inFiles paths: [String], rules: Set<String>? = nil) -> Int {
        let wanted = storedPaths(paths)
        return occurrences.reduce(0) { total, entry in
            wanted.contains(entry.key.path) && rules?.contains(entry.key.rule) != false ? total + entry.value.count : total
        }
    }

    /// One entry of a baseline: a finding's identity, its occurrence index and, when known,
    /// its line.
    public struct Entry: Sendable {
        /// The finding's identity.
        public var key: Key
        /// Which of the findings sharing the key it is, in file order from 0.
        public var occurrence: Int
        /// The line the file gave it, if any.
        public var line: Int?
    }

    /// The entries a run cannot confirm or refute: those of rules outside `rules` (the rules
    /// that ran) and of files outside `paths` (the files linted, as findings name them) that
    /// still exist. An update of the baseline (`--baseline b.json --write-baseline b.json`
    /// with `--only`, or on some of the files) keeps them, so that it does not drop what it did
    /// not look at; the entries of a file deleted or renamed since would only hide findings in
    /// a new file of that name one day, and go.
    public func entries(outsideRules rules: Set<String>, files paths: [String]) -> [Entry] {
        let linted = storedPaths(paths)
        var exists: [String: Bool] = [:]
        var kept: [Entry] = []
        for (key, indexes) in occurrences where !rules.contains(key.rule) || !linted.contains(key.path) {
            if exists[key.path] == nil {
                let absolute = key.path.hasPrefix("/") ? key.path : rootDirectory + "/" + key.path
                exists[key.path] = FileManager.default.fileExists(atPath: absolute)
            }
            guard exists[key.path] == true else { continue }
            for occurrence in indexes { kept.append(Entry(key: key, occurrence: occurrence, line: lines[key]?[occurrence])) }
        }
        return kept
    }

    /// `paths` as the baseline stores them: relative to its root.
    private func storedPaths(_ paths: [String]) -> Set<String> {
        Set(paths.map { ReportPaths.relativeThroughParents(ReportPaths.absolute($0, root: workingDirectory), root: rootDirectory) })
    }

    /// Adds `count` entries of `key` without an occurrence index: at the lowest indexes the key
    /// has free (one pass, however many entries).
    mutating func addUnnumbered(_ key: Key, count: Int) {
        var indexes = occurrences[key, default: []]
        var next = 0
        var left = count
        while left > 0 {
            if indexes.insert(next).inserted { left -= 1 }
            next += 1
        }
        occurrences[key] = indexes
    }

    /// Whether the baseline holds the `occurrence`-th finding (counted from 0, in file order)
    /// of `key`.
    func covers(_ key: Key, occurrence: Int) -> Bool {
        occurrences[key]?.contains(occurrence) ?? false
    }

    func key(_ finding: Finding) -> Key {
        // A finding's path is relative to the current folder (or absolute); the baseline's are
        // relative to the root, which may be another folder (`--config sub/.lint.yml`), and
        // through `..` to a file outside it.
        let absolute = ReportPaths.absolute(finding.path, root: workingDirectory)
        return Key(rule: finding.ruleID, path: ReportPaths.relativeThroughParents(absolute, root: rootDirectory), lineText: finding.lineFingerprint)
    }

    /// The findings not covered by the baseline. Within a key, findings are numbered in file
    /// order from 0, and those whose number the baseline holds are covered.
    public func newFindings(_ findings: [Finding]) -> [Finding] {
        var seen: [Key: Int] = [:]
        return findings.filter { finding in
            let identity = key(finding)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            return !covers(identity, occurrence: occurrence)
        }
    }

    /// ``newFindings(_:)`` after `--fix` rewrote files: a finding on a line that a fix edited
    /// is also matched by that line's text before the fix, so that a baselined finding does
    /// not turn new because another finding's fix changed its line (`let x: P? = nil` with a
    /// baselined `static_var_concurrency` finding, after `existential_any` wrote `(any P)?`).
    /// `originals` are the rewritten files as read before their first rewrite, `files` as
    /// read last, by path; lines are matched by number in files whose line count the fixes
    /// kept.
    public func newFindings(_ findings: [Finding], originals: [String: SourceFile], files: [String: SourceFile]) -> [Finding] {
        newFindingsAfterFixes(findings, originals: originals, files: files).findings
    }

    /// ``newFindings(_:originals:files:)``, and how many findings the baseline covered only
    /// by their lines' text before the fix: the next run, without `--fix`, reports those as
    /// new unless the baseline is written again.
    public func newFindingsAfterFixes(_ findings: [Finding], originals: [String: SourceFile],
                                      files: [String: SourceFile]) -> (findings: [Finding], coveredByTextBeforeFix: Int) {
        guard !originals.isEmpty else { return (newFindings(findings), 0) }
        var seen: [Key: Int] = [:]
        var coveredBefore = 0
        let kept = findings.filter { finding in
            let identity = key(finding)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            if covers(identity, occurrence: occurrence) { return false }
            guard let original = originals[finding.path], let current = files[finding.path],
                  original.lineTable.lineCount == current.lineTable.lineCount,
                  finding.location.line >= 1, finding.location.line <= original.lineTable.lineCount else { return true }
            var before = identity
            before.lineText = RuleContext.fingerprint(original, line: finding.location.line)
            guard before != identity else { return true }
            let used = seen[before, default: 0]
            guard covers(before, occurrence: used) else { return true }
            seen[before] = used + 1
            coveredBefore += 1
            return false
        }
        return (kept, coveredBefore)
    }

    /// A problem reading a baseline file.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        /// What went wrong, with the path.
        public var description: String
    }

    /// Reads a baseline file.
    public static func read(path: String, rootDirectory: String) throws(ReadError) -> Baseline {
        // The path as messages show it (control characters escaped).
        let shown = PrintablePath.escaped(path)
        // A stream too (`--baseline <(git show main:baseline.json)`).
        let data: Data
        switch FileReader.wholeFile(path, for: "--baseline") {
        case let .success(whole): data = Data(whole.bytes)
        case let .failure(failure): throw ReadError(description: "\(shown): error: cannot read baseline file: \(failure.reason)")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Not JSON at all (a merge conflict in a committed baseline): where it stops being;
            // one that ends too early (cut off by a full disk or an interrupted copy) at its end.
            var place = Self.place(ofJSONError: error, in: data)
            var detail = ""
            let debug = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)?.lowercased() ?? ""
            if place.isEmpty && (debug.contains("end of file") || debug.contains("unexpected end")) {
                place = BaselineEntryPlaces.lineAndColumn(of: data.count, in: data)
                detail = " (it ends before its last value does: cut off?)"
            }
            throw ReadError(description: "\(shown)\(place): error: the baseline is not valid JSON\(detail)")
        }
        guard let object = parsed as? [String: Any],
              let version = object["version"] as? Int, let entries = object["findings"] as? [[String: Any]] else {
            throw ReadError(description: "\(shown): error: not a swiftlint-lite baseline (expected a JSON object with 'version' and 'findings')")
        }
        guard version == 1 else { throw ReadError(description: "\(shown): error: unsupported baseline version \(version)") }
        var baseline = Baseline(rootDirectory: rootDirectory)
        // Entries without an occurrence take the indexes left free by those with one.
        var unnumbered: [(key: Key, count: Int)] = []
        var unnumberedSlot: [Key: Int] = [:]
        // Where each entry starts, for messages (found only when one is wrong).
        func entryError(_ position: Int, _ message: String) -> ReadError {
            let starts = BaselineEntryPlaces.objectStarts(in: data)
            let place = position < starts.count ? BaselineEntryPlaces.lineAndColumn(of: starts[position], in: data) : ""
            return ReadError(description: "\(shown)\(place): error: finding \(position + 1) \(message)")
        }
        for (position, entry) in entries.enumerated() {
            for key in ["rule", "path", "line_text"] where !(entry[key] is String) {
                guard let value = entry[key] else { throw entryError(position, "has no '\(key)'") }
                throw entryError(position, "has a '\(key)' that is \(BaselineEntryPlaces.kind(of: value)), not a string")
            }
            let rule = entry["rule"] as? String ?? "", file = entry["path"] as? String ?? "", text = entry["line_text"] as? String ?? ""
            let occurrence = entry["occurrence"] as? Int
            if entry["occurrence"] != nil && (occurrence ?? -1) < 0 {
                throw entryError(position, "has an 'occurrence' that is not a whole number of 0 or more")
            }
            // An absolute path (as baselines before `..` paths stored files outside the root)
            // is read in today's form, so that it still matches.
            let stored = file.hasPrefix("/") ? ReportPaths.relativeThroughParents(file, root: rootDirectory) : Self.normalized(file)
            // Folded as the run folds a finding's line (a no-op for what the tool wrote).
            let key = Key(rule: rule, path: stored, lineText: RuleContext.foldedLineText(text))
            if let occurrence {
                baseline.occurrences[key, default: []].insert(occurrence)
                if let line = entry["line"] as? Int { baseline.lines[key, default: [:]][occurrence] = line }
            } else if let slot = unnumberedSlot[key] {
                unnumbered[slot].count += 1
            } else {
                unnumberedSlot[key] = unnumbered.count
                unnumbered.append((key, 1))
            }
        }
        for (key, count) in unnumbered { baseline.addUnnumbered(key, count: count) }
        return baseline
    }

    /// `:line:column` of the place a JSON parser's error names ("… around character 12."),
    /// or "" when it names none.
    static func place(ofJSONError error: any Error, in data: Data) -> String {
        guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
              let marker = text.range(of: "character ") else { return "" }
        let digits = text[marker.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let offset = Int(digits), offset <= data.count else { return "" }
        return BaselineEntryPlaces.lineAndColumn(of: offset, in: data)
    }

    /// A relative path as written in a baseline by hand, in the form findings give:
    /// `./Sources/a.swift` and `Sources//a.swift` are `Sources/a.swift`.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return parts.isEmpty ? path : parts.joined(separator: "/")
    }

    /// The baseline file for `findings` and the entries `kept` of an earlier one (see
    /// ``entries(outsideRules:files:)``), sorted by path and line, ending in a newline.
    public static func render(_ findings: [Finding], rootDirectory: String, keeping kept: [Entry] = []) -> String {
        let baseline = Baseline(rootDirectory: rootDirectory)
        var seen: [Key: Int] = [:]
        var entries: [Entry] = []
        for finding in findings.sorted() {
            let identity = baseline.key(finding)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            entries.append(Entry(key: identity, occurrence: occurrence, line: finding.location.line))
        }
        if !kept.isEmpty {
            // Findings come sorted; the kept entries go among them by path and line (an entry
            // without a line after its file's others), in an order that does not depend on
            // the dictionary they came from.
            let ordered = kept.sorted { ($0.key.rule, $0.key.lineText, $0.occurrence) < ($1.key.rule, $1.key.lineText, $1.occurrence) }
            entries = (entries + ordered).enumerated().sorted { first, second in
                let (a, b) = (first.element, second.element)
                if a.key.path != b.key.path { return a.key.path < b.key.path }
                if a.line != b.line { return (a.line ?? Int.max) < (b.line ?? Int.max) }
                // Within a line, the findings keep their order (by column), before kept entries.
                return first.offset < second.offset
            }.map(\.element)
        }
        let objects: [JSONValue] = entries.map { entry in
            var fields: [(String, JSONValue)] = [("rule", .string(entry.key.rule)), ("path", .string(entry.key.path)),
                                                 ("line_text", .string(entry.key.lineText)), ("occurrence", .int(entry.occurrence))]
            if let line = entry.line { fields.append(("line", .int(line))) }
            return .object(fields)
        }
        let document = JSONValue.object([("version", .int(1)), ("tool", .string("swiftlint-lite")), ("findings", .array(objects))])
        return document.rendered() + "\n"
    }
}
