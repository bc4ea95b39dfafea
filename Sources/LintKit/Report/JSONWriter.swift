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
        var output = ""
        write(into: &output, indent: indent, depth: 0)
        return output
    }

    private func write(into output: inout String, indent: Int?, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): JSONValue.appendQuoted(value, to: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, into: &output,
                           indent: indent, depth: depth) { index, output in
                elements[index].write(into: &output, indent: indent, depth: depth + 1)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, into: &output,
                           indent: indent, depth: depth) { index, output in
                JSONValue.appendQuoted(members[index].key, to: &output)
                output += indent == nil ? ":" : ": "
                members[index].value.write(into: &output, indent: indent, depth: depth + 1)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, into output: inout String,
                                indent: Int?, depth: Int,
                                element: (Int, inout String) -> Void) {
        output += open
        guard count > 0 else { output += close; return }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: " ", count: indent * (depth + 1)) }
            element(index, &output)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent * depth) }
        output += close
    }

    /// Appends `text` as a quoted, escaped JSON string.
    static func appendQuoted(_ text: String, to output: inout String) {
        // Fast path: nothing to escape.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
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
