/// Where the entries of a baseline file start, for messages about one of them: Foundation's
/// JSON reader gives values, not places. Read only when an entry is wrong.
enum BaselineEntryPlaces {
    /// The offsets of the objects that are elements of an array inside the top-level object
    /// (`{"findings": [ {…}, {…} ]}`: the entries), in order.
    static func objectStarts(in data: some Collection<UInt8>) -> [Int] {
        var starts: [Int] = []
        // The open containers: `{` or `[`.
        var open: [UInt8] = []
        var inString = false
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"):
                if open == [UInt8(ascii: "{"), UInt8(ascii: "[")] { starts.append(offset) }
                open.append(byte)
            case UInt8(ascii: "["):
                open.append(byte)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
            default:
                break
            }
        }
        return starts
    }

    /// `:line:column` of byte `offset` (both from 1; the column in bytes).
    static func lineAndColumn(of offset: Int, in data: some Collection<UInt8>) -> String {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return ":\(line):\(offset - lineStart + 1)"
    }

    /// What a JSON value is, for messages: `a number`, `a list`, ….
    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        case is Bool, is Int, is Double: return value is Bool && !(value is Int) ? "true or false" : "a number"
        default: return "null"
        }
    }
}
