/// Turns the bytes of a Swift file into a ``TokenStream``.
///
/// The lexer follows the lexical grammar of Swift 6 and reproduces the token boundaries of
/// swift-syntax's lexer (`Tools/DiffHarness` checks this on a corpus of real files), except
/// that a string or regex literal is one token. It never fails: bytes that Swift does not
/// allow outside literals and comments (invalid UTF-8, control characters, U+00A0) are
/// skipped as trivia, as swift-syntax does, and an unterminated literal or comment ends at
/// the end of its line or of the file.
public enum Lexer {
    /// Tokenizes a whole file.
    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        bytes.withUnsafeBufferPointer { tokenize($0, range: 0..<$0.count) }
    }

    /// Tokenizes `range` of `buffer` (e.g. the inside of a string interpolation). Offsets in the
    /// result are offsets into `buffer`.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, range requested: Range<Int>) -> TokenStream {
        // Never read outside the buffer, whatever range a caller computed.
        let range = requested.clamped(to: 0..<buffer.count)
        guard let base = buffer.baseAddress, !range.isEmpty else {
            return TokenStream(tokens: [Token(kind: .endOfFile, start: range.lowerBound, end: range.lowerBound)], comments: [],
                               keywords: KeywordSet(), directives: [])
        }
        // The tokens are written straight into the array's storage, reserved generously (a
        // token per five bytes; untouched memory of a large array costs nothing, and
        // ``TokenStream/kept()`` packs the tokens into an array of their own). Denser code
        // overflows into the buffer's own memory, and is copied from there once.
        var overflow: [Token]?
        var comments: [Comment] = []
        var keywords = KeywordSet()
        var directives: [Int32] = []
        var brackets: [Int32] = []
        let tokens = [Token](unsafeUninitializedCapacity: range.count / 5 + 16) { storage, initialized in
            var state = LexerState(cursor: Cursor(base: base, count: range.upperBound, position: range.lowerBound),
                                   firstOffset: range.lowerBound,
                                   tokens: TokenBuffer(writingInto: storage.baseAddress!, capacity: storage.count))
            state.run()
            comments = state.comments
            keywords = state.keywordsSeen
            directives = state.directives
            brackets = state.tokens.brackets
            if state.tokens.ownsMemory {
                overflow = state.tokens.makeArray()
                state.tokens.deallocate()
                initialized = 0
            } else {
                initialized = state.tokens.count
            }
        }
        let all = overflow ?? tokens
        return TokenStream(tokens: all, comments: comments, keywords: keywords, directives: directives,
                           matching: TokenStream.matchBrackets(all, at: brackets))
    }
}

/// The mutable state of one tokenization: the cursor and the tokens produced so far.
struct LexerState {
    var cursor: Cursor
    /// Where lexing started (left-boundness and the shebang treat it as the start of a file).
    let firstOffset: Int
    var tokens: TokenBuffer
    /// The last run of `#`s measured, so a long run is measured once, not once per `#`.
    var poundRun: Range<Int> = 0..<0
    /// Where multi-line `#/` regex scans already failed to find a closer, by `#` count:
    /// a later scan with as many `#`s or more fails too (it would read the same bytes).
    let regexMemo = RegexScanMemo()
    var comments: [Comment] = []
    /// The keywords of the identifier tokens made so far (``TokenStream/keywords``).
    var keywordsSeen = KeywordSet()
    /// The indices of the directive tokens made so far (``TokenStream/directives``).
    var directives: [Int32] = []
    /// The keyword table, loaded once per run.
    let keywords = KeywordTable.shared
    /// ``ByteClassTable/identifierContinuation``, loaded once per run.
    let identifierContinuation = ByteClassTable.identifierContinuation
    /// When an operator was split before a regex literal (`!/a/`), the end of that literal:
    /// the next token is the regex.
    var pendingRegexEnd = -1
    /// How many string literals are being lexed inside one another's interpolations.
    var stringNesting = 0

    init(cursor: Cursor, firstOffset: Int, tokens: TokenBuffer) {
        self.cursor = cursor
        self.firstOffset = firstOffset
        self.tokens = tokens
    }

    // MARK: Main loop

    mutating func run() {
        let base = cursor.base
        let count = cursor.count
        while true {
            let flags = lexTrivia(stopAtNewline: false)
            let start = cursor.position
            if start >= count {
                tokens.append(Token(kind: .endOfFile, flags: flags, start: count, end: count))
                return
            }
            // Fast paths for the most common tokens, in local variables: an ASCII identifier
            // (or keyword) and one-byte punctuation. Everything else goes through lexToken().
            if pendingRegexEnd <= start {
                let byte = base[start]
                if byte.isASCIIIdentifierStart {
                    let end = endOfASCIIIdentifierContinuation(from: start + 1)
                    if end >= count || base[end] < 0x80 {
                        cursor.position = end
                        tokens.append(identifierToken(start: start, end: end, flags: flags))
                        continue
                    }
                } else if let kind = Self.singleByteKind(byte) {
                    cursor.position = start + 1
                    tokens.append(Token(kind: kind, flags: flags, start: start, end: start + 1))
                    continue
                } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "=") {
                    // A lone `.` or `=` (the next byte continues no operator) is that token
                    // whatever binds it; `..<`, `==`, `=/regex/` and non-ASCII go the long way.
                    let next = start + 1 < count ? base[start + 1] : 0
                    if next < 0x80 && next != UInt8(ascii: ".") && !next.isASCIIOperatorCharacter {
                        cursor.position = start + 1
                        tokens.append(Token(kind: byte == UInt8(ascii: ".") ? .period : .equal, flags: flags, start: start, end: start + 1))
                        continue
                    }
                }
            }
            var token = lexToken()
            token.flags |= flags
            tokens.append(token)
        }
    }

    /// The kind of a token that is always exactly the one byte `byte`: `(`, `)`, `{`, `}`, `[`,
    /// `]`, `,`, `;`, `@`, `\`; nil for every other byte.
    @inline(__always)
    static func singleByteKind(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "@"): return .atSign
        case UInt8(ascii: "\\"): return .backslash
        default: return nil
        }
    }

    /// Lexes one token starting at a byte that is not trivia.
    mutating func lexToken() -> Token {
        let start = cursor.position
        if pendingRegexEnd > start {
            cursor.position = pendingRegexEnd
            pendingRegexEnd = -1
            return Token(kind: .regexLiteral, start: start, end: cursor.position)
        }
        let byte = cursor.peek()
        if let kind = Self.singleByteKind(byte) { return single(kind, start) }
        switch byte {
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
        default:
            if byte < 0x80 {
                if byte.isASCIIIdentifierStart { return lexIdentifier() }
                if byte.isASCIIOperatorCharacter || byte == UInt8(ascii: ".") { return lexOperator() }
                return lexUnknown()
            }
            if let (scalar, _) = cursor.decodeScalar() {
                if UnicodeClass.isIdentifierStart(scalar) { return lexIdentifier() }
                if UnicodeClass.isOperatorHead(scalar) { return lexOperator() }
            }
            return lexUnknown()
        }
    }

    @inline(__always)
    mutating func single(_ kind: TokenKind, _ start: Int) -> Token {
        cursor.advance()
        return Token(kind: kind, start: start, end: start + 1)
    }

    /// A character that starts neither an identifier nor an operator, and that trivia did not
    /// take: a combining mark (an identifier character that cannot start one: swift-syntax
    /// lexes the run as an invalid identifier), a curly quote (`“…”` is lexed as one
    /// identifier-like token, `”` alone as an unknown one), or any other stray byte.
    mutating func lexUnknown() -> Token {
        let start = cursor.position
        guard let (scalar, length) = cursor.decodeScalar() else {
            cursor.advance(by: cursor.invalidSequenceLength())
            return Token(kind: .unknown, start: start, end: cursor.position)
        }
        if scalar >= 0x80 && UnicodeClass.isIdentifierContinuation(scalar) {
            cursor.advance(by: length)
            skipIdentifierContinuation()
            return Token(kind: .identifier, start: start, end: cursor.position)
        }
        cursor.advance(by: length)
        if scalar == 0x201C, let end = endOfCurlyQuotedText() {
            cursor.position = end
            return Token(kind: .identifier, start: start, end: end)
        }
        if scalar == 0x201C { return Token(kind: .identifier, start: start, end: cursor.position) }
        return Token(kind: .unknown, start: start, end: cursor.position)
    }

    /// After `“`: the end of the text up to a closing `”` or `"` on the same line, read as the
    /// characters of a string literal; nil when an interpolation, a line break, an invalid
    /// escape or a control character comes first (swift-syntax's recovery for curly quotes).
    mutating func endOfCurlyQuotedText() -> Int? {
        let saved = cursor.position
        defer { cursor.position = saved }
        while true {
            let byte = cursor.peek()
            if cursor.isAtEnd || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "\\") {
                if cursor.peek(1) == UInt8(ascii: "(") { return nil }
                cursor.advance()
                if !skipEscape(isMultiline: false) { return nil }
                continue
            }
            if byte == UInt8(ascii: "\"") { return cursor.position + 1 }
            guard let (scalar, length) = cursor.decodeScalar() else { return nil }
            if scalar < 0x80 && (scalar < 0x20 || scalar == 0x7F) { return nil }
            cursor.advance(by: length)
            if scalar == 0x201D { return cursor.position }
        }
    }

    /// The token before the one being lexed (regex literal and `try?` decisions).
    var previousToken: Token? { tokens.last }
}

/// Remembers failed multi-line regex scans (see ``LexerState/regexMemo``), which would
/// otherwise make a file of many unterminated `#/` quadratic.
final class RegexScanMemo {
    /// `failedFrom[k]`: the earliest start of a failed scan with `k` `#`s (index 8: 8 or more).
    var failedFrom = [Int](repeating: Int.max, count: 9)

    /// Whether a scan for a closer with `pounds` `#`s starting at `start` is known to fail.
    func knownToFail(start: Int, pounds: Int) -> Bool {
        for k in 1...min(pounds, 8) where failedFrom[k] <= start { return true }
        return false
    }

    /// Records a failed scan.
    func recordFailure(start: Int, pounds: Int) {
        let k = min(pounds, 8)
        failedFrom[k] = min(failedFrom[k], start)
    }
}
