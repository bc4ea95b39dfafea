/// The tokens of one file (or one fragment), its comments, and the matching bracket of
/// every bracket token.
public struct TokenStream: Sendable {
    /// Significant tokens in source order, ending with ``TokenKind/endOfFile``.
    public let tokens: [Token]
    /// Comments in source order.
    public let comments: [Comment]
    /// For each token index: the index of the matching `)`/`]`/`}` (or opening one), or -1
    /// for non-brackets and unbalanced brackets.
    public let matching: [Int32]

    /// The keywords the tokens carry (a superset: the lexer records them as it goes, also for
    /// tokens it drops again).
    public let keywords: KeywordSet

    /// Creates a stream and matches its brackets.
    public init(tokens: [Token], comments: [Comment]) {
        self.init(tokens: tokens, comments: comments, keywords: KeywordSet(tokens))
    }

    /// Creates a stream and matches its brackets, with what the lexer recorded about its
    /// tokens.
    init(tokens: [Token], comments: [Comment], keywords: KeywordSet) {
        self.init(tokens: tokens, comments: comments, keywords: keywords, matching: TokenStream.matchBrackets(tokens))
    }

    /// Creates a stream whose brackets are matched already (`matching` as ``matchBrackets(_:)``
    /// would make it).
    init(tokens: [Token], comments: [Comment], keywords: KeywordSet, matching: [Int32]) {
        self.tokens = tokens
        self.comments = comments
        self.keywords = keywords
        self.matching = matching
    }

    /// The number of tokens, including the final end-of-file token.
    @inlinable public var count: Int { tokens.count }

    /// The tokens and comments, for keeping in memory for a while; ``init(_:)`` rebuilds the
    /// stream. The tokens are packed (``PackedTokens``: about 5 bytes a token instead of 12),
    /// and the bracket table is not kept (4 bytes a token): matching the brackets again costs
    /// less than first touching the memory that holding them takes.
    public func kept() -> Kept {
        Kept(packed: PackedTokens(tokens), comments: comments.withUnsafeBufferPointer { Array($0) }, keywords: keywords)
    }

    /// Rebuilds a stream from what ``kept()`` kept.
    public init(_ kept: Kept) {
        self.init(tokens: kept.packed.unpacked(), comments: kept.comments, keywords: kept.keywords)
    }

    /// A stream's tokens and comments, compact (see ``TokenStream/kept()``).
    public struct Kept: Sendable {
        /// The tokens, packed.
        public let packed: PackedTokens
        /// The comments.
        public let comments: [Comment]
        /// The tokens' keywords (see ``TokenStream/keywords``).
        public let keywords: KeywordSet

        /// Bytes of memory the arrays hold.
        public var memoryFootprint: Int {
            packed.memoryFootprint + comments.capacity * MemoryLayout<Comment>.stride
        }
    }

    /// Bytes of memory the stream's arrays hold.
    public var memoryFootprint: Int {
        tokens.capacity * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
            + matching.capacity * MemoryLayout<Int32>.stride
    }

    /// Pairs `(`/`)`, `[`/`]`, `{`/`}` (see ``BracketPairing``).
    static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        var matching = BracketPairing.unpairedTable(count: tokens.count, capacity: tokens.count)
        var pairing = BracketPairing()
        defer { pairing.deallocate() }
        pairing.add(tokens, from: 0, into: &matching)
        return matching
    }
}
