/// Writes pretty-printed JSON straight into a byte buffer, in the exact layout of
/// ``JSONValue/rendered(indent:)`` with two spaces per level, without building a value first.
///
/// Open a container, then give each member (`key(_:)` before an object member's value) or
/// element (`element()` before an array element) in order, then close it. A container closed
/// without members prints as `{}` or `[]`.
struct JSONStream: ~Copyable {
    /// The JSON written so far.
    private var output = ByteWriter()
    /// The nesting depth of the innermost open container (0: none).
    private var depth: Int
    /// Bit `d` (for `d < 64`): the container at depth `d` has at least one member.
    private var nonEmpty: UInt64 = 0
    /// The same for depths of 64 and more (bit `d % 64` of word `d / 64 - 1`); rarely used.
    private var deepNonEmpty: [UInt64] = []

    /// A line break and 128 spaces (64 levels of indentation): a line start is a prefix of it.
    /// Made once and never freed; only read.
    nonisolated(unsafe) private static let lineStart: UnsafePointer<UInt8> = {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 + lineStartSpaces)
        bytes.initialize(to: UInt8(ascii: "\n"))
        (bytes + 1).initialize(repeating: UInt8(ascii: " "), count: lineStartSpaces)
        return UnsafePointer(bytes)
    }()
    /// Spaces in ``lineStart`` after its line break.
    private static let lineStartSpaces = 128

    /// A stream whose first value sits at nesting `depth` of a larger document (for splicing).
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// The JSON written so far, as an array.
    var bytes: [UInt8] { output.bytes }

    /// Ends the stream and gives up its bytes without copying them.
    consuming func finish() -> ByteWriter { output }

    /// Makes room for `count` bytes in all.
    mutating func reserveCapacity(_ count: Int) { output.reserveCapacity(count) }

    /// Appends text as it is (a separator between spliced pieces, a literal such as `null`).
    mutating func raw(_ text: StaticString) { output.append(text) }

    // MARK: Containers

    /// Writes `{`.
    mutating func openObject() { open(UInt8(ascii: "{")) }
    /// Writes `}` after the members.
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    /// Writes `[`.
    mutating func openArray() { open(UInt8(ascii: "[")) }
    /// Writes `]` after the elements.
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: the separator, the line break and indentation, and `"key": `.
    /// A key that needs no escape (every key the reporters write) is copied in one piece.
    mutating func key(_ name: StaticString) {
        newMember()
        output.append(UInt8(ascii: "\""))
        let text = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            appendEscaped(text)
        } else {
            output.append(text)
        }
        output.append("\": ")
    }

    /// ``key(_:)`` for a key known only at run time.
    mutating func key(named name: String) {
        newMember()
        string(name)
        output.append(": ")
    }

    /// Starts an array element: the separator, the line break and indentation.
    mutating func element() { newMember() }

    // MARK: Scalars

    /// Writes a quoted, escaped string.
    mutating func string(_ text: String) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { appendEscaped($0) }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes an integer.
    mutating func int(_ value: Int) { output.appendInteger(value) }

    /// Writes `"name": "text"` as an object member.
    mutating func member(_ name: StaticString, _ text: String) {
        key(name)
        string(text)
    }

    /// Writes `"name": value` as an object member.
    mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    /// Appends `bytes` escaped for the inside of a JSON string, as
    /// ``JSONValue/appendEscaped(_:to:)`` does: runs that need no escape are copied whole.
    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        // Most text needs no escape: eight bytes at a time are checked for one that does.
        let clean = Self.lengthNeedingNoEscape(base, bytes.count)
        if clean == bytes.count {
            output.append(base, count: clean)
            return
        }
        var runStart = 0
        for index in clean..<bytes.count {
            let byte = base[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
            if runStart < index { output.append(base + runStart, count: index - runStart) }
            runStart = index + 1
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
            default:
                output.append("u00")
                output.append(Self.hexDigits.utf8Start[Int(byte >> 4)])
                output.append(Self.hexDigits.utf8Start[Int(byte & 0xF)])
            }
        }
        if runStart < bytes.count { output.append(base + runStart, count: bytes.count - runStart) }
    }

    private static let hexDigits: StaticString = "0123456789ABCDEF"

    /// How many bytes from `base` on, in whole words of eight, need no escape (no control
    /// character, `"` or `\\`); the rest is left to a byte-by-byte look.
    private static func lengthNeedingNoEscape(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // A byte below 0x20, or equal to `"` (0x22) or `\\` (0x5C), sets its high bit in
            // one of these (the classic "has a zero byte" test; bytes of 0x80 and above, which
            // never need an escape, are masked out by `~word`).
            let control = (word &- ones &* 0x20) & ~word & highs
            let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
            let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
            if control | quote | backslash != 0 { break }
            offset += 8
        }
        return offset
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        output.append(bracket)
        depth += 1
        setNonEmpty(false)
    }

    private mutating func close(_ bracket: UInt8) {
        if isNonEmpty { appendLineStart(indentation: 2 * (depth - 1)) }
        output.append(bracket)
        depth -= 1
    }

    private mutating func newMember() {
        if isNonEmpty { output.append(UInt8(ascii: ",")) }
        setNonEmpty(true)
        appendLineStart(indentation: 2 * depth)
    }

    /// Appends a line break and `indentation` spaces.
    mutating func appendLineStart(indentation: Int) {
        let first = min(indentation, Self.lineStartSpaces)
        output.append(Self.lineStart, count: first + 1)
        var remaining = indentation - first
        while remaining > 0 {
            let run = min(remaining, Self.lineStartSpaces)
            output.append(Self.lineStart + 1, count: run)
            remaining -= run
        }
    }

    /// Whether the innermost open container has a member.
    private var isNonEmpty: Bool {
        if depth < 64 { return nonEmpty & (1 << UInt64(depth)) != 0 }
        let word = depth / 64 - 1
        return word < deepNonEmpty.count && deepNonEmpty[word] & (1 << UInt64(depth % 64)) != 0
    }

    private mutating func setNonEmpty(_ value: Bool) {
        if depth < 64 {
            if value { nonEmpty |= 1 << UInt64(depth) } else { nonEmpty &= ~(1 << UInt64(depth)) }
            return
        }
        let word = depth / 64 - 1
        while deepNonEmpty.count <= word { deepNonEmpty.append(0) }
        if value { deepNonEmpty[word] |= 1 << UInt64(depth % 64) } else { deepNonEmpty[word] &= ~(1 << UInt64(depth % 64)) }
    }
}
