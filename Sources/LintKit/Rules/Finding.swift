/// How serious a finding is. `error` findings fail the gate; `warning` ones only with `--strict`.
public enum Severity: String, Sendable, Codable, CaseIterable {
    case warning
    case error
}

/// One replacement of a byte range of a file, the unit of an autofix.
public struct TextEdit: Hashable, Sendable {
    /// The byte range to replace.
    public var range: Range<Int>
    /// The text to put in its place.
    public var replacement: String

    /// Creates an edit.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A rewrite a rule proposes for a finding.
public struct Fix: Hashable, Sendable {
    /// What the rewrite does, e.g. `Insert 'any '`.
    public var description: String
    /// The edits, non-overlapping, in any order.
    public var edits: [TextEdit]

    /// Creates a fix.
    public init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

/// A rule's report about one place in one file.
public struct Finding: Hashable, Sendable {
    /// The rule id, e.g. `existential_any`.
    public var ruleID: String
    /// The severity after configuration is applied.
    public var severity: Severity
    /// The file's path as discovered.
    public var path: String
    /// Byte offset of the reported position.
    public var offset: Int
    /// Line and columns of `offset`.
    public var location: SourceLocation
    /// Line and columns just past the name the finding points at (`P` in `[P]`), where a
    /// reporter that marks a range ends it; nil when the finding marks a position only.
    public var endLocation: SourceLocation?
    /// The message, without the rule id.
    public var message: String
    /// The rewrite, when the rule has one.
    public var fix: Fix?
    /// Text of the reported line with white space folded: the baseline identity and SARIF
    /// fingerprint, stable when unrelated lines are inserted above.
    public var lineFingerprint: String

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, path: String, offset: Int,
                location: SourceLocation, message: String, fix: Fix? = nil, lineFingerprint: String = "",
                endLocation: SourceLocation? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.offset = offset
        self.location = location
        self.message = message
        self.fix = fix
        self.lineFingerprint = lineFingerprint
        self.endLocation = endLocation
    }
}

extension Finding: Comparable {
    /// Findings sort by path, then line, column, and rule id: the order every reporter prints.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// What a reporter needs to know about a rule: SARIF's `tool.driver.rules` and `rules` listings.
public struct RuleMetadata: Hashable, Sendable {
    /// The rule id.
    public var id: String
    /// A human name, e.g. "Existential Any".
    public var name: String
    /// One sentence.
    public var summary: String
    /// A paragraph: why it matters.
    public var rationale: String
    /// The rule's document (`Rules/<id>.md`) as Markdown, or empty when not available.
    public var helpMarkdown: String
    /// The severity used when configuration does not set one.
    public var defaultSeverity: Severity

    /// Creates rule metadata.
    public init(id: String, name: String, summary: String, rationale: String,
                helpMarkdown: String = "", defaultSeverity: Severity = .warning) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.helpMarkdown = helpMarkdown
        self.defaultSeverity = defaultSeverity
    }
}
