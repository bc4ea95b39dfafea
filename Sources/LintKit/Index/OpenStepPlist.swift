/// A reader of the old-style (OpenStep) property lists that Xcode writes its projects in
/// (`project.pbxproj`): `{ key = value; … }` dictionaries, `( a, b, )` arrays, and strings,
/// quoted or bare, with `/* … */` and `//` comments between them, and data (`<0fbd…>`), kept as
/// its text. Anything else makes the whole list unreadable (nil).
enum OpenStepPlist {
    /// A value of the list.
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        /// The string, if this is one.
        var string: String? {
            if case let .string(text) = self { return text }
            return nil
        }

        /// The elements, if this is an array.
        var array: [Value]? {
            if case let .array(elements) = self { return elements }
            return nil
        }

        /// The entries, if this is a dictionary.
        var dictionary: [String: Value]? {
            if case let .dictionary(entries) = self { return entries }
            return nil
        }
    }

    /// The value `bytes` hold (after an optional `// !$*UTF8*$!` line), or nil when they are
    /// not a property list this reader understands.
    static func parse(_ bytes: [UInt8]) -> Value? {
        var reader = Reader(bytes: bytes)
        return reader.readValue(depth: 0)
    }

    /// A cursor over the bytes.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        /// Nesting deeper than this is not a project file: give up rather than recurse.
        static let maximumDepth = 64

        mutating func readValue(depth: Int) -> Value? {
            skipTrivia()
            guard offset < bytes.count, depth < Self.maximumDepth else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var entries: [String: Value] = [:]
                while true {
                    skipTrivia()
                    guard offset < bytes.count else { return nil }
                    if bytes[offset] == UInt8(ascii: "}") {
                        offset += 1
                        return .dictionary(entries)
                    }
                    guard let key = readString() else { return nil }
                    guard consume(UInt8(ascii: "=")), let value = readValue(depth: depth + 1), consume(UInt8(ascii: ";")) else { return nil }
                    entries[key] = value
                }
            case UInt8(ascii: "("):
                offset += 1
                var elements: [Value] = []
                while true {
                    skipTrivia()
                    guard offset < bytes.count else { return nil }
                    if bytes[offset] == UInt8(ascii: ")") {
                        offset += 1
                        return .array(elements)
                    }
                    guard let element = readValue(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipTrivia()
                    if offset < bytes.count && bytes[offset] == UInt8(ascii: ",") { offset += 1 }
                }
            case UInt8(ascii: "<"):
                guard let close = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                defer { offset = close + 1 }
                return .string(String(decoding: bytes[offset...close], as: UTF8.self))
            default:
                return readString().map(Value.string)
            }
        }

        /// A quoted string (with `\"`, `\\`, `\n` and `\t` escapes) or a bare word.
        mutating func readString() -> String? {
            skipTrivia()
            guard offset < bytes.count else { return nil }
            if bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                var text: [UInt8] = []
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "\"") {
                    if bytes[offset] == UInt8(ascii: "\\") && offset + 1 < bytes.count {
                        offset += 1
                        switch bytes[offset] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(bytes[offset])
                        }
                    } else {
                        text.append(bytes[offset])
                    }
                    offset += 1
                }
                guard offset < bytes.count else { return nil }
                offset += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = offset
            while offset < bytes.count && Self.isBareByte(bytes[offset]) { offset += 1 }
            return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
        }

        /// Bytes of an unquoted string.
        static func isBareByte(_ byte: UInt8) -> Bool {
            byte.isASCIIIdentifierStart || byte.isASCIIDigit || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte >= 0x80
        }

        /// Skips `byte` after trivia; false when something else comes.
        mutating func consume(_ byte: UInt8) -> Bool {
            skipTrivia()
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        /// Skips white space and comments.
        mutating func skipTrivia() {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    offset += 1
                } else if byte == UInt8(ascii: "/") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset + 1 < bytes.count && !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                    offset = min(bytes.count, offset + 2)
                } else if byte == UInt8(ascii: "/") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                } else {
                    return
                }
            }
        }
    }
}
