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
        self.tokens = tokens
        self.comments = comments
        self.keywords = keywords
        self.matching = TokenStream.matchBrackets(tokens)
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

    /// Pairs `(`/`)`, `[`/`]`, `{`/`}` with a stack. A closer that does not match the top of
    /// the stack is left unmatched when the opener further down matches it (the opener in
    /// between is then unbalanced), and ignored otherwise.
    static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        let count = tokens.count
        return [Int32](unsafeUninitializedCapacity: count) { matching, initialized in
            guard let table = matching.baseAddress else { return }
            // -1 everywhere: every byte 0xFF, one memset.
            UnsafeMutableRawPointer(table).initializeMemory(as: UInt8.self, repeating: 0xFF,
                                                            count: count * MemoryLayout<Int32>.stride)
            tokens.withUnsafeBufferPointer { tokens in
                guard let tokens = tokens.baseAddress else { return }
                pairBrackets(tokens, count: count, into: table)
            }
            initialized = count
        }
    }

    /// Pairs the brackets of the first `count` tokens with a stack (see ``matchBrackets(_:)``),
    /// writing each pair into `table` (initialized to -1).
    private static func pairBrackets(_ tokens: UnsafePointer<Token>, count: Int, into table: UnsafeMutablePointer<Int32>) {
        // The open brackets: token index and kind (raw value), on a stack that grows by doubling.
        var stackCapacity = 64
        var stackIndex = UnsafeMutablePointer<Int32>.allocate(capacity: stackCapacity)
        var stackKind = UnsafeMutablePointer<UInt8>.allocate(capacity: stackCapacity)
        defer {
            stackIndex.deallocate()
            stackKind.deallocate()
        }
        var height = 0
        for index in 0..<count {
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
    }
}
