import Foundation

// MARK: - Collection elements spelled like an earlier one

extension ValueExpressionReader {
    /// The elements of one collection literal read so far, by spelling, to tell when an element
    /// is spelled like an earlier one up to the values of its literals (`Entry(id: 1, name: "a")`
    /// after `Entry(id: 0, name: "b")`). Such an element has the earlier one's type: a literal's
    /// value does not change which type it takes, only its kind does (an integer, a floating-point
    /// number, a string). So a literal of thousands of alike elements (a generated table) is read,
    /// and typed, once per spelling instead of once per element, which took ~3.8 µs and ~820 bytes
    /// per element (1,000,000 elements: 3.9 s and 820 MB).
    ///
    /// Literals whose value may matter are compared as written: a tuple element's index (`pair.0`,
    /// `pair.1`) and an integer that may be a type's value argument: after a `<` anywhere
    /// before it in the element (`InlineArray<3, Int>(…)`, `{ (a: W<1>) in a }`, `throws(E<1>)`;
    /// also a comparison's operand, which costs only a second reading) or before `of`
    /// (`[3 of Int]`); and every literal of an element with a `#` in it (a macro, `#if`).
    /// Everything else (names, operators, the line breaks and spaces before each token, which the
    /// reader looks at in places) must be the same.
    struct ElementSpellings {
        /// The first item seen of each hash of a spelling.
        private var firsts: [Int: Range<Int>] = [:]
        /// The later items of a hash whose spelling differs from the first's (rare).
        private var others: [Int: [Range<Int>]] = [:]
        /// How many items were looked at, and how many of them were repeats.
        private var looked = 0, repeats = 0
        /// Items looked at before a literal none of whose items repeat is left alone (`[A.self,
        /// B.self, …]`: every element is read anyway, and recording them all cost 10 % more).
        static let trial = 32

        /// An empty record.
        init() {}

        /// Whether `item` is spelled like an item recorded before; if not, records it.
        mutating func isRepeat(_ item: Range<Int>, in reader: ValueExpressionReader) -> Bool {
            if repeats == 0 && looked >= Self.trial { return false }
            looked += 1
            let spelling = reader.spelling(of: item)
            guard let first = firsts[spelling.hash] else {
                firsts[spelling.hash] = item
                return false
            }
            if reader.isSpelledAlike(item, first, valueFree: spelling.valueFree)
                || (others[spelling.hash] ?? []).contains(where: { reader.isSpelledAlike(item, $0, valueFree: spelling.valueFree) }) {
                repeats += 1
                return true
            }
            others[spelling.hash, default: []].append(item)
            return false
        }
    }

    /// The hash of `item`'s spelling, and the positions (relative to the item's start) of its
    /// literals compared by kind alone, in order.
    func spelling(of item: Range<Int>) -> (hash: Int, valueFree: [Int]) {
        // FNV-1a over each token's kind, keyword and flags and the bytes of those whose text
        // counts: most elements are a few short tokens, for which a `Hasher` per token cost
        // more than the reading it saves when no element repeats.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01b3 }
        var valueFree: [Int] = []
        var afterAngle = false
        // A macro's expansion may hinge on any literal it is given, and a condition's
        // (`#if swift(>=5.9)`) on its version: with a `#` in the element, all count as written.
        let hasPound = item.contains { tokens[$0].kind == .pound || tokens[$0].kind == .poundKeyword }
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for index in item {
                let token = tokens[index]
                mix(UInt64(token.kind.rawValue) | UInt64(token.keyword.rawValue) << 8 | UInt64(token.flags) << 24 | 1 << 32)
                if token.kind.isOperator && bytes[Int(token.start)] == UInt8(ascii: "<") { afterAngle = true }
                if !hasPound && isValueFree(index, in: item, afterAngle: afterAngle) {
                    valueFree.append(index - item.lowerBound)
                    continue
                }
                for byte in bytes[Int(token.start)..<Int(token.end)] { mix(UInt64(byte)) }
            }
        }
        mix(UInt64(item.count))
        return (Int(truncatingIfNeeded: hash), valueFree)
    }

    /// Whether the literal at `index` counts by its kind alone: an integer, floating-point or
    /// string literal that is no tuple element's index (after a `.`), and for an integer, not
    /// after a `<` in the element (`afterAngle`) nor before `of`.
    private func isValueFree(_ index: Int, in item: Range<Int>, afterAngle: Bool) -> Bool {
        let kind = tokens[index].kind
        guard kind.isLiteralValue else { return false }
        if index > item.lowerBound && tokens[index - 1].kind == .period { return false }
        guard kind == .integerLiteral else { return true }
        if afterAngle { return false }
        return !(index + 1 < item.upperBound && tokens[index + 1].kind == .identifier && tree.token(index + 1, is: "of"))
    }

    /// Whether `item` and `other` are spelled alike: the same tokens, with the same trivia flags,
    /// and the same text but at `valueFree` (`item`'s literals compared by kind, relative to its
    /// start: what makes a literal so, the tokens around it, is compared as written, so the same
    /// positions are `other`'s when the two are alike).
    func isSpelledAlike(_ item: Range<Int>, _ other: Range<Int>, valueFree: [Int]) -> Bool {
        guard item.count == other.count else { return false }
        var free = valueFree.makeIterator()
        var nextFree = free.next()
        return tree.file.bytes.withUnsafeBufferPointer { bytes in
            for offset in 0..<item.count {
                let a = tokens[item.lowerBound + offset], b = tokens[other.lowerBound + offset]
                guard a.kind == b.kind, a.keyword == b.keyword, a.flags == b.flags else { return false }
                if offset == nextFree {
                    nextFree = free.next()
                    continue
                }
                let length = Int(a.end - a.start)
                guard length == Int(b.end - b.start) else { return false }
                if length > 0, memcmp(bytes.baseAddress! + Int(a.start), bytes.baseAddress! + Int(b.start), length) != 0 {
                    return false
                }
            }
            return true
        }
    }
}

extension TokenKind {
    /// An integer, floating-point or string literal: a kind whose tokens differ in value only.
    var isLiteralValue: Bool { self == .integerLiteral || self == .floatLiteral || self == .stringLiteral }
}
