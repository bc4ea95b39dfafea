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

    /// Whether every opening bracket found its closer (no opener was left on the stack when
    /// the brackets were matched): only then can tokens appended later be matched on their own
    /// (see ``init(tokens:comments:matchedPrefix:)``).
    let closesEveryOpener: Bool
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
        self.init(tokens: tokens, comments: comments, matchedPrefix: [], keywords: keywords)
    }

    /// Creates a stream whose first tokens may have been matched before: `matchedPrefix` is
    /// their bracket table, from a stream that closed every opener, so the tokens after them
    /// are matched on their own (what ``matchBrackets(_:after:)`` on all of them would find).
    /// An empty prefix: every token is matched.
    init(tokens: [Token], comments: [Comment], matchedPrefix: consuming [Int32], keywords: KeywordSet) {
        self.tokens = tokens
        self.comments = comments
        self.keywords = keywords
        (self.matching, self.closesEveryOpener) = TokenStream.matchBrackets(tokens, after: matchedPrefix)
    }

    /// The number of tokens, including the final end-of-file token.
    @inlinable public var count: Int { tokens.count }

    /// The tokens and comments without the bracket table, for keeping in memory for a while;
    /// ``init(_:)`` rebuilds the stream.
    ///
    /// A small token array with much spare capacity (the lexer reserves a token per five
    /// bytes) is copied without it: small arrays share the allocator's heap, where the spare
    /// part would be memory in use; one that is (nearly) exact, as after the lexer overflowed
    /// its reservation, is kept as it is. A large one (``largeArrayBytes`` or more) is kept as
    /// it is too: its spare part was never touched, so it costs no memory, and copying it
    /// would touch as many fresh pages again; the interpolations' tokens later fit into that
    /// spare part.
    ///
    /// The bracket table is kept too when every opener was closed (nearly every file): the
    /// tokens that parsing appends (interpolations) are then matched on their own, and the
    /// file's brackets are not matched twice.
    public func kept() -> Kept {
        let isLarge = tokens.capacity * MemoryLayout<Token>.stride >= Self.largeArrayBytes
        let isNearlyExact = tokens.capacity - tokens.count <= tokens.count / 16 + 4
        let keptTokens = isLarge || isNearlyExact ? tokens : tokens.withUnsafeBufferPointer { Array($0) }
        return Kept(tokens: keptTokens, comments: comments.withUnsafeBufferPointer { Array($0) },
                    matching: closesEveryOpener ? matching : nil, keywords: keywords)
    }

    /// From this size on, ``kept()`` keeps the token array instead of copying it.
    static let largeArrayBytes = 1 << 20

    /// Rebuilds a stream from what ``kept()`` kept.
    public init(_ kept: Kept) {
        self.init(tokens: kept.tokens, comments: kept.comments, matchedPrefix: kept.matching ?? [],
                  keywords: kept.keywords)
    }

    /// A stream's tokens and comments, compact (see ``TokenStream/kept()``).
    public struct Kept: Sendable {
        /// The tokens.
        public private(set) var tokens: [Token]
        /// The comments.
        public let comments: [Comment]
        /// The tokens' bracket table, when the stream closed every opener (nil otherwise: the
        /// brackets are then matched again with whatever tokens are appended).
        public private(set) var matching: [Int32]?
        /// The tokens' keywords (see ``TokenStream/keywords``).
        public let keywords: KeywordSet

        /// Moves the tokens out (leaving none), so that the caller holds the only reference.
        public mutating func takeTokens() -> [Token] {
            var taken: [Token] = []
            swap(&taken, &tokens)
            return taken
        }

        /// Moves the bracket table out (leaving nil).
        public mutating func takeMatching() -> [Int32]? {
            var taken: [Int32]?
            swap(&taken, &matching)
            return taken
        }

        /// Bytes of memory the arrays hold.
        public var memoryFootprint: Int {
            tokens.capacity * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
                + (matching?.capacity ?? 0) * MemoryLayout<Int32>.stride
        }
    }

    /// Bytes of memory ``kept()`` would hold, worked out without copying anything.
    public var keptMemoryFootprint: Int {
        tokens.count * MemoryLayout<Token>.stride + comments.count * MemoryLayout<Comment>.stride
            + (closesEveryOpener ? matching.count * MemoryLayout<Int32>.stride : 0)
    }

    /// Bytes of memory the stream's arrays hold.
    public var memoryFootprint: Int {
        tokens.capacity * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
            + matching.capacity * MemoryLayout<Int32>.stride
    }

    /// Pairs `(`/`)`, `[`/`]`, `{`/`}` with a stack. A closer that does not match the top of
    /// the stack is left unmatched when the opener further down matches it (the opener in
    /// between is then unbalanced), and ignored otherwise.
    static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        matchBrackets(tokens, after: []).matching
    }

    /// ``matchBrackets(_:)`` for `tokens` whose first `prefix.count` are matched already
    /// (`prefix` is their table, from tokens that closed every opener, so nothing after them
    /// can match into them); also whether every opener was closed.
    static func matchBrackets(_ tokens: [Token], after prefix: consuming [Int32]) -> (matching: [Int32], closesEveryOpener: Bool) {
        let count = tokens.count
        // A table longer than the tokens is no table of theirs: match them all.
        let first = prefix.count <= count ? prefix.count : 0
        if first == count { return (prefix, true) }
        var height = 0
        let matching = [Int32](unsafeUninitializedCapacity: count) { matching, initialized in
            guard let table = matching.baseAddress else { return }
            prefix.withUnsafeBufferPointer { known in
                if let source = known.baseAddress { table.initialize(from: source, count: first) }
            }
            // -1 everywhere else: every byte 0xFF, one memset.
            UnsafeMutableRawPointer(table + first).initializeMemory(as: UInt8.self, repeating: 0xFF,
                                                                    count: (count - first) * MemoryLayout<Int32>.stride)
            tokens.withUnsafeBufferPointer { tokens in
                guard let tokens = tokens.baseAddress else { return }
                height = pairBrackets(tokens, first..<count, into: table)
            }
            initialized = count
        }
        return (matching, height == 0)
    }

    /// Pairs the brackets of `tokens[range]` with a stack (see ``matchBrackets(_:)``), writing
    /// each pair into `table` (initialized to -1); returns how many openers were left open.
    private static func pairBrackets(_ tokens: UnsafePointer<Token>, _ range: Range<Int>, into table: UnsafeMutablePointer<Int32>) -> Int {
        // The open brackets: token index and kind (raw value), on a stack that grows by doubling.
        var stackCapacity = 64
        var stackIndex = UnsafeMutablePointer<Int32>.allocate(capacity: stackCapacity)
        var stackKind = UnsafeMutablePointer<UInt8>.allocate(capacity: stackCapacity)
        defer {
            stackIndex.deallocate()
            stackKind.deallocate()
        }
        var height = 0
        for index in range {
            let kind = tokens[index].kind
            // Brackets are six consecutive kinds (openers even, each closer one above its
            // opener): one comparison passes over every other token.
            let bracket = kind.rawValue &- TokenKind.leftParen.rawValue
            guard bracket <= TokenKind.rightSquare.rawValue - TokenKind.leftParen.rawValue else { continue }
            if bracket & 1 == 0 {
                if height == stackCapacity {
                    let grownIndex = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * stackCapacity)
                    let grownKind = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * stackCapacity)
                    grownIndex.moveInitialize(from: stackIndex, count: height)
                    grownKind.moveInitialize(from: stackKind, count: height)
                    stackIndex.deallocate()
                    stackKind.deallocate()
                    stackIndex = grownIndex
                    stackKind = grownKind
                    stackCapacity *= 2
                }
                stackIndex[height] = Int32(truncatingIfNeeded: index)
                stackKind[height] = kind.rawValue
                height += 1
            } else {
                let opener = kind.rawValue - 1
                // Look at most 8 openers down, so unbalanced input stays linear.
                let lowest = max(0, height - 8)
                var depth = height - 1
                while depth >= lowest && stackKind[depth] != opener { depth -= 1 }
                guard depth >= lowest else { continue }
                let open = stackIndex[depth]
                height = depth
                table[Int(open)] = Int32(truncatingIfNeeded: index)
                table[index] = open
            }
        }
        return height
    }
}
