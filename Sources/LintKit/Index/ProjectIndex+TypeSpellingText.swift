// MARK: - The text of a spelled type: spacing, dots and labels

/// Byte-level helpers of ``ProjectIndex/spelledWithAny(_:in:scope:genericNames:)``: the spacing
/// swiftc prints types with, and the places in a written type that its edits start from.
extension ProjectIndex {
    /// `text`, a type as written, spaced as swiftc prints types: `Dictionary<String, Engine>`
    /// for `Dictionary<String,Engine>`, `() -> Void` for `()->Void`, `[String : Int]` inside
    /// brackets, `(x: Int)` for a tuple's label, `A & B`, and no spaces inside brackets or
    /// before `?`, `!`, `.` and `...`. Line breaks, comments and runs of spaces are one space or
    /// none; backticks around a name are dropped.
    static func canonicalSpacing(_ text: String) -> String {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 8)
        var brackets: [UInt8] = []
        var pendingSpace = false
        // The output ends with a separator's own space (`, `, ` -> `, ` & `, `: `).
        var afterSeparator = false
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "@")
                || byte == UInt8(ascii: "$") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func trimTrailingSpace() {
            while let last = output.last, last == UInt8(ascii: " ") { output.removeLast() }
        }
        func append(_ literal: String) { output.append(contentsOf: literal.utf8) }
        var index = 0
        while index < input.count {
            let byte = input[index]
            if isSpace(byte) {
                pendingSpace = true
                index += 1
                continue
            }
            // A comment inside the written type (`Box< // why\n Engine>`) is white space:
            // swiftc prints none. A type holds no string literal, so `//` and `/*` start one.
            if byte == UInt8(ascii: "/"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "/") {
                while index < input.count && input[index] != UInt8(ascii: "\n") { index += 1 }
                pendingSpace = true
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                while index < input.count {
                    if input[index] == UInt8(ascii: "/"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if input[index] == UInt8(ascii: "*"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                pendingSpace = true
                continue
            }
            let spaced = pendingSpace
            pendingSpace = false
            let followsSeparator = afterSeparator
            afterSeparator = false
            switch byte {
            case UInt8(ascii: "-") where index + 1 < input.count && input[index + 1] == UInt8(ascii: ">"):
                trimTrailingSpace()
                append(" -> ")
                afterSeparator = true
                index += 2
                continue
            case UInt8(ascii: ","):
                trimTrailingSpace()
                append(", ")
                afterSeparator = true
            case UInt8(ascii: "&"):
                trimTrailingSpace()
                append(" & ")
                afterSeparator = true
            case UInt8(ascii: ":"):
                trimTrailingSpace()
                append(brackets.last == UInt8(ascii: "[") ? " : " : ": ")
                afterSeparator = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                // A space stays after a separator (`-> (Int)`, `, [A]`), between a word and `(`
                // or `[` (`@Sendable ()`, `any (A & B)`, `inout [Int]`) and after an attribute's
                // arguments (`@isolated(any) () -> Void`); never before `<` or inside brackets.
                let followsWord = output.last.map { isWordByte($0) || $0 == UInt8(ascii: ")") } ?? false
                let keepsSpace = followsSeparator || (byte != UInt8(ascii: "<") && spaced && followsWord)
                if !keepsSpace {
                    trimTrailingSpace()
                } else if output.last != UInt8(ascii: " ") {
                    output.append(UInt8(ascii: " "))
                }
                brackets.append(byte)
                output.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                trimTrailingSpace()
                if !brackets.isEmpty { brackets.removeLast() }
                output.append(byte)
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."):
                trimTrailingSpace()
                output.append(byte)
            default:
                // A word (or anything else) after a space keeps one space, unless it follows an
                // opening bracket, a separator that brought its own, or a member's dot
                // (`P . Type` is `P.Type`).
                if spaced, let last = output.last, last != UInt8(ascii: " "), last != UInt8(ascii: "("), last != UInt8(ascii: "["),
                   last != UInt8(ascii: "<"), last != UInt8(ascii: ".") {
                    output.append(UInt8(ascii: " "))
                }
                output.append(byte)
            }
            index += 1
        }
        trimTrailingSpace()
        while let first = output.first, first == UInt8(ascii: " ") { output.removeFirst() }
        // swiftc prints a name without the backticks it was written with (`` `Protocol`.Inner ``
        // is `Protocol.Inner`).
        output.removeAll { $0 == UInt8(ascii: "`") }
        return String(decoding: output, as: UTF8.self)
    }

    /// The offset just after the `.` that follows `offset` in `written` (spaces and line breaks
    /// around it skipped), or nil when no dot follows.
    static func offsetAfterDot(from offset: Int, in written: WrittenType) -> Int? {
        let bytes = Array(written.text.utf8)
        var cursor = offset - written.node.startOffset
        func skipSpaces() {
            while cursor >= 0 && cursor < bytes.count
                    && (bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\t")) {
                cursor += 1
            }
        }
        skipSpaces()
        guard cursor >= 0, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") else { return nil }
        cursor += 1
        skipSpaces()
        return cursor + written.node.startOffset
    }

    /// The range of a function type parameter's labels and colon (`_ value: ` in
    /// `(_ value: Int) -> Void`) before the parameter's type at `typeStart` in `bytes`, or nil.
    /// Line breaks and block comments around the labels are taken with them.
    static func labelRange(before typeStart: Int, in bytes: [UInt8]) -> Range<Int>? {
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        var cursor = typeStart - 1
        while cursor >= 0 && isSpace(bytes[cursor]) { cursor -= 1 }
        guard cursor >= 0, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        cursor -= 1
        while cursor >= 0 && bytes[cursor] != UInt8(ascii: "(") && bytes[cursor] != UInt8(ascii: ",") {
            let byte = bytes[cursor]
            // A block comment (`/* id */ _ id: Int`): back to its opening.
            if byte == UInt8(ascii: "/") && cursor > 0 && bytes[cursor - 1] == UInt8(ascii: "*") {
                cursor -= 2
                while cursor > 0 && !(bytes[cursor - 1] == UInt8(ascii: "/") && bytes[cursor] == UInt8(ascii: "*")) { cursor -= 1 }
                guard cursor > 0 else { return nil }
                cursor -= 2
                continue
            }
            // Labels: words, `_`, backticks and the white space between them.
            guard byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || isSpace(byte)
                    || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return nil }
            cursor -= 1
        }
        guard cursor >= 0 else { return nil }
        var start = cursor + 1
        while start < typeStart && isSpace(bytes[start]) { start += 1 }
        return start < typeStart ? start..<typeStart : nil
    }
}
