/// Tokens packed into 5 bytes each instead of ``Token``'s 12, for holding a file's tokens in
/// memory between the engine's two passes (see ``TokenStream/kept()``).
///
/// Each token is a record of five bytes: its kind, keyword and flags, then the gap from the
/// previous token's end to its start, and its length. A gap or length of 255 or more is
/// written as 255 and its value goes to ``exceptions``, in the order the records need them.
/// Offsets are therefore never stored: a token's start is the previous token's end plus its
/// gap. Any tokens round-trip; those a lexer makes (in source order, few longer than 254
/// bytes) take the 5 bytes.
public struct PackedTokens: Sendable {
    /// The records, five bytes per token.
    public let records: [UInt8]
    /// The gaps and lengths that do not fit a byte, in record order.
    public let exceptions: [Int32]
    /// How many tokens they hold.
    public var count: Int { records.count / Self.recordSize }

    /// Bytes per token.
    static let recordSize = 5
    /// The byte that sends a gap or length to ``exceptions``.
    static let escape: UInt8 = 255

    /// Packs `tokens`.
    public init(_ tokens: [Token]) {
        var exceptions: [Int32] = []
        let size = tokens.count * Self.recordSize
        records = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            tokens.withUnsafeBufferPointer { tokens in
                guard let out = buffer.baseAddress, let tokens = tokens.baseAddress else { return }
                Self.pack(tokens, count: size / Self.recordSize, into: out, exceptions: &exceptions)
            }
            initialized = size
        }
        self.exceptions = exceptions
    }

    /// Writes the records of `count` tokens to `out`, and the values that do not fit a byte to
    /// `exceptions`.
    private static func pack(_ tokens: UnsafePointer<Token>, count: Int, into out: UnsafeMutablePointer<UInt8>,
                             exceptions: inout [Int32]) {
        var previousEnd: Int32 = 0
        var record = out
        for index in 0..<count {
            let token = tokens[index]
            let gap = UInt32(bitPattern: token.start &- previousEnd)
            let length = UInt32(bitPattern: token.end &- token.start)
            previousEnd = token.end
            record[0] = token.kind.rawValue
            record[1] = token.keyword.rawValue
            record[2] = token.flags
            if gap < UInt32(escape) && length < UInt32(escape) {
                record[3] = UInt8(truncatingIfNeeded: gap)
                record[4] = UInt8(truncatingIfNeeded: length)
            } else {
                record[3] = byte(gap, exceptions: &exceptions)
                record[4] = byte(length, exceptions: &exceptions)
            }
            record += recordSize
        }
    }

    /// The tokens, as they were packed. Leaves room for `extraCapacity` more, which the caller
    /// is about to append (a file's interpolations).
    public func unpacked(extraCapacity: Int = 0) -> [Token] {
        let count = self.count
        return records.withUnsafeBufferPointer { records in
            exceptions.withUnsafeBufferPointer { exceptions in
                [Token](unsafeUninitializedCapacity: count + extraCapacity) { tokens, initialized in
                    guard let out = tokens.baseAddress, let records = records.baseAddress else { return }
                    Self.unpack(records, count: count, exceptions: exceptions, into: out)
                    initialized = count
                }
            }
        }
    }

    /// The tokens, as they were packed, and their brackets paired (``TokenStream/matching``)
    /// while they are rebuilt; `pairing` keeps the brackets left open, for tokens appended
    /// later. Leaves room for `extraCapacity` more in both arrays.
    func unpacked(extraCapacity: Int, pairingInto pairing: inout BracketPairing) -> (tokens: [Token], matching: [Int32]) {
        let count = self.count
        var matching = BracketPairing.unpairedTable(count: count, capacity: count + extraCapacity)
        let tokens = records.withUnsafeBufferPointer { records in
            exceptions.withUnsafeBufferPointer { exceptions in
                matching.withUnsafeMutableBufferPointer { table in
                    [Token](unsafeUninitializedCapacity: count + extraCapacity) { tokens, initialized in
                        guard let out = tokens.baseAddress, let records = records.baseAddress, let table = table.baseAddress else { return }
                        Self.unpack(records, count: count, exceptions: exceptions, into: out) { kind, index in
                            pairing.add(kind, at: index, into: table)
                        }
                        initialized = count
                    }
                }
            }
        }
        return (tokens, matching)
    }

    /// Rebuilds `count` tokens from their records and `exceptions`, into `out`, and hands
    /// each token's kind and index to `each`.
    @inline(__always)
    private static func unpack(_ records: UnsafePointer<UInt8>, count: Int, exceptions: UnsafeBufferPointer<Int32>,
                               into out: UnsafeMutablePointer<Token>, each: (TokenKind, Int) -> Void = { _, _ in }) {
        var nextException = 0
        var end: Int32 = 0
        var record = records
        for index in 0..<count {
            var gap = Int32(record[3])
            var length = Int32(record[4])
            if gap == Int32(escape) || length == Int32(escape) {
                if gap == Int32(escape) {
                    gap = exceptions[nextException]
                    nextException += 1
                }
                if length == Int32(escape) {
                    length = exceptions[nextException]
                    nextException += 1
                }
            }
            let start = end &+ gap
            end = start &+ length
            // The bytes were written from a kind and a keyword by `pack`.
            let kind = unsafeBitCast(record[0], to: TokenKind.self)
            (out + index).initialize(to: Token(kind: kind, keyword: unsafeBitCast(record[1], to: Keyword.self),
                                               flags: record[2], start: Int(start), end: Int(end)))
            each(kind, index)
            record += recordSize
        }
    }

    /// Bytes of memory the packed tokens hold.
    public var memoryFootprint: Int { records.capacity + exceptions.capacity * MemoryLayout<Int32>.stride }

    /// `value` as a record byte: itself below ``escape``; else ``escape``, and `value` is
    /// appended to `exceptions`.
    @inline(never)
    static func byte(_ value: UInt32, exceptions: inout [Int32]) -> UInt8 {
        if value < UInt32(escape) { return UInt8(truncatingIfNeeded: value) }
        exceptions.append(Int32(bitPattern: value))
        return escape
    }
}
