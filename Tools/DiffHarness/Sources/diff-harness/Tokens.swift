// The token comparison.
//
// Reference side: swift-syntax's lexer (the SPI `Lexer.tokenize`, the lexer its parser drives)
// over the whole file, i.e. the lexer's view of the tokens:
//  1. LITERALS: every string or regex literal becomes ONE literal token from its first to its
//     last byte. swift-syntax splits a literal into `#` delimiters, quotes, string segments
//     and, for each interpolation, `\`, `#`s, `(`, the expression's tokens, `)`; a regex into
//     `#`s, slashes and its pattern. LintKit keeps the whole literal as one token (its parser
//     re-lexes interpolations when it needs them). `literalExtents` finds the extents with a
//     small state machine over those pieces, mirroring the lexer's own states (a one-line
//     literal also ends, unterminated, where a line break follows its last piece). Comments
//     inside interpolations are left out on both sides.
//  2. Zero-length lexemes (the empty pattern of an unterminated regex) are no text: dropped.
//
// With `--via-parser` the boundaries come from the tree of `Parser.parse(source:)` instead
// (its tokens in `.sourceAccurate` view), normalized back to the lexer's view:
//  3. PARSER SPLITS: where the parser split one lexeme into several tokens (`consumePrefix`:
//     `>>` into `>` `>` closing generic argument lists, `<` off `<<T>` in `func <<T>`, `?` off
//     `?.`, `.` off an operator, a float `10.15` into `10` `.` `15` in availability versions),
//     the pieces are joined back into the lexeme.
//  4. PARSER KINDS: a token's kind is taken from the lexeme with exactly its range, i.e.
//     before the parser re-classifies it. The parser turns contextual keywords into
//     `.keyword(...)` (`get`, `some`, `async`, …), remaps punctuators (`...` to `.ellipsis`,
//     `<`/`>` to `.leftAngle`/`.rightAngle`, `~` in `~Copyable` to a prefix operator, `!` in
//     `init!` to `.exclamationMark`) and turns some keywords after `.` into identifiers. Should
//     no lexeme have exactly the token's range, the parser's kind is used with the same rule
//     applied by hand (a `.keyword` that is not lexer-classified — LintKit's
//     `Keyword.isReserved` — is a word) and the report marks it `(parser)`.
//  5. PARSER RE-LEXING: a token the parser re-lexed out of what the lexer saw as trivia (after
//     forcing the lexer out of an interpolation in malformed code, `"\(abc "`) is dropped.
//     Other re-lexing after a split or that forced pop (malformed code only: 2 of 11,400
//     mutated corpus files) shows up as a difference in this mode; the default mode is exact.
//
// Both sides are then reduced to (coarse class, start, end):
//   word        identifier, `$0`, `_`, editor placeholder, backticked identifier
//   keyword     lexer-classified keyword, `#if`/`#elseif`/`#else`/`#endif`/`#sourceLocation`/
//               `#available`/`#unavailable`
//   literal     integer, float, string (whole), regex (whole)
//   operator    binary/prefix/postfix operators and the operator-like punctuators `=`, `->`,
//               `&` (prefix), `?`, `!`, `.`
//   punctuation ( ) { } [ ] , : :: ; @ # \ `
//   other       shebang, unknown bytes
// With `--fine`, LintKit's exact `TokenKind` is compared with the kind the swift-syntax
// lexer gives (binaryOperator vs prefixOperator, postfixQuestionMark vs infixQuestionMark, …).
//
// Comments are compared too (kind and range), from the trivia of swift-syntax's lexemes
// (parsed with its `TriviaParser`, whose pieces keep exact byte lengths even where the text is
// not valid UTF-8), outside literals.

@_spi(RawSyntax) import SwiftSyntax
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
import LintKit

// Both modules define `TokenKind`, `Keyword` and `Lexer` (and LintKit will have a `Parser`).
typealias SSTokenKind = SwiftSyntax.TokenKind
typealias SSLexer = SwiftParser.Lexer
typealias SSParser = SwiftParser.Parser
typealias LKTokenKind = LintKit.TokenKind
typealias LKKeyword = LintKit.Keyword
typealias LKLexer = LintKit.Lexer

enum Coarse: String {
    case word, keyword, literal, `operator`, punctuation, other
}

struct HToken {
    var coarse: Coarse
    /// The fine kind, spelled as LintKit's `TokenKind` case name.
    var fine: String
    var start: Int
    var end: Int
}

struct HComment: Equatable {
    var kind: String
    var start: Int
    var end: Int
}

enum TokenCheck {
    static func firstDifference(bytes: [UInt8], fine: Bool, comments: Bool, viaParser: Bool) -> String? {
        let reference = bytes.withUnsafeBufferPointer { swiftSyntaxTokens($0, viaParser: viaParser) }
        let stream = LKLexer.tokenize(bytes)
        let ours = lintKitTokens(stream)

        var index = 0
        while index < reference.tokens.count || index < ours.count {
            let theirs = index < reference.tokens.count ? reference.tokens[index] : nil
            let mine = index < ours.count ? ours[index] : nil
            if let theirs, let mine, theirs.start == mine.start, theirs.end == mine.end,
                theirs.coarse == mine.coarse, !fine || theirs.fine == mine.fine
            {
                index += 1
                continue
            }
            let offset = min(theirs?.start ?? Int.max, mine?.start ?? Int.max)
            let (line, column) = lineAndColumn(bytes, offset == Int.max ? bytes.count : offset)
            return "\(line):\(column): token #\(index): swift-syntax \(describe(theirs, bytes)) | LintKit \(describe(mine, bytes))"
        }
        if comments {
            let mine = stream.comments.map { HComment(kind: "\($0.kind)", start: Int($0.start), end: Int($0.end)) }
            var index = 0
            while index < reference.comments.count || index < mine.count {
                let theirs = index < reference.comments.count ? reference.comments[index] : nil
                let ours = index < mine.count ? mine[index] : nil
                if let theirs, let ours, theirs == ours {
                    index += 1
                    continue
                }
                let offset = min(theirs?.start ?? Int.max, ours?.start ?? Int.max)
                let (line, column) = lineAndColumn(bytes, offset == Int.max ? bytes.count : offset)
                return "\(line):\(column): comment #\(index): swift-syntax \(describe(theirs, bytes)) | LintKit \(describe(ours, bytes))"
            }
        }
        return nil
    }

    static func describe(_ token: HToken?, _ bytes: [UInt8]) -> String {
        guard let token else { return "<none>" }
        return "\(token.coarse.rawValue)/\(token.fine) `\(snippet(bytes, token.start..<token.end))` [\(token.start)..<\(token.end)]"
    }

    static func describe(_ comment: HComment?, _ bytes: [UInt8]) -> String {
        guard let comment else { return "<none>" }
        return "\(comment.kind) `\(snippet(bytes, comment.start..<comment.end))` [\(comment.start)..<\(comment.end)]"
    }

    // MARK: LintKit side

    static func lintKitTokens(_ stream: TokenStream) -> [HToken] {
        var result: [HToken] = []
        result.reserveCapacity(stream.count)
        for token in stream.tokens where token.kind != .endOfFile {
            result.append(HToken(coarse: coarse(token.kind), fine: "\(token.kind)", start: Int(token.start), end: Int(token.end)))
        }
        return result
    }

    static func coarse(_ kind: LKTokenKind) -> Coarse {
        switch kind {
        case .identifier, .dollarIdentifier, .wildcard, .editorPlaceholder: return .word
        case .keyword, .poundKeyword: return .keyword
        case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral: return .literal
        case .binaryOperator, .prefixOperator, .postfixOperator, .equal, .arrow, .prefixAmpersand,
            .postfixQuestionMark, .infixQuestionMark, .exclamationMark, .period:
            return .operator
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .comma, .colon,
            .colonColon, .semicolon, .atSign, .backslash, .pound, .backtick:
            return .punctuation
        case .shebang, .unknown, .endOfFile: return .other
        @unknown default: return .other
        }
    }

    // MARK: swift-syntax side

    struct Lexeme {
        var kind: RawTokenKind
        var start: Int
        var end: Int
    }

    static func swiftSyntaxTokens(_ buffer: UnsafeBufferPointer<UInt8>, viaParser: Bool) -> (tokens: [HToken], comments: [HComment]) {
        var lexerComments: [HComment] = []
        let lexemes = lex(buffer, comments: &lexerComments)
        let literals = literalExtents(lexemes, buffer: buffer)
        let comments = lexerComments.filter { comment in !literals.contains { $0.start <= comment.start && comment.start < $0.end } }
        if viaParser {
            let tree = SSParser.parse(source: buffer)
            let collector = TokenCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            return (normalize(collector.tokens, lexemes: lexemes, literals: literals, buffer: buffer), comments)
        }
        return (lexerTokens(lexemes, literals: literals, buffer: buffer), comments)
    }

    /// The lexer's tokens, one per literal.
    static func lexerTokens(_ lexemes: [Lexeme], literals: [Extent], buffer: UnsafeBufferPointer<UInt8>) -> [HToken] {
        var result: [HToken] = []
        result.reserveCapacity(lexemes.count)
        var literalIndex = 0
        var index = 0
        while index < lexemes.count {
            let lexeme = lexemes[index]
            if lexeme.start == lexeme.end {
                index += 1
                continue
            }
            while literalIndex < literals.count && literals[literalIndex].end <= lexeme.start { literalIndex += 1 }
            if literalIndex < literals.count && literals[literalIndex].start <= lexeme.start {
                let literal = literals[literalIndex]
                result.append(HToken(coarse: .literal, fine: literal.fine, start: literal.start, end: literal.end))
                while index < lexemes.count && lexemes[index].start < literal.end { index += 1 }
                literalIndex += 1
                continue
            }
            let (coarse, fine) = classify(lexeme.kind, text: buffer, lexeme.start, lexeme.end)
            result.append(HToken(coarse: coarse, fine: fine, start: lexeme.start, end: lexeme.end))
            index += 1
        }
        return result
    }

    struct Extent {
        var start: Int
        var end: Int
        var fine: String
    }

    /// The outermost string and regex literals in the lexer's stream.
    static func literalExtents(_ lexemes: [Lexeme], buffer: UnsafeBufferPointer<UInt8>) -> [Extent] {
        enum Frame {
            /// Inside a literal opened by `quote` (after `#`s when `raw`); `afterBackslash` while
            /// between `\` and `(`.
            case literal(quote: RawTokenKind, raw: Bool, afterBackslash: Bool)
            /// Inside an interpolation, with the depth of parentheses opened in it.
            case interpolation(depth: Int)
        }
        var result: [Extent] = []
        var stack: [Frame] = []
        var start = 0
        var lastEnd = 0
        func isQuote(_ kind: RawTokenKind) -> Bool { kind == .stringQuote || kind == .multilineStringQuote || kind == .singleQuote }
        func lineBreak(_ from: Int, _ to: Int) -> Bool {
            var index = from
            while index < to {
                if buffer[index] == UInt8(ascii: "\n") || buffer[index] == UInt8(ascii: "\r") { return true }
                index += 1
            }
            return false
        }
        func close() {
            stack.removeLast()
            if stack.isEmpty { result.append(Extent(start: start, end: lastEnd, fine: "stringLiteral")) }
        }
        /// A regex starting at `index`: its pieces, up to the closing slash and pounds.
        func regexEnd(_ index: Int) -> (next: Int, end: Int) {
            // Each piece must follow the previous one directly (an unterminated regex may be
            // followed by another regex's opening slash after trivia).
            var next = index
            func take(_ kind: RawTokenKind) -> Bool {
                guard next < lexemes.count, lexemes[next].kind == kind, next == index || lexemes[next].start == lexemes[next - 1].end else { return false }
                next += 1
                return true
            }
            let hasPounds = take(.regexPoundDelimiter)
            _ = take(.regexSlash)  // opening
            _ = take(.regexLiteralPattern)
            if take(.regexSlash) && hasPounds {  // closing
                _ = take(.regexPoundDelimiter)
            }
            return (next, lexemes[next - 1].end)
        }
        /// swift-syntax pops a one-line literal as soon as its last piece is followed by a line
        /// break (`shouldPopStateWhenReachingNewlineInTrailingTrivia`).
        func closeAtLineBreak() {
            while case .literal(let quote, _, false)? = stack.last, quote != .multilineStringQuote, lastEnd < buffer.count,
                  buffer[lastEnd] == UInt8(ascii: "\n") || buffer[lastEnd] == UInt8(ascii: "\r") {
                close()
            }
        }
        var index = 0
        while index < lexemes.count {
            closeAtLineBreak()
            let lexeme = lexemes[index]
            if case .literal(let quote, let raw, let afterBackslash)? = stack.last {
                let singleLine = quote != .multilineStringQuote
                if singleLine && lineBreak(lastEnd, lexeme.start) {
                    close()  // unterminated at the end of its line
                    continue
                }
                switch lexeme.kind {
                case .stringSegment:
                    lastEnd = max(lastEnd, lexeme.end)
                case .backslash:
                    stack[stack.count - 1] = .literal(quote: quote, raw: raw, afterBackslash: true)
                    lastEnd = lexeme.end
                case .rawStringPoundDelimiter where afterBackslash:
                    lastEnd = lexeme.end
                case .leftParen where afterBackslash:
                    stack[stack.count - 1] = .literal(quote: quote, raw: raw, afterBackslash: false)
                    stack.append(.interpolation(depth: 0))
                    lastEnd = lexeme.end
                case quote:
                    lastEnd = lexeme.end
                    if raw && index + 1 < lexemes.count && lexemes[index + 1].kind == .rawStringPoundDelimiter && lexemes[index + 1].start == lexeme.end {
                        index += 1
                        lastEnd = lexemes[index].end
                    }
                    close()
                default:
                    close()  // unterminated: the literal ended before this lexeme
                    continue
                }
                index += 1
                continue
            }
            // Code, at top level or in an interpolation.
            if case .interpolation(let depth)? = stack.last {
                lastEnd = lexeme.end
                switch lexeme.kind {
                case .leftParen:
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                case .rightParen:
                    if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
                    index += 1
                    continue
                case .stringSegment:
                    stack.removeLast()  // a line break ended the interpolation of a one-line literal
                    index += 1
                    continue
                default:
                    break
                }
            }
            if lexeme.kind == .rawStringPoundDelimiter, index + 1 < lexemes.count, isQuote(lexemes[index + 1].kind) {
                if stack.isEmpty { start = lexeme.start }
                stack.append(.literal(quote: lexemes[index + 1].kind, raw: true, afterBackslash: false))
                lastEnd = lexemes[index + 1].end
                index += 2
                continue
            }
            if isQuote(lexeme.kind) {
                if stack.isEmpty { start = lexeme.start }
                stack.append(.literal(quote: lexeme.kind, raw: false, afterBackslash: false))
                lastEnd = lexeme.end
                index += 1
                continue
            }
            if lexeme.kind == .regexPoundDelimiter || lexeme.kind == .regexSlash {
                let (next, end) = regexEnd(index)
                if stack.isEmpty { result.append(Extent(start: lexeme.start, end: end, fine: "regexLiteral")) }
                lastEnd = end
                index = next
                continue
            }
            index += 1
        }
        while !stack.isEmpty {
            if case .literal? = stack.last { close() } else { stack.removeLast() }
        }
        return result
    }

    /// swift-syntax's lexer on its own: the text range and raw kind of every lexeme, and the
    /// comments in their trivia (those inside literals included; the caller filters them).
    static func lex(_ buffer: UnsafeBufferPointer<UInt8>, comments: inout [HComment]) -> [Lexeme] {
        var result: [Lexeme] = []
        guard buffer.count > 0 else { return result }
        var tracker = LookaheadTracker()
        var found: [HComment] = []
        func addComments(_ text: SyntaxText, _ position: TriviaPosition, from start: Int) {
            var offset = start
            for piece in TriviaParser.parseTrivia(text, position: position) {
                let kind: String?
                switch piece {
                case .lineComment: kind = "line"
                case .docLineComment: kind = "docLine"
                case .blockComment: kind = "block"
                case .docBlockComment: kind = "docBlock"
                default: kind = nil
                }
                if let kind { found.append(HComment(kind: kind, start: offset, end: offset + piece.byteLength)) }
                offset += piece.byteLength
            }
        }
        result = withUnsafeMutablePointer(to: &tracker) { pointer in
            var lexemes: [Lexeme] = []
            var offset = 0
            for lexeme in SSLexer.tokenize(buffer, from: 0, lookaheadTracker: pointer, experimentalFeatures: []) {
                let range = lexeme.textRange
                addComments(lexeme.leadingTriviaText, .leading, from: offset)
                addComments(lexeme.trailingTriviaText, .trailing, from: offset + range.upperBound)
                if lexeme.rawTokenKind == .endOfFile { break }
                lexemes.append(Lexeme(kind: lexeme.rawTokenKind, start: offset + range.lowerBound, end: offset + range.upperBound))
                offset += lexeme.byteLength
            }
            return lexemes
        }
        comments = found
        return result
    }

    /// Parser tokens → the lexer's view (see the notes at the top of the file).
    static func normalize(_ parsed: [ParsedToken], lexemes: [Lexeme], literals: [Extent], buffer: UnsafeBufferPointer<UInt8>) -> [HToken] {
        var result: [HToken] = []
        result.reserveCapacity(parsed.count)
        var lexemeIndex = 0
        var literalIndex = 0
        var index = 0
        while index < parsed.count {
            let token = parsed[index]
            while literalIndex < literals.count && literals[literalIndex].end <= token.start { literalIndex += 1 }
            if literalIndex < literals.count && literals[literalIndex].start <= token.start {
                // Inside a literal: the whole literal, once.
                let literal = literals[literalIndex]
                result.append(HToken(coarse: .literal, fine: literal.fine, start: literal.start, end: literal.end))
                while index < parsed.count && parsed[index].start < literal.end { index += 1 }
                literalIndex += 1
                continue
            }
            while lexemeIndex < lexemes.count && lexemes[lexemeIndex].end <= token.start { lexemeIndex += 1 }
            if lexemeIndex < lexemes.count {
                let lexeme = lexemes[lexemeIndex]
                if lexeme.start == token.start && lexeme.end == token.end {
                    let (coarse, fine) = classify(lexeme.kind, text: buffer, lexeme.start, lexeme.end)
                    result.append(HToken(coarse: coarse, fine: fine, start: token.start, end: token.end))
                    index += 1
                    continue
                }
                // A parser split: the lexeme covers this token and the next ones up to its end.
                if lexeme.start <= token.start && lexeme.end > token.end {
                    var last = index
                    while last + 1 < parsed.count && parsed[last + 1].end <= lexeme.end {
                        last += 1
                    }
                    if parsed[last].end == lexeme.end && lexeme.start == token.start {
                        let (coarse, fine) = classify(lexeme.kind, text: buffer, lexeme.start, lexeme.end)
                        result.append(HToken(coarse: coarse, fine: fine, start: lexeme.start, end: lexeme.end))
                        index = last + 1
                        continue
                    }
                }
            }
            // Text the lexer saw as trivia, which the parser re-lexed after forcing the lexer out
            // of an interpolation in malformed code (`"\(abc "`, see StringLiterals.swift): not a
            // token in the lexer's view.
            if lexemeIndex >= lexemes.count || lexemes[lexemeIndex].start >= token.end {
                index += 1
                continue
            }
            // No lexeme matches: fall back on the parser's kind.
            let (coarse, fine) = classify(token.kind, keywordIsReserved: token.keywordIsReserved, text: buffer, token.start, token.end)
            result.append(HToken(coarse: coarse, fine: fine + "(parser)", start: token.start, end: token.end))
            index += 1
        }
        return result
    }

    static func isEditorPlaceholder(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end - start >= 4 && buffer[start] == UInt8(ascii: "<") && buffer[start + 1] == UInt8(ascii: "#")
            && buffer[end - 2] == UInt8(ascii: "#") && buffer[end - 1] == UInt8(ascii: ">")
    }

    static func classify(_ kind: RawTokenKind, text buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Coarse, String) {
        switch kind {
        case .identifier:
            return (.word, isEditorPlaceholder(buffer, start, end) ? "editorPlaceholder" : "identifier")
        case .dollarIdentifier: return (.word, "dollarIdentifier")
        case .wildcard: return (.word, "wildcard")
        case .keyword: return (.keyword, "keyword")
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation, .poundAvailable, .poundUnavailable:
            return (.keyword, "poundKeyword")
        case .integerLiteral: return (.literal, "integerLiteral")
        case .floatLiteral: return (.literal, "floatLiteral")
        case .binaryOperator: return (.operator, "binaryOperator")
        case .prefixOperator: return (.operator, "prefixOperator")
        case .postfixOperator: return (.operator, "postfixOperator")
        case .equal: return (.operator, "equal")
        case .arrow: return (.operator, "arrow")
        case .prefixAmpersand: return (.operator, "prefixAmpersand")
        case .postfixQuestionMark: return (.operator, "postfixQuestionMark")
        case .infixQuestionMark: return (.operator, "infixQuestionMark")
        case .exclamationMark: return (.operator, "exclamationMark")
        case .period: return (.operator, "period")
        // Produced by the parser only (remapped operators); the lexer never returns them.
        case .ellipsis: return (.operator, "ellipsis")
        case .leftAngle: return (.operator, "leftAngle")
        case .rightAngle: return (.operator, "rightAngle")
        case .leftParen: return (.punctuation, "leftParen")
        case .rightParen: return (.punctuation, "rightParen")
        case .leftBrace: return (.punctuation, "leftBrace")
        case .rightBrace: return (.punctuation, "rightBrace")
        case .leftSquare: return (.punctuation, "leftSquare")
        case .rightSquare: return (.punctuation, "rightSquare")
        case .comma: return (.punctuation, "comma")
        case .colon: return (.punctuation, "colon")
        case .colonColon: return (.punctuation, "colonColon")
        case .semicolon: return (.punctuation, "semicolon")
        case .atSign: return (.punctuation, "atSign")
        case .pound: return (.punctuation, "pound")
        case .backslash: return (.punctuation, "backslash")
        case .backtick: return (.punctuation, "backtick")
        case .shebang: return (.other, "shebang")
        case .unknown: return (.other, "unknown")
        // String and regex pieces outside a literal node (malformed code).
        case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter, .stringSegment,
            .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            return (.literal, "\(kind)-piece")
        default: return (.other, "\(kind)")
        }
    }

    /// The fallback classification from the parser's token kind.
    static func classify(_ kind: SSTokenKind, keywordIsReserved: Bool, text buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Coarse, String) {
        if case .keyword = kind {
            // The parser re-classifies contextual keywords; only the reserved ones are the lexer's.
            return keywordIsReserved ? (.keyword, "keyword") : (.word, "identifier")
        }
        return classify(kind.decomposeToRaw().rawKind, text: buffer, start, end)
    }
}

struct ParsedToken {
    var kind: SSTokenKind
    var keywordIsReserved: Bool
    var start: Int
    var end: Int
}

/// Collects the tree's present tokens in order.
final class TokenCollector: SyntaxVisitor {
    var tokens: [ParsedToken] = []

    /// LintKit's reserved words, by spelling.
    static let reserved: Set<String> = {
        var words = Set<String>()
        var raw: UInt8 = 1
        while let keyword = LKKeyword(rawValue: raw), keyword.isReserved {
            words.insert(keyword.text)
            raw += 1
        }
        return words
    }()

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        // The end of file, and empty pieces (the pattern of an unterminated `/`), are no text.
        if token.tokenKind == .endOfFile || token.trimmedLength.utf8Length == 0 { return .skipChildren }
        var reservedKeyword = false
        if case .keyword = token.tokenKind { reservedKeyword = TokenCollector.reserved.contains(token.text) }
        tokens.append(ParsedToken(kind: token.tokenKind, keywordIsReserved: reservedKeyword,
                                  start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: token.endPositionBeforeTrailingTrivia.utf8Offset))
        return .skipChildren
    }
}
