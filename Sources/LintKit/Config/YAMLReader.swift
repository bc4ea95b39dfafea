/// Reads the YAML subset a `.lint.yml` needs into a `YAMLValue` tree.
///
/// Supported: block mappings and block sequences nested by indentation (spaces only), flow
/// sequences `[a, b, "c d"]` (which may span lines), the empty flow mapping `{}`, plain,
/// single-quoted (`''` for a quote) and double-quoted (`\"`, `\\`, `\n`, `\t`, `\uXXXX`, …)
/// scalars, `#` comments, blank lines, a leading `---` (and a final `...`), and LF, CRLF or CR
/// line ends. Anchors, aliases, tags, block scalars (`|`, `>`), complex keys, multi-line
/// scalars and multiple documents are rejected with an error naming the construct.
///
/// Every problem is a `YAMLError` with a 1-based line and column; no input crashes or hangs
/// the reader (nesting deeper than `maximumDepth` is an error rather than a deep recursion).
public enum YAMLReader {
    /// The deepest nesting of sequences and mappings accepted.
    public static let maximumDepth = 100

    /// Parses `text` as one YAML document. An empty document (only blank lines and comments)
    /// is `.null` at line 1, column 1. Duplicate keys in a mapping are an error.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLValue {
        var parser = YAMLParser(text: text)
        return try parser.parseDocument()
    }
}

/// The reader's state: the document's lines as UTF-8 bytes and the next line to read.
/// Block structure is read line by line; flow sequences are read character by character.
struct YAMLParser {
    /// The lines without their terminators. A block sequence's `-` is blanked once read, so
    /// the item's content is then simply a line indented further.
    private var lines: [[UInt8]]
    /// The line the block parser looks at next.
    private var index = 0
    /// Current nesting of sequences and mappings.
    private var depth = 0

    /// Stands for "end of line" when reading past the last byte: lines never contain `\n`.
    private static let endOfLine = UInt8(ascii: "\n")

    init(text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(current)
                current = []
                if byte == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") {
                    offset += 1
                }
            } else {
                current.append(byte)
            }
            offset += 1
        }
        lines.append(current)
        self.lines = lines
    }

    // MARK: Documents

    mutating func parseDocument() throws(YAMLError) -> YAMLValue {
        if let first = try nextSignificantLine(from: 0), documentMarker(first) == "---" {
            try expectEndOfLine(first, 3, after: "'---'")
            index = first + 1
        }
        var value = YAMLValue.null(YAMLPosition(line: 1, column: 1))
        if let line = try nextSignificantLine(from: index), documentMarker(line) == nil {
            index = line
            value = try parseNode(indent: indentation(line))
        }
        guard let line = try nextSignificantLine(from: index) else { return value }
        switch documentMarker(line) {
        case "...":
            try expectEndOfLine(line, 3, after: "'...'")
            if let extra = try nextSignificantLine(from: line + 1) {
                throw error("unexpected text after the end of the document ('...')", extra, indentation(extra))
            }
            return value
        case "---":
            throw error("multiple documents are not supported", line, 0)
        default:
            throw error("unexpected text; check the indentation", line, indentation(line))
        }
    }

    // MARK: Block structure

    /// Parses the node whose first line is `index`, indented by `indent` spaces.
    private mutating func parseNode(indent: Int) throws(YAMLError) -> YAMLValue {
        depth += 1
        defer { depth -= 1 }
        if depth > YAMLReader.maximumDepth {
            throw error("nesting is deeper than \(YAMLReader.maximumDepth) levels", index, indent)
        }
        if isSequenceItem(index, indent) {
            return try parseBlockSequence(indent: indent, endsAtSiblingKey: false)
        }
        if try scanKey(index, indent) != nil {
            return try parseBlockMapping(indent: indent)
        }
        let (value, endLine) = try parseValueToEndOfLine(index, indent)
        index = endLine + 1
        return value
    }

    private mutating func parseBlockMapping(indent: Int) throws(YAMLError) -> YAMLValue {
        var entries: [(key: String, keyPosition: YAMLPosition, value: YAMLValue)] = []
        var firstPositions: [String: YAMLPosition] = [:]
        let mappingPosition = position(index, indent)
        while let line = try nextSignificantLine(from: index), documentMarker(line) == nil {
            let lineIndent = indentation(line)
            if lineIndent < indent { break }
            if lineIndent > indent { throw error("unexpected indentation", line, lineIndent) }
            if isSequenceItem(line, indent) {
                throw error("expected 'key: value', found a list item", line, indent)
            }
            guard let (key, afterColon) = try scanKey(line, indent) else {
                throw error("expected 'key: value'", line, indent)
            }
            let keyPosition = position(line, indent)
            if let first = firstPositions[key] {
                throw error("duplicate key '\(key)' (first defined at \(first))", line, indent)
            }
            firstPositions[key] = keyPosition
            let valueColumn = skipBlanks(line, afterColon)
            let value: YAMLValue
            if isEndOfContent(line, valueColumn) {
                index = line + 1
                value = try parseIndentedValue(parentIndent: indent, emptyPosition: position(line, afterColon))
            } else {
                let (inline, endLine) = try parseValueToEndOfLine(line, valueColumn)
                value = inline
                index = endLine + 1
            }
            entries.append((key: key, keyPosition: keyPosition, value: value))
        }
        return .mapping(entries, mappingPosition)
    }

    /// The value of `key:` with nothing after the colon: the following more-indented lines, a
    /// sequence at the key's own indentation, or null.
    private mutating func parseIndentedValue(parentIndent: Int, emptyPosition: YAMLPosition) throws(YAMLError) -> YAMLValue {
        guard let next = try nextSignificantLine(from: index), documentMarker(next) == nil else {
            return .null(emptyPosition)
        }
        let nextIndent = indentation(next)
        if nextIndent > parentIndent {
            index = next
            return try parseNode(indent: nextIndent)
        }
        if nextIndent == parentIndent, isSequenceItem(next, parentIndent) {
            index = next
            depth += 1
            defer { depth -= 1 }
            return try parseBlockSequence(indent: parentIndent, endsAtSiblingKey: true)
        }
        return .null(emptyPosition)
    }

    private mutating func parseBlockSequence(indent: Int, endsAtSiblingKey: Bool) throws(YAMLError) -> YAMLValue {
        var items: [YAMLValue] = []
        let sequencePosition = position(index, indent)
        while let line = try nextSignificantLine(from: index), documentMarker(line) == nil {
            let lineIndent = indentation(line)
            if lineIndent < indent { break }
            if lineIndent > indent { throw error("unexpected indentation", line, lineIndent) }
            guard isSequenceItem(line, indent) else {
                if endsAtSiblingKey { break }
                throw error("expected a list item ('- value')", line, indent)
            }
            var column = indent + 1
            while byte(line, column) == UInt8(ascii: " ") { column += 1 }
            if byte(line, column) == UInt8(ascii: "\t") {
                throw error("tabs are not allowed in indentation; use spaces", line, column)
            }
            if isEndOfContent(line, column) {
                index = line + 1
                items.append(try parseIndentedItem(parentIndent: indent, emptyPosition: position(line, indent + 1)))
            } else {
                // Blank the dash: the item's content becomes a line indented by `column`.
                lines[line][indent] = UInt8(ascii: " ")
                index = line
                items.append(try parseNode(indent: column))
            }
        }
        return .sequence(items, sequencePosition)
    }

    /// The value of a `-` with nothing after it: the following more-indented lines, or null.
    private mutating func parseIndentedItem(parentIndent: Int, emptyPosition: YAMLPosition) throws(YAMLError) -> YAMLValue {
        guard let next = try nextSignificantLine(from: index), documentMarker(next) == nil,
              indentation(next) > parentIndent else {
            return .null(emptyPosition)
        }
        index = next
        return try parseNode(indent: indentation(next))
    }

    // MARK: Inline values

    /// Parses the value starting at `column` of `line` and checks that only white space or a
    /// comment follows it. Returns the value and the line it ends on (a flow sequence may
    /// span lines).
    private mutating func parseValueToEndOfLine(_ line: Int, _ column: Int) throws(YAMLError) -> (YAMLValue, Int) {
        let first = byte(line, column)
        let value: YAMLValue
        var end = (line: line, column: column)
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            (value, end) = try parseFlowNode(line, column)
        default:
            try rejectIndicator(line, column, inFlow: false)
            var stop = column
            var last = column
            while true {
                let current = byte(line, stop)
                if current == Self.endOfLine { break }
                if current == UInt8(ascii: "#"), isBlank(byte(line, stop - 1)) { break }
                if current == UInt8(ascii: ":"), isBlankOrEnd(byte(line, stop + 1)) {
                    throw error("unexpected ':' in a value; quote the value, or put a nested mapping on the next lines", line, stop)
                }
                if !isBlank(current) { last = stop + 1 }
                stop += 1
            }
            guard last > column else { throw error("unexpected character", line, column) }
            value = plainScalar(line, column, last)
            end = (line, last)
        }
        try expectEndOfLine(end.line, end.column, after: "the value")
        return (value, end.line)
    }

    /// Parses a value that may appear inside a flow sequence: a flow sequence, `{}`, or a
    /// quoted or plain scalar. Returns the value and the position just after it.
    private mutating func parseFlowNode(_ line: Int, _ column: Int) throws(YAMLError) -> (YAMLValue, (line: Int, column: Int)) {
        switch byte(line, column) {
        case UInt8(ascii: "["):
            return try parseFlowSequence(line, column)
        case UInt8(ascii: "{"):
            let (closeLine, closeColumn) = try skipFlowSpace(line, column + 1, openedAt: position(line, column), closing: "}")
            guard byte(closeLine, closeColumn) == UInt8(ascii: "}") else {
                throw error("only the empty flow mapping '{}' is supported; write the mapping as indented 'key: value' lines", line, column)
            }
            return (.mapping([], position(line, column)), (closeLine, closeColumn + 1))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try parseQuotedScalar(line, column)
            return (.scalar(text, position(line, column)), (line, end))
        default:
            try rejectIndicator(line, column, inFlow: true)
            var stop = column
            var last = column
            while true {
                let current = byte(line, stop)
                if current == Self.endOfLine || isFlowIndicator(current) { break }
                if current == UInt8(ascii: "#"), isBlank(byte(line, stop - 1)) { break }
                if current == UInt8(ascii: ":") {
                    let next = byte(line, stop + 1)
                    if isBlankOrEnd(next) || isFlowIndicator(next) {
                        throw error("'key: value' pairs are not supported inside '[...]'; quote the item", line, stop)
                    }
                }
                if !isBlank(current) { last = stop + 1 }
                stop += 1
            }
            guard last > column else { throw error("unexpected character", line, column) }
            return (plainScalar(line, column, last), (line, last))
        }
    }

    private mutating func parseFlowSequence(_ line: Int, _ column: Int) throws(YAMLError) -> (YAMLValue, (line: Int, column: Int)) {
        depth += 1
        defer { depth -= 1 }
        let opening = position(line, column)
        if depth > YAMLReader.maximumDepth {
            throw error("nesting is deeper than \(YAMLReader.maximumDepth) levels", line, column)
        }
        var items: [YAMLValue] = []
        var cursor = (line: line, column: column + 1)
        var afterItem = false
        while true {
            cursor = try skipFlowSpace(cursor.line, cursor.column, openedAt: opening, closing: "]")
            let current = byte(cursor.line, cursor.column)
            if current == UInt8(ascii: "]") {
                return (.sequence(items, opening), (cursor.line, cursor.column + 1))
            }
            if afterItem {
                guard current == UInt8(ascii: ",") else {
                    throw error("expected ',' or ']' in the list opened at \(opening)", cursor.line, cursor.column)
                }
                afterItem = false
                cursor.column += 1
                continue
            }
            if current == UInt8(ascii: ",") {
                throw error("unexpected ',' in the list: an item is missing", cursor.line, cursor.column)
            }
            let (item, end) = try parseFlowNode(cursor.line, cursor.column)
            items.append(item)
            cursor = end
            afterItem = true
        }
    }

    /// Skips spaces, tabs, comments and line ends inside a flow collection; fails at the end
    /// of the document, reporting the unclosed bracket.
    private func skipFlowSpace(_ line: Int, _ column: Int, openedAt opening: YAMLPosition, closing: String) throws(YAMLError) -> (line: Int, column: Int) {
        var line = line
        var column = column
        while line < lines.count {
            let current = byte(line, column)
            if isBlank(current) {
                column += 1
            } else if current == Self.endOfLine || (current == UInt8(ascii: "#") && (column == 0 || isBlank(byte(line, column - 1)))) {
                line += 1
                column = 0
            } else {
                return (line, column)
            }
        }
        throw YAMLError("missing '\(closing)' to close the one opened at \(opening)", at: opening)
    }

    /// Reads a single- or double-quoted scalar starting at its opening quote; returns its text
    /// and the column after the closing quote.
    private func parseQuotedScalar(_ line: Int, _ column: Int) throws(YAMLError) -> (String, Int) {
        let quote = byte(line, column)
        var text: [UInt8] = []
        var cursor = column + 1
        while true {
            let current = byte(line, cursor)
            if current == Self.endOfLine || (current == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"")
                && byte(line, cursor + 1) == Self.endOfLine) {
                let kind = quote == UInt8(ascii: "'") ? "single" : "double"
                throw error("unterminated \(kind)-quoted string (quoted strings must end on the line they start)", line, column)
            }
            if current == quote {
                if quote == UInt8(ascii: "'"), byte(line, cursor + 1) == quote {
                    text.append(quote)
                    cursor += 2
                    continue
                }
                return (String(decoding: text, as: UTF8.self), cursor + 1)
            }
            if current == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                cursor = try appendEscape(line, cursor, to: &text)
                continue
            }
            text.append(current)
            cursor += 1
        }
    }

    /// Decodes the escape sequence whose backslash is at `column`; returns the column after it.
    private func appendEscape(_ line: Int, _ column: Int, to text: inout [UInt8]) throws(YAMLError) -> Int {
        let letter = byte(line, column + 1)
        let simple: [UInt8: String] = [
            UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "t"): "\t", UInt8(ascii: "\t"): "\t", UInt8(ascii: "n"): "\n",
            UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "r"): "\r",
            UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: " "): " ", UInt8(ascii: "\""): "\"",
            UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}",
            UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
        ]
        if let replacement = simple[letter] {
            text.append(contentsOf: replacement.utf8)
            return column + 2
        }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            let shown = letter == Self.endOfLine ? "" : String(decoding: [letter], as: UTF8.self)
            throw error("unknown escape '\\\(shown)' in a double-quoted string", line, column)
        }
        guard var value = hexValue(line, column + 2, digits) else {
            throw error("'\\\(Character(Unicode.Scalar(letter)))' must be followed by \(digits) hexadecimal digits", line, column)
        }
        var end = column + 2 + digits
        if digits == 4, (0xD800..<0xDC00).contains(value),
           byte(line, end) == UInt8(ascii: "\\"), byte(line, end + 1) == UInt8(ascii: "u"),
           let low = hexValue(line, end + 2, 4), (0xDC00..<0xE000).contains(low) {
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            end += 6
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("the escape does not name a Unicode character", line, column)
        }
        text.append(contentsOf: String(Character(scalar)).utf8)
        return end
    }

    private func hexValue(_ line: Int, _ column: Int, _ digits: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let digit = Character(Unicode.Scalar(byte(line, column + offset))).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Keys and indicators

    /// When `line` holds `key:` at `column` (plain or quoted key, the colon followed by white
    /// space or the line end), returns the key and the column after the colon.
    private func scanKey(_ line: Int, _ column: Int) throws(YAMLError) -> (String, Int)? {
        let first = byte(line, column)
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (key, end) = try parseQuotedScalar(line, column)
            let colon = skipBlanks(line, end)
            guard byte(line, colon) == UInt8(ascii: ":"), isBlankOrEnd(byte(line, colon + 1)) else { return nil }
            return (key, colon + 1)
        }
        if first == Self.endOfLine || isIndicator(first) && first != UInt8(ascii: ":") && first != UInt8(ascii: "-")
            && first != UInt8(ascii: "?") {
            return nil
        }
        if (first == UInt8(ascii: "-") || first == UInt8(ascii: "?")) && isBlankOrEnd(byte(line, column + 1)) {
            return nil
        }
        var cursor = column
        var last = column
        while true {
            let current = byte(line, cursor)
            if current == Self.endOfLine { return nil }
            if current == UInt8(ascii: "#"), cursor > column, isBlank(byte(line, cursor - 1)) { return nil }
            if current == UInt8(ascii: ":"), isBlankOrEnd(byte(line, cursor + 1)) {
                if cursor == column { throw error("missing key before ':'", line, column) }
                let key = String(decoding: lines[line][column..<last], as: UTF8.self)
                return (key, cursor + 1)
            }
            if !isBlank(current) { last = cursor + 1 }
            cursor += 1
        }
    }

    /// Throws for characters that cannot start a plain scalar and name unsupported syntax.
    private func rejectIndicator(_ line: Int, _ column: Int, inFlow: Bool) throws(YAMLError) {
        let first = byte(line, column)
        let next = byte(line, column + 1)
        let character = Character(Unicode.Scalar(first))
        switch first {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw error("anchors, aliases and tags ('&', '*', '!') are not supported", line, column)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("block scalars ('|', '>') are not supported; write the value on one line, quoted if needed", line, column)
        case UInt8(ascii: "?") where isBlankOrEnd(next):
            throw error("complex keys ('?') are not supported", line, column)
        case UInt8(ascii: "-") where isBlankOrEnd(next) || (inFlow && isFlowIndicator(next)):
            throw error("a list item ('- ') must start its own line", line, column)
        case UInt8(ascii: ":") where isBlankOrEnd(next) || (inFlow && isFlowIndicator(next)):
            throw error("unexpected ':'", line, column)
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "#"):
            throw error("'\(character)' cannot start a plain value; quote the value", line, column)
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            throw error("unexpected '\(character)'", line, column)
        default:
            return
        }
    }

    // MARK: Lines and characters

    /// The byte at `column` of `line`, or `endOfLine` past either end.
    private func byte(_ line: Int, _ column: Int) -> UInt8 {
        guard line >= 0, line < lines.count, column >= 0, column < lines[line].count else { return Self.endOfLine }
        return lines[line][column]
    }

    private func indentation(_ line: Int) -> Int {
        var column = 0
        while byte(line, column) == UInt8(ascii: " ") { column += 1 }
        return column
    }

    /// The first line at or after `start` with content other than white space and a comment.
    /// Fails when that line's indentation contains a tab.
    private func nextSignificantLine(from start: Int) throws(YAMLError) -> Int? {
        var line = max(start, 0)
        while line < lines.count {
            var column = 0
            var firstTab: Int?
            while isBlank(byte(line, column)) {
                if firstTab == nil, byte(line, column) == UInt8(ascii: "\t") { firstTab = column }
                column += 1
            }
            let current = byte(line, column)
            if current != Self.endOfLine && current != UInt8(ascii: "#") {
                if let firstTab { throw error("tabs are not allowed in indentation; use spaces", line, firstTab) }
                return line
            }
            line += 1
        }
        return nil
    }

    /// `"---"` or `"..."` when `line` is that document marker, else `nil`.
    private func documentMarker(_ line: Int) -> String? {
        for marker in ["---", "..."] where lines[line].starts(with: marker.utf8) && isBlankOrEnd(byte(line, 3)) {
            return marker
        }
        return nil
    }

    private func isSequenceItem(_ line: Int, _ column: Int) -> Bool {
        byte(line, column) == UInt8(ascii: "-") && isBlankOrEnd(byte(line, column + 1))
    }

    /// Whether nothing but white space and a comment remains from `column` on.
    private func isEndOfContent(_ line: Int, _ column: Int) -> Bool {
        let column = skipBlanks(line, column)
        return byte(line, column) == Self.endOfLine || byte(line, column) == UInt8(ascii: "#")
    }

    private func expectEndOfLine(_ line: Int, _ column: Int, after what: String) throws(YAMLError) {
        let rest = skipBlanks(line, column)
        let current = byte(line, rest)
        if current == Self.endOfLine || (current == UInt8(ascii: "#") && rest > column) { return }
        throw error("unexpected text after \(what)", line, rest)
    }

    private func skipBlanks(_ line: Int, _ column: Int) -> Int {
        var column = column
        while isBlank(byte(line, column)) { column += 1 }
        return column
    }

    private func plainScalar(_ line: Int, _ start: Int, _ end: Int) -> YAMLValue {
        let text = String(decoding: lines[line][start..<end], as: UTF8.self)
        let position = position(line, start)
        return ["~", "null", "Null", "NULL"].contains(text) ? .null(position) : .scalar(text, position)
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func isBlankOrEnd(_ byte: UInt8) -> Bool { isBlank(byte) || byte == Self.endOfLine }

    private func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    private func isIndicator(_ byte: UInt8) -> Bool {
        isFlowIndicator(byte) || "-?:#&*!|>'\"%@`".utf8.contains(byte)
    }

    private func position(_ line: Int, _ column: Int) -> YAMLPosition {
        YAMLPosition(line: line + 1, column: column + 1)
    }

    private func error(_ message: String, _ line: Int, _ column: Int) -> YAMLError {
        YAMLError(message, at: position(line, column))
    }
}
