/// The code inside string interpolations, which the token stream keeps inside one string
/// literal token: rules that look for uses of a name (`self`, a generic parameter) must
/// look there too.
public enum Interpolations {
    /// Byte ranges of the expressions inside `\(…)` (or `\#(…)` for raw strings) of the
    /// string literal token `index`.
    public static func ranges(ofLiteral index: Int, in tree: SyntaxTree) -> [Range<Int>] {
        ranges(of: tree.tokens[index], in: tree.file.bytes)
    }

    /// Byte ranges of the interpolated expressions of string literal `token` in `bytes`.
    public static func ranges(of token: Token, in bytes: [UInt8]) -> [Range<Int>] {
        guard token.kind == .stringLiteral, token.flags & Token.Flags.hasInterpolation != 0 else { return [] }
        var position = Int(token.start)
        let end = Int(token.end)
        var hashes = 0
        while position < end && bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
        var result: [Range<Int>] = []
        while position < end {
            guard bytes[position] == UInt8(ascii: "\\") else { position += 1; continue }
            var probe = position + 1
            var count = 0
            while probe < end && bytes[probe] == UInt8(ascii: "#") && count < hashes { count += 1; probe += 1 }
            guard count == hashes, probe < end, bytes[probe] == UInt8(ascii: "(") else { position += 2; continue }
            let start = probe + 1
            var depth = 1
            var cursor = start
            while cursor < end && depth > 0 {
                switch bytes[cursor] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth -= 1
                case UInt8(ascii: "\""):
                    // Skip a nested literal (escapes and nested interpolations balance out).
                    cursor += 1
                    while cursor < end && bytes[cursor] != UInt8(ascii: "\"") {
                        cursor += bytes[cursor] == UInt8(ascii: "\\") ? 2 : 1
                    }
                default: break
                }
                cursor += 1
            }
            result.append(start..<max(start, min(cursor - 1, end)))
            position = cursor
        }
        return result
    }

    /// The tokens of every interpolation in the string literal token `index`; offsets are
    /// offsets into the file.
    public static func tokens(ofLiteral index: Int, in tree: SyntaxTree) -> [Token] {
        positions(ofLiteral: index, in: tree).map { tree.tokens[$0] }
    }

    /// The token indices of every interpolation in the string literal token `index`, nested
    /// interpolations included: the parser already tokenized them (see
    /// ``SyntaxTree/interpolations``), after the file's own tokens. Each interpolation's tokens
    /// are followed by an end-of-file token (not among these), so the token after any of them
    /// can be read.
    public static func positions(ofLiteral index: Int, in tree: SyntaxTree) -> [Int] {
        codeRanges(ofLiteral: index, in: tree).flatMap { $0 }
    }

    /// The token ranges of the code of every interpolation in the string literal token
    /// `index`, those of the literals nested in them included (after their own literal's).
    public static func codeRanges(ofLiteral index: Int, in tree: SyntaxTree) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var pending = [index]
        while let literal = pending.popLast() {
            for range in tree.interpolations[literal] ?? [] {
                result.append(range)
                for position in range where tree.interpolations[position] != nil { pending.append(position) }
            }
        }
        return result
    }
}

extension SyntaxTree {
    /// Byte offsets of every identifier spelled `name` in token range `range`, including those
    /// inside string interpolations (comments and string text are not code, so never count).
    public func occurrences(of name: String, in range: Range<Int>) -> [Int] {
        let needle = Array(name.utf8)
        var result: [Int] = []
        let bytes = file.bytes
        func matches(_ token: Token) -> Bool {
            guard token.kind == .identifier || token.kind == .keyword else { return false }
            var start = Int(token.start)
            var end = Int(token.end)
            if end - start >= 2 && bytes[start] == UInt8(ascii: "`") { start += 1; end -= 1 }
            return end - start == needle.count && bytes[start..<end].elementsEqual(needle)
        }
        for index in range where index < tokens.count {
            let token = tokens[index]
            if matches(token) { result.append(Int(token.start)) }
            if token.kind == .stringLiteral && token.flags & Token.Flags.hasInterpolation != 0 {
                for inner in Interpolations.tokens(ofLiteral: index, in: self) where matches(inner) {
                    result.append(Int(inner.start))
                }
            }
        }
        return result
    }
}
