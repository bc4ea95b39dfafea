/// The lexer's growing list of tokens.
///
/// An array's `append` checks on every call that its storage is not shared, and the lexer
/// appends once per token; this buffer is written through a pointer and grows by doubling.
/// ``makeArray(spareCapacity:)`` copies the tokens into an array at the end.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// The number of tokens.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` tokens.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the buffer (call once, after the last use).
    func deallocate() {
        base.deallocate()
    }

    /// Adds `token` at the end.
    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
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
