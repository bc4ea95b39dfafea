/// Finds the ``Keyword`` a run of bytes spells with one hash and (usually) one comparison.
///
/// Every keyword is at most 16 bytes long, so its bytes fit in two `UInt64`s; the table is an
/// open-addressing hash of those, allocated once and never freed (it is shared by every run).
struct KeywordTable: @unchecked Sendable {
    /// The shared table, built once.
    static let shared = KeywordTable()

    private static let slotCount = 1024
    /// For each slot, the raw value of the keyword stored there, or 0.
    private let slots: UnsafeMutablePointer<UInt8>
    /// Indexed by raw value: the keyword's first 8 bytes, its next 8 bytes, its length.
    private let low: UnsafeMutablePointer<UInt64>
    private let high: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<UInt8>

    private init() {
        slots = .allocate(capacity: KeywordTable.slotCount)
        slots.initialize(repeating: 0, count: KeywordTable.slotCount)
        low = .allocate(capacity: 256)
        low.initialize(repeating: 0, count: 256)
        high = .allocate(capacity: 256)
        high.initialize(repeating: 0, count: 256)
        lengths = .allocate(capacity: 256)
        lengths.initialize(repeating: 0, count: 256)
        var raw: UInt8 = 1
        while let keyword = Keyword(rawValue: raw) {
            let bytes = Array(keyword.text.utf8)
            precondition(bytes.count >= 2 && bytes.count <= 16, "keyword length")
            let (lo, hi) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0.baseAddress!, bytes.count) }
            low[Int(raw)] = lo
            high[Int(raw)] = hi
            lengths[Int(raw)] = UInt8(bytes.count)
            var slot = KeywordTable.hash(lo, hi)
            while slots[slot] != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            slots[slot] = raw
            if raw == UInt8.max { break }
            raw += 1
        }
    }

    /// Up to 16 bytes packed little-endian into two words.
    @inline(__always)
    private static func pack(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var lo: UInt64 = 0
        var hi: UInt64 = 0
        var index = 0
        while index < count && index < 8 {
            lo |= UInt64(pointer[index]) << UInt64(8 * index)
            index += 1
        }
        while index < count {
            hi |= UInt64(pointer[index]) << UInt64(8 * (index - 8))
            index += 1
        }
        return (lo, hi)
    }

    /// ``pack(_:_:)`` with two unaligned 8-byte loads, masked to `count` bytes; the caller
    /// guarantees that 16 bytes can be read at `pointer`.
    @inline(__always)
    private static func packWords(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(pointer)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if count >= 16 { return (first, second) }
        if count > 8 { return (first, second & ((1 << UInt64(8 * (count - 8))) - 1)) }
        if count == 8 { return (first, 0) }
        return (first & ((1 << UInt64(8 * count)) - 1), 0)
    }

    @inline(__always)
    private static func hash(_ lo: UInt64, _ hi: UInt64) -> Int {
        let mixed = (lo ^ (hi &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 54)  // 10 bits: slotCount
    }

    /// The keyword spelled by `count` bytes at `pointer`, or `.none`. With `readable` bytes
    /// known to follow `pointer` (at least 16), the bytes are read as two words at once.
    @inline(__always)
    func lookup(_ pointer: UnsafePointer<UInt8>, count: Int, readable: Int = 0) -> Keyword {
        guard count >= 2 && count <= 16 else { return .none }
        let (lo, hi) = readable >= 16 ? KeywordTable.packWords(pointer, count) : KeywordTable.pack(pointer, count)
        var slot = KeywordTable.hash(lo, hi)
        while true {
            let raw = slots[slot]
            if raw == 0 { return .none }
            if low[Int(raw)] == lo && high[Int(raw)] == hi && Int(lengths[Int(raw)]) == count {
                return Keyword(rawValue: raw) ?? .none
            }
            slot = (slot + 1) & (KeywordTable.slotCount - 1)
        }
    }
}
