/// Writes pretty-printed JSON straight into a byte buffer, in the exact layout of
/// ``JSONValue/rendered(indent:)`` with two spaces per level, without building a value first.
///
/// Open a container, then give each member (`key(_:)` before an object member's value) or
/// element (`element()` before an array element) in order, then close it. A container closed
/// without members prints as `{}` or `[]`.
struct JSONStream {
    /// The JSON written so far.
    var bytes: [UInt8] = []
    /// The nesting depth of the innermost open container (0: none).
    private var depth: Int
    /// Bit `d % 64` of word `d / 64`: the container at depth `d` has at least one member.
    private var nonEmpty: [UInt64] = [0]

    /// A stream whose first value sits at nesting `depth` of a larger document (for splicing).
    init(depth: Int = 0) {
        self.depth = depth
    }

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
    mutating func key(_ name: StaticString) {
        newMember()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { JSONValue.appendEscaped($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// ``key(_:)`` for a key known only at run time.
    mutating func key(named name: String) {
        newMember()
        JSONValue.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts an array element: the separator, the line break and indentation.
    mutating func element() { newMember() }

    // MARK: Scalars

    /// Writes a quoted, escaped string.
    mutating func string(_ text: String) { JSONValue.appendQuoted(text, to: &bytes) }

    /// Writes an integer.
    mutating func int(_ value: Int) { JSONValue.appendInteger(value, to: &bytes) }

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
        bytes.append(bracket)
        depth += 1
        while nonEmpty.count <= depth >> 6 { nonEmpty.append(0) }
        nonEmpty[depth >> 6] &= ~(1 << UInt64(depth & 63))
    }

    private mutating func close(_ bracket: UInt8) {
        if nonEmpty[depth >> 6] & (1 << UInt64(depth & 63)) != 0 {
            bytes.append(UInt8(ascii: "\n"))
            JSONValue.appendSpaces(2 * (depth - 1), to: &bytes)
        }
        bytes.append(bracket)
        depth -= 1
    }

    private mutating func newMember() {
        while nonEmpty.count <= depth >> 6 { nonEmpty.append(0) }
        let bit: UInt64 = 1 << UInt64(depth & 63)
        if nonEmpty[depth >> 6] & bit != 0 { bytes.append(UInt8(ascii: ",")) }
        nonEmpty[depth >> 6] |= bit
        bytes.append(UInt8(ascii: "\n"))
        JSONValue.appendSpaces(2 * depth, to: &bytes)
    }
}
