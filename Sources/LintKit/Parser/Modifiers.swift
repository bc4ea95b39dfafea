/// The modifiers of a declaration (`public`, `static`, `nonisolated`, …) in source order.
///
/// Nearly every member declaration has one or two modifiers, and an array of them would be
/// one heap allocation per declaration. The first eight are packed into one word, a byte
/// each (``Keyword/none``, zero, marks the free bytes); more than eight, which only invalid
/// code has, go into an overflow array.
public struct Modifiers: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The first eight keywords' raw values, the first in the lowest byte.
    private var packed: UInt64 = 0
    /// Keywords after the eighth.
    private var overflow: [Keyword] = []

    /// The number of keywords packed into ``packed``.
    private var packedCount: Int { (64 - packed.leadingZeroBitCount + 7) / 8 }

    /// No modifiers.
    public init() {}

    /// The modifiers in `elements`, in order.
    public init(arrayLiteral elements: Keyword...) {
        for element in elements { append(element) }
    }

    /// Adds `modifier` after the others (``Keyword/none`` is not a modifier and is ignored).
    public mutating func append(_ modifier: Keyword) {
        guard modifier != .none else { return }
        let count = packedCount
        if count < 8 {
            packed |= UInt64(modifier.rawValue) << UInt64(8 * count)
        } else {
            overflow.append(modifier)
        }
    }

    /// Whether `modifier` was written (compares the packed bytes without decoding them).
    public func contains(_ modifier: Keyword) -> Bool {
        guard modifier != .none else { return false }
        var rest = packed
        while rest != 0 {
            if UInt8(truncatingIfNeeded: rest) == modifier.rawValue { return true }
            rest >>= 8
        }
        return overflow.contains(modifier)
    }

    // MARK: Collection

    /// The position of the first modifier.
    public var startIndex: Int { 0 }
    /// The position after the last modifier.
    public var endIndex: Int { packedCount + overflow.count }

    /// The modifier at `position`.
    public subscript(position: Int) -> Keyword {
        precondition(position >= 0 && position < endIndex, "modifier index out of range")
        if position < 8 {
            return Keyword(rawValue: UInt8(truncatingIfNeeded: packed >> UInt64(8 * position))) ?? .none
        }
        return overflow[position - 8]
    }
}
