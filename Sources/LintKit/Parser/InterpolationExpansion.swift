/// Makes the code inside string interpolations visible to the parser.
///
/// The lexer keeps a string literal, interpolations included, as one token. Before parsing,
/// the code of every `\(…)` is tokenized and appended after the file's end-of-file token,
/// each interpolation followed by an end-of-file token of its own, so that its tokens have
/// indices in the same array (and byte offsets in the same file) as every other token. The
/// parser scans an interpolation's tokens when it meets the literal; rules that walk a
/// declaration's token range do not see them (they use ``Interpolations`` for that).
enum InterpolationExpansion {
    /// Interpolations nested deeper than this are not expanded.
    static let maximumNesting = 8

    /// The tokens of the file followed by the tokens of every interpolation, and for each
    /// interpolated literal (by token index) the token range of its code.
    static func expand(_ stream: TokenStream, file: SourceFile) -> (stream: TokenStream, segments: [Int: [Range<Int>]]) {
        var tokens = stream.tokens
        var keywords = stream.keywords
        let segments = expand(&tokens, keywords: &keywords, file: file)
        guard tokens.count != stream.tokens.count else { return (stream, segments) }
        return (TokenStream(tokens: tokens, comments: stream.comments, keywords: keywords, directives: stream.directives), segments)
    }

    /// Appends the tokens of every interpolation to `tokens` (a file's tokens, ending with its
    /// end-of-file token) and returns, for each interpolated literal, its code's token range.
    /// The keywords of the appended tokens are added to `keywords`.
    static func expand(_ tokens: inout [Token], keywords: inout KeywordSet, file: SourceFile) -> [Int: [Range<Int>]] {
        let fileTokenCount = tokens.count
        let flagged = interpolatedLiterals(in: tokens)
        guard !flagged.isEmpty else { return [:] }
        var segments: [Int: [Range<Int>]] = [:]
        // Nesting is bounded, and so is the total work: an unterminated `"\(` nests the
        // rest of the file, and re-tokenizing it at every level would be quadratic.
        var work = flagged.map { (literal: $0, depth: 0) }
        let budget = 4 * fileTokenCount + 1024
        file.bytes.withUnsafeBufferPointer { buffer in
            while let (literal, depth) = work.popLast(), tokens.count < budget {
                guard depth < maximumNesting else { continue }
                for range in Interpolations.ranges(of: tokens[literal], in: file.bytes) {
                    let innerStream = Lexer.tokenize(buffer, range: range)
                    keywords.formUnion(innerStream.keywords)
                    let inner = innerStream.tokens
                    let start = tokens.count
                    tokens.append(contentsOf: inner.dropLast())
                    let end = tokens.count
                    tokens.append(Token(kind: .endOfFile, start: range.upperBound, end: range.upperBound))
                    segments[literal, default: []].append(start..<end)
                    for index in start..<end where tokens[index].kind == .stringLiteral && tokens[index].flags & Token.Flags.hasInterpolation != 0 {
                        work.append((index, depth + 1))
                    }
                }
            }
        }
        return segments
    }

    /// The indices of the string literals with interpolations among `tokens`, in order. A
    /// plain loop over the buffer: it reads every token of every file, and a filter over the
    /// array's indices checked bounds and went through a closure for each.
    static func interpolatedLiterals(in tokens: [Token]) -> [Int] {
        tokens.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            for index in buffer.indices {
                let token = buffer[index]
                if token.flags & Token.Flags.hasInterpolation != 0 && token.kind == .stringLiteral { found.append(index) }
            }
            return found
        }
    }
}
