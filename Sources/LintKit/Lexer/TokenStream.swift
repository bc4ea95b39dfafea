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

    /// The opening brackets left without a closer, innermost last: the matching stack at the
    /// end. Tokens appended later are matched against them (see
    /// ``init(tokens:comments:matchedPrefix:openers:keywords:)``).
    let openers: [Int32]
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
        self.init(tokens: tokens, comments: comments, matchedPrefix: [], openers: [], keywords: keywords)
    }

    /// Creates a stream whose first tokens may have been matched before: `matchedPrefix` is
    /// their bracket table and `openers` the openers it left open, so the tokens after them are
    /// matched from there (what ``matchBrackets(_:)`` on all of them would find). An empty
    /// prefix: every token is matched.
    init(tokens: [Token], comments: [Comment], matchedPrefix: consuming [Int32], openers: [Int32], keywords: KeywordSet) {
        self.tokens = tokens
        self.comments = comments
        self.keywords = keywords
        (self.matching, self.openers) = TokenStream.matchBrackets(tokens, after: matchedPrefix, openers: openers)
    }

    /// The number of tokens, including the final end-of-file token.
    @inlinable public var count: Int { tokens.count }

    /// The tokens, comments and bracket table, for keeping in memory for a while;
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
    /// The bracket table is kept with the openers it left open: the tokens that parsing
    /// appends (interpolations) are then matched from where the file's matching stopped, and
    /// the file's brackets are not matched twice.
    public func kept() -> Kept {
        let isLarge = tokens.capacity * MemoryLayout<Token>.stride >= Self.largeArrayBytes
        let isNearlyExact = tokens.capacity - tokens.count <= tokens.count / 16 + 4
        let keptTokens = isLarge || isNearlyExact ? tokens : tokens.withUnsafeBufferPointer { Array($0) }
        return Kept(tokens: keptTokens, comments: comments.withUnsafeBufferPointer { Array($0) },
                    matching: matching, openers: openers, keywords: keywords)
    }

    /// From this size on, ``kept()`` keeps the token array instead of copying it.
    static let largeArrayBytes = 1 << 20

    /// Rebuilds a stream from what ``kept()`` kept.
    public init(_ kept: Kept) {
        self.init(tokens: kept.tokens, comments: kept.comments, matchedPrefix: kept.matching,
                  openers: kept.openers, keywords: kept.keywords)
    }

    /// A stream's tokens and comments, compact (see ``TokenStream/kept()``).
    public struct Kept: Sendable {
        /// The tokens.
        public private(set) var tokens: [Token]
        /// The comments.
        public let comments: [Comment]
        /// The tokens' bracket table.
        public private(set) var matching: [Int32]
        /// The openers the tokens left open, innermost last (tokens appended later are
        /// matched against them).
        public let openers: [Int32]
        /// The tokens' keywords (see ``TokenStream/keywords``).
        public let keywords: KeywordSet

        /// Moves the tokens out (leaving none), so that the caller holds the only reference.
        public mutating func takeTokens() -> [Token] {
            var taken: [Token] = []
            swap(&taken, &tokens)
            return taken
        }

        /// Moves the bracket table out (leaving an empty one).
        public mutating func takeMatching() -> [Int32] {
            var taken: [Int32] = []
            swap(&taken, &matching)
            return taken
        }

        /// Bytes of memory the arrays hold.
        public var memoryFootprint: Int {
            tokens.capacity * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
                + matching.capacity * MemoryLayout<Int32>.stride
        }
    }

    /// Bytes of memory ``kept()`` would hold, worked out without copying anything.
    public var keptMemoryFootprint: Int {
        tokens.count * MemoryLayout<Token>.stride + comments.count * MemoryLayout<Comment>.stride
            + matching.count * MemoryLayout<Int32>.stride
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
        matchBrackets(tokens, after: [], openers: []).matching
    }

    /// ``matchBrackets(_:)`` for `tokens` whose first `prefix.count` are matched already:
    /// `prefix` is their table and `openers` the openers it left open (the stack the later
    /// tokens are matched against). Also returns the openers left open at the end.
    static func matchBrackets(_ tokens: [Token], after prefix: consuming [Int32],
                              openers: [Int32]) -> (matching: [Int32], openers: [Int32]) {
        let count = tokens.count
        // A table longer than the tokens is no table of theirs (nor are its openers, if one
        // lies past the table): match them all.
        let trusted = prefix.count <= count && openers.allSatisfy { Int($0) >= 0 && Int($0) < prefix.count }
        let first = trusted ? prefix.count : 0
        if first == count { return (prefix, openers) }
        var remaining: [Int32] = []
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
                remaining = pairBrackets(tokens, first..<count, into: table, openers: trusted ? openers : [])
            }
            initialized = count
        }
        return (matching, remaining)
    }

    /// Pairs the brackets of `tokens[range]` with a stack (see ``matchBrackets(_:)``) that
    /// starts with `openers` (indices of earlier openers still open, innermost last), writing
    /// each pair into `table` (initialized to -1); returns the openers left open at the end.
    private static func pairBrackets(_ tokens: UnsafePointer<Token>, _ range: Range<Int>, into table: UnsafeMutablePointer<Int32>,
                                     openers: [Int32]) -> [Int32] {
        // The open brackets: token index and kind (raw value), on a stack that grows by doubling.
        var stackCapacity = max(64, openers.count)
        var stackIndex = UnsafeMutablePointer<Int32>.allocate(capacity: stackCapacity)
        var stackKind = UnsafeMutablePointer<UInt8>.allocate(capacity: stackCapacity)
        defer {
            stackIndex.deallocate()
            stackKind.deallocate()
        }
        for (depth, opener) in openers.enumerated() {
            stackIndex[depth] = opener
            stackKind[depth] = tokens[Int(opener)].kind.rawValue
        }
        var height = openers.count
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
        return Array(UnsafeBufferPointer(start: stackIndex, count: height))
    }
}
