/// The lexer's growing list of tokens.
///
/// An array's `append` checks on every call that its storage is not shared, and the lexer
/// appends once per token; this buffer is written through a pointer instead. It starts in
/// memory it does not own (the storage of the array being built, see
/// ``Lexer/tokenize(_:range:)``); when that is full it moves to memory of its own that grows
/// by doubling.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// Whether ``base`` is the buffer's own memory (else it writes into its caller's).
    private(set) var ownsMemory: Bool
    /// The number of tokens.
    private(set) var count = 0
    /// The indices of the bracket tokens (`(`, `)`, `[`, `]`, `{`, `}`), in order: pairing
    /// them (``TokenStream/matchBrackets(_:at:)``) then reads these instead of every token.
    private(set) var brackets: [Int32] = []

    /// A buffer writing into `capacity` tokens' worth of memory at `memory`, which it does
    /// not own.
    init(writingInto memory: UnsafeMutablePointer<Token>, capacity: Int) {
        base = memory
        self.capacity = capacity
        ownsMemory = false
        // About one token in five is a bracket.
        brackets.reserveCapacity(capacity / 4)
    }

    /// Frees the buffer's own memory, if it has any (call once, after the last use).
    func deallocate() {
        if ownsMemory { base.deallocate() }
    }

    /// Adds `token` at the end.
    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        if token.kind.isBracket { brackets.append(Int32(truncatingIfNeeded: count)) }
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: max(16, capacity * 2))
        larger.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = larger
        capacity = max(16, capacity * 2)
        ownsMemory = true
    }

    /// The token at `index` (`0..<count`).
    @inline(__always)
    subscript(index: Int) -> Token {
        precondition(index >= 0 && index < count, "token index out of range")
        return base[index]
    }

    /// The last token, if any.
    var last: Token? { count > 0 ? base[count - 1] : nil }

    /// Drops the tokens from `start` on.
    mutating func removeAll(from start: Int) {
        precondition(start >= 0 && start <= count, "token index out of range")
        // Tokens hold no references: nothing to release.
        count = start
        while let last = brackets.last, last >= start { brackets.removeLast() }
    }

    /// The tokens as an array with room for `spareCapacity` more (untouched, so free until
    /// used).
    func makeArray(spareCapacity: Int = 0) -> [Token] {
        [Token](unsafeUninitializedCapacity: count + max(spareCapacity, 0)) { buffer, initialized in
            buffer.baseAddress!.initialize(from: base, count: count)
            initialized = count
        }
    }
}
