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

    /// The indices of the compiler-directive tokens (``TokenKind/poundKeyword``: `#if`,
    /// `#else`, `#endif`, `#sourceLocation`, …), in order, so that what reads conditional
    /// compilation (``InactiveBranches``) does not walk every token of a large file. Tokens
    /// appended after the lexer's (string interpolations' code) are not listed.
    public let directives: [Int32]

    /// Creates a stream and matches its brackets.
    public init(tokens: [Token], comments: [Comment]) {
        self.init(tokens: tokens, comments: comments, keywords: KeywordSet(tokens), directives: Self.directives(in: tokens))
    }

    /// Creates a stream and matches its brackets, with what the lexer recorded about its
    /// tokens.
    init(tokens: [Token], comments: [Comment], keywords: KeywordSet, directives: [Int32]) {
        self.init(tokens: tokens, comments: comments, keywords: keywords, directives: directives,
                  matching: TokenStream.matchBrackets(tokens))
    }

    /// Creates a stream whose brackets are matched already (`matching` as ``matchBrackets(_:)``
    /// would make it).
    init(tokens: [Token], comments: [Comment], keywords: KeywordSet, directives: [Int32], matching: [Int32]) {
        self.tokens = tokens
        self.comments = comments
        self.keywords = keywords
        self.directives = directives
        self.matching = matching
    }

    /// The indices of the ``TokenKind/poundKeyword`` tokens among `tokens` (``directives``).
    static func directives(in tokens: [Token]) -> [Int32] {
        tokens.indices.compactMap { tokens[$0].kind == .poundKeyword ? Int32(truncatingIfNeeded: $0) : nil }
    }

    /// The number of tokens, including the final end-of-file token.
    @inlinable public var count: Int { tokens.count }

    /// The tokens and comments, for keeping in memory for a while; ``init(_:)`` rebuilds the
    /// stream. A stream of fewer than ``wholeKeepingThreshold`` bytes of tokens is packed
    /// (``PackedTokens``: about 5 bytes a token instead of 12) and its bracket table is not
    /// kept (4 bytes a token): matching the brackets again costs less than first touching the
    /// memory that holding them takes. A larger stream is kept as it is (see
    /// ``wholeKeepingThreshold``).
    public func kept() -> Kept {
        tokens.count * MemoryLayout<Token>.stride >= Self.wholeKeepingThreshold ? keptWhole() : keptPacked()
    }

    /// The stream kept packed, whatever its size.
    public func keptPacked() -> Kept {
        Kept(form: .packed(PackedTokens(tokens)), comments: comments.withUnsafeBufferPointer { Array($0) }, keywords: keywords,
             directives: directives)
    }

    /// The stream kept as it is, whatever its size: its arrays are shared, not copied.
    public func keptWhole() -> Kept {
        Kept(form: .whole(tokens: tokens, matching: matching), comments: comments, keywords: keywords, directives: directives)
    }

    /// From this many bytes of tokens (1 MiB: about 87,000 tokens, a file of some 700 KB), a
    /// stream is kept as it is rather than packed. Arrays that large are not found among the
    /// blocks that earlier files freed, so the arrays that unpacking fills in pass 2 are fresh
    /// memory, faulted in page by page (3–4 µs a page in this virtual machine), and so is the
    /// packed copy; kept as they are, pass 2 reads the pages pass 1 wrote, and nothing is
    /// packed, unpacked or paired again. Holding them costs 11 bytes a token more between the
    /// passes. Measured (Benchmarks/README.md, session 18): a 20 MB file took 23 % fewer page
    /// faults (43,200 → 33,300); from 128 KiB instead, the perf corpus's 44 files of
    /// 128–660 KiB of tokens were kept whole for the same CPU time and 9 MB more memory
    /// (arrays of their size are recycled between files).
    public static let wholeKeepingThreshold = 1 << 20

    /// Rebuilds a stream from what ``kept()`` kept.
    public init(_ kept: Kept) {
        switch kept.form {
        case let .packed(packed):
            self.init(tokens: packed.unpacked(), comments: kept.comments, keywords: kept.keywords, directives: kept.directives)
        case let .whole(tokens, matching):
            self.init(tokens: tokens, comments: kept.comments, keywords: kept.keywords, directives: kept.directives,
                      matching: matching)
        }
    }

    /// A stream's tokens and comments, held between the engine's passes (see
    /// ``TokenStream/kept()``).
    public struct Kept: Sendable {
        /// How the tokens are held.
        enum Form: Sendable {
            /// Packed; the brackets are paired again when they are unpacked.
            case packed(PackedTokens)
            /// As the lexer made them, with their bracket table.
            case whole(tokens: [Token], matching: [Int32])
        }

        /// How the tokens are held.
        var form: Form
        /// The comments.
        public let comments: [Comment]
        /// The tokens' keywords (see ``TokenStream/keywords``).
        public let keywords: KeywordSet
        /// The directives' token indices (see ``TokenStream/directives``).
        public let directives: [Int32]

        /// Whether the tokens are kept as they are (not packed).
        public var isWhole: Bool {
            if case .whole = form { return true }
            return false
        }

        /// Bytes of memory the arrays hold: for a stream kept whole, the bytes its tokens and
        /// bracket entries fill (the arrays' spare room is never touched, so it costs no memory).
        public var memoryFootprint: Int {
            let commentBytes = comments.capacity * MemoryLayout<Comment>.stride
            switch form {
            case let .packed(packed):
                return packed.memoryFootprint + commentBytes + directives.capacity * MemoryLayout<Int32>.stride
            case let .whole(tokens, matching):
                return tokens.count * MemoryLayout<Token>.stride + matching.count * MemoryLayout<Int32>.stride + commentBytes
                + directives.capacity * MemoryLayout<Int32>.stride
            }
        }

        /// Moves the arrays of a stream kept whole into `tokens` and `matching`, leaving this
        /// value without tokens, so that nothing else here holds them and they can grow in
        /// place; false (and nothing moved) for a packed stream.
        mutating func takeWhole(tokens: inout [Token], matching: inout [Int32]) -> Bool {
            guard case .whole(var keptTokens, var keptMatching) = form else { return false }
            form = .packed(PackedTokens([]))
            swap(&tokens, &keptTokens)
            swap(&matching, &keptMatching)
            return true
        }
    }

    /// Bytes of memory the stream's arrays hold.
    public var memoryFootprint: Int {
        tokens.capacity * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
            + matching.capacity * MemoryLayout<Int32>.stride
    }

    /// Pairs `(`/`)`, `[`/`]`, `{`/`}` (see ``BracketPairing``). With `brackets` (the indices
    /// of the bracket tokens, in order, as the lexer lists them for the tokens of one run), only
    /// those tokens are read.
    static func matchBrackets(_ tokens: [Token], at brackets: [Int32]? = nil) -> [Int32] {
        // Room for as many entries as the tokens have room for: a stream kept whole (see
        // ``kept()``) has its interpolations' tokens appended in pass 2, and their entries.
        var matching = BracketPairing.unpairedTable(count: tokens.count, capacity: tokens.capacity)
        var pairing = BracketPairing()
        defer { pairing.deallocate() }
        if let brackets {
            pairing.add(tokens, at: brackets, into: &matching)
        } else {
            pairing.add(tokens, from: 0, into: &matching)
        }
        return matching
    }
}
