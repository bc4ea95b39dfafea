/// A path pattern from `.lint.yml` (`included`, `excluded`), matched against paths relative to
/// the configuration file's folder.
///
/// - `*` matches any run of characters within one path segment (never `/`), including a
///   leading `.`;
/// - `**` as a whole segment matches any number of segments, zero included:
///   `Sources/**/*.swift` matches `Sources/a.swift` and `Sources/x/y/a.swift`, and
///   `**/Generated` matches `Generated` at any depth (inside a segment, `**` acts as `*`);
/// - `?` matches one character other than `/`;
/// - `[abc]`, `[a-z]` match one character of the set, `[!abc]` (or `[^abc]`) one outside it
///   (never `/`); a `[` without a closing `]` is itself;
/// - `{a,b}` matches either alternative (`Sources/{App,Core}/**`, `*.{pb,grpc}.swift`); braces
///   nest, and an alternative may hold `/`. A `{` without a closing `}` is itself;
/// - `\` makes the next character literal; every other character matches itself, case-sensitively.
///
/// Patterns and paths are normalized alike: `./` and empty segments are dropped, so a leading
/// `./` and a trailing `/` are ignored; in a pattern, `name/..` is dropped too (a leading `../`,
/// which leaves the configuration's folder, matches nothing). A pattern starting with `/` is absolute and matches only
/// paths that also start with `/`. Matching runs a small automaton over the segments, so it
/// takes time proportional to pattern × path, whatever the pattern (no exponential backtracking);
/// braces are expanded first, into at most ``maximumAlternatives`` patterns (the braces
/// after that are taken literally; so are those of a pattern longer than
/// ``maximumExpandedLength``).
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// One `/`-separated part of a compiled pattern.
    fileprivate enum Segment: Hashable, Sendable {
        /// `**`: any number of whole segments.
        case anyDepth
        /// A segment without wildcards, compared as a whole.
        case literal(String)
        /// A segment with `*` or `?`.
        case wildcard([Piece])
    }

    /// One element of a wildcard segment: a character, `?`, `*` or a `[…]` set.
    fileprivate enum Piece: Hashable, Sendable {
        case character(Character)
        case anyCharacter
        case anyRun
        /// `[a-z_]`: the characters of `ranges`, or with `negated` those outside them.
        case set(ranges: [ClosedRange<Character>], negated: Bool)
    }

    /// One pattern after brace expansion: whether it is absolute, and its segments.
    fileprivate struct Alternative: Hashable, Sendable {
        var isAbsolute: Bool
        var segments: [Segment]
    }

    /// A pattern longer than this many bytes is not brace-expanded.
    public static let maximumExpandedLength = 4096

    /// At most this many patterns come out of expanding one pattern's braces.
    public static let maximumAlternatives = 256

    /// The pattern as written.
    public let pattern: String
    private let alternatives: [Alternative]

    /// What is wrong with `pattern` as a configuration's pattern, or nil: an empty one, braces that make more
    /// than ``maximumAlternatives`` patterns (the rest would be dropped in silence), or a `{`
    /// or `[` that nothing closes (taken literally, which is rarely what was meant).
    public static func problem(in pattern: String) -> String? {
        // An empty pattern (a template's variable that expanded to nothing) would stand for the
        // configuration's whole folder; one of spaces only would match nothing.
        if pattern.allSatisfy(\.isWhitespace) {
            return "is empty; write a folder or file pattern"
        }
        var braces = 0, inSet = false, escaped = false
        for character in pattern {
            if escaped { escaped = false; continue }
            switch character {
            case "\\": escaped = true
            case "[" where !inSet: inSet = true
            case "]" where inSet: inSet = false
            case "{" where !inSet: braces += 1
            case "}" where !inSet && braces > 0: braces -= 1
            default: break
            }
        }
        if inSet { return "has a '[' that no ']' closes (write '\\[' for the character)" }
        if braces > 0 { return "has a '{' that no '}' closes (write '\\{' for the character)" }
        guard pattern.utf8.count <= maximumExpandedLength else { return nil }
        // Counted without building them: each group multiplies, alternatives of a group add.
        if alternativeCount(Array(pattern), limit: maximumAlternatives + 1) > maximumAlternatives {
            return "makes more than \(maximumAlternatives) patterns from its braces; split it into several"
        }
        return nil
    }

    /// How many patterns brace expansion makes of `characters` (at most `limit`).
    private static func alternativeCount(_ characters: [Character], limit: Int) -> Int {
        // A stack of groups: for each, the sum over its finished alternatives, and the product
        // for the alternative being read.
        var stack: [(sum: Int, product: Int)] = [(0, 1)]
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "{": stack.append((0, 1))
            case "," where stack.count > 1:
                stack[stack.count - 1].sum = min(limit, stack[stack.count - 1].sum + stack[stack.count - 1].product)
                stack[stack.count - 1].product = 1
            case "}" where stack.count > 1:
                let group = stack.removeLast()
                let total = min(limit, group.sum + group.product)
                stack[stack.count - 1].product = min(limit, stack[stack.count - 1].product * total)
            default: break
            }
            index += 1
        }
        return min(limit, stack[0].sum + stack[0].product)
    }

    /// Compiles `pattern`. Every string is a valid pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        alternatives = Glob.expandingBraces(pattern).map(Glob.compileAlternative)
    }

    /// Compiles one brace-free pattern.
    private static func compileAlternative(_ pattern: String) -> Alternative {
        let (absolute, parts) = Glob.split(pattern)
        var segments: [Segment] = []
        for part in parts {
            let segment = Glob.compile(part)
            if segment == .anyDepth, segments.last == .anyDepth { continue }
            // `Sources/../Sources/Generated` is `Sources/Generated`: a `..` after a plain
            // folder name goes back out of it, as a path does. (One that climbs above the
            // configuration's folder, or follows a wildcard, is kept, and matches nothing.)
            if segment == .literal(".."), case let .literal(name)? = segments.last, name != ".." {
                segments.removeLast()
                continue
            }
            segments.append(segment)
        }
        return Alternative(isAbsolute: absolute, segments: segments)
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// The leading segments that hold no wildcard, joined by `/` (`Sources/App` for
    /// `./Sources/App/**/*.swift`, empty for `**/*.swift`): the folder a search for matches
    /// can start from. Starts with `/` for an absolute pattern.
    /// For a pattern with braces, the folder all its alternatives share
    /// (`Sources` for `Sources/{App,Core}/*.swift`).
    public var literalPrefix: String {
        var shared: [String]?
        for alternative in alternatives {
            var names: [String] = []
            for segment in alternative.segments {
                guard case .literal(let name) = segment else { break }
                names.append(name)
            }
            guard let before = shared else {
                shared = names
                continue
            }
            shared = Array(zip(before, names).prefix { $0.0 == $0.1 }.map(\.0))
        }
        let isAbsolute = alternatives.allSatisfy(\.isAbsolute)
        return (isAbsolute ? "/" : "") + (shared ?? []).joined(separator: "/")
    }

    /// Whether `relativePath` as a whole matches the pattern.
    public func matches(_ relativePath: String) -> Bool {
        let (absolute, parts) = Glob.split(relativePath)
        return alternatives.contains { alternative in
            absolute == alternative.isAbsolute && alternative.states(after: parts[...]).contains(alternative.segments.count)
        }
    }

    /// Whether `relativePath` or one of the folders above it matches the pattern: the test for
    /// `excluded`, where `Tests` or `Sources/Generated` also excludes everything inside it.
    public func matchesPathOrAncestor(_ relativePath: String) -> Bool {
        let (absolute, parts) = Glob.split(relativePath)
        return alternatives.contains { $0.isAbsolute == absolute && $0.matchesPathOrAncestor(parts) }
    }

    /// Whether some path inside the folder `relativeFolder` (at any depth) could match, so a
    /// search for `included` files need not enter folders that cannot hold a match.
    public func mayMatchInside(_ relativeFolder: String) -> Bool {
        let (absolute, parts) = Glob.split(relativeFolder)
        return alternatives.contains { alternative in
            absolute == alternative.isAbsolute && alternative.states(after: parts[...]).contains { $0 < alternative.segments.count }
        }
    }
}

// MARK: - Segment automaton

extension Glob.Alternative {
    /// Whether the path of `parts`, or a folder above it, matches.
    func matchesPathOrAncestor(_ parts: [String]) -> Bool {
        var states: Set<Int> = closure([0])
        if states.contains(segments.count) { return true }
        for part in parts {
            states = step(states, part)
            if states.isEmpty { return false }
            if states.contains(segments.count) { return true }
        }
        return false
    }

    /// The pattern positions reachable after matching `parts`; position `segments.count`
    /// means the whole pattern matched.
    func states(after parts: ArraySlice<String>) -> Set<Int> {
        var states = closure([0])
        for part in parts {
            states = step(states, part)
            if states.isEmpty { break }
        }
        return states
    }

    private func step(_ states: Set<Int>, _ part: String) -> Set<Int> {
        var next: Set<Int> = []
        for state in states where state < segments.count {
            switch segments[state] {
            case .anyDepth:
                next.insert(state)
            case .literal(let name):
                if name == part { next.insert(state + 1) }
            case .wildcard(let tokens):
                if Self.matches(tokens, Array(part)) { next.insert(state + 1) }
            }
        }
        return closure(next)
    }

    /// Adds the positions reachable by letting `**` match zero segments.
    private func closure(_ states: Set<Int>) -> Set<Int> {
        var result = states
        for state in states.sorted() {
            var position = state
            while position < segments.count, segments[position] == .anyDepth {
                position += 1
                result.insert(position)
            }
        }
        return result
    }

    /// Matches one segment's characters; `*` remembers only its latest position, which is
    /// enough because every other token matches exactly one character.
    private static func matches(_ tokens: [Glob.Piece], _ characters: [Character]) -> Bool {
        var token = 0
        var character = 0
        var starToken = -1
        var starCharacter = 0
        while character < characters.count {
            if token < tokens.count, tokens[token] == .anyRun {
                starToken = token
                starCharacter = character
                token += 1
            } else if token < tokens.count, tokens[token].matches(characters[character]) {
                token += 1
                character += 1
            } else if starToken >= 0 {
                token = starToken + 1
                starCharacter += 1
                character = starCharacter
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .anyRun { token += 1 }
        return token == tokens.count
    }
}

// MARK: - Compiling

extension Glob {
    /// Splits a pattern or path into its segments, dropping empty and `.` ones.
    private static func split(_ text: String) -> (absolute: Bool, parts: [String]) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map(String.init)
        return (text.hasPrefix("/"), parts)
    }

    private static func compile(_ part: String) -> Segment {
        if part == "**" { return .anyDepth }
        let characters = Array(part)
        var tokens: [Piece] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count:
                tokens.append(.character(characters[index + 1]))
                index += 2
                continue
            case "*": if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?": tokens.append(.anyCharacter)
            case "[":
                if let (set, next) = readSet(characters, openingAt: index) {
                    tokens.append(set)
                    index = next
                    continue
                }
                tokens.append(.character(character))
            default: tokens.append(.character(character))
            }
            index += 1
        }
        let literal = tokens.compactMap { token -> Character? in
            if case .character(let character) = token { return character }
            return nil
        }
        return literal.count == tokens.count ? .literal(String(literal)) : .wildcard(tokens)
    }

    /// The set `[…]` whose `[` is at `open`, and the index after its `]`; nil when no `]`
    /// closes it. A `]` right after `[` (or `[!`) is a member, as in shells.
    private static func readSet(_ characters: [Character], openingAt open: Int) -> (Piece, Int)? {
        var index = open + 1
        let negated = index < characters.count && (characters[index] == "!" || characters[index] == "^")
        if negated { index += 1 }
        var members: [Character] = []
        var isRange: [Bool] = []
        let first = index
        while index < characters.count {
            var character = characters[index]
            if character == "]" && index > first {
                var ranges: [ClosedRange<Character>] = []
                var position = 0
                while position < members.count {
                    if position + 2 < members.count, isRange[position + 1], members[position] <= members[position + 2] {
                        ranges.append(members[position]...members[position + 2])
                        position += 3
                    } else {
                        ranges.append(members[position]...members[position])
                        position += 1
                    }
                }
                return (.set(ranges: ranges, negated: negated), index + 1)
            }
            if character == "\\" && index + 1 < characters.count {
                index += 1
                character = characters[index]
                isRange.append(false)
            } else {
                isRange.append(character == "-")
            }
            members.append(character)
            index += 1
        }
        return nil
    }

    /// `pattern` with its braces expanded: `a{b,c}d` is `abd` and `acd`; nested braces are
    /// expanded too. Once ``maximumAlternatives`` patterns are made, the rest of the braces
    /// are left as written (and match themselves).
    static func expandingBraces(_ pattern: String) -> [String] {
        // No path pattern is this long; one that is stays as written (bounding the work).
        guard pattern.utf8.count <= maximumExpandedLength else { return [pattern] }
        var results: [String] = []
        var pending = [pattern]
        while let next = pending.popLast() {
            guard results.count + pending.count + 1 < maximumAlternatives,
                  let (open, close, commas) = firstBraceGroup(Array(next)) else {
                results.append(next)
                continue
            }
            let characters = Array(next)
            let before = String(characters[..<open]), after = String(characters[(close + 1)...])
            let bounds = [open] + commas + [close]
            // Pushed in reverse, so that the alternatives come out in the order written.
            for position in stride(from: bounds.count - 2, through: 0, by: -1) {
                pending.append(before + String(characters[(bounds[position] + 1)..<bounds[position + 1]]) + after)
            }
        }
        return results
    }

    /// The first `{` that a `}` closes with at least one top-level comma between them: the
    /// brace's index, the closing one's, and the commas'. `\\` escapes; a group without a
    /// comma (`{a}`) is no group and is passed over. One pass with a stack of open braces, so
    /// that thousands of nested braces take linear time.
    private static func firstBraceGroup(_ characters: [Character]) -> (open: Int, close: Int, commas: [Int])? {
        var open: [(index: Int, commas: [Int])] = []
        var first: (open: Int, close: Int, commas: [Int])?
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "{": open.append((index, []))
            case "," where !open.isEmpty: open[open.count - 1].commas.append(index)
            case "}":
                guard let group = open.popLast() else { break }
                if !group.commas.isEmpty && (first == nil || group.index < first!.open) {
                    first = (group.index, index, group.commas)
                }
            default: break
            }
            index += 1
        }
        return first
    }
}

private extension Glob.Piece {
    func matches(_ character: Character) -> Bool {
        switch self {
        case .character(let expected): return expected == character
        case .anyCharacter: return true
        case .anyRun: return false
        case let .set(ranges, negated): return ranges.contains { $0.contains(character) } != negated
        }
    }
}
