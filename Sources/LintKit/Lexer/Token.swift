/// The kind of a significant token. Names follow swift-syntax's token kinds where one exists,
/// so the differential harness can compare them one for one.
public enum TokenKind: UInt8, Sendable {
    // MARK: Words
    /// An identifier, including backticked ones and contextual keywords such as `some`.
    case identifier
    /// `$0`, `$1`: anonymous closure parameters.
    case dollarIdentifier
    /// A reserved keyword the lexer classifies (`func`, `let`, `self`, `Any`, …).
    case keyword
    /// `_`.
    case wildcard

    // MARK: Literals
    /// An integer literal (`42`, `0x2A`, `0b1010`, `1_000`).
    case integerLiteral
    /// A floating-point literal (`1.5`, `1e9`, `0x1p-3`).
    case floatLiteral
    /// A whole string literal from opening to closing delimiter, interpolations included.
    case stringLiteral
    /// A whole regex literal (`/a+/`, `#/a+/#`).
    case regexLiteral

    // MARK: Punctuation
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, colonColon, semicolon, period, equal, arrow, atSign, backslash
    /// A backtick that opens no escaped identifier (no closing backtick on its line).
    case backtick
    /// `#` before a macro or magic literal name (`#selector`, `#file`, `#Preview`).
    case pound
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`, `#available`, `#unavailable`.
    case poundKeyword
    /// `&` directly before an operand: `&value`.
    case prefixAmpersand
    /// `?` bound to what precedes it: `x?.y`, `Int?`.
    case postfixQuestionMark
    /// `?` of the ternary operator.
    case infixQuestionMark
    /// `!` bound to what precedes it: `x!`, `Int!`.
    case exclamationMark

    // MARK: Operators
    case binaryOperator, prefixOperator, postfixOperator

    // MARK: Other
    /// `#!` on the first line.
    case shebang
    /// `<#placeholder#>`.
    case editorPlaceholder
    /// A character that starts no token but is not skipped as trivia: a closing curly quote
    /// `”`, an operator holding `*/`. (Invalid UTF-8, control characters
    /// and U+00A0 are trivia, as in swift-syntax.)
    case unknown
    /// The end of the file; every token stream ends with one.
    case endOfFile

    /// Whether the token is one of the three operator kinds or an operator-like punctuation.
    @inlinable public var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }

    /// Whether the token is `(`, `)`, `{`, `}`, `[` or `]` (six consecutive kinds: one
    /// subtraction and one comparison).
    @inlinable public var isBracket: Bool {
        rawValue &- TokenKind.leftParen.rawValue <= TokenKind.rightSquare.rawValue - TokenKind.leftParen.rawValue
    }

    /// Whether the token is an identifier-like word (identifier, keyword, `$0`, `_`).
    @inlinable public var isWord: Bool {
        switch self {
        case .identifier, .dollarIdentifier, .keyword, .wildcard: return true
        default: return false
        }
    }
}

/// A significant token: its kind, its byte range, and what precedes it.
public struct Token: Sendable, Equatable {
    /// The token's kind.
    public var kind: TokenKind
    /// The keyword the token's text spells, for keywords and the contextual words the parser
    /// and rules care about; `.none` for every other token.
    public var keyword: Keyword
    /// Bit set: see ``Token/Flags``.
    public var flags: UInt8
    /// Offset of the first byte.
    public var start: Int32
    /// Offset after the last byte.
    public var end: Int32

    /// Flags describing the trivia before a token.
    public enum Flags {
        /// A line break (possibly inside a comment) stands between this token and the previous one.
        public static let leadingNewline: UInt8 = 1
        /// Whitespace or a comment stands directly before this token.
        public static let leadingTrivia: UInt8 = 2
        /// A string literal containing `\(…)` interpolation.
        public static let hasInterpolation: UInt8 = 4
        /// A string or regex literal or comment that is not terminated.
        public static let unterminated: UInt8 = 8
    }

    /// Creates a token.
    @inlinable public init(kind: TokenKind, keyword: Keyword = .none, flags: UInt8 = 0, start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// The byte range of the token.
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    /// The byte range of the name a word token spells in `bytes` (the file's): its range
    /// without the backticks of an escaped name (`` `default` ``, a raw identifier).
    @inlinable public func nameRange(in bytes: [UInt8]) -> Range<Int> {
        let (start, end) = (Int(start), Int(end))
        return end - start >= 2 && bytes[start] == UInt8(ascii: "`") ? start + 1..<end - 1 : start..<end
    }
    /// Whether a line break precedes the token.
    @inlinable public var isAtStartOfLine: Bool { flags & Flags.leadingNewline != 0 }
    /// Whether whitespace or a comment precedes the token.
    @inlinable public var hasLeadingTrivia: Bool { flags & Flags.leadingTrivia != 0 }
}

/// The kind of a comment.
public enum CommentKind: UInt8, Sendable {
    /// `// …`
    case line
    /// `/// …`
    case docLine
    /// `/* … */` (nesting allowed)
    case block
    /// `/** … */`
    case docBlock
}

/// A comment, kept beside the token stream so that suppression comments and rules can read it.
public struct Comment: Sendable, Equatable {
    /// The comment's kind.
    public var kind: CommentKind
    /// Offset of its first byte.
    public var start: Int32
    /// Offset after its last byte.
    public var end: Int32
    /// The byte range.
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}
