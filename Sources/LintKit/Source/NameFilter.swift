/// A set of names that answers "certainly not in the set" in a few instructions: one bit
/// (of 65,536) per name, chosen by a hash of its length and its first and last two bytes.
/// A name whose bit is clear is not in the set; one whose bit is set may be, and is then
/// looked up in the real set. Most names in code are settled by the bit.
public struct NameFilter: Sendable {
    /// 64-bit words of the filter.
    static let wordCount = 1024

    private var words: [UInt64]

    /// An empty filter.
    public init() {
        words = [UInt64](repeating: 0, count: Self.wordCount)
    }

    /// A filter of `names`.
    public init(_ names: some Sequence<String>) {
        self.init()
        insert(contentsOf: names)
    }

    /// Sets the bit of each of `names`.
    public mutating func insert(contentsOf names: some Sequence<String>) {
        for name in names {
            var name = name
            // Over the contiguous bytes (copied to the stack for a small string): stepping a
            // String's UTF-8 view from both ends costs several times more.
            let bit = name.withUTF8 { Self.bit(of: $0) }
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// False when the name whose UTF-8 bytes are `name` is certainly not in the set.
    @inline(__always)
    public func mayContain(bytes name: some BidirectionalCollection<UInt8>) -> Bool {
        let bit = Self.bit(of: name)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Calls `body` with the filter's words, for a scan of many names (see
    /// ``mayContain(bytes:words:)``).
    func withWords<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
        words.withUnsafeBufferPointer(body)
    }

    /// ``mayContain(bytes:)`` against the words ``withWords(_:)`` gives.
    @inline(__always)
    static func mayContain(bytes name: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt64>) -> Bool {
        let bit = Self.bit(of: name)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// ``mayContain(bytes:)`` of a name as a String.
    public func mayContain(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { mayContain(bytes: $0) }
    }

    /// The bit of the name whose UTF-8 bytes are `bytes`.
    @inline(__always)
    static func bit(of bytes: some BidirectionalCollection<UInt8>) -> Int {
        var hash = UInt32(truncatingIfNeeded: bytes.count) &* 0x9E37_79B1
        var index = bytes.startIndex
        for _ in 0..<2 where index != bytes.endIndex {
            hash = (hash ^ UInt32(bytes[index])) &* 0x0100_0193
            index = bytes.index(after: index)
        }
        var back = bytes.endIndex
        for _ in 0..<2 where back != bytes.startIndex {
            back = bytes.index(before: back)
            hash = (hash ^ UInt32(bytes[back])) &* 0x0100_0193
        }
        return Int((hash ^ (hash >> 16)) & 0xFFFF)
    }
}
