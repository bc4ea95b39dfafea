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

    /// The tokens and comments without spare capacity (the lexer reserves generously) and
    /// without the bracket table, for keeping in memory for a while; ``init(_:)`` rebuilds the
    /// stream.
    public func kept() -> Kept {
        Kept(tokens: tokens.withUnsafeBufferPointer { Array($0) }, comments: comments.withUnsafeBufferPointer { Array($0) })
    }

    /// Rebuilds a stream from what ``kept()`` kept (the brackets are matched again).
    public init(_ kept: Kept) {
        self.init(tokens: kept.tokens, comments: kept.comments)
    }

    /// A stream's tokens and comments, compact (see ``TokenStream/kept()``).
    public struct Kept: Sendable {
        /// The tokens.
        public let tokens: [Token]
        /// The comments.
        public let comments: [Comment]
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
        var matching = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        tokens.withUnsafeBufferPointer { tokens in
            matching.withUnsafeMutableBufferPointer { matching in
                for index in 0..<tokens.count {
                    let kind = tokens[index].kind
                    switch kind {
                    case .leftParen, .leftSquare, .leftBrace:
                        stack.append(Int32(index))
                    case .rightParen, .rightSquare, .rightBrace:
                        let opener: TokenKind = kind == .rightParen ? .leftParen : (kind == .rightSquare ? .leftSquare : .leftBrace)
                        // Look at most 8 openers down, so unbalanced input stays linear.
                        let lowest = max(0, stack.count - 8)
                        var depth = stack.count - 1
                        while depth >= lowest && tokens[Int(stack[depth])].kind != opener { depth -= 1 }
                        guard depth >= lowest else { continue }
                        let open = stack[depth]
                        stack.removeLast(stack.count - depth)
                        matching[Int(open)] = Int32(index)
                        matching[index] = open
                    default:
                        break
                    }
                }
            }
        }
        return matching
    }
}
