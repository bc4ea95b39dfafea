/// Writes pretty-printed JSON straight into a byte buffer, in the exact layout of
/// ``JSONValue/rendered(indent:)`` with two spaces per level, without building a value first;
/// containers opened deeper than ``oneLineBelow`` are written compact, on the line where they
/// open (one SARIF result per line).
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
    /// Members of containers deeper than this depth go on the container's line, without
    /// spaces (`{"a":1,"b":[2]}`); `Int.max`: every member on a line of its own.
    private let oneLineBelow: Int

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

    /// A stream whose first value sits at nesting `depth` of a larger document (for splicing);
    /// containers opened deeper than `oneLineBelow` are written on one line.
    init(depth: Int = 0, oneLineBelow: Int = .max) {
        self.depth = depth
        self.oneLineBelow = oneLineBelow
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

    /// Starts an object member: the separator, the line break and indentation (none on one
    /// line), and `"key": ` (`"key":` on one line).
    /// A key that needs no escape (every key the reporters write) is copied in one piece.
    mutating func key(_ name: StaticString) {
        newMember()
        output.append(UInt8(ascii: "\""))
        let text = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            JSONValue.appendEscaped(text, to: &output)
        } else {
            output.append(text)
        }
        output.append(UInt8(ascii: "\""))
        appendKeySeparator()
    }

    /// ``key(_:)`` for a key known only at run time.
    mutating func key(named name: String) {
        newMember()
        string(name)
        appendKeySeparator()
    }

    /// `: ` after a key, `:` on one line.
    private mutating func appendKeySeparator() {
        output.append(UInt8(ascii: ":"))
        if !isOnOneLine { output.append(UInt8(ascii: " ")) }
    }

    /// Starts an array element: the separator, and the line break and indentation (none on
    /// one line).
    mutating func element() { newMember() }

    // MARK: Scalars

    /// Writes a quoted, escaped string.
    mutating func string(_ text: String) { JSONValue.appendQuoted(text, to: &output) }

    /// Writes an integer.
    mutating func int(_ value: Int) { JSONValue.appendInteger(value, to: &output) }

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

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        output.append(bracket)
        depth += 1
        setNonEmpty(false)
    }

    private mutating func close(_ bracket: UInt8) {
        if isNonEmpty && !isOnOneLine { appendLineStart(indentation: 2 * (depth - 1)) }
        output.append(bracket)
        depth -= 1
    }

    private mutating func newMember() {
        if isNonEmpty { output.append(UInt8(ascii: ",")) }
        setNonEmpty(true)
        if !isOnOneLine { appendLineStart(indentation: 2 * depth) }
    }

    /// Whether the innermost open container is written on one line (see ``oneLineBelow``).
    private var isOnOneLine: Bool { depth > oneLineBelow }

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
