/// The type of a regex literal, as swiftc infers it from the capture groups:
/// `#/(\w+)=(?<value>\w+)?/#` is a `Regex<(Substring, Substring, value: Substring?)>`.
///
/// A capture is Optional when it may not take part in a match: its group (or one around it)
/// has a quantifier that allows zero repetitions (`?`, `*`, `{0,…}`), or it sits in a branch of
/// an alternation (`a|(b)`, `(?:(a)|b)`). Patterns this reader does not follow (lookbehind,
/// `\Q…\E` quoting, multi-line extended literals, unknown `(?…)` forms) give nil.
enum RegexOutputType {
    /// One capture group: its name (`(?<name>…)`), and whether it is Optional.
    private struct Capture {
        var name: String?
        var isOptional = false
    }

    /// An open group: the first capture it may make Optional as a whole (its own, when it
    /// captures), the first capture inside it, and whether one of its branches ended (`|`).
    private struct Group {
        var firstCapture: Int
        var firstInnerCapture: Int
        var isAlternation = false
    }

    /// More capture groups than any real pattern has: the type is left unknown.
    static let maximumCaptures = 256

    /// The spelled type of the regex literal `literal` (delimiters included), or nil.
    static func spelling(ofLiteral literal: ArraySlice<UInt8>) -> String? {
        guard let pattern = pattern(of: literal), !pattern.contains(UInt8(ascii: "\n")) else { return nil }
        guard let captures = captures(in: pattern) else { return nil }
        if captures.isEmpty { return "Regex<Substring>" }
        let elements = captures.map { capture in
            (capture.name.map { $0 + ": " } ?? "") + "Substring" + (capture.isOptional ? "?" : "")
        }
        return "Regex<(Substring, " + elements.joined(separator: ", ") + ")>"
    }

    /// The pattern between the delimiters (`#/` … `/#`, `/` … `/`).
    private static func pattern(of literal: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var start = literal.startIndex
        var end = literal.endIndex
        var hashes = 0
        while start < end && literal[start] == UInt8(ascii: "#") { start += 1; hashes += 1 }
        guard start < end, literal[start] == UInt8(ascii: "/") else { return nil }
        start += 1
        for _ in 0..<hashes {
            guard end > start, literal[end - 1] == UInt8(ascii: "#") else { return nil }
            end -= 1
        }
        guard end > start, literal[end - 1] == UInt8(ascii: "/") else { return nil }
        return literal[start..<(end - 1)]
    }

    // MARK: Reading the pattern

    /// The capture groups of `pattern` in order, or nil for a pattern not followed here.
    private static func captures(in pattern: ArraySlice<UInt8>) -> [Capture]? {
        var captures: [Capture] = []
        var groups = [Group(firstCapture: 0, firstInnerCapture: 0)]
        var index = pattern.startIndex
        let end = pattern.endIndex
        func byte(_ offset: Int) -> UInt8 { index + offset < end ? pattern[index + offset] : 0 }
        while index < end {
            switch pattern[index] {
            case UInt8(ascii: "\\"):
                if byte(1) == UInt8(ascii: "Q") { return nil }
                index += 2
            case UInt8(ascii: "["):
                guard let after = endOfClass(pattern, from: index) else { return nil }
                index = after
            case UInt8(ascii: "("):
                // Marking captures Optional walks them: a bound keeps hostile input linear.
                guard captures.count < maximumCaptures else { return nil }
                if byte(1) != UInt8(ascii: "?") {
                    captures.append(Capture())
                    groups.append(Group(firstCapture: captures.count - 1, firstInnerCapture: captures.count))
                    index += 1
                    continue
                }
                switch byte(2) {
                case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "!"):
                    groups.append(Group(firstCapture: captures.count, firstInnerCapture: captures.count))
                    index += 3
                case UInt8(ascii: "<") where byte(3) == UInt8(ascii: "=") || byte(3) == UInt8(ascii: "!"):
                    return nil  // lookbehind
                case UInt8(ascii: "<"), UInt8(ascii: "'"), UInt8(ascii: "P"):
                    let nameStart = index + (byte(2) == UInt8(ascii: "P") ? 4 : 3)
                    if byte(2) == UInt8(ascii: "P") && byte(3) != UInt8(ascii: "<") { return nil }
                    var nameEnd = nameStart
                    while nameEnd < end && (pattern[nameEnd].isASCIIIdentifierStart || pattern[nameEnd].isASCIIDigit) { nameEnd += 1 }
                    guard nameEnd > nameStart, nameEnd < end,
                          pattern[nameEnd] == UInt8(ascii: ">") || pattern[nameEnd] == UInt8(ascii: "'") else { return nil }
                    captures.append(Capture(name: String(decoding: pattern[nameStart..<nameEnd], as: UTF8.self)))
                    groups.append(Group(firstCapture: captures.count - 1, firstInnerCapture: captures.count))
                    index = nameEnd + 1
                default:
                    // `(?i)` changes options and opens nothing; `(?i:…)` is a group.
                    var cursor = index + 2
                    while cursor < end && (isLetter(pattern[cursor]) || pattern[cursor] == UInt8(ascii: "-")) { cursor += 1 }
                    guard cursor > index + 2, cursor < end else { return nil }
                    if pattern[cursor] == UInt8(ascii: ":") {
                        groups.append(Group(firstCapture: captures.count, firstInnerCapture: captures.count))
                    } else if pattern[cursor] != UInt8(ascii: ")") {
                        return nil
                    }
                    index = cursor + 1
                }
            case UInt8(ascii: ")"):
                guard groups.count > 1 else { return nil }
                let group = groups.removeLast()
                index += 1
                if group.isAlternation { markOptional(&captures, from: group.firstInnerCapture) }
                guard let (allowsZero, after) = quantifier(pattern, at: index) else { return nil }
                if allowsZero { markOptional(&captures, from: group.firstCapture) }
                index = after
            case UInt8(ascii: "|"):
                groups[groups.count - 1].isAlternation = true
                index += 1
            default:
                index += 1
            }
        }
        guard groups.count == 1 else { return nil }
        if groups[0].isAlternation { markOptional(&captures, from: 0) }
        return captures
    }

    /// Whether `byte` is an ASCII letter (an option of `(?i)`).
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// Makes the captures from `first` on Optional.
    private static func markOptional(_ captures: inout [Capture], from first: Int) {
        for index in captures.indices where index >= first { captures[index].isOptional = true }
    }

    /// The quantifier at `index` (none, `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy
    /// or possessive): whether it allows zero repetitions, and the index after it; nil for a
    /// `{` that starts no quantifier this reads.
    private static func quantifier(_ pattern: ArraySlice<UInt8>, at start: Int) -> (Bool, Int)? {
        guard start < pattern.endIndex else { return (false, start) }
        var index = start
        var allowsZero = false
        switch pattern[index] {
        case UInt8(ascii: "?"), UInt8(ascii: "*"):
            allowsZero = true
            index += 1
        case UInt8(ascii: "+"):
            index += 1
        case UInt8(ascii: "{"):
            var cursor = index + 1
            var minimum = 0
            var digits = 0
            while cursor < pattern.endIndex && pattern[cursor].isASCIIDigit {
                minimum = min(minimum * 10 + Int(pattern[cursor] - UInt8(ascii: "0")), 1_000_000)
                digits += 1
                cursor += 1
            }
            while cursor < pattern.endIndex && (pattern[cursor].isASCIIDigit || pattern[cursor] == UInt8(ascii: ",")) { cursor += 1 }
            guard digits > 0, cursor < pattern.endIndex, pattern[cursor] == UInt8(ascii: "}") else { return nil }
            allowsZero = minimum == 0
            index = cursor + 1
        default:
            return (false, start)
        }
        if index < pattern.endIndex && (pattern[index] == UInt8(ascii: "?") || pattern[index] == UInt8(ascii: "+")) { index += 1 }
        return (allowsZero, index)
    }

    /// The index after the character class opening at `start` (`[a-z]`, `[^]]`, `[[:alpha:]]`,
    /// nested classes), or nil when it does not close.
    private static func endOfClass(_ pattern: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        if index < pattern.endIndex && pattern[index] == UInt8(ascii: "^") { index += 1 }
        if index < pattern.endIndex && pattern[index] == UInt8(ascii: "]") { index += 1 }
        var depth = 1
        while index < pattern.endIndex {
            switch pattern[index] {
            case UInt8(ascii: "\\"): index += 2; continue
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }
}
