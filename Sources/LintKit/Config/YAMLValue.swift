/// A place in a YAML document: where a value, a key or an error starts.
public struct YAMLPosition: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes like swiftc's columns (the same as characters
    /// on the ASCII text a configuration file normally holds).
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line L, column C`, for messages.
    public var description: String { "line \(line), column \(column)" }
}

/// Why a YAML document could not be read, and where.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, without the position, e.g. `duplicate key 'strict'`.
    public var message: String
    /// 1-based line of the offending text.
    public var line: Int
    /// 1-based column (UTF-8 bytes) of the offending text.
    public var column: Int

    /// Creates an error.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// Creates an error at `position`.
    public init(_ message: String, at position: YAMLPosition) {
        self.init(message: message, line: position.line, column: position.column)
    }

    /// Where the error is.
    public var position: YAMLPosition { YAMLPosition(line: line, column: column) }

    /// `line L, column C: message`. Prefix the file path for a `path:line:column:`-style report.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A node of a YAML document, as read by `YAMLReader`, with the position it starts at.
///
/// Scalars are kept as text: the typed accessors (`boolValue`, `intValue`, …) interpret them
/// on demand, so a configuration loader can report "expected a number" at the right place.
public indirect enum YAMLValue: Sendable {
    /// A plain or quoted scalar, after quotes and escapes are resolved.
    case scalar(String, YAMLPosition)
    /// A block (`- a`) or flow (`[a, b]`) sequence.
    case sequence([YAMLValue], YAMLPosition)
    /// A block mapping, or the empty flow mapping `{}`; entries in document order.
    case mapping([(key: String, keyPosition: YAMLPosition, value: YAMLValue)], YAMLPosition)
    /// An absent value (`key:` with nothing after it, an empty document), or a plain
    /// `~` / `null` / `Null` / `NULL`. A quoted `"null"` is a scalar.
    case null(YAMLPosition)

    /// Where the value starts: the first character of a scalar (its opening quote when quoted),
    /// the `-` or `[` of a sequence, the first key of a mapping, or just after the `:` of an
    /// empty value.
    public var position: YAMLPosition {
        switch self {
        case .scalar(_, let position), .sequence(_, let position),
             .mapping(_, let position), .null(let position):
            return position
        }
    }

    /// The text of a scalar; `nil` for any other value.
    public var stringValue: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// A scalar `true`/`yes`/`on` or `false`/`no`/`off` (any letter case: YAML 1.1's
    /// spellings, which SwiftLint's configurations use too); `nil` otherwise.
    public var boolValue: Bool? {
        switch stringValue?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A scalar written as a decimal integer with an optional sign; `nil` otherwise.
    public var intValue: Int? {
        guard let text = stringValue else { return nil }
        return Int(text)
    }

    /// A single scalar as a one-element array, or a sequence whose items are all scalars;
    /// `nil` for anything else (including `null` and sequences holding lists or mappings).
    public var stringArrayValue: [String]? {
        switch self {
        case .scalar(let text, _):
            return [text]
        case .sequence(let items, _):
            var strings: [String] = []
            strings.reserveCapacity(items.count)
            for item in items {
                guard let text = item.stringValue else { return nil }
                strings.append(text)
            }
            return strings
        case .mapping, .null:
            return nil
        }
    }

    /// The items of a sequence; `nil` for any other value.
    public var sequenceValue: [YAMLValue]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// The entries of a mapping in document order; `nil` for any other value.
    public var mappingEntries: [(key: String, keyPosition: YAMLPosition, value: YAMLValue)]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value stored under `key` in a mapping; `nil` when absent or when this is not a mapping.
    public subscript(key: String) -> YAMLValue? {
        mappingEntries?.first { $0.key == key }?.value
    }

    /// What kind of value this is, for messages such as "expected a list, found a mapping":
    /// `a string`, `a list`, `a mapping` or `null`.
    public var kindDescription: String {
        switch self {
        case .scalar: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .null: return "null"
        }
    }
}

extension YAMLValue: CustomStringConvertible {
    /// A one-line rendering without positions, e.g. `{"a": ["x", null]}`: scalars in double
    /// quotes, mappings in braces, sequences in brackets. Meant for tests and debugging.
    public var description: String {
        switch self {
        case .scalar(let text, _):
            return YAMLValue.quoted(text)
        case .sequence(let items, _):
            return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .mapping(let entries, _):
            return "{" + entries.map { YAMLValue.quoted($0.key) + ": " + $0.value.description }
                .joined(separator: ", ") + "}"
        case .null:
            return "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
