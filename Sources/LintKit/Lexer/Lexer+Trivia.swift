// MARK: - Whitespace and comments

extension LexerState {
    /// Skips whitespace and comments, recording comments, and returns the flags the next
    /// token should carry.
    mutating func lexTrivia() -> UInt8 {
        var flags: UInt8 = 0
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                cursor.advance()
                flags |= Token.Flags.leadingTrivia
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor.advance()
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
            case 0xC2 where cursor.peek(1) == 0xA0:  // no-break space
                cursor.advance(by: 2)
                flags |= Token.Flags.leadingTrivia
            default:
                return flags
            }
        }
        return flags
    }

    /// `// …` up to the end of the line.
    mutating func lexLineComment() {
        let start = cursor.position
        let isDoc = cursor.peek(2) == UInt8(ascii: "/") && cursor.peek(3) != UInt8(ascii: "/")
        cursor.advanceToEndOfLine()
        comments.append(Comment(kind: isDoc ? .docLine : .line, start: Int32(start), end: Int32(cursor.position)))
    }

    /// `/* … */` with nesting; returns whether it spans a line break.
    mutating func lexBlockComment() -> Bool {
        let start = cursor.position
        let isDoc = cursor.peek(2) == UInt8(ascii: "*") && cursor.peek(3) != UInt8(ascii: "*") && cursor.peek(3) != UInt8(ascii: "/")
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
}
