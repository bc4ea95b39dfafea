/// A lint rule: it reads one parsed file (and the project index) and reports findings.
///
/// Rules are value types created once per run from the configuration and shared by all
/// worker threads, so `check` must not mutate shared state.
public protocol Rule: Sendable {
    /// The rule's id, name, description and default severity.
    static var metadata: RuleMetadata { get }
    /// Option names the rule accepts in its `.lint.yml` section (besides `severity`).
    static var optionNames: [String] { get }
    /// Creates the rule with its options (already checked against ``optionNames``).
    init(options: RuleOptions) throws(RuleOptionError)
    /// Reports the rule's findings in `context.tree` through `context.report`.
    func check(_ context: inout RuleContext)
    /// What the rule reads inside function and accessor bodies: the rule pass skips the bodies
    /// no rule reads, and the tree then holds nothing from inside them (see ``BodyNeeds``).
    var bodyNeeds: BodyNeeds { get }
}

extension Rule {
    /// No options by default.
    public static var optionNames: [String] { [] }

    /// Every body by default: a rule that says nothing sees every body parsed.
    public var bodyNeeds: BodyNeeds { .everyBody }
}

/// An invalid option value in a rule's configuration section.
public struct RuleOptionError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the option.
    public var description: String
    /// Where the offending value starts in the configuration file, when known.
    public var position: YAMLPosition?
    /// Creates an error.
    public init(_ description: String, at position: YAMLPosition? = nil) {
        self.description = description
        self.position = position
    }
}

/// A rule's options from `.lint.yml`.
public struct RuleOptions: Sendable {
    /// Option values by name.
    public var values: [String: YAMLValue]

    /// Creates options.
    public init(_ values: [String: YAMLValue] = [:]) { self.values = values }

    /// A boolean option, or `defaultValue` when absent.
    public func bool(_ name: String, default defaultValue: Bool) throws(RuleOptionError) -> Bool {
        guard let value = values[name] else { return defaultValue }
        guard let bool = value.boolValue else { throw RuleOptionError("option '\(name)' must be true or false (also yes/no, on/off)", at: value.position) }
        return bool
    }

    /// A list-of-names option: ``strings(_:)`` where each is a bare Swift identifier (letters,
    /// digits and `_`, not starting with a digit; no module or enclosing type before it).
    public func identifiers(_ name: String) throws(RuleOptionError) -> [String] {
        let list = try strings(name)
        for (position, item) in list.enumerated() {
            let first = item.unicodeScalars.first
            let isIdentifier = first.map { !("0"..."9").contains($0) } == true
                && item.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            let place = values[name]?.sequenceValue.flatMap { position < $0.count ? $0[position].position : nil } ?? values[name]?.position
            // `true`, `class`, `Self`: a word of the language, which names no protocol.
            if isIdentifier && Self.reservedWords.contains(item) {
                throw RuleOptionError("'\(item)' in option '\(name)' is a Swift keyword, not the name of a protocol", at: place)
            }
            guard !isIdentifier else { continue }
            let hint = item.contains(".") ? "; write the bare name ('\(item.split(separator: ".").last.map(String.init) ?? item)'), which names every type so named" : ""
            throw RuleOptionError("'\(item)' in option '\(name)' is not a bare Swift name\(hint)", at: place)
        }
        return list
    }

    /// Words that ``identifiers(_:)`` refuses: keywords and the names of the language's own
    /// types that no declaration may take.
    static let reservedWords: Set<String> = [
        "true", "false", "nil", "class", "struct", "enum", "protocol", "actor", "extension", "func", "let", "var", "init",
        "deinit", "subscript", "typealias", "associatedtype", "import", "self", "Self", "Any", "AnyObject", "Type", "Protocol",
        "any", "some", "in", "is", "as", "try", "throw", "throws", "rethrows", "return", "if", "else", "switch", "case",
        "default", "for", "while", "repeat", "do", "catch", "guard", "defer", "break", "continue", "where", "static",
        "public", "private", "internal", "fileprivate", "open", "inout", "operator",
    ]

    /// A list-of-strings option (a single string counts as a one-element list).
    public func strings(_ name: String) throws(RuleOptionError) -> [String] {
        guard let value = values[name] else { return [] }
        guard let list = value.stringArrayValue else { throw RuleOptionError("option '\(name)' must be a list of names", at: value.position) }
        return list
    }
}

/// What a rule sees while checking one file, and where it reports.
public struct RuleContext {
    /// The parsed file.
    public let tree: SyntaxTree
    /// The project-wide index.
    public let index: ProjectIndex
    /// The severity findings get.
    public let severity: Severity
    /// The rule id findings get.
    public let ruleID: String
    /// Findings reported so far.
    public private(set) var findings: [Finding] = []
    /// How many of the tree's tokens are the file's own, sorted by offset (those after are its
    /// interpolations' code, see ``InterpolationExpansion``); worked out at the first report.
    private var fileTokenCount: Int?

    /// Creates a context.
    public init(tree: SyntaxTree, index: ProjectIndex, ruleID: String, severity: Severity) {
        self.tree = tree
        self.index = index
        self.ruleID = ruleID
        self.severity = severity
    }

    /// The file.
    public var file: SourceFile { tree.file }

    /// Reports a finding at byte `offset`, the first byte of the name it is about (the finding
    /// ends after that name: see ``ReportedSpan``). A message is one line: one that quotes code written
    /// over several lines (a signature with a multi-line string literal) has each line break
    /// and the indentation after it folded to one space, so that the text reporters'
    /// `path:line:column: …` lines stay one line each.
    ///
    /// A `fix` that would delete a comment (one inside a removed `where` clause, say) is not
    /// offered: the finding is reported without it, and a comment is never lost to `--fix`.
    public mutating func report(at offset: Int, _ message: String, fix: Fix? = nil) {
        let location = file.lineTable.location(of: offset)
        let end = endOfReportedName(at: offset).map { ReportedSpan.location(of: $0, after: location, at: offset, in: file.bytes) }
        let kept = fix.flatMap { Self.keepsComments($0, comments: tree.stream.comments, bytes: file.bytes) ? $0 : nil }
        findings.append(Finding(ruleID: ruleID, severity: severity, path: file.path, offset: offset, location: location,
                                message: Self.oneLine(message), fix: kept, lineFingerprint: Self.fingerprint(file, line: location.line),
                                endLocation: end))
    }

    /// Notes that the rule left the file unread from byte `offset` on (`message` says what it
    /// did not analyze and why): a bound on a rule's work never drops findings in silence. The
    /// run prints the note as it prints a file nested too deep to read (``LintResult/partlyLinted``).
    public mutating func noteUnread(at offset: Int, _ message: String) {
        tree.unreadNotes.append((offset, ruleID + ": " + message))
    }

    /// Where the name that starts at `offset` ends (see ``ReportedSpan``): found among the
    /// file's own tokens, else (in an interpolation's code) by lexing the rest of the line.
    private mutating func endOfReportedName(at offset: Int) -> Int? {
        let tokens = tree.tokens
        if fileTokenCount == nil {
            fileTokenCount = tree.interpolations.values.lazy.compactMap { $0.first?.lowerBound }.min() ?? tokens.count
        }
        if let end = ReportedSpan.endOfWord(at: offset, in: tokens, count: fileTokenCount!) { return end }
        return ReportedSpan.endOfWord(at: offset, in: file.bytes)
    }

    /// Whether every comment that `fix`'s edits replace appears in the replacing text
    /// (`comments` in source order).
    static func keepsComments(_ fix: Fix, comments: [Comment], bytes: [UInt8]) -> Bool {
        for edit in fix.edits where !edit.range.isEmpty {
            // The first comment that ends after the edit starts.
            var low = 0
            var high = comments.count
            while low < high {
                let middle = (low + high) / 2
                if Int(comments[middle].end) <= edit.range.lowerBound { low = middle + 1 } else { high = middle }
            }
            var index = low
            while index < comments.count && Int(comments[index].start) < edit.range.upperBound {
                let text = String(decoding: bytes[comments[index].range], as: UTF8.self)
                if !edit.replacement.contains(text) { return false }
                index += 1
            }
        }
        return true
    }

    /// `message` with each line break, and the spaces and tabs around it, as one space.
    static func oneLine(_ message: String) -> String {
        // Over the contiguous bytes: stepping the String's UTF-8 view cost thousands of
        // instructions a message, for every finding.
        var message = message
        let hasBreak = message.withUTF8 { bytes in bytes.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } }
        guard hasBreak else { return message }
        var output: [UInt8] = []
        var pendingBreak = false
        for byte in message.utf8 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                while let last = output.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { output.removeLast() }
                pendingBreak = true
                continue
            }
            if pendingBreak {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                output.append(UInt8(ascii: " "))
                pendingBreak = false
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The reported line's text with runs of white space folded to one space (none at its
    /// ends). Of a line longer than ``fingerprintLimit`` bytes only the first and last half of
    /// the limit of the folded text are taken, each ending on a character boundary, joined by
    /// ` … `: indenting the line anew changes nothing, and each finding's fingerprint costs a
    /// bounded amount, so thousands of findings on one huge line (a minified or generated file)
    /// stay linear in time and memory.
    static func fingerprint(_ file: SourceFile, line: Int) -> String {
        let range = file.lineTable.rangeOfLine(line)
        var result: [UInt8] = []
        guard range.count > fingerprintLimit else {
            result.reserveCapacity(range.count)
            appendFolded(file.bytes[range], to: &result)
            return String(decoding: result, as: UTF8.self)
        }
        let half = fingerprintLimit / 2
        // At most this many bytes are read from each end (a run of white space longer than
        // that is not folded away).
        let scanned = 8 * fingerprintLimit
        appendFolded(file.bytes[range.lowerBound..<min(range.upperBound, range.lowerBound + scanned)], to: &result, limit: half)
        // Not a character cut in two: the bytes of an incomplete last character go.
        var lead = result.count - 1
        while lead > 0 && result[lead] & 0xC0 == 0x80 { lead -= 1 }
        if lead >= 0 && lead < result.count, result.count - lead < utf8Length(ofLead: result[lead]) { result.removeSubrange(lead...) }
        var back: [UInt8] = []
        appendFolded(file.bytes[max(range.lowerBound, range.upperBound - scanned)..<range.upperBound].reversed(), to: &back, limit: half)
        back.reverse()
        // Nor here: the bytes before the first whole character go.
        while let first = back.first, first & 0xC0 == 0x80 { back.removeFirst() }
        result += Array(" … ".utf8)
        result += back
        return String(decoding: result, as: UTF8.self)
    }

    /// The number of bytes of the UTF-8 character whose first byte is `lead` (1 for a byte
    /// that starts none).
    private static func utf8Length(ofLead lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }

    /// The longest line whose whole text is a finding's fingerprint.
    static let fingerprintLimit = 256

    /// `text` with its white space folded as a finding's line is (runs of spaces and tabs
    /// one space, none at either end): a baseline's `line_text` written by hand matches the
    /// line it names whatever white space it was written with.
    static func foldedLineText(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        appendFolded(text.utf8, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `bytes` to `result` with white space folded as ``fingerprint(_:line:)`` does.
    /// With `limit`, it stops once `result` holds that many bytes.
    private static func appendFolded(_ bytes: some Sequence<UInt8>, to result: inout [UInt8], limit: Int = .max) {
        var pendingSpace = false
        for byte in bytes {
            if result.count >= limit { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(UInt8(ascii: " ")); pendingSpace = false }
                result.append(byte)
            }
        }
        if result.count > limit { result.removeLast(result.count - limit) }
    }
}
