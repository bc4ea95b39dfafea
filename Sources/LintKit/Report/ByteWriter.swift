/// A growable byte buffer written through a pointer: an append is a capacity check and a
/// copy, without the uniqueness check and generic machinery of an array's `append`. The
/// reporters' hot path (SARIF results) appends a few bytes at a time, hundreds of thousands of
/// times a run.
///
/// It owns its memory, so it cannot be copied; ``bytes`` gives the content as an array.
struct ByteWriter: ~Copyable, ByteOutput {
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far, as an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the bytes written so far (valid only during the call).
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Makes room for `minimum` bytes in all.
    mutating func reserveCapacity(_ minimum: Int) {
        if minimum > capacity { grow(to: minimum) }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `length` bytes from `source`.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        if count + length > capacity { grow(to: count + length) }
        let destination = base + count
        if length <= 16 {
            // A few bytes (a key, a separator, an indentation): a loop beats a call to memmove.
            for offset in 0..<length { destination[offset] = source[offset] }
        } else {
            destination.update(from: source, count: length)
        }
        count += length
    }

    /// Appends the bytes of `text`.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends the bytes of `buffer`.
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        append(source, count: buffer.count)
    }

    private mutating func grow(to minimum: Int) {
        let newCapacity = max(minimum, 2 * capacity)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}

/// Where the JSON writers put bytes (``JSONValue/appendEscaped(_:to:)`` and the like): an
/// array of bytes or a ``ByteWriter``.
protocol ByteOutput: ~Copyable {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends `length` bytes from `source`.
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int)
}

extension Array: ByteOutput where Element == UInt8 {
    /// Appends `length` bytes from `source`.
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        append(contentsOf: UnsafeBufferPointer(start: source, count: length))
    }
}
