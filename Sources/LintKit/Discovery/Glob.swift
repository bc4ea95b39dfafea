/// A path pattern from `.lint.yml` (`included`, `excluded`), matched against paths relative to
/// the configuration file's folder.
///
/// - `*` matches any run of characters within one path segment (never `/`), including a
///   leading `.`;
/// - `**` as a whole segment matches any number of segments, zero included:
///   `Sources/**/*.swift` matches `Sources/a.swift` and `Sources/x/y/a.swift`, and
///   `**/Generated` matches `Generated` at any depth (inside a segment, `**` acts as `*`);
/// - `?` matches one character other than `/`;
/// - `\` makes the next character literal; every other character matches itself, case-sensitively.
///
/// Patterns and paths are normalized alike: `./` and empty segments are dropped, so a leading
/// `./` and a trailing `/` are ignored; in a pattern, `name/..` is dropped too (a leading `../`,
/// which leaves the configuration's folder, matches nothing). A pattern starting with `/` is absolute and matches only
/// paths that also start with `/`. Matching runs a small automaton over the segments, so it
/// takes time proportional to pattern × path, whatever the pattern (no exponential backtracking).
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

    /// One element of a wildcard segment: a character, `?` or `*`.
    fileprivate enum Piece: Hashable, Sendable {
        case character(Character)
        case anyCharacter
        case anyRun
    }

    /// The pattern as written.
    public let pattern: String
    private let isAbsolute: Bool
    private let segments: [Segment]

    /// Compiles `pattern`. Every string is a valid pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        let (absolute, parts) = Glob.split(pattern)
        isAbsolute = absolute
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
        self.segments = segments
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// The leading segments that hold no wildcard, joined by `/` (`Sources/App` for
    /// `./Sources/App/**/*.swift`, empty for `**/*.swift`): the folder a search for matches
    /// can start from. Starts with `/` for an absolute pattern.
    public var literalPrefix: String {
        var names: [String] = []
        for segment in segments {
            guard case .literal(let name) = segment else { break }
            names.append(name)
        }
        return (isAbsolute ? "/" : "") + names.joined(separator: "/")
    }

    /// Whether `relativePath` as a whole matches the pattern.
    public func matches(_ relativePath: String) -> Bool {
        let (absolute, parts) = Glob.split(relativePath)
        guard absolute == isAbsolute else { return false }
        return states(after: parts[...]).contains(segments.count)
    }

    /// Whether `relativePath` or one of the folders above it matches the pattern: the test for
    /// `excluded`, where `Tests` or `Sources/Generated` also excludes everything inside it.
    public func matchesPathOrAncestor(_ relativePath: String) -> Bool {
        let (absolute, parts) = Glob.split(relativePath)
        guard absolute == isAbsolute else { return false }
        var states: Set<Int> = closure([0])
        if states.contains(segments.count) { return true }
        for part in parts {
            states = step(states, part)
            if states.isEmpty { return false }
            if states.contains(segments.count) { return true }
        }
        return false
    }

    /// Whether some path inside the folder `relativeFolder` (at any depth) could match, so a
    /// search for `included` files need not enter folders that cannot hold a match.
    public func mayMatchInside(_ relativeFolder: String) -> Bool {
        let (absolute, parts) = Glob.split(relativeFolder)
        guard absolute == isAbsolute else { return false }
        return states(after: parts[...]).contains { $0 < segments.count }
    }

    // MARK: Segment automaton

    /// The pattern positions reachable after matching `parts`; position `segments.count`
    /// means the whole pattern matched.
    private func states(after parts: ArraySlice<String>) -> Set<Int> {
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
                if Glob.matches(tokens, Array(part)) { next.insert(state + 1) }
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
    private static func matches(_ tokens: [Piece], _ characters: [Character]) -> Bool {
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

    // MARK: Compiling

    /// Splits a pattern or path into its segments, dropping empty and `.` ones.
    private static func split(_ text: String) -> (absolute: Bool, parts: [String]) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map(String.init)
        return (text.hasPrefix("/"), parts)
    }

    private static func compile(_ part: String) -> Segment {
        if part == "**" { return .anyDepth }
        var tokens: [Piece] = []
        var escaped = false
        for character in part {
            if escaped {
                tokens.append(.character(character))
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "*": if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?": tokens.append(.anyCharacter)
            default: tokens.append(.character(character))
            }
        }
        if escaped { tokens.append(.character("\\")) }
        let literal = tokens.compactMap { token -> Character? in
            if case .character(let character) = token { return character }
            return nil
        }
        return literal.count == tokens.count ? .literal(String(literal)) : .wildcard(tokens)
    }
}

private extension Glob.Piece {
    func matches(_ character: Character) -> Bool {
        switch self {
        case .character(let expected): return expected == character
        case .anyCharacter: return true
        case .anyRun: return false
        }
    }
}
