// MARK: - Tokens of a C header

/// One token of a C header: an identifier, a number, a string or character literal, or one
/// punctuation byte. Comments and whitespace produce no token.
struct CHeaderToken {
    /// What the token is.
    enum Kind {
        /// A name or keyword (ASCII letters, digits, `_`, `$`, and any non-ASCII byte).
        case identifier
        /// A numeric literal, loosely scanned.
        case number
        /// A string literal, quotes included.
        case string
        /// A character literal, quotes included.
        case character
        /// Any other byte, alone.
        case punctuation
    }

    /// What the token is.
    var kind: Kind
    /// The identifier, number or literal as written; empty for punctuation.
    var text: String
    /// The byte of a punctuation token; 0 for the other kinds.
    var byte: UInt8
    /// The offset of the first byte.
    var start: Int
    /// The offset after the last byte.
    var end: Int

    /// Whether this is the punctuation byte `ascii`.
    @inline(__always) func isPunctuation(_ ascii: Unicode.Scalar) -> Bool {
        kind == .punctuation && byte == UInt8(ascii: ascii)
    }

    /// Whether this is the identifier `name`.
    @inline(__always) func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }

    /// The token as it would be written back: its text, or its punctuation byte.
    var spelling: String {
        kind == .punctuation ? String(Unicode.Scalar(byte)) : text
    }

    /// The contents of a string literal without its quotes (escapes left as written), or nil
    /// when the token is not a string literal.
    var unquotedString: String? {
        guard kind == .string, let open = text.firstIndex(of: "\"") else { return nil }
        var contents = text[text.index(after: open)...]
        if contents.hasSuffix("\"") { contents = contents.dropLast() }
        return String(contents)
    }
}

/// The tokens of one header: the declarations' tokens, and each preprocessor directive's
/// tokens apart (after the `#`, line continuations joined).
struct CHeaderLexResult {
    /// Tokens outside preprocessor directives, in order.
    var tokens: [CHeaderToken] = []
    /// One token list per directive, in order.
    var directives: [[CHeaderToken]] = []
}

// MARK: - Lexer

/// Splits a C header into tokens in one linear pass. Never fails: unterminated comments and
/// literals end at the end of the input (literals at the end of their line), and bytes that
/// are no C token become punctuation tokens.
enum CHeaderLexer {
    /// The tokens and directives of `bytes`.
    static func lex(_ bytes: [UInt8]) -> CHeaderLexResult {
        var result = CHeaderLexResult()
        var directive: [CHeaderToken]?
        var atLineStart = true
        var position = 0
        let count = bytes.count

        /// Files a token in the open directive, or among the declarations' tokens.
        func emit(_ token: CHeaderToken) {
            if directive != nil { directive!.append(token) } else { result.tokens.append(token) }
            atLineStart = false
        }

        while position < count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"):
                if let finished = directive { result.directives.append(finished); directive = nil }
                atLineStart = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "\\") where isLineSplice(bytes, at: position):
                position = afterLineSplice(bytes, at: position)
            case UInt8(ascii: "/") where position + 1 < count && bytes[position + 1] == UInt8(ascii: "/"):
                position = endOfLineComment(bytes, from: position)
            case UInt8(ascii: "/") where position + 1 < count && bytes[position + 1] == UInt8(ascii: "*"):
                position = endOfBlockComment(bytes, from: position)
            case UInt8(ascii: "#") where atLineStart && directive == nil:
                directive = []
                atLineStart = false
                position += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let end = endOfLiteral(bytes, from: position)
                emit(token(byte == UInt8(ascii: "\"") ? .string : .character, bytes, position, end))
                position = end
            case _ where byte.isASCIIDigit
                || (byte == UInt8(ascii: ".") && position + 1 < count && bytes[position + 1].isASCIIDigit):
                let end = endOfNumber(bytes, from: position)
                emit(token(.number, bytes, position, end))
                position = end
            case _ where byte.isASCIIIdentifierStart || byte == UInt8(ascii: "$") || byte >= 0x80:
                var end = position + 1
                while end < count && (bytes[end].isASCIIIdentifierContinuation || bytes[end] >= 0x80) { end += 1 }
                emit(token(.identifier, bytes, position, end))
                position = end
            default:
                emit(CHeaderToken(kind: .punctuation, text: "", byte: byte, start: position, end: position + 1))
                position += 1
            }
        }
        if let finished = directive { result.directives.append(finished) }
        return result
    }

    // MARK: Pieces

    /// A token of `kind` spelling `bytes[start..<end]`.
    private static func token(_ kind: CHeaderToken.Kind, _ bytes: [UInt8], _ start: Int, _ end: Int) -> CHeaderToken {
        CHeaderToken(kind: kind, text: String(decoding: bytes[start..<end], as: UTF8.self), byte: 0, start: start, end: end)
    }

    /// Whether the backslash at `position` ends its line (a line continuation).
    private static func isLineSplice(_ bytes: [UInt8], at position: Int) -> Bool {
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        if next == UInt8(ascii: "\n") { return true }
        return next == UInt8(ascii: "\r") && position + 2 < bytes.count && bytes[position + 2] == UInt8(ascii: "\n")
    }

    /// The offset after the line continuation starting at the backslash at `position`.
    private static func afterLineSplice(_ bytes: [UInt8], at position: Int) -> Int {
        bytes[position + 1] == UInt8(ascii: "\r") ? position + 3 : position + 2
    }

    /// The offset of the line end that ends the `//` comment at `start` (continued lines
    /// included), or the end of the input.
    private static func endOfLineComment(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") && isLineSplice(bytes, at: position) {
                position = afterLineSplice(bytes, at: position)
            } else if bytes[position] == UInt8(ascii: "\n") {
                return position
            } else {
                position += 1
            }
        }
        return position
    }

    /// The offset after the `*/` that closes the comment at `start`, or the end of the input.
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 2
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") { return position + 2 }
            position += 1
        }
        return bytes.count
    }

    /// The offset after the literal opened by the quote at `start`: after its closing quote,
    /// or at the end of its line when unterminated.
    private static func endOfLiteral(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var position = start + 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote { return position + 1 }
            if byte == UInt8(ascii: "\n") { return position }
            position += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return bytes.count
    }

    /// The offset after the number starting at `start` (a preprocessing number: digits,
    /// letters, `.`, and a sign after an exponent letter).
    private static func endOfNumber(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte.isASCIIIdentifierContinuation || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "'") {
                position += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                      "eEpP".utf8.contains(bytes[position - 1]) {
                position += 1
            } else {
                break
            }
        }
        return position
    }
}

// MARK: - Swift-name macros

/// Finds the function-like macros that expand to a `swift_name` attribute, so a use such as
/// `OPENCOMBINE_SWIFT_NAME(__UnfairLock)` can be read as the Swift name `__UnfairLock`.
enum CHeaderMacros {
    /// The well-known Swift-name macros of Apple's and Swift's headers, by the index of the
    /// argument that holds the name.
    static let wellKnown: [String: Int] = ["NS_SWIFT_NAME": 0, "CF_SWIFT_NAME": 0, "SWIFT_NAME": 0]

    /// A function-like `#define`.
    private struct Definition {
        /// The macro's name.
        var name: String
        /// The parameters' positions, by name.
        var parameters: [String: Int]
        /// The replacement tokens.
        var body: ArraySlice<CHeaderToken>
    }

    /// The Swift-name macros of `directives` (plus the well-known ones), by the index of the
    /// parameter that holds the name. A macro counts when its replacement holds
    /// `swift_name(#param)`, `swift_name(param)`, or a use of another such macro with a
    /// parameter; any definition of the name counts (the other branch of an `#if` is
    /// usually an empty fallback).
    static func swiftNameMacros(in directives: [[CHeaderToken]]) -> [String: Int] {
        var macros = wellKnown
        let definitions = directives.compactMap(definition)
        // Each pass can only add macros defined through those found before: a few passes suffice.
        for _ in 0..<8 {
            var changed = false
            for definition in definitions where macros[definition.name] == nil {
                if let parameter = nameParameter(of: definition, macros: macros) {
                    macros[definition.name] = parameter
                    changed = true
                }
            }
            if !changed { break }
        }
        return macros
    }

    /// The directive as a function-like macro definition, if it is one.
    private static func definition(_ directive: [CHeaderToken]) -> Definition? {
        guard directive.count >= 4, directive[0].isIdentifier("define"), directive[1].kind == .identifier,
              directive[2].isPunctuation("("), directive[2].start == directive[1].end else { return nil }
        var parameters: [String: Int] = [:]
        var index = 3
        while index < directive.count && !directive[index].isPunctuation(")") {
            if directive[index].kind == .identifier, parameters[directive[index].text] == nil {
                parameters[directive[index].text] = parameters.count
            }
            index += 1
        }
        guard index < directive.count else { return nil }
        return Definition(name: directive[1].text, parameters: parameters, body: directive[(index + 1)...])
    }

    /// The index of the parameter that `definition`'s replacement passes as a Swift name.
    private static func nameParameter(of definition: Definition, macros: [String: Int]) -> Int? {
        let body = Array(definition.body)
        var index = 0
        while index + 2 < body.count {
            let token = body[index]
            if token.isIdentifier("swift_name") || token.isIdentifier("__swift_name__"), body[index + 1].isPunctuation("(") {
                var argument = index + 2
                if body[argument].isPunctuation("#") { argument += 1 }
                if argument < body.count, body[argument].kind == .identifier,
                   let parameter = definition.parameters[body[argument].text] {
                    return parameter
                }
            } else if token.kind == .identifier, let position = macros[token.text], body[index + 1].isPunctuation("(") {
                // A name is one token: a short look suffices, and keeps long bodies linear.
                let arguments = CHeaderMacros.arguments(body, openingAt: index + 1, limit: index + 2 + 16)
                if position < arguments.count, arguments[position].count == 1, arguments[position][0].kind == .identifier,
                   let parameter = definition.parameters[arguments[position][0].text] {
                    return parameter
                }
            }
            index += 1
        }
        return nil
    }

    /// The comma-separated arguments of the parenthesized list opening at `open` (nested
    /// parentheses kept whole); the list ends at its `)`, at `limit`, or at the end of `tokens`.
    static func arguments(_ tokens: [CHeaderToken], openingAt open: Int, limit: Int = .max) -> [[CHeaderToken]] {
        var arguments: [[CHeaderToken]] = [[]]
        var depth = 0
        var index = open + 1
        let end = min(limit, tokens.count)
        while index < end {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { break }
                depth -= 1
            } else if token.isPunctuation(","), depth == 0 {
                arguments.append([])
                index += 1
                continue
            }
            arguments[arguments.count - 1].append(token)
            index += 1
        }
        return arguments
    }

    /// The Swift name spelled by a macro argument: a string literal's contents, or the
    /// tokens joined (`Outer.Inner`).
    static func swiftName(from argument: [CHeaderToken]) -> String? {
        if argument.count == 1, let string = argument[0].unquotedString { return string.isEmpty ? nil : string }
        let joined = argument.map(\.spelling).joined()
        return joined.isEmpty ? nil : joined
    }
}
