// MARK: - Operators

extension LexerState {
    /// Whether the byte before `offset` binds an operator at `offset` to what precedes it.
    func isLeftBound(_ offset: Int) -> Bool {
        if offset <= firstOffset { return false }
        let previous = cursor.byte(at: offset - 1)
        switch previous {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            // The end of a block comment counts as whitespace.
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
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            // `x^.y`: postfix; `^.y`: prefix.
            return !leftBound
        case UInt8(ascii: "/"):
            // A following comment counts as whitespace.
            let next = cursor.byte(at: offset + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return cursor.byte(at: offset + 1) != 0xA0
        default:
            return true
        }
    }

    /// Steps over one operator character (ASCII or Unicode); `head` selects the start class.
    @inline(__always)
    mutating func advanceOperatorCharacter(head: Bool) -> Bool {
        let byte = cursor.peek()
        if byte < 0x80 {
            guard byte.isASCIIOperatorCharacter || (head && byte == UInt8(ascii: ".")) else { return false }
            cursor.advance()
            return true
        }
        guard let (scalar, length) = cursor.decodeScalar() else { return false }
        guard head ? UnicodeClass.isOperatorHead(scalar) : UnicodeClass.isOperatorContinuation(scalar) else { return false }
        cursor.advance(by: length)
        return true
    }

    /// An operator, `.`, `=`, `->`, `&`, `?`, or a regex literal that starts inside it.
    ///
    /// As in swift-syntax: the longest run of operator characters (a `.` only continues an
    /// operator that starts with `.`, and a run stops before an editor placeholder); then, if
    /// the run holds a `/` that may start a regex literal, the operator ends there (or is the
    /// regex); otherwise a `//` or `/*` inside the run starts a comment and ends the operator.
    mutating func lexOperator() -> Token {
        let start = cursor.position
        let startsWithDot = cursor.peek() == UInt8(ascii: ".")
        _ = advanceOperatorCharacter(head: true)
        var sawSlash = cursor.byte(at: start) == UInt8(ascii: "/")
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: ".") {
                guard startsWithDot else { break }
                cursor.advance()
                continue
            }
            if byte == UInt8(ascii: "<") && cursor.peek(1) == UInt8(ascii: "#") && placeholderEndFollows() { break }
            if byte == UInt8(ascii: "/") { sawSlash = true }
            if !advanceOperatorCharacter(head: false) { break }
        }
        var end = cursor.position

        if sawSlash {
            var slash = start
            while cursor.byte(at: slash) != UInt8(ascii: "/") { slash += 1 }
            if let regexEnd = regexInOperator(at: slash, operatorStart: start, operatorEnd: end) {
                if slash == start {
                    cursor.position = regexEnd
                    return Token(kind: .regexLiteral, start: start, end: regexEnd)
                }
                // The operator before the regex: `!/a/`, `-/a/`.
                pendingRegexEnd = regexEnd
                cursor.position = slash
                return classifyOperator(start: start, end: slash)
            }
            if end - start > 2 {
                var index = start + 1
                while index < end {
                    if cursor.byte(at: index) == UInt8(ascii: "/") {
                        let next = cursor.byte(at: index + 1)
                        if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                            end = index
                            break
                        }
                    }
                    index += 1
                }
            }
        }
        cursor.position = end
        return classifyOperator(start: start, end: end)
    }

    /// Whether `#>` follows on the current line (a `<#` there starts an editor placeholder).
    private func placeholderEndFollows() -> Bool {
        var index = cursor.position
        while index + 1 < cursor.count {
            let byte = cursor.base[index]
            if byte == UInt8(ascii: "\n") { return false }
            if byte == UInt8(ascii: "#") && cursor.base[index + 1] == UInt8(ascii: ">") { return true }
            index += 1
        }
        return false
    }

    /// The kind of the operator `start..<end`: binary when bound on both sides or on neither,
    /// postfix when bound on the left only, prefix when bound on the right only; `=`, `.`,
    /// `->`, a prefix `&` and `?` have kinds of their own, and an operator holding `*/` is
    /// unknown (a stray comment end).
    func classifyOperator(start: Int, end: Int) -> Token {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        let first = cursor.byte(at: start)
        if length == 1 {
            switch first {
            case UInt8(ascii: "="): return Token(kind: .equal, start: start, end: end)
            case UInt8(ascii: "."): return Token(kind: .period, start: start, end: end)
            case UInt8(ascii: "&") where rightBound && !leftBound: return Token(kind: .prefixAmpersand, start: start, end: end)
            case UInt8(ascii: "?"): return Token(kind: leftBound ? .postfixQuestionMark : .infixQuestionMark, start: start, end: end)
            default: break
            }
        } else if length == 2 {
            let second = cursor.byte(at: start + 1)
            if first == UInt8(ascii: "-") && second == UInt8(ascii: ">") { return Token(kind: .arrow, start: start, end: end) }
            if first == UInt8(ascii: "*") && second == UInt8(ascii: "/") { return Token(kind: .unknown, start: start, end: end) }
        } else {
            var index = start
            while index + 1 < end {
                if cursor.byte(at: index) == UInt8(ascii: "*") && cursor.byte(at: index + 1) == UInt8(ascii: "/") {
                    return Token(kind: .unknown, start: start, end: end)
                }
                index += 1
            }
        }
        let kind: TokenKind = leftBound == rightBound ? .binaryOperator : (leftBound ? .postfixOperator : .prefixOperator)
        return Token(kind: kind, start: start, end: end)
    }
}

// MARK: - Regex literals

extension LexerState {
    /// Whether a regex literal may begin after the previous token (swift-syntax's
    /// `isInRegexLiteralPosition`): after an opening bracket, an operator, `=`, `,`, `:`, `;`,
    /// `?`, a keyword that is not itself an expression, `#if` and friends; not after an
    /// operand, a closing bracket, a postfix operator, `.`, `->`, `@`, `#`, `\`.
    private var isInRegexLiteralPosition: Bool {
        guard let previous = previousToken else { return true }
        switch previous.kind {
        case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
             .semicolon, .comma, .colon, .infixQuestionMark:
            return true
        case .keyword:
            switch previous.keyword {
            case .`true`, .`false`, .capitalAny, .`nil`, .`self`, .capitalSelf, .`super`: return false
            default: return true
            }
        case .poundKeyword:
            // `#if`, `#elseif`, `#else`, `#endif` (not `#available`, `#unavailable`, `#sourceLocation`).
            let second = cursor.byte(at: Int(previous.start) + 1)
            return second == UInt8(ascii: "i") || second == UInt8(ascii: "e")
        case .unknown:
            return true
        default:
            return false
        }
    }

    /// Whether the `/` at `slash`, inside the operator `operatorStart..<operatorEnd`, starts a
    /// regex literal (swift-syntax's `tryScanOperatorAsRegexLiteral`); returns its end.
    mutating func regexInOperator(at slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        // A left-bound operator is postfix (or binary): `x/ y`.
        if leftBound { return nil }
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        // `operator /^/`, `func /(…)`: an operator name.
        if let previous = previousToken, previous.kind == .keyword,
           previous.keyword == .func || previous.keyword == .operator {
            return nil
        }
        var mustBeRegex = false
        if !rightBound {
            // Spaced on both sides, like a binary operator.
            let count = tokens.count
            // `try? /x/` and `try! /x/`: `try` cannot be the left operand of an operator.
            if count >= 2, tokens[count - 1].kind == .postfixQuestionMark || tokens[count - 1].kind == .exclamationMark,
               tokens[count - 2].kind == .keyword, tokens[count - 2].keyword == .try {
                mustBeRegex = true
            }
            if !mustBeRegex && !isInRegexLiteralPosition { return nil }
            switch previousToken?.kind {
            case .leftParen?, .leftSquare?, .comma?, .colon?, .colonColon?:
                break  // an unapplied operator may stand here: `reduce(0, /)`
            default:
                mustBeRegex = true
            }
        }
        return scanRegex(at: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal starting at `start` (at its `#`s or its `/`), as swift-syntax's
    /// regex lexer does. Returns the end offset, or nil when the text is not a regex literal
    /// (or is an unterminated one and `mustBeRegex` is false).
    func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
        let count = cursor.count
        var position = start
        var pounds = 0
        while position < count && cursor.base[position] == UInt8(ascii: "#") {
            pounds += 1
            position += 1
        }
        guard position < count && cursor.base[position] == UInt8(ascii: "/") else { return nil }
        let openSlash = position
        position += 1
        if pounds == 0 {
            if position < count {
                switch cursor.base[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    if !mustBeRegex { return nil }  // `/ 1 /` is more likely division
                case UInt8(ascii: "*"), UInt8(ascii: "/"):
                    return nil  // a comment
                default:
                    break
                }
            }
            if openSlash > firstOffset && cursor.base[openSlash - 1] == UInt8(ascii: "*") { return nil }  // `*/`
        }
        // `#/` followed only by spaces and a line break opens a multi-line literal.
        var firstNewline = -1
        if pounds > 0 {
            var scan = position
            while scan < count {
                let byte = cursor.base[scan]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { scan += 1; continue }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    firstNewline = scan
                    position = scan
                }
                break
            }
        }
        let isMultiline = firstNewline >= 0
        if isMultiline && regexMemo.knownToFail(start: position, pounds: pounds) {
            return mustBeRegex ? firstNewline : nil
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1

        func unterminated(at end: Int) -> Int? { mustBeRegex ? end : nil }

        while true {
            // The closing delimiter: `/` and at least as many `#`s as opened it.
            if position < count && cursor.base[position] == UInt8(ascii: "/") {
                var end = position + 1
                var closing = 0
                if pounds > 0 {
                    while end < count && cursor.base[end] == UInt8(ascii: "#") {
                        closing += 1
                        end += 1
                    }
                }
                if closing >= pounds {
                    if closing == 0 {
                        if end < count && (cursor.base[end] == UInt8(ascii: "*") || cursor.base[end] == UInt8(ascii: "/")) {
                            return unterminated(at: position)  // `/a/*…`, `/a//…`: prefer the comment
                        }
                        if lastSpace >= 0 && lastSpace + 1 == position && !mustBeRegex { return nil }
                    }
                    return end
                }
            }
            // One pattern character.
            if position >= count {
                if isMultiline { regexMemo.recordFailure(start: firstNewline, pounds: pounds) }
                return unterminated(at: isMultiline ? firstNewline : position)
            }
            var escaped = false
            var byte = cursor.base[position]
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
                if position >= count { return unterminated(at: isMultiline ? firstNewline : position) }
                byte = cursor.base[position]
            }
            if byte >= 0x80 {
                var probe = cursor
                probe.position = position
                if let (_, length) = probe.decodeScalar() {
                    position += length
                } else {
                    position += probe.invalidSequenceLength()
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !isMultiline { return unterminated(at: position) }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }  // `foo(/)`: an unbalanced `)`
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " ") where !escaped:
                lastSpace = position
            case UInt8(ascii: "\t") where !escaped && isMultiline:
                lastSpace = position
            default:
                break
            }
            position += 1
        }
    }
}
