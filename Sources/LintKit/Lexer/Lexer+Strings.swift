// MARK: - String literals

extension LexerState {
    /// A whole string literal. The cursor is at the opening quote, after `delimiterLength`
    /// `#`s that began at `start`. Interpolations are skipped as balanced code.
    mutating func lexStringLiteral(delimiterLength: Int, start: Int) -> Token {
        var flags: UInt8 = 0
        let terminated = skipStringLiteral(delimiterLength: delimiterLength, flags: &flags)
        if !terminated { flags |= Token.Flags.unterminated }
        return Token(kind: .stringLiteral, flags: flags, start: start, end: cursor.position)
    }

    /// Steps over a string literal from its opening quote; returns whether it was closed.
    mutating func skipStringLiteral(delimiterLength: Int, flags: inout UInt8) -> Bool {
        let quote = cursor.peek()
        let isMultiline = quote == UInt8(ascii: "\"") && cursor.peek(1) == quote && cursor.peek(2) == quote
        cursor.advance(by: isMultiline ? 3 : 1)
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            switch byte {
            case UInt8(ascii: "\\"):
                if hasDelimiter(at: cursor.position + 1, length: delimiterLength) {
                    cursor.advance(by: 1 + delimiterLength)
                    if cursor.peek() == UInt8(ascii: "(") {
                        flags |= Token.Flags.hasInterpolation
                        cursor.advance()
                        if !skipInterpolation(isMultiline: isMultiline) { return false }
                    } else if !cursor.isAtEnd, cursor.peek() != UInt8(ascii: "\n"), cursor.peek() != UInt8(ascii: "\r") || isMultiline {
                        cursor.advance()
                    }
                } else {
                    cursor.advance()
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !isMultiline { return false }
                cursor.advance()
            case quote:
                if isMultiline {
                    if cursor.peek(1) == quote && cursor.peek(2) == quote && hasDelimiter(at: cursor.position + 3, length: delimiterLength) {
                        cursor.advance(by: 3 + delimiterLength)
                        return true
                    }
                    cursor.advance()
                } else if hasDelimiter(at: cursor.position + 1, length: delimiterLength) {
                    cursor.advance(by: 1 + delimiterLength)
                    return true
                } else {
                    cursor.advance()
                }
            default:
                cursor.advance()
            }
        }
        return false
    }

    /// Whether `length` `#` bytes stand at `offset`.
    @inline(__always)
    func hasDelimiter(at offset: Int, length: Int) -> Bool {
        var index = 0
        while index < length {
            if cursor.byte(at: offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Steps over the code of an interpolation up to and including its closing `)`.
    /// Nested strings, comments and parentheses are balanced. A single-line literal's
    /// interpolation ends at a line break (the literal is unterminated).
    mutating func skipInterpolation(isMultiline: Bool) -> Bool {
        var depth = 1
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                cursor.advance()
            case UInt8(ascii: ")"):
                cursor.advance()
                depth -= 1
                if depth == 0 { return true }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var ignored: UInt8 = 0
                if !skipStringLiteral(delimiterLength: 0, flags: &ignored), !isMultiline { return false }
            case UInt8(ascii: "#"):
                var hashes = 0
                while cursor.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if cursor.peek(hashes) == UInt8(ascii: "\"") {
                    cursor.advance(by: hashes)
                    var ignored: UInt8 = 0
                    if !skipStringLiteral(delimiterLength: hashes, flags: &ignored), !isMultiline { return false }
                } else {
                    cursor.advance(by: hashes)
                }
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                let savedCount = comments.count
                _ = lexBlockComment()
                comments.removeSubrange(savedCount...)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "/"):
                cursor.advanceToEndOfLine()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !isMultiline { return false }
                cursor.advance()
            default:
                cursor.advance()
            }
        }
        return false
    }
}
