// MARK: - Whitespace and comments

extension LexerState {
    /// Skips whitespace, comments and the bytes Swift ignores with an error (invalid UTF-8,
    /// NUL and other control characters, U+00A0, a byte order mark, scalars that may neither
    /// start nor continue a token, version-control conflict markers), recording comments,
    /// and returns the flags the next token should carry. With `stopAtNewline` (inside the
    /// interpolation of a single-line string) it stops before a line break.
    @inline(__always)
    mutating func lexTrivia(stopAtNewline: Bool) -> UInt8 {
        // Inlined into the main loop: the usual trivia between two tokens is no more than a
        // few spaces. Line breaks, comments and the rest take the call.
        let base = cursor.base
        var position = cursor.position
        var flags: UInt8 = 0
        while position < cursor.count && base[position] == UInt8(ascii: " ") { position += 1 }
        if position != cursor.position {
            cursor.position = position
            flags = Token.Flags.leadingTrivia
        }
        if position < cursor.count && Self.alwaysStartsToken(base[position]) { return flags }
        return flags | lexTriviaAfterSpaces(stopAtNewline: stopAtNewline)
    }

    /// Whether `byte` starts a token wherever it stands: printable ASCII other than `/`
    /// (a comment may start), `<` and `>` (a conflict marker may start).
    @inline(__always)
    static func alwaysStartsToken(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
    }

    /// ``lexTrivia(stopAtNewline:)`` from the first byte that is not a space.
    @inline(never)
    mutating func lexTriviaAfterSpaces(stopAtNewline: Bool) -> UInt8 {
        var flags: UInt8 = 0
        let base = cursor.base
        let count = cursor.count
        while true {
            // Fast path: runs of spaces and tabs (indentation), then the common token starts.
            var position = cursor.position
            while position < count && (base[position] == UInt8(ascii: " ") || base[position] == UInt8(ascii: "\t")) {
                position += 1
            }
            if position != cursor.position {
                cursor.position = position
                flags |= Token.Flags.leadingTrivia
            }
            if position >= count { return flags }
            let byte = base[position]
            if Self.alwaysStartsToken(byte) { return flags }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                cursor.advance()
                flags |= Token.Flags.leadingTrivia
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if stopAtNewline { return flags }
                cursor.advance()
                cursor.skipIndentationSpaces()
                flags |= Token.Flags.leadingTrivia | Token.Flags.leadingNewline
            case UInt8(ascii: "/"):
                let next = cursor.peek(1)
                if next == UInt8(ascii: "/") {
                    lexLineComment()
                    flags |= Token.Flags.leadingTrivia
                } else if next == UInt8(ascii: "*") {
                    if lexBlockComment() { flags |= Token.Flags.leadingNewline }
                    flags |= Token.Flags.leadingTrivia
                } else {
                    return flags
                }
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                guard skipConflictMarker() else { return flags }
                flags |= Token.Flags.leadingTrivia | Token.Flags.leadingNewline
            case 0x21...0x7E:
                // Every other printable ASCII character starts a token.
                return flags
            case 0..<0x80:
                // NUL, other control characters, DEL.
                cursor.advance()
                flags |= Token.Flags.leadingTrivia
            default:
                if byte == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF {  // byte order mark
                    cursor.advance(by: 3)
                    flags |= Token.Flags.leadingTrivia
                    continue
                }
                guard let (scalar, length) = cursor.decodeScalar() else {
                    cursor.advance(by: cursor.invalidSequenceLength())
                    flags |= Token.Flags.leadingTrivia
                    continue
                }
                if UnicodeClass.isIdentifierContinuation(scalar) || UnicodeClass.isOperatorHead(scalar)
                    || scalar == 0x201C || scalar == 0x201D {
                    return flags  // a token (an invalid identifier start or a curly quote included)
                }
                // U+00A0 and every other scalar that cannot appear in a token.
                cursor.advance(by: length)
                flags |= Token.Flags.leadingTrivia
            }
        }
    }

    /// `// …` up to the end of the line; `///…` is a doc comment.
    mutating func lexLineComment() {
        let start = cursor.position
        let isDoc = cursor.peek(2) == UInt8(ascii: "/")
        cursor.advanceToEndOfLine()
        comments.append(Comment(kind: isDoc ? .docLine : .line, start: Int32(start), end: Int32(cursor.position)))
    }

    /// `/* … */` with nesting; returns whether it spans a line break. `/**…` is a doc comment
    /// unless it is `/**/`.
    mutating func lexBlockComment() -> Bool {
        let start = cursor.position
        let isDoc = cursor.peek(2) == UInt8(ascii: "*") && start + 3 < cursor.count && cursor.peek(3) != UInt8(ascii: "/")
        cursor.advance(by: 2)
        var depth = 1
        var sawNewline = false
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "*") && cursor.peek(1) == UInt8(ascii: "/") {
                cursor.advance(by: 2)
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "*") {
                cursor.advance(by: 2)
                depth += 1
            } else {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { sawNewline = true }
                cursor.advance()
            }
        }
        comments.append(Comment(kind: isDoc ? .docBlock : .block, start: Int32(start), end: Int32(cursor.position)))
        return sawNewline
    }

    /// A version-control conflict marker at the start of a line (`<<<<<<< ` … `>>>>>>> `, or
    /// Perforce's `>>>> ` … `<<<<`), skipped up to the end of its closing line as swift-syntax
    /// does. Returns false, moving nothing, when there is none.
    mutating func skipConflictMarker() -> Bool {
        let start = cursor.position
        let previous = start > firstOffset ? cursor.byte(at: start - 1) : 0
        guard previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r") || previous == 0 else { return false }
        let terminator: StaticString
        let introducerLength: Int
        if cursor.starts(with: "<<<<<<< ") {
            terminator = ">>>>>>> "
            introducerLength = 8
        } else if cursor.starts(with: ">>>> ") {
            terminator = "<<<<\n"
            introducerLength = 5
        } else {
            return false
        }
        var probe = cursor
        probe.advance(by: introducerLength)
        let first = terminator.utf8Start[0]
        while !probe.isAtEnd {
            if probe.peek() == first && probe.starts(with: terminator) {
                let before = probe.byte(at: probe.position - 1)
                if before == UInt8(ascii: "\n") || before == UInt8(ascii: "\r") {
                    probe.advance(by: terminator.utf8CodeUnitCount)
                    if !probe.isAtEnd { probe.advanceToEndOfLine() }
                    cursor = probe
                    return true
                }
            }
            probe.advance()
        }
        return false
    }
}
