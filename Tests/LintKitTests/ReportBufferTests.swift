import Foundation
import XCTest
@testable import LintKit

/// The byte-level fast paths of the reporters: ``ByteWriter``, ``JSONStream``'s word-at-a-time
/// escape scan and ``LineTable``'s word-at-a-time UTF-16 count agree with the plain versions.
final class ReportBufferTests: XCTestCase {
    func testByteWriterGrowsAndKeepsEveryByte() {
        var writer = ByteWriter(capacity: 1)
        var expected: [UInt8] = []
        for length in [0, 1, 3, 16, 17, 40, 1000, 5] {
            let chunk = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            chunk.withUnsafeBufferPointer { writer.append($0) }
            expected += chunk
            writer.append(UInt8(ascii: "|"))
            expected.append(UInt8(ascii: "|"))
        }
        writer.append("static")
        expected += Array("static".utf8)
        XCTAssertEqual(writer.bytes, expected)
        XCTAssertEqual(writer.count, expected.count)
    }

    func testIntegersIntoAByteWriterMatchStringDescription() {
        var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1, 1_000_000_007]
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            values += [power - 1, power, -power]
        }
        for value in values {
            var writer = ByteWriter()
            writer.append(UInt8(ascii: "x"))
            JSONValue.appendInteger(value, to: &writer)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), "x\(value)")
        }
    }

    /// Long strings with the character to escape at every position of an eight-byte word,
    /// and bytes of 0x80 and above around it, escape as ``JSONValue`` escapes them.
    func testEscapeScanFindsEveryEscapeInLongText() {
        let specials: [Character] = ["\"", "\\", "\n", "\t", "\u{1}", "\u{1F}"]
        for special in specials {
            for position in 0..<19 {
                for filler in ["a", "é", "\u{7F}", " "] {
                    var text = String(repeating: filler, count: 19)
                    let index = text.index(text.startIndex, offsetBy: position)
                    text.replaceSubrange(index...index, with: String(special))
                    var stream = JSONStream()
                    stream.string(text)
                    XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), JSONValue.string(text).rendered(),
                                   "\(special.unicodeScalars.first!.value) at \(position) in \(filler)s")
                }
            }
        }
    }

    /// The UTF-16 column of every offset of lines mixing ASCII runs longer than a word with
    /// two-, three- and four-byte characters (and an offset inside one) is what a count of
    /// the decoded text gives.
    func testUTF16ColumnsOfMixedLines() {
        let line = "let name = \"ünïcödé\" // 🙂 a long ascii run after it 日本語 and more text 🙂🙂"
        let bytes = Array((line + "\n" + line).utf8)
        let table = LineTable(bytes)
        let secondStart = line.utf8.count + 1
        for offset in 0..<bytes.count {
            let lineStart = offset < secondStart ? 0 : secondStart
            // Decoding up to `offset` (a cut character counts as one replacement character).
            let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
            var expected = prefix.utf16.count + 1
            // A four-byte character cut in its middle decodes to a replacement character per
            // byte sequence, while the table counts the whole character it starts.
            if let last = bytes[lineStart..<offset].lastIndex(where: { $0 >= 0xC0 }) {
                let length = bytes[last] >= 0xF0 ? 4 : bytes[last] >= 0xE0 ? 3 : 2
                if last + length > offset {
                    expected = String(decoding: bytes[lineStart..<last], as: UTF8.self).utf16.count + (length == 4 ? 2 : 1) + 1
                }
            }
            XCTAssertEqual(table.location(of: offset).utf16Column, expected, "offset \(offset)")
        }
    }
}

/// ``KeywordSet`` and the keywords the lexer records for a stream.
final class KeywordSetTests: XCTestCase {
    func testInsertContainsAndUnionOverEveryWord() {
        var low = KeywordSet()
        var high = KeywordSet()
        let all = (0...255).compactMap { Keyword(rawValue: UInt8($0)) }
        for (position, keyword) in all.enumerated() {
            if position % 2 == 0 { low.insert(keyword) } else { high.insert(keyword) }
        }
        for (position, keyword) in all.enumerated() {
            XCTAssertEqual(low.contains(keyword), position % 2 == 0, "\(keyword)")
            XCTAssertEqual(high.contains(keyword), position % 2 == 1, "\(keyword)")
        }
        var union = low
        union.formUnion(high)
        XCTAssertTrue(all.allSatisfy { union.contains($0) })
        XCTAssertNotEqual(low, high)
        XCTAssertEqual(KeywordSet(), KeywordSet([]))
    }

    /// The lexer's record holds every keyword its tokens carry (backticked contextual words
    /// included), and a kept stream parsed with its interpolations adds theirs.
    func testStreamsRecordTheKeywordsOfTheirTokens() {
        let source = "let c = p.`sink` { _ in }\nTask { await f() }\nlet s = \"\\(x.assign(to: \\.v, on: o))\"\n"
        let stream = Lexer.tokenize(Array(source.utf8))
        for token in stream.tokens { XCTAssertTrue(stream.keywords.contains(token.keyword), "\(token.keyword)") }
        XCTAssertTrue(stream.keywords.contains(.sink))
        XCTAssertTrue(stream.keywords.contains(.Task))
        // The lexer reads an interpolation's code to find where the literal ends: its words are
        // recorded too, before any of its tokens exist (a superset, which is all rules need).
        XCTAssertTrue(stream.keywords.contains(.assign))
        XCTAssertFalse(KeywordSet(stream.tokens).contains(.assign))
        XCTAssertFalse(stream.keywords.contains(.actor))
        let file = SourceFile(path: "/virtual/K.swift", text: source)
        for tree in [Parser.parse(file), Parser.parse(file, kept: Lexer.tokenize(file.bytes).kept())] {
            XCTAssertTrue(tree.stream.keywords.contains(.assign), "the interpolation's tokens count")
            for token in tree.tokens { XCTAssertTrue(tree.stream.keywords.contains(token.keyword), "\(token.keyword)") }
        }
    }
}
