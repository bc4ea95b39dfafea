// MARK: - String literals

extension LexerState {
    /// The kind of a string literal, by its opening delimiter.
    enum StringKind {
        /// `"…"` (and raw `#"…"#`).
        case singleLine
        /// `"""…"""` (and raw `#"""…"""#`).
        case multiLine
        /// `'…'`: not valid Swift, but lexed like swift-syntax does.
        case singleQuote
    }

    /// A whole string literal. The cursor is at the opening quote, after `delimiterLength`
    /// `#`s that began at `start`. Interpolations are lexed (for their extent) and dropped.
    mutating func lexStringLiteral(delimiterLength: Int, start: Int) -> Token {
        var flags: UInt8 = 0
        let terminated = skipStringLiteral(delimiterLength: delimiterLength, flags: &flags)
        if !terminated { flags |= Token.Flags.unterminated }
        return Token(kind: .stringLiteral, flags: flags, start: start, end: cursor.position)
    }

    /// Steps over a string literal from its opening quote; returns whether it was closed.
    ///
    /// Mirrors swift-syntax: an unterminated single-line literal ends before the line break,
    /// a multi-line one at the end of the file; the closing quote of a raw literal takes every
    /// `#` that follows it; `#"""#` is a single-line literal holding one `"` (a raw `"""` opens
    /// a multi-line literal only when no `"` followed by the delimiter closes it on its line).
    mutating func skipStringLiteral(delimiterLength: Int, flags: inout UInt8) -> Bool {
        let kind: StringKind
        if cursor.peek() == UInt8(ascii: "'") {
            kind = .singleQuote
            cursor.advance()
        } else {
            cursor.advance()
            var isMultiline = cursor.peek() == UInt8(ascii: "\"") && cursor.peek(1) == UInt8(ascii: "\"")
            if isMultiline && delimiterLength > 0 {
                var probe = cursor.position + 2
                if poundCount(at: probe) >= delimiterLength {
                    isMultiline = false
                } else {
                    while probe < cursor.count {
                        let byte = cursor.base[probe]
                        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                        probe += 1
                        if byte == UInt8(ascii: "\"") && poundCount(at: probe) >= delimiterLength {
                            isMultiline = false
                            break
                        }
                    }
                }
            }
            if isMultiline { cursor.advance(by: 2) }
            kind = isMultiline ? .multiLine : .singleLine
        }
        // Where a multi-line literal that runs to the end of the file ends: swift-syntax lexes
        // the line break right after the opening `"""`, and an escaped line break, as trivia,
        // so when one of them is the last thing in the file the literal ends before it.
        var trailingTriviaStart = -1
        if kind == .multiLine {
            let afterQuote = cursor.position
            let first = cursor.byte(at: afterQuote)
            var lineBreak = 0
            if first == UInt8(ascii: "\r") && cursor.byte(at: afterQuote + 1) == UInt8(ascii: "\n") {
                lineBreak = 2
            } else if first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r") {
                lineBreak = 1
            }
            if lineBreak > 0 && afterQuote + lineBreak == cursor.count { trailingTriviaStart = afterQuote }
        }
        defer {
            if trailingTriviaStart >= 0 && cursor.position == cursor.count { cursor.position = trailingTriviaStart }
        }
        if stringNesting >= LexerState.maximumStringNesting {
            // Pathological nesting of literals in interpolations: give up on this one.
            if kind == .multiLine { cursor.position = cursor.count } else { cursor.advanceToEndOfLine() }
            return false
        }
        stringNesting += 1
        defer { stringNesting -= 1 }

        while !cursor.isAtEnd {
            let byte = cursor.peek()
            switch byte {
            case UInt8(ascii: "\\"):
                // swift-syntax accepts the delimiter's `#`s, or one more, after the backslash.
                let pounds = poundCount(at: cursor.position + 1)
                if pounds < delimiterLength {
                    cursor.advance()  // a plain backslash in a raw literal
                    continue
                }
                let matched = delimiterLength == 0 ? 0 : min(pounds, delimiterLength + 1)
                let backslash = cursor.position
                cursor.advance(by: 1 + matched)
                if cursor.peek() == UInt8(ascii: "(") {
                    cursor.advance()
                    flags |= Token.Flags.hasInterpolation
                    if !skipInterpolation(singleLine: kind != .multiLine) { return false }
                } else if kind == .multiLine && isEscapedLineBreak() {
                    // `\` + spaces + line break: trivia to swift-syntax (see above).
                    cursor.advance { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    if cursor.advance(if: UInt8(ascii: "\r")) { _ = cursor.advance(if: UInt8(ascii: "\n")) } else { cursor.advance() }
                    if cursor.isAtEnd { trailingTriviaStart = backslash }
                } else {
                    _ = skipEscape(isMultiline: kind == .multiLine)
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if kind != .multiLine { return false }
                cursor.advance()
            case UInt8(ascii: "\""):
                cursor.advance()
                switch kind {
                case .singleQuote:
                    continue
                case .singleLine:
                    guard poundCount(at: cursor.position) >= delimiterLength else { continue }
                case .multiLine:
                    guard cursor.peek() == UInt8(ascii: "\""), cursor.peek(1) == UInt8(ascii: "\""),
                          poundCount(at: cursor.position + 2) >= delimiterLength else { continue }
                    cursor.advance(by: 2)
                }
                // The closing delimiter takes every `#` that follows.
                if delimiterLength > 0 { cursor.advance(by: poundCount(at: cursor.position)) }
                return true
            case UInt8(ascii: "'"):
                cursor.advance()
                if kind == .singleQuote { return true }
            default:
                // The run of ordinary bytes up to the next one the switch looks at, one table
                // load per byte.
                let base = cursor.base, count = cursor.count, stops = ByteClassTable.stringLiteralStop
                var position = cursor.position + 1
                while position < count && stops[Int(base[position])] == 0 { position += 1 }
                cursor.position = position
            }
        }
        return false
    }

    /// Whether spaces and tabs and then a line break follow (after an escaping `\`).
    func isEscapedLineBreak() -> Bool {
        var index = cursor.position
        while index < cursor.count && (cursor.base[index] == UInt8(ascii: " ") || cursor.base[index] == UInt8(ascii: "\t")) { index += 1 }
        return index < cursor.count && (cursor.base[index] == UInt8(ascii: "\n") || cursor.base[index] == UInt8(ascii: "\r"))
    }

    /// Literals nested in interpolations deeper than this are not lexed (stack safety).
    static let maximumStringNesting = 64

    /// The number of `#` bytes at `offset`.
    @inline(__always)
    func poundCount(at offset: Int) -> Int {
        var index = offset
        while index < cursor.count && cursor.base[index] == UInt8(ascii: "#") { index += 1 }
        return index - offset
    }

    /// Steps over the character(s) of an escape after `\` (and its `#`s), as swift-syntax
    /// does; returns whether the escape is valid.
    mutating func skipEscape(isMultiline: Bool) -> Bool {
        let byte = cursor.peek()
        switch byte {
        case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "\""),
             UInt8(ascii: "'"), UInt8(ascii: "\\"):
            cursor.advance()
            return true
        case UInt8(ascii: "u"):
            cursor.advance()
            guard cursor.peek() == UInt8(ascii: "{") else { return false }
            cursor.advance()
            let digitsStart = cursor.position
            var value: UInt32 = 0
            while cursor.peek().isASCIIHexDigit {
                let digit = cursor.peek()
                let nibble = digit.isASCIIDigit ? digit - UInt8(ascii: "0") : (digit | 0x20) - UInt8(ascii: "a") + 10
                if cursor.position - digitsStart < 8 { value = value << 4 | UInt32(nibble) }
                cursor.advance()
            }
            let digits = cursor.position - digitsStart
            guard cursor.peek() == UInt8(ascii: "}") else { return false }
            cursor.advance()
            return digits >= 1 && digits <= 8 && Unicode.Scalar(value) != nil
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            guard isMultiline else { return false }
            cursor.advance()
            if byte == UInt8(ascii: "\r") && cursor.peek() == UInt8(ascii: "\n") { cursor.advance() }
            return true
        default:
            if !cursor.isAtEnd && (byte.isASCIIDigit || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) {
                cursor.advance()
            }
            return false
        }
    }

    /// Lexes the code of an interpolation (the cursor is after its `(`) up to and including
    /// its closing `)`, with the real lexer so that nested strings, regexes, comments and
    /// parentheses are handled exactly; the tokens and comments are dropped again. In a
    /// single-line literal a line break ends the interpolation and the literal (unterminated).
    mutating func skipInterpolation(singleLine: Bool) -> Bool {
        let savedTokens = tokens.count
        let savedComments = comments.count
        defer {
            tokens.removeAll(from: savedTokens)
            while let last = directives.last, last >= savedTokens { directives.removeLast() }
            comments.removeSubrange(savedComments...)
        }
        // The interpolation's `(` is the previous token of its first token (regex decisions).
        tokens.append(Token(kind: .leftParen, start: cursor.position - 1, end: cursor.position))
        var depth = 0
        var lastTokenEnd = cursor.position
        while true {
            _ = lexTrivia(stopAtNewline: singleLine)
            if cursor.isAtEnd {
                // Unterminated at the end of the file: as in swift-syntax, the literal ends with
                // the interpolation's last token; the trivia after it (comments too) is the file's.
                cursor.position = lastTokenEnd
                return false
            }
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            if byte == UInt8(ascii: ")") {
                if depth == 0 {
                    cursor.advance()
                    return true
                }
                depth -= 1
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            }
            let token = lexToken()
            tokens.append(token)
            lastTokenEnd = cursor.position
        }
    }
}
