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

    /// Creates a stream and matches its brackets.
    public init(tokens: [Token], comments: [Comment]) {
        self.tokens = tokens
        self.comments = comments
        self.matching = TokenStream.matchBrackets(tokens)
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
    public func kept() -> Kept {
        let isLarge = tokens.capacity * MemoryLayout<Token>.stride >= Self.largeArrayBytes
        let isNearlyExact = tokens.capacity - tokens.count <= tokens.count / 16 + 4
        let keptTokens = isLarge || isNearlyExact ? tokens : tokens.withUnsafeBufferPointer { Array($0) }
        return Kept(tokens: keptTokens, comments: comments.withUnsafeBufferPointer { Array($0) })
    }

    /// From this size on, ``kept()`` keeps the token array instead of copying it.
    static let largeArrayBytes = 1 << 20

    /// Rebuilds a stream from what ``kept()`` kept (the brackets are matched again).
    public init(_ kept: Kept) {
        self.init(tokens: kept.tokens, comments: kept.comments)
    }

    /// A stream's tokens and comments, compact (see ``TokenStream/kept()``).
    public struct Kept: Sendable {
        /// The tokens.
        public private(set) var tokens: [Token]
        /// The comments.
        public let comments: [Comment]
        /// Moves the tokens out (leaving none), so that the caller holds the only reference.
        public mutating func takeTokens() -> [Token] {
            var taken: [Token] = []
            swap(&taken, &tokens)
            return taken
        }

        /// Bytes of memory the arrays hold.
        public var memoryFootprint: Int {
            tokens.capacity * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
        }
    }

    /// Bytes of memory ``kept()`` would hold, worked out without copying anything.
    public var keptMemoryFootprint: Int {
        tokens.count * MemoryLayout<Token>.stride + comments.count * MemoryLayout<Comment>.stride
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
        let count = tokens.count
        // The open brackets: token index and kind, on a stack that grows by doubling.
        var stackCapacity = 64
        var stackIndex = UnsafeMutablePointer<Int32>.allocate(capacity: stackCapacity)
        var stackKind = UnsafeMutablePointer<TokenKind>.allocate(capacity: stackCapacity)
        defer {
            stackIndex.deallocate()
            stackKind.deallocate()
        }
        var height = 0
        return [Int32](unsafeUninitializedCapacity: count) { matching, initialized in
            // -1 everywhere: every byte 0xFF, one memset.
            if let start = matching.baseAddress {
                UnsafeMutableRawPointer(start).initializeMemory(as: UInt8.self, repeating: 0xFF, count: count * MemoryLayout<Int32>.stride)
            }
            tokens.withUnsafeBufferPointer { tokens in
                guard let tokens = tokens.baseAddress else { return }
                for index in 0..<count {
                    let kind = tokens[index].kind
                    switch kind {
                    case .leftParen, .leftSquare, .leftBrace:
                        if height == stackCapacity {
                            let grownIndex = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * stackCapacity)
                            let grownKind = UnsafeMutablePointer<TokenKind>.allocate(capacity: 2 * stackCapacity)
                            grownIndex.moveInitialize(from: stackIndex, count: height)
                            grownKind.moveInitialize(from: stackKind, count: height)
                            stackIndex.deallocate()
                            stackKind.deallocate()
                            stackIndex = grownIndex
                            stackKind = grownKind
                            stackCapacity *= 2
                        }
                        stackIndex[height] = Int32(truncatingIfNeeded: index)
                        stackKind[height] = kind
                        height += 1
                    case .rightParen, .rightSquare, .rightBrace:
                        let opener: TokenKind = kind == .rightParen ? .leftParen : (kind == .rightSquare ? .leftSquare : .leftBrace)
                        // Look at most 8 openers down, so unbalanced input stays linear.
                        let lowest = max(0, height - 8)
                        var depth = height - 1
                        while depth >= lowest && stackKind[depth] != opener { depth -= 1 }
                        guard depth >= lowest else { continue }
                        let open = stackIndex[depth]
                        height = depth
                        matching.baseAddress![Int(open)] = Int32(truncatingIfNeeded: index)
                        matching.baseAddress![index] = open
                    default:
                        break
                    }
                }
            }
            initialized = count
        }
    }
}
