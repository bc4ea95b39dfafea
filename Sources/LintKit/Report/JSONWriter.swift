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

    /// Appends the value's JSON at nesting `depth` (for splicing into a larger document).
    func render(into output: inout [UInt8], indent: Int?, depth: Int) {
        write(into: &output, indent: indent, depth: depth)
    }

    /// Writes into a byte buffer: appending bytes is far cheaper than appending to a String.
    private func write(into output: inout [UInt8], indent: Int?, depth: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
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
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * (depth + 1)))
            }
            element(index, &output)
        }
        if let indent {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
        }
        output.append(close)
    }

    /// Appends `text` as a quoted, escaped JSON string to a byte buffer.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "\n"): output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex = Array("0123456789ABCDEF".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
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
