import XCTest
@testable import LintKit

final class YAMLReaderTests: XCTestCase {
    // MARK: Helpers

    private func render(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return try YAMLReader.parse(text).description
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return ""
        }
    }

    private func assertError(_ text: String, line expectedLine: Int, column expectedColumn: Int,
                             _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let value = try YAMLReader.parse(text)
            XCTFail("expected an error, got \(value)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.line, expectedLine, "line of: \(error)", file: file, line: line)
            XCTAssertEqual(error.column, expectedColumn, "column of: \(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(fragment), "'\(error.message)' lacks '\(fragment)'", file: file, line: line)
        }
    }

    // MARK: Realistic configuration

    func testRealisticConfiguration() throws {
        let text = """
        # swiftlint-lite configuration
        included:
          - Sources
        excluded: [Sources/Generated, "**/*.pb.swift"]
        disabled_rules:
          - single_use_generic
        strict: false
        reporter: text
        existential_any:
          severity: error
          extra_protocols: [Networking, 'Storage']
        baseline: .lint-baseline.json

        """
        let value = try YAMLReader.parse(text)
        XCTAssertEqual(value.mappingEntries?.map(\.key),
                       ["included", "excluded", "disabled_rules", "strict", "reporter", "existential_any", "baseline"])
        XCTAssertEqual(value["included"]?.stringArrayValue, ["Sources"])
        XCTAssertEqual(value["excluded"]?.stringArrayValue, ["Sources/Generated", "**/*.pb.swift"])
        XCTAssertEqual(value["disabled_rules"]?.stringArrayValue, ["single_use_generic"])
        XCTAssertEqual(value["strict"]?.boolValue, false)
        XCTAssertEqual(value["reporter"]?.stringValue, "text")
        XCTAssertEqual(value["existential_any"]?["severity"]?.stringValue, "error")
        XCTAssertEqual(value["existential_any"]?["extra_protocols"]?.stringArrayValue, ["Networking", "Storage"])
        XCTAssertEqual(value["baseline"]?.stringValue, ".lint-baseline.json")

        XCTAssertEqual(value.position, YAMLPosition(line: 2, column: 1))
        let entries = try XCTUnwrap(value.mappingEntries)
        XCTAssertEqual(entries[1].keyPosition, YAMLPosition(line: 4, column: 1))
        XCTAssertEqual(entries[1].value.position, YAMLPosition(line: 4, column: 11))
        XCTAssertEqual(entries[1].value.sequenceValue?[1].position, YAMLPosition(line: 4, column: 31))
        XCTAssertEqual(entries[0].value.position, YAMLPosition(line: 3, column: 3))
        XCTAssertEqual(entries[0].value.sequenceValue?[0].position, YAMLPosition(line: 3, column: 5))
        let rule = try XCTUnwrap(entries[5].value.mappingEntries)
        XCTAssertEqual(rule[1].keyPosition, YAMLPosition(line: 11, column: 3))
        XCTAssertEqual(rule[1].value.sequenceValue?[1].position, YAMLPosition(line: 11, column: 33))
        XCTAssertEqual(value["strict"]?.position, YAMLPosition(line: 7, column: 9))
    }

    // MARK: Block structure

    func testBlockMappingAndSequenceNesting() {
        XCTAssertEqual(render("a: 1\nb:\n  c: 2\n  d:\n    - x\n    - y\ne: z"),
                       #"{"a": "1", "b": {"c": "2", "d": ["x", "y"]}, "e": "z"}"#)
    }

    func testSequenceAtTheIndentationOfItsKey() {
        XCTAssertEqual(render("list:\n- a\n- b\nnext: c"), #"{"list": ["a", "b"], "next": "c"}"#)
    }

    func testSequenceOfMappingsAndNestedSequences() {
        XCTAssertEqual(render("- name: a\n  on: yes\n- - x\n  - y\n-\n  k: v\n-\n- last"),
                       #"[{"name": "a", "on": "yes"}, ["x", "y"], {"k": "v"}, null, "last"]"#)
    }

    func testDeeperIndentedSequenceItems() {
        XCTAssertEqual(render("a:\n    -   one\n    -   two: 2\n        three: 3\n"),
                       #"{"a": ["one", {"two": "2", "three": "3"}]}"#)
    }

    func testEmptyValuesAreNull() throws {
        let value = try YAMLReader.parse("a:\nb: ~\nc: null\nd: 'null'\ne:   # nothing\n")
        XCTAssertEqual(value.description, #"{"a": null, "b": null, "c": null, "d": "null", "e": null}"#)
        XCTAssertEqual(value["a"]?.position, YAMLPosition(line: 1, column: 3))
        XCTAssertEqual(value["b"]?.position, YAMLPosition(line: 2, column: 4))
        XCTAssertEqual(value["a"]?.isNull, true)
    }

    func testTopLevelScalarAndSequence() {
        XCTAssertEqual(render("just text"), #""just text""#)
        XCTAssertEqual(render("- a\n- b\n"), #"["a", "b"]"#)
        XCTAssertEqual(render("[a, b]"), #"["a", "b"]"#)
    }

    func testEmptyDocuments() throws {
        for text in ["", "\n\n", "# only a comment\n", "---\n", "--- # start\n# c\n", "\u{FEFF}"] {
            let value = try YAMLReader.parse(text)
            XCTAssertTrue(value.isNull, "\(text.debugDescription) gave \(value)")
            XCTAssertEqual(value.position, YAMLPosition(line: 1, column: 1))
        }
    }

    func testDocumentMarkers() {
        XCTAssertEqual(render("---\na: 1\n"), #"{"a": "1"}"#)
        XCTAssertEqual(render("# header\n---\na: 1\n...\n# trailer\n"), #"{"a": "1"}"#)
        XCTAssertEqual(render("a:\n  ---x: 1\n"), #"{"a": {"---x": "1"}}"#)
    }

    // MARK: Comments, blank lines, line ends

    func testCommentsAndBlankLines() {
        let text = "# top\n\na: 1 # trailing\n  # indented comment\n\nb: 'x # not a comment' # real\nc: \"y # no\"\nd: e#f\ng: [h, # comment\n   i]\n"
        XCTAssertEqual(render(text),
                       #"{"a": "1", "b": "x # not a comment", "c": "y # no", "d": "e#f", "g": ["h", "i"]}"#)
    }

    func testCRLFAndCRLineEnds() throws {
        let value = try YAMLReader.parse("a: 1\r\nb:\r\n  - x\r\n  - \"y\"\r\n")
        XCTAssertEqual(value.description, #"{"a": "1", "b": ["x", "y"]}"#)
        XCTAssertEqual(value["b"]?.sequenceValue?[1].position, YAMLPosition(line: 4, column: 5))
        XCTAssertEqual(render("a: 1\rb: 2\r"), #"{"a": "1", "b": "2"}"#)
    }

    func testByteOrderMarkIsIgnored() {
        XCTAssertEqual(render("\u{FEFF}a: 1"), #"{"a": "1"}"#)
    }

    // MARK: Scalars

    func testPlainScalars() {
        XCTAssertEqual(render("a: hello world  \nb: http://example.com/x\nc: 12:30\nd: -5\ne: x-y\nf: a'b\"c\ng: ?x\n"),
                       #"{"a": "hello world", "b": "http://example.com/x", "c": "12:30", "d": "-5", "e": "x-y", "f": "a'b\"c", "g": "?x"}"#)
    }

    func testSingleQuotedScalars() {
        XCTAssertEqual(render("a: 'it''s'\nb: ''\nc: 'a \\n b'\n'quoted key': 1\n"),
                       #"{"a": "it's", "b": "", "c": "a \\n b", "quoted key": "1"}"#)
    }

    func testDoubleQuotedEscapes() throws {
        let value = try YAMLReader.parse(#"a: "q\" b\\ n\n t\t u\u00e9 U\U0001F600 x\x41 pair\ud83d\ude00 s\/""#)
        XCTAssertEqual(value["a"]?.stringValue, "q\" b\\ n\n t\t u\u{e9} U\u{1F600} xA pair\u{1F600} s/")
        XCTAssertEqual(render(#""k: 1": "v""#), #"{"k: 1": "v"}"#)
    }

    func testNonASCIIText() throws {
        let value = try YAMLReader.parse("name: café ☕\n\"ключ\": 'значение'\nx: [é, b]\n")
        XCTAssertEqual(value["name"]?.stringValue, "café ☕")
        XCTAssertEqual(value["ключ"]?.stringValue, "значение")
        XCTAssertEqual(value["x"]?.sequenceValue?[1].position, YAMLPosition(line: 3, column: 9))
    }

    func testKeysWithSpacesAndTrailingBlanks() {
        XCTAssertEqual(render("some key  : v\n'a b': w\n"), #"{"some key": "v", "a b": "w"}"#)
    }

    // MARK: Flow collections

    func testFlowSequences() {
        XCTAssertEqual(render("a: []\nb: [ ]\nc: [x]\nd: [x, y,]\ne: [[1, 2], [], {}]\nf: [a b, 'c, d', \"e]\"]\n"),
                       #"{"a": [], "b": [], "c": ["x"], "d": ["x", "y"], "e": [["1", "2"], [], {}], "f": ["a b", "c, d", "e]"]}"#)
    }

    func testFlowSequenceAcrossLines() throws {
        let value = try YAMLReader.parse("excluded: [\n  a,\n\n  # comment\n  b\n]\nnext: 1\n")
        XCTAssertEqual(value.description, #"{"excluded": ["a", "b"], "next": "1"}"#)
        XCTAssertEqual(value["excluded"]?.sequenceValue?[1].position, YAMLPosition(line: 5, column: 3))
    }

    func testEmptyFlowMapping() {
        XCTAssertEqual(render("rule: {}\nother: { }\n"), #"{"rule": {}, "other": {}}"#)
    }

    // MARK: Accessors

    func testTypedAccessors() throws {
        let value = try YAMLReader.parse("t: true\ny: Yes\nf: FALSE\nn: no\ni: 42\nm: -7\nbad: 4x\nlist: [a, b]\nnested: [a, [b]]\none: solo\n")
        XCTAssertEqual(value["t"]?.boolValue, true)
        XCTAssertEqual(value["y"]?.boolValue, true)
        XCTAssertEqual(value["f"]?.boolValue, false)
        XCTAssertEqual(value["n"]?.boolValue, false)
        XCTAssertNil(value["i"]?.boolValue)
        XCTAssertEqual(value["i"]?.intValue, 42)
        XCTAssertEqual(value["m"]?.intValue, -7)
        XCTAssertNil(value["bad"]?.intValue)
        XCTAssertEqual(value["list"]?.stringArrayValue, ["a", "b"])
        XCTAssertNil(value["nested"]?.stringArrayValue)
        XCTAssertEqual(value["one"]?.stringArrayValue, ["solo"])
        XCTAssertNil(value.stringArrayValue)
        XCTAssertNil(value.stringValue)
        XCTAssertNil(value["list"]?.mappingEntries)
        XCTAssertNil(value["missing"])
        XCTAssertEqual(value.kindDescription, "a mapping")
        XCTAssertEqual(value["list"]?.kindDescription, "a list")
        XCTAssertEqual(value["one"]?.kindDescription, "a string")
        XCTAssertEqual(YAMLValue.null(YAMLPosition(line: 1, column: 1)).kindDescription, "null")
    }

    // MARK: Errors

    func testDuplicateKey() {
        assertError("a: 1\nb: 2\na: 3\n", line: 3, column: 1, "duplicate key 'a' (first defined at line 1, column 1)")
        assertError("r:\n  severity: error\n  'severity': warning\n", line: 3, column: 3, "duplicate key 'severity'")
    }

    func testTabsInIndentation() {
        assertError("a:\n\tb: 1\n", line: 2, column: 1, "tabs are not allowed in indentation")
        assertError("a:\n  \tb: 1\n", line: 2, column: 3, "tabs are not allowed")
        assertError("- \tx\n", line: 1, column: 3, "tabs are not allowed")
        XCTAssertEqual(render("a:\t1\n\t# tab before a comment\n\t\nb: [x,\ty]\n"), #"{"a": "1", "b": ["x", "y"]}"#)
    }

    func testIndentationErrors() {
        assertError("a: 1\n  b: 2\n", line: 2, column: 3, "unexpected indentation")
        assertError("a:\n    b: 1\n  c: 2\n", line: 3, column: 3, "unexpected indentation")
        assertError("  a: 1\nb: 2\n", line: 2, column: 1, "check the indentation")
        assertError("- a\n  b\n", line: 2, column: 3, "unexpected indentation")
        assertError("- a\nb: 1\n", line: 2, column: 1, "expected a list item")
        assertError("a: 1\n- b\n", line: 2, column: 1, "found a list item")
        assertError("a: 1\njust text\n", line: 2, column: 1, "expected 'key: value'")
        assertError("a:\n  x\n  y\n", line: 3, column: 3, "unexpected indentation")
        assertError("a:\n  - x\n  b: 1\n", line: 3, column: 3, "expected a list item")
        assertError("- a: 1\n  - b\n", line: 2, column: 3, "found a list item")
        XCTAssertEqual(render("a: # comment\n  - x\n\"k\": # c\n  v\n"), #"{"a": ["x"], "k": "v"}"#)
    }

    func testUnterminatedQuotes() {
        assertError("a: 'abc\n", line: 1, column: 4, "unterminated single-quoted string")
        assertError("a: \"abc\\\"\n", line: 1, column: 4, "unterminated double-quoted string")
        assertError("'key: 1\n", line: 1, column: 1, "unterminated single-quoted")
        assertError("a: [\"x, y]\n", line: 1, column: 5, "unterminated double-quoted")
    }

    func testBadEscapes() {
        assertError(#"a: "x\qy""#, line: 1, column: 6, "unknown escape '\\q'")
        assertError(#"a: "\u12""#, line: 1, column: 5, "4 hexadecimal digits")
        assertError(#"a: "\ud800""#, line: 1, column: 5, "does not name a Unicode character")
        assertError("a: \"x\\", line: 1, column: 4, "unterminated")
    }

    func testTextAfterValues() {
        assertError("a: 'x' y\n", line: 1, column: 8, "unexpected text after the value")
        assertError("a: [x] y\n", line: 1, column: 8, "unexpected text after the value")
        assertError("a: \"x\"# c\n", line: 1, column: 7, "unexpected text after the value")
        assertError("a: b: c\n", line: 1, column: 5, "unexpected ':'")
        assertError("a: b:\n", line: 1, column: 5, "unexpected ':'")
    }

    func testFlowErrors() {
        assertError("a: [x, y\nb: 1\n", line: 2, column: 1, "expected ',' or ']' in the list opened at line 1, column 4")
        assertError("a: [x, y\n", line: 1, column: 4, "missing ']' to close the one opened at line 1, column 4")
        assertError("a: [x y z\n  w]\n", line: 2, column: 3, "expected ',' or ']'")
        assertError("a: [x, , y]\n", line: 1, column: 8, "an item is missing")
        assertError("a: [,]\n", line: 1, column: 5, "an item is missing")
        assertError("a: {b: 1}\n", line: 1, column: 4, "only the empty flow mapping '{}' is supported")
        assertError("a: {\n", line: 1, column: 4, "missing '}'")
        assertError("a: [x: 1]\n", line: 1, column: 6, "'key: value' pairs are not supported")
        assertError("a: [x, #y]\n", line: 1, column: 4, "missing ']'")
        assertError("a: [x,#y]\n", line: 1, column: 7, "'#' cannot start a plain value")
        assertError("a: ]\n", line: 1, column: 4, "unexpected ']'")
        assertError("a: [x]]\n", line: 1, column: 7, "unexpected text after the value")
        assertError("a: [x, }]\n", line: 1, column: 8, "unexpected '}'")
    }

    func testUnsupportedConstructs() {
        assertError("a: &anchor 1\n", line: 1, column: 4, "anchors, aliases and tags")
        assertError("a: *alias\n", line: 1, column: 4, "anchors, aliases and tags")
        assertError("a: !!str 1\n", line: 1, column: 4, "anchors, aliases and tags")
        assertError("a: |\n  text\n", line: 1, column: 4, "block scalars")
        assertError("a: >\n  text\n", line: 1, column: 4, "block scalars")
        assertError("? a\n: b\n", line: 1, column: 1, "complex keys")
        assertError("a: - b\n", line: 1, column: 4, "must start its own line")
        assertError("%YAML 1.2\n---\na: 1\n", line: 1, column: 1, "'%' cannot start a plain value")
        assertError("a: @x\n", line: 1, column: 4, "'@' cannot start")
        assertError("a: `x`\n", line: 1, column: 4, "'`' cannot start")
        assertError(": b\n", line: 1, column: 1, "missing key before ':'")
    }

    func testDocumentMarkerErrors() {
        assertError("a: 1\n---\nb: 2\n", line: 2, column: 1, "multiple documents are not supported")
        assertError("--- a\n", line: 1, column: 5, "unexpected text after '---'")
        assertError("a: 1\n...\nb: 2\n", line: 3, column: 1, "after the end of the document")
    }

    func testNestingLimit() {
        let deepFlow = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        assertError(deepFlow, line: 1, column: YAMLReader.maximumDepth, "nesting is deeper than")
        let deepBlock = String(repeating: "- ", count: 5000) + "x"
        assertError(deepBlock, line: 1, column: 2 * YAMLReader.maximumDepth + 1, "nesting is deeper than")
        var nestedKeys = ""
        for level in 0..<300 { nestedKeys += String(repeating: " ", count: level) + "k:\n" }
        assertError(nestedKeys, line: YAMLReader.maximumDepth + 1, column: YAMLReader.maximumDepth + 1, "nesting is deeper than")
        let ok = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        XCTAssertEqual(render(ok).count, 100)
    }

    func testErrorDescription() {
        let error = YAMLError(message: "duplicate key 'a'", line: 3, column: 5)
        XCTAssertEqual(error.description, "line 3, column 5: duplicate key 'a'")
        XCTAssertEqual(error.position, YAMLPosition(line: 3, column: 5))
        XCTAssertEqual(YAMLPosition(line: 1, column: 2).description, "line 1, column 2")
    }

    // MARK: Robustness

    /// Random bytes, random picks of YAML's special characters, and every truncation and
    /// single-byte corruption of a valid file: the reader must return or throw, never crash or
    /// hang. Deterministic seed, bounded size.
    func testGarbageNeverCrashesOrHangs() {
        var generator = SplitMix64(seed: 0x5EED_CAFE)
        let start = Date()
        var parsed = 0
        var failed = 0
        func feed(_ text: String) {
            do {
                _ = try YAMLReader.parse(text)
                parsed += 1
            } catch {
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
                failed += 1
            }
        }
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 200)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            feed(String(decoding: bytes, as: UTF8.self))
        }
        let alphabet = Array("-:[]{},#'\"\\ \t\n\r\nab?&*!|>%@`~.u0\u{e9}")
        for _ in 0..<4_000 {
            let count = Int(generator.next() % 120)
            feed(String((0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        let valid = """
        ---
        # swiftlint-lite configuration
        included:
          - Sources
        excluded: [Sources/Generated, "**/*.pb.swift", 'it''s', "\\u00e9\\n"]
        rules:
          - name: a
            on: [x, [y, {}]]
          -
            deep:
              - - z
        strict: false   # trailing
        ...
        """
        let bytes = Array(valid.utf8)
        for end in 0...bytes.count {
            feed(String(decoding: bytes[..<end], as: UTF8.self))
        }
        let replacements = Array("-:[]{},#'\" \t\n".utf8)
        for index in bytes.indices {
            var copy = bytes
            copy[index] = replacements[Int(generator.next() % UInt64(replacements.count))]
            feed(String(decoding: copy, as: UTF8.self))
            copy.remove(at: index)
            feed(String(decoding: copy, as: UTF8.self))
        }
        XCTAssertGreaterThan(parsed, 0)
        XCTAssertGreaterThan(failed, 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "the reader is too slow on garbage")
    }

    func testLargeInputIsLinear() throws {
        var text = "items:\n"
        for index in 0..<20_000 { text += "  - item\(index) # c\n" }
        text += "flow: [" + (0..<20_000).map { "f\($0)" }.joined(separator: ", ") + "]\n"
        let start = Date()
        let value = try YAMLReader.parse(text)
        XCTAssertEqual(value["items"]?.sequenceValue?.count, 20_000)
        XCTAssertEqual(value["flow"]?.sequenceValue?.count, 20_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}

/// A small deterministic generator, so the garbage test is reproducible.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
