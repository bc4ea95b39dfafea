/// The `// swiftlint-lite:disable …` comments of one file and the regions they cover.
///
/// Forms (as in SwiftLint): `disable RULES`, `enable RULES` (a region runs from a disable to
/// the matching enable or the end of the file), and `disable:next`, `disable:this`,
/// `disable:previous` for a single line. `RULES` is a space-separated list of rule ids or
/// `all`. Text after ` - ` or `--` is a free comment. A disable that suppresses nothing is
/// reported as a `superfluous_disable_command` finding, so stale suppressions do not pile up,
/// and so is a comment that opens with `swiftlint-lite:` but holds no command (a misspelt
/// one, or one that names no rule): it would suppress nothing, silently.
public struct SuppressionRegions: Sendable {
    /// The rule id of findings about suppression comments themselves.
    public static let superfluousRuleID = "superfluous_disable_command"

    /// How many unknown words of one suppression comment its finding names.
    static let unknownWordsShown = 8

    /// What the findings about suppression comments are, which no rule makes: their id, a
    /// summary and a rationale (for SARIF's descriptor and `rules superfluous_disable_command`).
    public static func superfluousMetadata(severity: Severity) -> RuleMetadata {
        RuleMetadata(id: superfluousRuleID, name: "Superfluous Disable Command",
                     summary: "A disable comment suppresses nothing, or names a rule that does not exist.",
                     rationale: "A suppression comment that no finding needs, or that names an unknown rule (a typo, a rule since renamed), hides nothing today and may hide a real finding tomorrow; remove it or correct the rule's name.",
                     defaultSeverity: severity)
    }

    /// One command.
    struct Command {
        enum Action { case disable, enable }
        enum Scope { case region, next, this, previous }
        var action: Action
        var scope: Scope
        var rules: [String]  // "all" means every rule
        var line: Int
        /// The line the comment ends on (a block comment may span lines): `disable:next`
        /// applies to the line after it.
        var endLine: Int
        var offset: Int
    }

    /// A suppressed line range for one rule id (or "all"), and the command that made it. A
    /// region of "all" leaves out the rules in `except` (enabled again after `disable all`).
    struct Region {
        var rule: String
        var lines: ClosedRange<Int>
        var command: Int
        var except: Set<String> = []

        /// Whether the region suppresses findings of `ruleID`.
        func covers(_ ruleID: String) -> Bool {
            rule == "all" ? !except.contains(ruleID) : rule == ruleID
        }
    }

    let tree: SyntaxTree
    var regions: [Region] = []
    var commands: [Command] = []
    /// Unknown rule ids named in commands (reported as problems).
    var unknownRules: [(offset: Int, rule: String)] = []
    /// Comments that open with `swiftlint-lite:` but hold no command it understands (a
    /// misspelt command, no rule named), with what is wrong (reported as problems).
    var malformed: [(offset: Int, message: String)] = []
    /// The rule ids commands may name.
    let knownRules: Set<String>

    /// Reads the commands in `tree`'s comments.
    public init(tree: SyntaxTree, knownRules: Set<String>) {
        self.tree = tree
        self.knownRules = knownRules
        let file = tree.file
        let marker = Array("swiftlint-lite:".utf8)
        for comment in tree.stream.comments {
            let isDocumentation = comment.kind == .docLine || comment.kind == .docBlock
            let isBlock = comment.kind == .block || comment.kind == .docBlock
            let end = Int(comment.end)
            // The command must open the comment (`// swiftlint-lite:…`, `/* swiftlint-lite:… */`)
            // or, in a block comment, one of its lines (`/*⏎ * swiftlint-lite:…⏎ */`).
            var lineStart = Int(comment.start) + (isDocumentation ? 3 : 2)
            var isFirstLine = true
            while lineStart < end {
                var position = Self.skippingBlanks(file.bytes, from: lineStart, to: end)
                // A later line may start with the `*` that lines up a block comment's lines.
                if !isFirstLine, position + 1 < end, file.bytes[position] == UInt8(ascii: "*"), file.bytes[position + 1] != UInt8(ascii: "/") {
                    position = Self.skippingBlanks(file.bytes, from: position + 1, to: end)
                }
                if Self.find(marker, in: file.bytes, range: position..<min(end, position + marker.count)) == position {
                    readCommand(at: position, markerLength: marker.count, commentEnd: end, isDocumentation: isDocumentation)
                }
                guard isBlock, let lineBreak = file.bytes[position..<end].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
                else { break }
                lineStart = lineBreak + 1
                isFirstLine = false
            }
        }
        // Without commands there are no regions (and the line table is not needed).
        if !commands.isEmpty { buildRegions(lastLine: file.lineTable.lineCount) }
    }

    /// Reads the command at `position` (just at `swiftlint-lite:`, `markerLength` bytes) of a
    /// comment that ends at `commentEnd`: a command, a malformed one, or a command written in
    /// a documentation comment (reported: it documents a declaration instead).
    private mutating func readCommand(at position: Int, markerLength: Int, commentEnd: Int, isDocumentation: Bool) {
        let file = tree.file
        // `/// swiftlint-lite:disable:next …` documents the next declaration, and is no
        // command: said, rather than ignored silently.
        if isDocumentation {
            malformed.append((position, "suppression commands are read from '//' and '/* */' comments, not from documentation comments; write '// swiftlint-lite:…'"))
            return
        }
        // The command ends with its line: only that much is read (a block comment of 80,000
        // command lines copied the rest of the comment for each, quadratically).
        var lineEnd = position + markerLength
        while lineEnd < commentEnd && file.bytes[lineEnd] != UInt8(ascii: "\n") && file.bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        let text = file.text((position + markerLength)..<lineEnd)
        let command: Command
        let endLine = file.lineTable.location(of: max(position, commentEnd - 1)).line
        switch Self.parse(text, line: file.lineTable.location(of: position).line, endLine: endLine, offset: position) {
        case let .command(parsed):
            command = parsed
        case let .malformed(message):
            malformed.append((position, message))
            return
        }
        for rule in command.rules where rule != "all" && !knownRules.contains(rule) && rule != Self.superfluousRuleID {
            unknownRules.append((position, rule))
        }
        commands.append(command)
    }

    /// The first position from `start` (before `end`) that is no space or tab.
    static func skippingBlanks(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var position = start
        while position < end && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")) { position += 1 }
        return position
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0] {
                var matched = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] { matched = false; break }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// What the text after `swiftlint-lite:` says.
    enum Parsed {
        /// A command.
        case command(Command)
        /// No command it understands, and why.
        case malformed(String)
    }

    /// The commands a comment may hold.
    static let commandNames = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]

    static func parse(_ text: String, line: Int, endLine: Int? = nil, offset: Int) -> Parsed {
        var body = Substring(text)
        // The command ends with its line: what a block comment says on later lines is prose.
        if let lineBreak = body.firstIndex(where: \.isNewline) { body = body[..<lineBreak] }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        for separator in [" - ", "--"] {
            if let range = body.range(of: separator) { body = body[..<range.lowerBound] }
        }
        // Rules are separated by spaces; commas are taken as separators too (`a, b`).
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let head = words.first else { return .malformed("suppression comment holds no command; write \(commandList)") }
        let parts = head.split(separator: ":", maxSplits: 1).map(String.init)
        var action: Command.Action?
        switch parts[0] {
        case "disable": action = .disable
        case "enable": action = .enable
        default: break
        }
        var scope: Command.Scope? = .region
        if parts.count == 2 {
            switch parts[1] {
            case "next": scope = .next
            case "this": scope = .this
            case "previous": scope = .previous
            default: scope = nil
            }
            // `enable:next` is no command either.
            if action == .enable { scope = nil }
        }
        guard let action, let scope else {
            let hint = Suggestion.closest(to: head, in: commandNames).map { "; did you mean '\($0)'?" } ?? "; write \(commandList)"
            return .malformed("unknown suppression command '\(head)'\(hint)")
        }
        let rules = Array(words.dropFirst())
        guard !rules.isEmpty else { return .malformed("'\(head)' names no rule; name the rules it is for, or 'all'") }
        return .command(Command(action: action, scope: scope, rules: rules, line: line, endLine: max(line, endLine ?? line), offset: offset))
    }

    /// `disable, enable, disable:next, …`, for messages.
    static var commandList: String { commandNames.joined(separator: ", ") }

    mutating func buildRegions(lastLine: Int) {
        var open: [String: (line: Int, command: Int)] = [:]
        // The rules enabled again while `disable all` is open.
        var allExcept = Set<String>()
        for (position, command) in commands.enumerated() {
            switch (command.action, command.scope) {
            case (.disable, .region):
                for rule in command.rules where open[rule] == nil { open[rule] = (command.line, position) }
            case (.enable, .region):
                for rule in command.rules {
                    if rule == "all" {
                        for (openRule, start) in open {
                            regions.append(Region(rule: openRule, lines: start.line...max(start.line, command.line), command: start.command,
                                                  except: openRule == "all" ? allExcept : []))
                        }
                        open.removeAll()
                        allExcept.removeAll()
                    } else if let start = open.removeValue(forKey: rule) {
                        regions.append(Region(rule: rule, lines: start.line...max(start.line, command.line), command: start.command))
                    } else if let start = open["all"], !allExcept.contains(rule) {
                        // `disable all` … `enable existential_any`: the rule is reported again
                        // from the next line; the other rules stay disabled.
                        regions.append(Region(rule: "all", lines: start.line...max(start.line, command.line), command: start.command,
                                              except: allExcept))
                        allExcept.insert(rule)
                        open["all"] = (command.line + 1, start.command)
                    }
                }
            case (.disable, .next):
                for rule in command.rules { regions.append(Region(rule: rule, lines: (command.endLine + 1)...(command.endLine + 1), command: position)) }
            case (.disable, .this):
                // Every line of the comment (a block comment may span lines).
                for rule in command.rules { regions.append(Region(rule: rule, lines: command.line...command.endLine, command: position)) }
            case (.disable, .previous):
                // On line 1 there is no previous line: the region (line 0) covers nothing.
                for rule in command.rules { regions.append(Region(rule: rule, lines: (command.line - 1)...(command.line - 1), command: position)) }
            case (.enable, _):
                break
            }
        }
        for (rule, start) in open {
            regions.append(Region(rule: rule, lines: start.line...max(start.line, lastLine), command: start.command,
                                  except: rule == "all" ? allExcept : []))
        }
    }

    /// Removes suppressed findings, and (when `reportSuperfluous`) adds a finding for each
    /// disable command that suppressed nothing and for each unknown rule id named.
    /// Only disables of `activeRules` (the rules that ran), or of `all` when every rule ran,
    /// can be superfluous: a disable of a rule that did not run may be needed when it does.
    public func filter(_ findings: [Finding], reportSuperfluous: Bool, activeRules: Set<String>) -> [Finding] {
        guard !commands.isEmpty || !malformed.isEmpty else { return findings }
        let sweep = RegionSweep.match(findings.map { ($0.location.line, $0.ruleID) }, regions: regions)
        let used = sweep.used
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        for index in findings.indices where !sweep.suppressed[index] { kept.append(findings[index]) }
        let file = tree.file
        // The reports about commands go into `kept` through ``keepingUnsuppressed(_:into:reportUnused:)``:
        // a `disable superfluous_disable_command` region silences them where it applies.
        let firstReport = kept.count
        if reportSuperfluous {
            // A command's rule is superfluous when none of its regions suppressed anything (a
            // `disable all` split by an `enable` of one rule makes several).
            func key(_ region: Region) -> Int { region.command * 1000 + (commands[region.command].rules.firstIndex(of: region.rule) ?? 0) }
            var reportedCommands = Set(regions.indices.filter { used[$0] }.map { key(regions[$0]) })
            let unknown = Set(unknownRules.map(\.rule))
            let everyRuleRan = knownRules.isSubset(of: activeRules)
            var deadBranches: [Range<Int>]?
            for (position, region) in regions.enumerated()
            where !used[position] && !unknown.contains(region.rule) && (region.rule == "all" ? everyRuleRan : activeRules.contains(region.rule)) {
                let command = commands[region.command]
                // In a branch of `#if` that no build compiles nothing is read, so nothing can
                // be suppressed there (`#if compiler(<6)` kept for old compilers).
                if deadBranches == nil { deadBranches = Self.deadBranchRanges(of: tree) }
                if deadBranches!.contains(where: { $0.contains(command.offset) }) { continue }
                // A `disable:previous` on the first line is reported once, whatever its rules.
                let isBeforeFirstLine = region.lines.upperBound < 1
                guard reportedCommands.insert(isBeforeFirstLine ? region.command * 1000 - 1 : key(region)).inserted else { continue }
                let location = file.lineTable.location(of: command.offset)
                let message = isBeforeFirstLine
                    ? "'disable:previous' on the first line has no previous line to apply to; remove the command or use 'disable:this'"
                    : region.rule == "all" ? "every rule is disabled here ('all') but no finding was suppressed; remove the command"
                    : "'\(region.rule)' is disabled here but no '\(region.rule)' finding was suppressed; remove the command"
                kept.append(Finding(ruleID: Self.superfluousRuleID, severity: .warning, path: file.path, offset: command.offset,
                                    location: location, message: message,
                                    lineFingerprint: RuleContext.fingerprint(file, line: location.line)))
            }
        }
        for problem in malformed where reportSuperfluous {
            let location = file.lineTable.location(of: problem.offset)
            kept.append(Finding(ruleID: Self.superfluousRuleID, severity: .warning, path: file.path, offset: problem.offset,
                                location: location, message: problem.message,
                                lineFingerprint: RuleContext.fingerprint(file, line: location.line)))
        }
        // One finding per command: several unknown words are most likely a reason written
        // without ` - ` (`disable:next existential_any because legacy API`).
        var start = 0
        while start < unknownRules.count && reportSuperfluous {
            var end = start + 1
            while end < unknownRules.count && unknownRules[end].offset == unknownRules[start].offset { end += 1 }
            let words = unknownRules[start..<end].map(\.rule)
            let message: String
            if words.count == 1 {
                let hint = Suggestion.closest(to: words[0], in: knownRules.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                message = "unknown rule '\(words[0])' in suppression comment\(hint)"
            } else {
                // The first few words name the comment well enough: a long one (a paragraph of
                // reason) makes no message of its length.
                let shown = words.prefix(Self.unknownWordsShown).map { "'\($0)'" }.joined(separator: ", ")
                let more = words.count > Self.unknownWordsShown ? ", … (\(words.count) in all)" : ""
                message = "unknown rules " + shown + more
                    + " in suppression comment; a reason goes after ' - ' (`disable:next rule_id - why`)"
            }
            let location = file.lineTable.location(of: unknownRules[start].offset)
            kept.append(Finding(ruleID: Self.superfluousRuleID, severity: .warning, path: file.path, offset: unknownRules[start].offset,
                                location: location, message: message,
                                lineFingerprint: RuleContext.fingerprint(file, line: location.line)))
            start = end
        }
        if kept.count > firstReport || regions.contains(where: { $0.rule == Self.superfluousRuleID }) {
            let reports = Array(kept[firstReport...])
            kept.removeSubrange(firstReport...)
            // Whether such a region silenced nothing is known only when every rule ran: under
            // `--only`, the reports it silences in a full run may not be made.
            keepingUnsuppressed(reports, into: &kept, reportUnused: reportSuperfluous && knownRules.isSubset(of: activeRules))
        }
        return kept
    }

    /// Appends to `kept` the reports about commands (`superfluous_disable_command` findings)
    /// that no `disable superfluous_disable_command` region covers, and then, when
    /// `reportUnused` (every rule ran), one for each such command that covered none (it is
    /// superfluous too).
    private func keepingUnsuppressed(_ reports: [Finding], into kept: inout [Finding], reportUnused: Bool) {
        let silencing = regions.indices.filter { regions[$0].rule == Self.superfluousRuleID }
        let sweep = RegionSweep.match(reports.map { ($0.location.line, Self.superfluousRuleID) }, regions: silencing.map { regions[$0] })
        for index in reports.indices where !sweep.suppressed[index] { kept.append(reports[index]) }
        let used = Set(silencing.indices.filter { sweep.used[$0] }.map { regions[silencing[$0]].command })
        guard reportUnused else { return }
        var reported = Set<Int>()
        for position in silencing where !used.contains(regions[position].command) && reported.insert(regions[position].command).inserted {
            let command = commands[regions[position].command]
            let location = tree.file.lineTable.location(of: command.offset)
            kept.append(Finding(ruleID: Self.superfluousRuleID, severity: .warning, path: tree.file.path, offset: command.offset,
                                location: location,
                                message: "'\(Self.superfluousRuleID)' is disabled here but no report about a suppression comment was silenced; remove the command",
                                lineFingerprint: RuleContext.fingerprint(tree.file, line: location.line)))
        }
    }

    /// The byte ranges of the file's branches of `#if` that no build compiles (see
    /// ``InactiveBranches``); none when no condition is independent of the build.
    static func deadBranchRanges(of tree: SyntaxTree) -> [Range<Int>] {
        let tokens = tree.tokens
        let count = min(tree.fileTokenCount, tokens.count)
        let bytes = tree.file.bytes
        guard tree.stream.directives.contains(where: { Int($0) < count
            && InactiveBranches.hasBuildIndependentCondition(at: Int($0), in: tokens, bytes: bytes) }) else { return [] }
        return InactiveBranches.jumps(in: tree.stream, count: count, bytes: bytes).compactMap { directive, next in
            next > directive ? Int(tokens[directive].end)..<Int(tokens[next].start) : nil
        }
    }
}
