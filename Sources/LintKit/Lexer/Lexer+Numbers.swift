// MARK: - Number literals

extension LexerState {
    /// An integer or floating-point literal, in any base, with `_` separators, following
    /// swift-syntax's `lexNumber` token for token (including where an invalid literal ends:
    /// identifier characters after an integer belong to it, `1.5abc` is `1.5` then `abc`).
    mutating func lexNumber() -> Token {
        let start = cursor.position
        let first = cursor.peek()
        let second = cursor.peek(1)
        if first == UInt8(ascii: "0") && second == UInt8(ascii: "x") { return lexHexNumber() }
        if first == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            let isOctal = second == UInt8(ascii: "o")
            cursor.advance(by: 2)
            cursor.advance {
                isOctal ? ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7")) || $0 == UInt8(ascii: "_")
                    : $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") || $0 == UInt8(ascii: "_")
            }
            skipIdentifierContinuation()
            return Token(kind: .integerLiteral, start: start, end: cursor.position)
        }

        cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        if cursor.peek() == UInt8(ascii: ".") {
            // `1.description`, and `x.0.1` (tuple elements), are integers.
            if cursor.position + 1 >= cursor.count || !cursor.peek(1).isASCIIDigit || previousToken?.kind == .period {
                return Token(kind: .integerLiteral, start: start, end: cursor.position)
            }
        } else if cursor.peek() | 0x20 != UInt8(ascii: "e") || cursor.isAtEnd {
            skipIdentifierContinuation()
            return Token(kind: .integerLiteral, start: start, end: cursor.position)
        }

        if cursor.advance(if: UInt8(ascii: ".")) {
            cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        }
        if cursor.peek() | 0x20 == UInt8(ascii: "e") && !cursor.isAtEnd {
            cursor.advance()
            if cursor.peek() == UInt8(ascii: "-") || cursor.peek() == UInt8(ascii: "+") { cursor.advance() }
            if !cursor.peek().isASCIIDigit || cursor.isAtEnd {
                skipIdentifierContinuation()
                return Token(kind: .floatLiteral, start: start, end: cursor.position)
            }
            cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            skipIdentifierContinuation()
        }
        return Token(kind: .floatLiteral, start: start, end: cursor.position)
    }

    /// `0x…`: an integer, or a float with a `p` exponent (`0x1.8p3`, `0xFFp-2`).
    private mutating func lexHexNumber() -> Token {
        let start = cursor.position
        cursor.advance(by: 2)
        if cursor.isAtEnd { return Token(kind: .integerLiteral, start: start, end: cursor.position) }
        guard cursor.peek().isASCIIHexDigit else {
            skipIdentifierContinuation()
            return Token(kind: .integerLiteral, start: start, end: cursor.position)
        }
        cursor.advance { $0.isASCIIHexDigit || $0 == UInt8(ascii: "_") }
        let afterDigits = cursor.peek()
        if cursor.isAtEnd || (afterDigits != UInt8(ascii: ".") && afterDigits | 0x20 != UInt8(ascii: "p")) {
            skipIdentifierContinuation()
            return Token(kind: .integerLiteral, start: start, end: cursor.position)
        }
        var dot = -1
        if afterDigits == UInt8(ascii: ".") {
            dot = cursor.position
            cursor.advance()
            // `0xff.description`: an integer, then a member.
            if !cursor.isAtEnd && !cursor.peek().isASCIIHexDigit {
                cursor.position = dot
                return Token(kind: .integerLiteral, start: start, end: dot)
            }
            cursor.advance { $0.isASCIIHexDigit || $0 == UInt8(ascii: "_") }
            if cursor.isAtEnd || cursor.peek() | 0x20 != UInt8(ascii: "p") {
                if cursor.position + 1 < cursor.count && !cursor.peek(1).isASCIIDigit {
                    cursor.position = dot
                    return Token(kind: .integerLiteral, start: start, end: dot)
                }
                return Token(kind: .integerLiteral, start: start, end: cursor.position)
            }
        }
        cursor.advance()  // p
        var signed = false
        if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") {
            cursor.advance()
            signed = true
        }
        if !cursor.isAtEnd && !cursor.peek().isASCIIDigit {
            // `0xff.fp`: an integer, then a member.
            if dot >= 0 && dot + 1 < cursor.count && !cursor.byte(at: dot + 1).isASCIIDigit && !signed {
                cursor.position = dot
                return Token(kind: .integerLiteral, start: start, end: dot)
            }
            skipIdentifierContinuation()
            return Token(kind: .floatLiteral, start: start, end: cursor.position)
        }
        cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        skipIdentifierContinuation()
        return Token(kind: .floatLiteral, start: start, end: cursor.position)
    }
}
