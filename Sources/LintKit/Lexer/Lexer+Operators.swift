// MARK: - Operators

extension LexerState {
    /// Whether the byte before `offset` binds an operator at `offset` to what precedes it.
    func isLeftBound(_ offset: Int) -> Bool {
        if offset <= firstOffset { return false }
        let previous = cursor.byte(at: offset - 1)
        switch previous {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0, 0x0B, 0x0C:
            return false
        case UInt8(ascii: "/"):
            return !(offset >= firstOffset + 2 && cursor.byte(at: offset - 2) == UInt8(ascii: "*"))
        case 0xA0:
            return !(offset >= firstOffset + 2 && cursor.byte(at: offset - 2) == 0xC2)
        default:
            return true
        }
    }

    /// Whether the byte at `offset` binds an operator ending there to what follows it.
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        guard offset < cursor.count else { return false }
        switch cursor.byte(at: offset) {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0, 0x0B, 0x0C:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = cursor.byte(at: offset + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return cursor.byte(at: offset + 1) != 0xA0
        default:
            return true
        }
    }

    /// Steps over one operator character (ASCII or Unicode); `head` selects the start class.
    mutating func advanceOperatorCharacter(head: Bool) -> Bool {
        let byte = cursor.peek()
        if byte < 0x80 {
            guard byte.isASCIIOperatorCharacter else { return false }
            cursor.advance()
            return true
        }
        guard let (scalar, length) = cursor.decodeScalar() else { return false }
        guard head ? UnicodeClass.isOperatorHead(scalar) : UnicodeClass.isOperatorContinuation(scalar) else { return false }
        cursor.advance(by: length)
        return true
    }

    /// An operator, `.`, `=`, `->`, `&`, `?`, or a regex literal that starts with `/`.
    mutating func lexOperator() -> Token {
        let start = cursor.position
        if cursor.peek() == UInt8(ascii: "/"), let regex = lexBareRegexIfPossible() { return regex }
        let startsWithDot = cursor.peek() == UInt8(ascii: ".")
        if startsWithDot {
            cursor.advance()
        } else {
            _ = advanceOperatorCharacter(head: true)
        }
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: ".") {
                guard startsWithDot else { break }
                cursor.advance()
                continue
            }
            // `//` and `/*` inside an operator start a comment.
            if byte == UInt8(ascii: "/") && (cursor.peek(1) == UInt8(ascii: "/") || cursor.peek(1) == UInt8(ascii: "*")) { break }
            if !advanceOperatorCharacter(head: false) { break }
        }
        let end = cursor.position
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        if length == 1 {
            switch cursor.byte(at: start) {
            case UInt8(ascii: "="): return Token(kind: .equal, start: start, end: end)
            case UInt8(ascii: "."): return Token(kind: .period, start: start, end: end)
            case UInt8(ascii: "&") where rightBound && !leftBound: return Token(kind: .prefixAmpersand, start: start, end: end)
            case UInt8(ascii: "?"): return Token(kind: leftBound ? .postfixQuestionMark : .infixQuestionMark, start: start, end: end)
            default: break
            }
        } else if length == 2 && cursor.byte(at: start) == UInt8(ascii: "-") && cursor.byte(at: start + 1) == UInt8(ascii: ">") {
            return Token(kind: .arrow, start: start, end: end)
        }
        let kind: TokenKind = leftBound == rightBound ? .binaryOperator : (leftBound ? .postfixOperator : .prefixOperator)
        return Token(kind: kind, start: start, end: end)
    }
}

// MARK: - Regex literals

extension LexerState {
    /// Whether the previous token ends an expression, so that a `/` after it divides.
    private var previousTokenEndsExpression: Bool {
        guard let previous = previousToken else { return false }
        switch previous.kind {
        case .identifier, .dollarIdentifier, .wildcard, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
             .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark, .exclamationMark, .postfixOperator,
             .editorPlaceholder:
            // Contextual words that take an expression after them behave like keywords.
            if previous.kind == .identifier {
                switch previous.keyword {
                case .await, .some, .any, .each: return false
                default: return true
                }
            }
            return true
        case .keyword:
            switch previous.keyword {
            case .`self`, .capitalSelf, .`super`, .`true`, .`false`, .`nil`, .`init`, .capitalAny: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// `/…/` where an expression may begin: not after an operand, not starting or ending with
    /// a space, closed on the same line.
    mutating func lexBareRegexIfPossible() -> Token? {
        let start = cursor.position
        if previousTokenEndsExpression { return nil }
        let first = cursor.peek(1)
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
            || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == 0 {
            return nil
        }
        // `/=` and a `/` directly before `)`/`,` are operator references, not regexes.
        if first == UInt8(ascii: "=") && cursor.peek(2) == UInt8(ascii: " ") { return nil }
        var offset = start + 1
        var classDepth = 0
        var parenDepth = 0
        while offset < cursor.count {
            let byte = cursor.byte(at: offset)
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                offset += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { parenDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if parenDepth == 0 { return nil }  // `foo(/)`: an operator passed as a value
                    parenDepth -= 1
                }
            case UInt8(ascii: "/") where classDepth == 0:
                let before = cursor.byte(at: offset - 1)
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return nil }
                cursor.position = offset + 1
                return Token(kind: .regexLiteral, start: start, end: cursor.position)
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    /// `#/…/#` (any number of `#`s); multi-line when `#/` ends its line.
    mutating func lexExtendedRegex(hashes: Int) -> Token? {
        let start = cursor.position
        var offset = start + hashes + 1
        let isMultiline = cursor.byte(at: offset) == UInt8(ascii: "\n") || cursor.byte(at: offset) == UInt8(ascii: "\r")
        while offset < cursor.count {
            let byte = cursor.byte(at: offset)
            if byte == UInt8(ascii: "\\") { offset += 2; continue }
            if (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) && !isMultiline { return nil }
            if byte == UInt8(ascii: "/") && hasDelimiter(at: offset + 1, length: hashes) {
                cursor.position = offset + 1 + hashes
                return Token(kind: .regexLiteral, start: start, end: cursor.position)
            }
            offset += 1
        }
        return nil
    }
}
