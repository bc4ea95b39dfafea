import Foundation

/// Where the name a finding points at ends.
///
/// Rules report at the first byte of a name: the protocol in `[P]`, the property of a
/// `static var`, a generic parameter, `Task`, `sink`. The reporters that can mark a range
/// (the SARIF log's `region`, the JSON report's `end_line`/`end_column`) end it after that
/// name, so that an editor or a code-scanning page underlines the name itself: a SARIF region
/// without an end runs to the end of its line.
enum ReportedSpan {
    /// The byte offset just past the word token among `tokens[0..<count]` (sorted by offset,
    /// as a file's own tokens are) that starts at `offset`; nil when no token starts there or
    /// it is not a word. A binary search: no text is read.
    static func endOfWord(at offset: Int, in tokens: [Token], count: Int) -> Int? {
        tokens.withUnsafeBufferPointer { tokens -> Int? in
            var low = 0
            var high = min(count, tokens.count)
            while low < high {
                let middle = (low + high) / 2
                if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
            }
            // Zero-width tokens (an end of file) come first among those at one offset.
            while low < count && Int(tokens[low].start) == offset && tokens[low].start == tokens[low].end { low += 1 }
            guard low < count, Int(tokens[low].start) == offset else { return nil }
            return tokens[low].kind.isWord ? Int(tokens[low].end) : nil
        }
    }

    /// The location of `end`, the end of a name that starts at `start` (located at `location`):
    /// a name never spans a line, so it is on the same line, as many UTF-8 bytes and UTF-16
    /// code units further as the name holds (no second search of the line table).
    static func location(of end: Int, after location: SourceLocation, at start: Int, in bytes: [UInt8]) -> SourceLocation {
        var utf16Units = 0
        for byte in bytes[start..<end] {
            // A scalar's lead byte counts one unit, and one more when it is outside the BMP.
            if byte & 0xC0 != 0x80 { utf16Units += 1 }
            if byte >= 0xF0 { utf16Units += 1 }
        }
        return SourceLocation(line: location.line, column: location.column + (end - start),
                              utf16Column: location.utf16Column + utf16Units)
    }

    /// How far past the reported position a name is looked for. A name is one token on one
    /// line; a minified line longer than this is not lexed to its end for each finding.
    static let longestName = 1024

    /// The byte offset just past the word (an identifier, backticked or not, a keyword, `$0`,
    /// `_`) that starts at `offset` of `bytes`, as the lexer reads it; nil when no word starts
    /// there (a position inside a comment, a `(` that opens a composition). For a position
    /// that no token of the file starts at (inside a string interpolation): it lexes the rest
    /// of the line.
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
