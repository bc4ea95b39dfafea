/// Property wrappers that keep token indices, byte offsets and their ranges in 32 bits while
/// the properties read and write `Int`s.
///
/// A file's tokens and bytes are counted in 32 bits already (``Token/start``), and the parser
/// moves declarations and type nodes in and out of its arrays by value, so their size is
/// paid on every move. Values are stored with `truncatingIfNeeded`, like token offsets.

/// An `Int` stored in 32 bits.
@propertyWrapper
public struct Int32Stored: Sendable {
    private var raw: Int32

    /// Stores `wrappedValue`.
    public init(wrappedValue: Int) {
        raw = Int32(truncatingIfNeeded: wrappedValue)
    }

    /// The value.
    public var wrappedValue: Int {
        get { Int(raw) }
        set { raw = Int32(truncatingIfNeeded: newValue) }
    }
}

/// An optional index (never negative) stored in 32 bits: -1 stands for nil.
@propertyWrapper
public struct OptionalInt32Stored: Sendable {
    private var raw: Int32

    /// Stores `wrappedValue`.
    public init(wrappedValue: Int?) {
        raw = wrappedValue.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }

    /// The value.
    public var wrappedValue: Int? {
        get { raw < 0 ? nil : Int(raw) }
        set { raw = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    }
}

/// A range of indices or offsets stored as two 32-bit bounds.
@propertyWrapper
public struct Int32RangeStored: Sendable {
    private var lower: Int32
    private var upper: Int32

    /// Stores `wrappedValue`.
    public init(wrappedValue: Range<Int>) {
        lower = Int32(truncatingIfNeeded: wrappedValue.lowerBound)
        upper = Int32(truncatingIfNeeded: wrappedValue.upperBound)
    }

    /// The range.
    public var wrappedValue: Range<Int> {
        get { Int(lower)..<Int(upper) }
        set { self = Int32RangeStored(wrappedValue: newValue) }
    }
}

/// An optional range of indices (never negative) stored as two 32-bit bounds: a lower bound of
/// -1 stands for nil.
@propertyWrapper
public struct OptionalInt32RangeStored: Sendable {
    private var lower: Int32
    private var upper: Int32

    /// Stores `wrappedValue`.
    public init(wrappedValue: Range<Int>?) {
        lower = wrappedValue.map { Int32(truncatingIfNeeded: $0.lowerBound) } ?? -1
        upper = wrappedValue.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
    }

    /// The range, or nil.
    public var wrappedValue: Range<Int>? {
        get { lower < 0 ? nil : Int(lower)..<Int(upper) }
        set { self = OptionalInt32RangeStored(wrappedValue: newValue) }
    }
}
