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

    /// The stream taken apart, for a full parse that appends the interpolations' tokens to the
    /// token array in place (see ``Parser/parse(_:parts:)``). Nothing is copied: give the
    /// stream up (it is consumed) so that the arrays have no other owner.
    ///
    /// The bracket table comes with the openers it left open: the tokens that parsing appends
    /// are then matched from where the file's matching stopped, and the file's brackets are
    /// not matched twice.
    public consuming func parts() -> Parts {
        Parts(tokens: tokens, comments: comments, matching: matching, openers: openers, keywords: keywords)
    }

    /// Rebuilds a stream from its parts.
    public init(_ parts: Parts) {
        self.init(tokens: parts.tokens, comments: parts.comments, matchedPrefix: parts.matching,
                  openers: parts.openers, keywords: parts.keywords)
    }

    /// A stream's tokens, comments, bracket table and keywords (see ``TokenStream/parts()``).
    public struct Parts: Sendable {
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
