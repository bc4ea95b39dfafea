/// A JSON value whose objects keep their keys in the order written, so output is byte-stable.
///
/// Build values with literals (`["rule": .string(id), "line": .int(3)]`) and render them with
/// ``rendered(indent:)``. Strings are escaped by hand: `"` and `\` with a backslash, newline,
/// carriage return and tab as `\n`, `\r`, `\t`, other control characters as `\u00XX`;
/// everything else, including non-ASCII text, is kept as UTF-8.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose members print in this order.
    case object([(key: String, value: JSONValue)])

    /// The value as JSON text: pretty-printed with `indent` spaces per level, or compact when `nil`.
    ///
    /// No trailing newline is added.
    public func rendered(indent: Int? = 2) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(into: &output, indent: indent, depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// ``rendered(indent:)`` as UTF-8 bytes, without making a string of them.
    func renderedBytes(indent: Int? = 2) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(into: &output, indent: indent, depth: 0)
        return output
    }

    /// Appends the value's JSON at nesting `depth` (for splicing into a larger document).
    func render(into output: inout [UInt8], indent: Int?, depth: Int) {
        write(into: &output, indent: indent, depth: depth)
    }

    /// Writes into a byte buffer: appending bytes is far cheaper than appending to a String.
    private func write(into output: inout [UInt8], indent: Int?, depth: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): JSONValue.appendInteger(value, to: &output)
        case .string(let value): JSONValue.appendQuoted(value, to: &output)
        case .array(let elements):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, into: &output,
                           indent: indent, depth: depth) { index, output in
                elements[index].write(into: &output, indent: indent, depth: depth + 1)
            }
        case .object(let members):
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output,
                           indent: indent, depth: depth) { index, output in
                JSONValue.appendQuoted(members[index].key, to: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                members[index].value.write(into: &output, indent: indent, depth: depth + 1)
            }
        }
    }

    private func writeContainer(open: UInt8, close: UInt8, count: Int, into output: inout [UInt8],
                                indent: Int?, depth: Int,
                                element: (Int, inout [UInt8]) -> Void) {
        output.append(open)
        guard count > 0 else { output.append(close); return }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let indent {
                output.append(UInt8(ascii: "\n"))
                JSONValue.appendSpaces(indent * (depth + 1), to: &output)
            }
            element(index, &output)
        }
        if let indent {
            output.append(UInt8(ascii: "\n"))
            JSONValue.appendSpaces(indent * depth, to: &output)
        }
        output.append(close)
    }

    /// Appends `text` as a quoted, escaped JSON string to a byte buffer.
    static func appendQuoted(_ text: String, to output: inout some ByteOutput & ~Copyable) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `bytes` escaped for the inside of a JSON string: runs of bytes that need no
    /// escape are copied whole, and found eight bytes at a time (help texts and messages are
    /// long runs of plain ASCII text between line breaks and quotes). Control characters, `"`
    /// and `\` are escaped as JSON requires, and U+2028, U+2029 and U+0085 as `\uXXXX`.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout some ByteOutput & ~Copyable) {
        guard let base = bytes.baseAddress else { return }
        var runStart = 0
        var index = 0
        while index < bytes.count {
            index += lengthNeedingNoEscape(base + index, bytes.count - index)
            // The byte that needs an escape, if any, is among the next eight: they are looked
            // at one by one, then whole words again after it.
            let limit = min(bytes.count, index + 8)
            while index < limit {
                let byte = base[index]
                index += 1
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    // U+2028, U+2029 and U+0085 end a line for editors and many line readers:
                    // escaped, so that a string never splits a line (one SARIF result a line).
                    guard byte == 0xE2 || byte == 0xC2, let unit = lineBreakingScalar(base + index - 1, bytes.count - index + 1) else { continue }
                    if runStart < index - 1 { output.append(base + runStart, count: index - 1 - runStart) }
                    output.append(UInt8(ascii: "\\"))
                    output.append(UInt8(ascii: "u"))
                    for shift in [12, 8, 4, 0] { output.append(hexDigits[Int((unit >> UInt32(shift)) & 0xF)]) }
                    index += byte == 0xE2 ? 2 : 1
                    runStart = index
                    break
                }
                if runStart < index - 1 { output.append(base + runStart, count: index - 1 - runStart) }
                runStart = index
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
                default:
                    output.append(UInt8(ascii: "u"))
                    output.append(UInt8(ascii: "0"))
                    output.append(UInt8(ascii: "0"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                }
                break
            }
        }
        if runStart < bytes.count { output.append(base + runStart, count: bytes.count - runStart) }
    }

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
            // Any byte of 0x80 or above is looked at too (see ``lineBreakingScalar``).
            if word & highs != 0 { break }
            let control = (word &- ones &* 0x20) & ~word & highs
            let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
            let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
            if control | quote | backslash != 0 { break }
            offset += 8
        }
        return offset
    }

    /// The scalar that the UTF-8 sequence at `start` (`count` bytes left) encodes when it is
    /// U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR or U+0085 NEXT LINE; nil otherwise.
    private static func lineBreakingScalar(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt32? {
        if start[0] == 0xC2 && count >= 2 && start[1] == 0x85 { return 0x85 }
        if start[0] == 0xE2 && count >= 3 && start[1] == 0x80 && (start[2] == 0xA8 || start[2] == 0xA9) {
            return start[2] == 0xA8 ? 0x2028 : 0x2029
        }
        return nil
    }

    /// Appends `value` in decimal.
    static func appendInteger(_ value: Int, to output: inout some ByteOutput & ~Copyable) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold any magnitude, `Int.min`'s included.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var first = 24
            repeat {
                first -= 1
                buffer[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + first, count: 24 - first)
        }
    }

    /// Appends `count` spaces.
    static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        var remaining = count
        while remaining > 0 {
            let run = min(remaining, spaces.count)
            output.append(contentsOf: spaces[0..<run])
            remaining -= run
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object with the literal's members in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array of the literal's elements.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}
