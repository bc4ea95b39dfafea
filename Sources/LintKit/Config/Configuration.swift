import Foundation

/// A problem in the configuration file, with its position when known.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    /// The configuration file's path.
    public var path: String
    /// 1-based line, or 0 when the problem has no position.
    public var line: Int
    /// 1-based column, or 0.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// `path:line:column: error: message`, the format editors jump to.
    public var description: String {
        let shown = PrintablePath.escaped(path)
        return line > 0 ? "\(shown):\(line):\(column): error: \(message)" : "\(shown): error: \(message)"
    }
}

/// Severity and options of one rule from its `.lint.yml` section.
public struct RuleSettings: Sendable {
    /// `severity:`, when set.
    public var severity: Severity?
    /// The other keys of the section.
    public var options: [String: YAMLValue] = [:]
}

/// The contents of `.lint.yml`. See README's configuration reference.
public struct Configuration: Sendable {
    /// Top-level keys the file may contain (besides rule ids).
    public static let topLevelKeys = ["included", "excluded", "disabled_rules", "only_rules", "strict", "reporter", "baseline",
                                      "default_isolation"]

    /// The folder patterns are relative to (the configuration file's folder).
    public var rootDirectory: String
    /// `included:` glob patterns.
    public var included: [String] = []
    /// `excluded:` glob patterns.
    public var excluded: [String] = []
    /// Whether ``included`` or ``excluded`` holds a pattern.
    public var hasPatterns: Bool { !included.isEmpty || !excluded.isEmpty }
    /// `disabled_rules:` (it may name `superfluous_disable_command`, which is no rule).
    public var disabledRules: [String] = []

    /// Whether disable comments that suppress nothing are reported: not when `disabled_rules`
    /// names `superfluous_disable_command`.
    public var reportsSuperfluousDisables: Bool { !disabledRules.contains(SuppressionRegions.superfluousRuleID) }
    /// `only_rules:` (nil when absent).
    public var onlyRules: [String]?
    /// `strict:`.
    public var strict = false
    /// `reporter:`.
    public var reporter: ReporterKind?
    /// `baseline:` path, relative to `rootDirectory`.
    public var baseline: String?
    /// `default_isolation: MainActor` (true) or `nonisolated` (false): the default isolation of
    /// the files that no `Package.swift` target holds, whatever their Xcode project's
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` says (nil: as it says; see ``XcodeProjects``), as a
    /// target's `.defaultIsolation(MainActor.self)` sets it for the target's files.
    public var isMainActorByDefaultOutsidePackages: Bool?
    /// Per-rule sections by rule id.
    public var rules: [String: RuleSettings] = [:]

    /// An empty configuration rooted at `rootDirectory`.
    public init(rootDirectory: String) {
        self.rootDirectory = rootDirectory
    }

    /// Whether there is an entry at `path`, a symbolic link whose target is missing included:
    /// a `.lint.yml` that points nowhere is an error to report, not a file to ignore.
    public static func isPresent(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The `.lint.yml` of the repository around the current folder when the current folder has
    /// none: the nearest one in the folders above it, up to the top of its git repository (a
    /// folder holding `.git`), as `../../.lint.yml`. Nil outside a repository (no folder above
    /// holds `.git`: a configuration in `/tmp` is no project's), and when the current folder is
    /// the repository's top.
    public static func nearestAbove() -> String? {
        var folder = WorkingDirectory.path
        if isPresent(folder + "/.git") { return nil }
        var relative = ""
        var found: String?
        while folder != "/" && !folder.isEmpty {
            folder = (folder as NSString).deletingLastPathComponent
            relative += "../"
            if found == nil && isPresent(folder + "/.lint.yml") { found = relative + ".lint.yml" }
            if isPresent(folder + "/.git") { return found }
        }
        return nil
    }

    /// The reporter that a top-level `reporter:` line of the file at `path` names (`reporter:
    /// sarif`), read line by line whatever else the file holds: a run stopped by an error
    /// elsewhere in the file still writes its failure log in that format. Nil when there is no
    /// such line, or it names no reporter.
    public static func declaredReporter(inFileAt path: String) -> ReporterKind? {
        // A regular file only: a stream (`--config /dev/stdin`) was read once already.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) where line.hasPrefix("reporter:") {
            var value = line.dropFirst("reporter:".count)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let name = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return ReporterKind(rawValue: name)
        }
        return nil
    }

    /// Reads and validates the configuration file at `path`.
    ///
    /// The file may be a stream (`--config <(git show main:.lint.yml)`, `/dev/stdin`): its
    /// paths (`included`, `excluded`, `baseline`) are then relative to the current folder, as
    /// the stream has no folder of its own.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let read: FileReader.WholeFile
        switch FileReader.wholeFile(path, for: "--config") {
        case let .success(whole): read = whole
        case let .failure(failure):
            throw ConfigurationError(path: path, line: 0, column: 0, message: "cannot read configuration file: \(failure.reason)")
        }
        let bytes = read.bytes
        // Binary or not UTF-8: said at the first byte that makes it so, as for a Swift file.
        if let nul = bytes.firstIndex(of: 0) {
            let place = LineTable(bytes).location(of: nul)
            throw ConfigurationError(path: path, line: place.line, column: place.column,
                                     message: "configuration file looks binary (a NUL byte at byte offset \(nul))")
        }
        if let bad = FileReader.firstInvalidUTF8Offset(bytes) {
            let place = LineTable(bytes).location(of: bad)
            throw ConfigurationError(path: path, line: place.line, column: place.column,
                                     message: "configuration file is not valid UTF-8 (byte offset \(bad))")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard read.hasFolderOfItsOwn else { return try parse(text, path: path, rootDirectory: WorkingDirectory.path) }
        let absolute = path.hasPrefix("/") ? path : WorkingDirectory.path + "/" + path
        // `.` and `..` resolved by text, links kept, as the current folder (the shell's `$PWD`)
        // and the paths of the files found are.
        let folder = ReportPaths.absolute((absolute as NSString).deletingLastPathComponent, root: "/")
        return try parse(text, path: path, rootDirectory: folder)
    }

    /// Parses configuration text; `path` is used in error messages.
    public static func parse(_ text: String, path: String, rootDirectory: String) throws(ConfigurationError) -> Configuration {
        let document: YAMLValue
        do {
            document = try YAMLReader.parse(text)
        } catch {
            throw ConfigurationError(path: path, line: error.line, column: error.column, message: error.message)
        }
        var configuration = Configuration(rootDirectory: rootDirectory)
        if document.isNull { return configuration }
        guard let entries = document.mappingEntries else {
            throw ConfigurationError(path: path, line: document.position.line, column: document.position.column,
                                     message: "the configuration must be a mapping of keys to values, found \(document.kindDescription)")
        }
        let ruleIDs = RuleRegistry.ids
        for entry in entries {
            let position = entry.keyPosition
            func fail(_ message: String, at valuePosition: YAMLPosition? = nil) -> ConfigurationError {
                let where_ = valuePosition ?? position
                return ConfigurationError(path: path, line: where_.line, column: where_.column, message: message)
            }
            func strings() throws(ConfigurationError) -> [String] {
                guard let list = entry.value.stringArrayValue else {
                    // A list with something else in it: point at that item.
                    if let items = entry.value.sequenceValue, let item = items.first(where: { $0.stringValue == nil }) {
                        throw fail("'\(entry.key)' must be a list of strings, found \(item.kindDescription) in the list", at: item.position)
                    }
                    throw fail("'\(entry.key)' must be a list of strings, found \(entry.value.kindDescription)", at: entry.value.position)
                }
                return list
            }
            func checkRuleIDs(_ ids: [String]) throws(ConfigurationError) {
                for (position, id) in ids.enumerated() where !ruleIDs.contains(id) {
                    // `disabled_rules` may name `superfluous_disable_command` (as SwiftLint's
                    // does): its findings are off, as with --no-superfluous-disable.
                    if id == SuppressionRegions.superfluousRuleID && entry.key == "disabled_rules" { continue }
                    if id == SuppressionRegions.superfluousRuleID {
                        let itemPosition = entry.value.sequenceValue.flatMap { position < $0.count ? $0[position].position : nil } ?? entry.value.position
                        throw fail("'\(id)' is not a rule that '\(entry.key)' can name; 'disabled_rules' or --no-superfluous-disable turns its findings off", at: itemPosition)
                    }
                    let hint = Suggestion.closest(to: id, in: ruleIDs).map { "; did you mean '\($0)'?" } ?? "; known rules: \(ruleIDs.joined(separator: ", "))"
                    // Point at the item itself, not at the start of the list.
                    let itemPosition = entry.value.sequenceValue.flatMap { position < $0.count ? $0[position].position : nil } ?? entry.value.position
                    throw fail("unknown rule '\(id)' in '\(entry.key)'\(hint)", at: itemPosition)
                }
            }
            func patterns() throws(ConfigurationError) -> [String] {
                let list = try strings()
                for (position, pattern) in list.enumerated() {
                    guard let problem = Glob.problem(in: pattern) else { continue }
                    let itemPosition = entry.value.sequenceValue.flatMap { position < $0.count ? $0[position].position : nil } ?? entry.value.position
                    throw fail("pattern '\(pattern)' in '\(entry.key)' \(problem)", at: itemPosition)
                }
                return list
            }
            switch entry.key {
            case "included": configuration.included = try patterns()
            case "excluded": configuration.excluded = try patterns()
            case "disabled_rules":
                configuration.disabledRules = try strings()
                try checkRuleIDs(configuration.disabledRules)
            case "only_rules":
                let only = try strings()
                try checkRuleIDs(only)
                configuration.onlyRules = only
            case "strict":
                guard let value = entry.value.boolValue else {
                    let found = entry.value.stringValue.map { "'\($0)'" } ?? entry.value.kindDescription
                    throw fail("'strict' must be true or false (also yes/no, on/off), found \(found)", at: entry.value.position)
                }
                configuration.strict = value
            case "reporter":
                guard let name = entry.value.stringValue, let kind = ReporterKind(rawValue: name) else {
                    throw fail("'reporter' must be one of \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))", at: entry.value.position)
                }
                configuration.reporter = kind
            case "baseline":
                guard let value = entry.value.stringValue, !value.isEmpty else { throw fail("'baseline' must be a path", at: entry.value.position) }
                configuration.baseline = value
            case "default_isolation":
                guard let value = entry.value.stringValue, value == "MainActor" || value == "nonisolated" else {
                    let found = entry.value.stringValue.map { "'\($0)'" } ?? entry.value.kindDescription
                    throw fail("'default_isolation' must be MainActor or nonisolated, found \(found)", at: entry.value.position)
                }
                configuration.isMainActorByDefaultOutsidePackages = value == "MainActor"
            default:
                guard let ruleType = RuleRegistry.rule(withID: entry.key) else {
                    let candidates = topLevelKeys + ruleIDs
                    let hint = Suggestion.closest(to: entry.key, in: candidates).map { "; did you mean '\($0)'?" }
                        ?? "; the keys are \(topLevelKeys.joined(separator: ", ")) and the rules' ids"
                    throw fail("unknown key '\(entry.key)'\(hint)")
                }
                configuration.rules[entry.key] = try parseRuleSection(entry.value, ruleType: ruleType, fail: fail)
            }
        }
        return configuration
    }

    private static func parseRuleSection(_ value: YAMLValue, ruleType: any Rule.Type,
                                         fail: (String, YAMLPosition?) -> ConfigurationError) throws(ConfigurationError) -> RuleSettings {
        let id = ruleType.metadata.id
        var settings = RuleSettings()
        if value.isNull { return settings }
        guard let entries = value.mappingEntries else {
            throw fail("the '\(id)' section must be a mapping (e.g. 'severity: error')", value.position)
        }
        let allowed = ["severity"] + ruleType.optionNames
        for entry in entries {
            if entry.key == "severity" {
                guard let name = entry.value.stringValue, let severity = Severity(rawValue: name) else {
                    throw fail("'severity' must be 'warning' or 'error'", entry.value.position)
                }
                settings.severity = severity
            } else if ruleType.optionNames.contains(entry.key) {
                settings.options[entry.key] = entry.value
            } else {
                let hint = Suggestion.closest(to: entry.key, in: allowed).map { "; did you mean '\($0)'?" } ?? "; '\(id)' accepts: \(allowed.joined(separator: ", "))"
                throw fail("unknown option '\(entry.key)' for rule '\(id)'\(hint)", entry.keyPosition)
            }
        }
        return settings
    }

    /// The rules to run, with severities and options applied: the `--only` rules when given
    /// (even ones the configuration disables), else all rules limited to `only_rules` and
    /// minus `disabled_rules`; minus `--disable` either way. Every rule's options are checked,
    /// also those of rules that do not run, so that a configuration that passes one run
    /// (`--only`, `disabled_rules`) does not fail another.
    public func makeRules(only: [String] = [], disable: [String] = [], configPath: String) throws(ConfigurationError) -> [ConfiguredRule] {
        func isSelected(_ id: String) -> Bool {
            // The command line's `--only` stands over the configuration's `only_rules` and
            // `disabled_rules` (as SwiftLint's `--only-rule` does); `--disable` still applies.
            if !only.isEmpty { return only.contains(id) && !disable.contains(id) }
            if let onlyRules, !onlyRules.contains(id) { return false }
            return !disabledRules.contains(id) && !disable.contains(id)
        }
        var result: [ConfiguredRule] = []
        for ruleType in RuleRegistry.all {
            let settings = rules[ruleType.metadata.id] ?? RuleSettings()
            do {
                let rule = try ruleType.init(options: RuleOptions(settings.options))
                guard isSelected(ruleType.metadata.id) else { continue }
                result.append(ConfiguredRule(rule: rule, severity: settings.severity ?? ruleType.metadata.defaultSeverity))
            } catch {
                throw ConfigurationError(path: configPath, line: error.position?.line ?? 0, column: error.position?.column ?? 0,
                                         message: "rule '\(ruleType.metadata.id)': \(error.description)")
            }
        }
        return result
    }
}
