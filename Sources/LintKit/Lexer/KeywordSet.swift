/// A set of ``Keyword``s, one bit each.
///
/// The lexer records the keyword of every token it makes (``TokenStream/keywords``), so that
/// a rule looking for a rare word (`sink`, `assign`) skips a file that has none without
/// walking its tokens.
public struct KeywordSet: Sendable, Equatable, ExpressibleByArrayLiteral {
    // 256 bits: a keyword's raw value is a byte.
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The empty set.
    public init() {}

    /// The keywords of `tokens`.
    public init(_ tokens: some Sequence<Token>) {
        for token in tokens { insert(token.keyword) }
    }

    /// The keywords listed.
    public init(arrayLiteral keywords: Keyword...) {
        for keyword in keywords { insert(keyword) }
    }

    /// Adds `keyword`.
    @inline(__always)
    public mutating func insert(_ keyword: Keyword) {
        let raw = keyword.rawValue
        let bit = UInt64(1) << UInt64(raw & 63)
        switch raw >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    /// Whether `keyword` is in the set.
    public func contains(_ keyword: Keyword) -> Bool {
        let raw = keyword.rawValue
        let bit = UInt64(1) << UInt64(raw & 63)
        switch raw >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    /// Adds the keywords of `other`.
    public mutating func formUnion(_ other: KeywordSet) {
        words.0 |= other.words.0
        words.1 |= other.words.1
        words.2 |= other.words.2
        words.3 |= other.words.3
    }

    /// Whether the two sets have a keyword in common.
    public func intersects(_ other: KeywordSet) -> Bool {
        words.0 & other.words.0 != 0 || words.1 & other.words.1 != 0 || words.2 & other.words.2 != 0
            || words.3 & other.words.3 != 0
    }

    public static func == (lhs: KeywordSet, rhs: KeywordSet) -> Bool {
        lhs.words == rhs.words
    }
}
