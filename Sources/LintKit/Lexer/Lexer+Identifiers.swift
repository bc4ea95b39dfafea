// MARK: - Identifiers and keywords

extension LexerState {
    /// Steps over identifier-continuation characters (ASCII or Unicode).
    mutating func skipIdentifierContinuation() {
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte < 0x80 {
                if byte.isASCIIIdentifierContinuation { cursor.advance(); continue }
                return
            }
            guard let (scalar, length) = cursor.decodeScalar(), UnicodeClass.isIdentifierContinuation(scalar) else { return }
            cursor.advance(by: length)
        }
    }

    /// The offset of the first byte at or after `position` that is not an ASCII
    /// identifier-continuation byte (``ByteClassTable/identifierContinuation``).
    @inline(__always)
    func endOfASCIIIdentifierContinuation(from position: Int) -> Int {
        let base = cursor.base
        let count = cursor.count
        let continuation = identifierContinuation
        var end = position
        while end < count && continuation[Int(base[end])] != 0 { end += 1 }
        return end
    }

    /// An identifier or keyword starting at an identifier-start character.
    mutating func lexIdentifier() -> Token {
        let start = cursor.position
        if cursor.peek() < 0x80 {
            // ASCII fast path; a non-ASCII byte hands over to the general loop.
            cursor.position = endOfASCIIIdentifierContinuation(from: start + 1)
            if cursor.peek() >= 0x80 { skipIdentifierContinuation() }
        } else {
            if let (_, length) = cursor.decodeScalar() { cursor.advance(by: length) }
            skipIdentifierContinuation()
        }
        return identifierToken(start: start, end: cursor.position, flags: 0)
    }

    /// The token for the identifier-like word `start..<end`: `_`, a keyword, or an identifier
    /// (with the contextual keyword it spells, if any).
    @inline(__always)
    mutating func identifierToken(start: Int, end: Int, flags: UInt8) -> Token {
        let length = end - start
        if length == 1 && cursor.base[start] == UInt8(ascii: "_") {
            return Token(kind: .wildcard, flags: flags, start: start, end: end)
        }
        let keyword = keywords.lookup(cursor.base + start, count: length, readable: cursor.count - start)
        keywordsSeen.insert(keyword)
        return Token(kind: keyword.isReserved ? .keyword : .identifier, keyword: keyword, flags: flags, start: start, end: end)
    }

    /// `` `name` ``: always an identifier, whatever it spells. Raw identifiers may hold any
    /// character but a backtick or a line break (swift-syntax diagnoses the invalid ones but
    /// keeps the token). A backtick without a closing one on its line is a lone
    /// ``TokenKind/backtick``.
    mutating func lexBacktickIdentifier() -> Token {
        let start = cursor.position
        var index = start + 1
        while index < cursor.count {
            let byte = cursor.base[index]
            if byte == UInt8(ascii: "`") {
                cursor.position = index + 1
                let inner = index - start - 1
                let keyword = inner > 0 ? keywords.lookup(cursor.base + start + 1, count: inner) : .none
                // Only contextual words keep their keyword code; `class` in backticks is a plain name.
                let kept = keyword.isReserved ? Keyword.none : keyword
                keywordsSeen.insert(kept)
                return Token(kind: .identifier, keyword: kept, start: start, end: cursor.position)
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        cursor.position = start + 1
        return Token(kind: .backtick, start: start, end: start + 1)
    }

    /// `$0` or a lone `$` (a ``TokenKind/dollarIdentifier``), or `$name` (an identifier).
    mutating func lexDollarIdentifier() -> Token {
        let start = cursor.position
        cursor.advance()
        var allDigits = true
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte.isASCIIDigit { cursor.advance(); continue }
            if byte < 0x80 {
                if byte.isASCIIIdentifierContinuation { allDigits = false; cursor.advance(); continue }
                break
            }
            guard let (scalar, length) = cursor.decodeScalar(), UnicodeClass.isIdentifierContinuation(scalar) else { break }
            allDigits = false
            cursor.advance(by: length)
        }
        // A lone `$` counts as numbered too, as in swift-syntax.
        let isNumbered = allDigits
        return Token(kind: isNumbered ? .dollarIdentifier : .identifier, start: start, end: cursor.position)
    }

    /// `<#placeholder#>` on one line, or nil when there is no closing `#>`.
    mutating func lexEditorPlaceholder() -> Token? {
        let start = cursor.position
        var probe = cursor
        probe.advance(by: 2)
        while !probe.isAtEnd {
            let byte = probe.peek()
            if byte == UInt8(ascii: "\n") { return nil }
            if byte == UInt8(ascii: "<") && probe.peek(1) == UInt8(ascii: "#") { return nil }
            if byte == UInt8(ascii: "#") && probe.peek(1) == UInt8(ascii: ">") {
                probe.advance(by: 2)
                cursor = probe
                return Token(kind: .editorPlaceholder, start: start, end: cursor.position)
            }
            probe.advance()
        }
        return nil
    }
}

// MARK: - Pound: directives, raw strings, extended regexes

extension LexerState {
    /// Everything that starts with `#`: the shebang, raw strings, `#/…/#` regexes, the
    /// directives swift-syntax's lexer knows, or a lone `#` (macro and magic names follow).
    mutating func lexPound() -> Token {
        let start = cursor.position
        // swift-syntax's "start of file" test is "the previous byte is NUL", so `#!` after a
        // NUL byte is a shebang too.
        if (start == firstOffset || cursor.byte(at: start - 1) == 0) && cursor.peek(1) == UInt8(ascii: "!") {
            cursor.advanceToEndOfLine()
            return Token(kind: .shebang, start: start, end: cursor.position)
        }
        // Raw string: #"…"#, ##"""…"""##
        let hashes: Int
        if poundRun.contains(start) {
            hashes = poundRun.upperBound - start
        } else {
            hashes = poundCount(at: start)
            poundRun = start..<(start + hashes)
        }
        if cursor.byte(at: start + hashes) == UInt8(ascii: "\"") {
            cursor.advance(by: hashes)
            return lexStringLiteral(delimiterLength: hashes, start: start)
        }
        // `#/…/#`: always a regex, even unterminated.
        if cursor.byte(at: start + hashes) == UInt8(ascii: "/"), let end = scanRegex(at: start, mustBeRegex: true) {
            cursor.position = end
            return Token(kind: .regexLiteral, start: start, end: end)
        }
        // #if, #else, … : a pound keyword; anything else: a lone `#`.
        var end = start + 1
        while cursor.byte(at: end).isASCIIIdentifierStart { end += 1 }
        let word = cursor.base + start + 1
        let length = end - start - 1
        if isPoundKeyword(word, length) {
            cursor.position = end
            // Every token that lexToken() makes is appended next, at this index.
            directives.append(Int32(truncatingIfNeeded: tokens.count))
            return Token(kind: .poundKeyword, start: start, end: end)
        }
        cursor.advance()
        return Token(kind: .pound, start: start, end: start + 1)
    }

    private func isPoundKeyword(_ word: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        func equals(_ text: StaticString) -> Bool {
            guard text.utf8CodeUnitCount == length else { return false }
            for index in 0..<length where word[index] != text.utf8Start[index] { return false }
            return true
        }
        switch length {
        case 2: return equals("if")
        case 4: return equals("else")
        case 5: return equals("endif")
        case 6: return equals("elseif")
        case 9: return equals("available")
        case 11: return equals("unavailable")
        case 14: return equals("sourceLocation")
        default: return false
        }
    }
}
