// MARK: - Number literals

extension LexerState {
    /// An integer or floating-point literal, in any base, with `_` separators.
    mutating func lexNumber() -> Token {
        let start = cursor.position
        var isFloat = false
        if cursor.peek() == UInt8(ascii: "0") && cursor.peek(1) == UInt8(ascii: "x") {
            cursor.advance(by: 2)
            cursor.advance { $0.isASCIIHexDigit || $0 == UInt8(ascii: "_") }
            // A hex fraction counts only when a binary exponent follows: 0x1.8p3.
            if cursor.peek() == UInt8(ascii: "."), cursor.peek(1).isASCIIHexDigit {
                var probe = cursor
                probe.advance()
                probe.advance { $0.isASCIIHexDigit || $0 == UInt8(ascii: "_") }
                if probe.peek() | 0x20 == UInt8(ascii: "p") { cursor = probe }
            }
            if cursor.peek() | 0x20 == UInt8(ascii: "p") {
                isFloat = true
                cursor.advance()
                if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
                cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            }
        } else if cursor.peek() == UInt8(ascii: "0") && (cursor.peek(1) == UInt8(ascii: "b") || cursor.peek(1) == UInt8(ascii: "o")) {
            cursor.advance(by: 2)
            cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        } else {
            cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            if cursor.peek() == UInt8(ascii: "."), cursor.peek(1).isASCIIDigit {
                isFloat = true
                cursor.advance()
                cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            }
            if cursor.peek() | 0x20 == UInt8(ascii: "e") {
                var probe = cursor
                probe.advance()
                if probe.peek() == UInt8(ascii: "+") || probe.peek() == UInt8(ascii: "-") { probe.advance() }
                if probe.peek().isASCIIDigit {
                    isFloat = true
                    cursor = probe
                    cursor.advance { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
                }
            }
        }
        // Trailing identifier characters (`1abc`) belong to the (invalid) literal, as in swiftc.
        skipIdentifierContinuation()
        return Token(kind: isFloat ? .floatLiteral : .integerLiteral, start: start, end: cursor.position)
    }
}
