/// Turns the bytes of a Swift file into a ``TokenStream``.
///
/// The lexer follows the lexical grammar of Swift 6 and the token boundaries of swift-syntax.
/// It never fails: bytes that start no token become ``TokenKind/unknown`` tokens, and an
/// unterminated literal or comment ends at the end of its line or of the file.
public enum Lexer {
    /// Tokenizes a whole file.
    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        bytes.withUnsafeBufferPointer { tokenize($0, range: 0..<$0.count) }
    }

    /// Tokenizes `range` of `buffer` (e.g. the inside of a string interpolation). Offsets in the
    /// result are offsets into `buffer`.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> TokenStream {
        guard let base = buffer.baseAddress, !range.isEmpty else {
            return TokenStream(tokens: [Token(kind: .endOfFile, start: range.lowerBound, end: range.lowerBound)], comments: [])
        }
        var state = LexerState(cursor: Cursor(base: base, count: range.upperBound, position: range.lowerBound),
                               firstOffset: range.lowerBound)
        state.run()
        return TokenStream(tokens: state.tokens, comments: state.comments)
    }
}

/// The mutable state of one tokenization: the cursor and the tokens produced so far.
struct LexerState {
    var cursor: Cursor
    /// Where lexing started (left-boundness treats it as the start of a file).
    let firstOffset: Int
    var tokens: [Token] = []
    var comments: [Comment] = []
    /// The keyword table, loaded once per run.
    let keywords = KeywordTable.shared

    init(cursor: Cursor, firstOffset: Int) {
        self.cursor = cursor
        self.firstOffset = firstOffset
        tokens.reserveCapacity((cursor.count - firstOffset) / 5 + 16)
    }

    // MARK: Main loop

    mutating func run() {
        skipByteOrderMark()
        if cursor.peek() == UInt8(ascii: "#") && cursor.peek(1) == UInt8(ascii: "!") && cursor.position == firstOffset {
            let start = cursor.position
            cursor.advanceToEndOfLine()
            tokens.append(Token(kind: .shebang, start: start, end: cursor.position))
        }
        while true {
            let flags = lexTrivia()
            if cursor.isAtEnd {
                tokens.append(Token(kind: .endOfFile, flags: flags, start: cursor.count, end: cursor.count))
                return
            }
            var token = lexToken()
            token.flags |= flags
            tokens.append(token)
        }
    }

    mutating func skipByteOrderMark() {
        if cursor.peek() == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF { cursor.advance(by: 3) }
    }

    /// Lexes one token starting at a non-trivia byte.
    mutating func lexToken() -> Token {
        let start = cursor.position
        let byte = cursor.peek()
        switch byte {
        case UInt8(ascii: "@"): return single(.atSign, start)
        case UInt8(ascii: "{"): return single(.leftBrace, start)
        case UInt8(ascii: "}"): return single(.rightBrace, start)
        case UInt8(ascii: "("): return single(.leftParen, start)
        case UInt8(ascii: ")"): return single(.rightParen, start)
        case UInt8(ascii: "["): return single(.leftSquare, start)
        case UInt8(ascii: "]"): return single(.rightSquare, start)
        case UInt8(ascii: ","): return single(.comma, start)
        case UInt8(ascii: ";"): return single(.semicolon, start)
        case UInt8(ascii: "\\"): return single(.backslash, start)
        case UInt8(ascii: ":"):
            if cursor.peek(1) == UInt8(ascii: ":") { cursor.advance(by: 2); return Token(kind: .colonColon, start: start, end: start + 2) }
            return single(.colon, start)
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return lexStringLiteral(delimiterLength: 0, start: start)
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            return lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(start) {
                cursor.advance()
                return Token(kind: byte == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark, start: start, end: start + 1)
            }
            return lexOperator()
        case UInt8(ascii: "<"):
            if cursor.peek(1) == UInt8(ascii: "#"), let placeholder = lexEditorPlaceholder() { return placeholder }
            return lexOperator()
        case UInt8(ascii: "."):
            return lexOperator()
        default:
            if byte.isASCIIIdentifierStart { return lexIdentifier() }
            if byte.isASCIIOperatorCharacter { return lexOperator() }
            if byte >= 0x80, let (scalar, _) = cursor.decodeScalar() {
                if UnicodeClass.isOperatorHead(scalar) { return lexOperator() }
                if UnicodeClass.isIdentifierStart(scalar) { return lexIdentifier() }
            }
            return lexUnknown()
        }
    }

    @inline(__always)
    mutating func single(_ kind: TokenKind, _ start: Int) -> Token {
        cursor.advance()
        return Token(kind: kind, start: start, end: start + 1)
    }

    /// One unknown token: a whole invalid UTF-8 sequence or one stray scalar.
    mutating func lexUnknown() -> Token {
        let start = cursor.position
        if let (_, length) = cursor.decodeScalar() {
            cursor.advance(by: length)
        } else {
            cursor.advance()
            while !cursor.isAtEnd && cursor.peek() & 0xC0 == 0x80 { cursor.advance() }
        }
        return Token(kind: .unknown, start: start, end: cursor.position)
    }

    /// The kind of the token before the one being lexed (regex literal and `try?` decisions).
    var previousToken: Token? { tokens.last }
}
