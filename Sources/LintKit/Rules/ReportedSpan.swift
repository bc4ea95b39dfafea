import Foundation

/// Where the name a finding points at ends.
///
/// Rules report at the first byte of a name: the protocol in `[P]`, the property of a
/// `static var`, a generic parameter, `Task`, `sink`. The reporters that can mark a range
/// (the SARIF log's `region`, the JSON report's `end_line`/`end_column`) end it after that
/// name, so that an editor or a code-scanning page underlines the name itself: a SARIF region
/// without an end runs to the end of its line.
enum ReportedSpan {
    /// How far past the reported position a name is looked for. A name is one token on one
    /// line; a minified line longer than this is not lexed to its end for each finding.
    static let longestName = 1024

    /// The byte offset just past the word (an identifier, backticked or not, a keyword, `$0`,
    /// `_`) that starts at `offset` of `bytes`, as the lexer reads it; nil when no word starts
    /// there (a position inside a comment, a `(` that opens a composition).
    static func endOfWord(at offset: Int, in bytes: [UInt8]) -> Int? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            // The rest of the line, at most `longestName` bytes: a word never spans a line.
            let limit = min(buffer.count, offset + longestName)
            var end = limit
            if let newline = memchr(buffer.baseAddress! + offset, Int32(UInt8(ascii: "\n")), limit - offset) {
                end = offset + (UnsafeRawPointer(newline) - UnsafeRawPointer(buffer.baseAddress! + offset))
            }
            guard end > offset else { return nil }
            let stream = Lexer.tokenize(buffer, range: offset..<end)
            guard let token = stream.tokens.first, Int(token.start) == offset, token.kind.isWord else { return nil }
            return Int(token.end)
        }
    }
}
