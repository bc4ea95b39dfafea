import Foundation
import XCTest
@testable import LintKit

/// The recently added fast paths, each checked against the slower general path it replaces or
/// against a small reference implementation written here: streamed JSON, report path
/// arithmetic, SARIF line hashes, byte-pair folding, bracket matching and index building.
final class FastPathTests: XCTestCase {
    // MARK: - JSONStream

    /// A JSON document whose object keys are static strings, so that it can be written both as a
    /// ``JSONValue`` and through ``JSONStream``.
    private indirect enum Doc {
        case int(Int)
        case string(String)
        case array([Doc])
        case object([(StaticString, Doc)])

        /// The same document as a ``JSONValue``, the general path.
        var value: JSONValue {
            switch self {
            case .int(let value): return .int(value)
            case .string(let text): return .string(text)
            case .array(let elements): return .array(elements.map(\.value))
            case .object(let members):
                return .object(members.map { (key: String(describing: $0.0), value: $0.1.value) })
            }
        }

        /// Writes the document through the stream; `useMember` writes scalar members with
        /// `member(_:_:)` instead of `key(_:)` and a scalar.
        func write(to stream: inout JSONStream, useMember: Bool) {
            switch self {
            case .int(let value): stream.int(value)
            case .string(let text): stream.string(text)
            case .array(let elements):
                stream.openArray()
                for element in elements {
                    stream.element()
                    element.write(to: &stream, useMember: useMember)
                }
                stream.closeArray()
            case .object(let members):
                stream.openObject()
                for (key, value) in members {
                    switch (useMember, value) {
                    case (true, .int(let number)): stream.member(key, number)
                    case (true, .string(let text)): stream.member(key, text)
                    default:
                        stream.key(key)
                        value.write(to: &stream, useMember: useMember)
                    }
                }
                stream.closeObject()
            }
        }
    }

    /// Strings that exercise every escape: quotes, backslashes, line breaks, tabs, other
    /// control characters, DEL, non-ASCII text and emoji.
    private static let trickyStrings: [String] = [
        "", "plain", "say \"hi\"", "back\\slash", "a\\\"b", "line\nbreak", "cr\rlf\r\n", "tab\there",
        "\u{1}", "\u{0}nul", "\u{1F}unit", "\u{7F}del", "\u{8}\u{C}", "caf\u{E9}", "cafe\u{301}", "日本語",
        "emoji 👩‍👩‍👧 🇫🇷", "\u{2028}\u{2029}", "mixed \"\\\n\t\u{1}é😀\"",
    ]

    private static let trickyIntegers: [Int] = [0, -1, 1, 7, -7, 10, 99, 100, -1234567890, 1234567890,
                                               Int(Int32.max), Int(Int32.min), Int.max, Int.min]

    /// Documents covering nesting, empty containers, every scalar and key escaping.
    private static var documents: [Doc] {
        let strings = trickyStrings.map(Doc.string)
        let integers = trickyIntegers.map(Doc.int)
        return [
            .object([]),
            .array([]),
            .int(0),
            .int(Int.min),
            .string("top \"level\"\n"),
            .array(strings),
            .array(integers),
            .array([.array([]), .object([]), .array([.array([])]), .object([("a", .object([]))])]),
            .object([("a", .int(1))]),
            .object([("x", .string("é")), ("é", .string("x")), ("emoji 😀", .int(-3)), ("", .string(""))]),
            .object([("quote\"key", .string("v")), ("back\\slash", .int(2)), ("new\nline\ttab\u{1}", .array([]))]),
            .object([
                ("version", .string("2.1.0")),
                ("runs", .array([
                    .object([
                        ("tool", .object([("driver", .object([("name", .string("swiftlint-lite")),
                                                              ("rules", .array([]))]))])),
                        ("results", .array([
                            .object([("ruleId", .string("existential_any")), ("level", .string("warning")),
                                     ("message", .object([("text", .string("Use \"any P\"\nfor existentials"))])),
                                     ("locations", .array([.object([("line", .int(12)), ("column", .int(0))])])),
                                     ("partialFingerprints", .object([]))]),
                            .object([("ruleId", .string("x")), ("line", .int(-1)), ("big", .int(Int.max))]),
                        ])),
                        ("mixed", .array(strings + integers + [.object([]), .array([])])),
                    ]),
                ])),
            ]),
            .array([.array([.array([.array([.int(1), .array([.object([("deep", .array([.string("\u{1}")]))])])])])])]),
        ]
    }

    /// The document nested `levels` deep in alternating arrays and objects around `leaf`.
    private static func nested(_ levels: Int, leaf: Doc) -> Doc {
        var doc = leaf
        for level in 0..<levels {
            doc = level % 2 == 0 ? .array([.int(level), doc, .object([])]) : .object([("k" as StaticString, doc), ("n" as StaticString, .int(-level))])
        }
        return doc
    }

    private func streamed(_ doc: Doc, depth: Int = 0, useMember: Bool) -> String {
        var stream = JSONStream(depth: depth)
        doc.write(to: &stream, useMember: useMember)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// The stream gives byte for byte what `JSONValue.rendered(indent: 2)` gives.
    func testJSONStreamMatchesRenderedValue() {
        for (number, doc) in Self.documents.enumerated() {
            let expected = doc.value.rendered(indent: 2)
            XCTAssertEqual(streamed(doc, useMember: false), expected, "document \(number) via key/scalar")
            XCTAssertEqual(streamed(doc, useMember: true), expected, "document \(number) via member")
        }
    }

    /// Nesting up to the documented limit of 64 levels lays out like the general path (the leaf
    /// adds two levels, so 62 wrappers make 64 in all).
    func testJSONStreamMatchesRenderedValueWhenDeeplyNested() {
        for levels in [1, 2, 5, 30, 61, 62, 63, 64, 65, 100, 130] {
            let doc = Self.nested(levels, leaf: .array([.string("leaf"), .object([("k", .int(1))])]))
            XCTAssertEqual(streamed(doc, useMember: false), doc.value.rendered(indent: 2), "\(levels) levels")
            XCTAssertEqual(streamed(doc, useMember: true), doc.value.rendered(indent: 2), "\(levels) levels")
        }
    }

    /// `JSONStream(depth:)` splices like `JSONValue.render(into:indent:depth:)` at that depth.
    func testJSONStreamAtDepthMatchesRenderAtDepth() {
        let docs = Self.documents + [Self.nested(6, leaf: .string("x"))]
        for depth in [0, 1, 2, 3, 4, 7, 10, 40] {
            for (number, doc) in docs.enumerated() {
                var expected: [UInt8] = []
                doc.value.render(into: &expected, indent: 2, depth: depth)
                for useMember in [false, true] {
                    var stream = JSONStream(depth: depth)
                    doc.write(to: &stream, useMember: useMember)
                    XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                                   "document \(number) at depth \(depth), member: \(useMember)")
                }
            }
        }
    }

    /// A hand-written expected layout, so that a change shared by both paths still shows.
    func testJSONStreamLayoutAndEscapesByHand() {
        let doc = Doc.object([
            ("a", .array([.int(-7), .string("q\"b\\n\nt\t\u{1}\u{1F}é")])),
            ("e", .object([])),
            ("f", .array([])),
        ])
        let expected = """
        {
          "a": [
            -7,
            "q\\"b\\\\n\\nt\\t\\u0001\\u001Fé"
          ],
          "e": {},
          "f": []
        }
        """
        XCTAssertEqual(streamed(doc, useMember: false), expected)
        XCTAssertEqual(streamed(doc, useMember: true), expected)
        XCTAssertEqual(doc.value.rendered(indent: 2), expected)
    }

    /// The streamed text is valid JSON whose strings and integers read back unchanged.
    func testJSONStreamOutputParsesBack() throws {
        let strings = Self.trickyStrings
        let integers = Self.trickyIntegers.filter { $0 != Int.min && $0 != Int.max }  // beyond Double's exact range
        let doc = Doc.object([("strings", .array(strings.map(Doc.string))), ("integers", .array(integers.map(Doc.int)))])
        var stream = JSONStream()
        doc.write(to: &stream, useMember: false)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(stream.bytes)) as? [String: Any])
        XCTAssertEqual(parsed["strings"] as? [String], strings)
        let parsedIntegers = (parsed["integers"] as? [Any])?.compactMap { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }
        XCTAssertEqual(parsedIntegers, integers)
    }

    /// `appendInteger` writes what `String(_:)` writes, after whatever the buffer held.
    func testAppendIntegerMatchesStringDescription() {
        var values = Self.trickyIntegers + [Int.min + 1, Int.max - 1, 1_000_000_000_000_000_000, -9, 9]
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power]
        }
        for value in values {
            var output: [UInt8] = Array("x:".utf8)
            JSONValue.appendInteger(value, to: &output)
            XCTAssertEqual(String(decoding: output, as: UTF8.self), "x:" + String(value), "\(value)")
        }
    }

    /// `appendSpaces` appends exactly `count` spaces, also past its 128-space run.
    func testAppendSpacesCounts() {
        for count in [0, 1, 2, 127, 128, 129, 255, 256, 257, 300] {
            var output: [UInt8] = [UInt8(ascii: "[")]
            JSONValue.appendSpaces(count, to: &output)
            XCTAssertEqual(output, [UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: " "), count: count), "\(count) spaces")
        }
    }

    // MARK: - ReportPaths

    /// `isNormalizedAbsolute` on a hand-written table.
    func testIsNormalizedAbsoluteTable() {
        let table: [(String, Bool)] = [
            ("/", true), ("/a", true), ("/a/b.swift", true), ("/a/.hidden", true), ("/a/..b", true), ("/a/b..", true),
            ("/...", true), ("/a/...", true), ("/.a", true), ("/a./b", true), ("/a/b/c/d", true), ("/My App/é.swift", true),
            ("/.../b", true), ("/a/....", true),
            ("a/b", false), ("", false), ("a", false), (".", false), ("./a", false), ("../a", false),
            ("/a/", false), ("//", false), ("//a", false), ("/a//b", false), ("/./a", false), ("/a/.", false),
            ("/a/..", false), ("/a/../b", false), ("/.", false), ("/..", false), ("/../a", false), ("/a/./b", false),
            ("/a/b/", false), ("/a/b//", false), ("///", false),
        ]
        for (path, expected) in table {
            XCTAssertEqual(ReportPaths.isNormalizedAbsolute(path), expected, "\"\(path)\"")
        }
    }

    /// `isNormalizedAbsolute` agrees with "normalizing changes nothing" on random paths.
    func testIsNormalizedAbsoluteAgreesWithNormalizingOnRandomPaths() {
        var random = SeededRandom(seed: 0x5eed_0001)
        let alphabet = Array("/./a.b")
        for _ in 0..<3000 {
            let length = random.next(below: 12)
            let path = String((0..<length).map { _ in alphabet[random.next(below: alphabet.count)] })
            let expected = path.hasPrefix("/") && Self.referenceAbsolute(path, root: "/") == path
            XCTAssertEqual(ReportPaths.isNormalizedAbsolute(path), expected, "\"\(path)\"")
        }
    }

    /// Paths with `.`, `..`, `//`, trailing slashes, spaces, non-ASCII text, inside and outside
    /// the root, relative and absolute.
    private static let pathSamples: [String] = [
        "/p", "/p/", "/p/a.swift", "/p/Sources/a.swift", "/p/Sources/My App/main.swift", "/p/Sources/Café.swift",
        "/p/Sources/日本/ü.swift", "/p/./Sources/a.swift", "/p//Sources//a.swift", "/p/Sources/../a.swift",
        "/p/Sources/a.swift/", "/p/..", "/p/../p/a.swift", "/p/../q/a.swift", "/pq/a.swift", "/p.swift", "/q/p/a.swift",
        "/", "//", "/..", "/../p/a.swift", "/./p/a.swift", "/p/.", "/p/./", "/p/...", "/p/.../a", "/p/..a/b",
        "/p/a/b/c/d/e.swift", "/p/a/./b/../c", "/p/q/r", "/p/q/r/", "/p/q/r/s.swift", "/p/q", "/p/q/../q/r/s",
        "a.swift", "Sources/a.swift", "./Sources/a.swift", "../a.swift", "../p/a.swift", "../../x", "a/../../b",
        "My Folder/é😀.swift", "", ".", "..", "a//b/./c/", "Sources/../Sources/x.swift", "/p q/r s.swift",
        "/p q/", "/p q", "/é/ü", "/é/ü/x", "/é", "/e",
    ]

    private static let rootSamples: [String] = [
        "/p", "/p/", "/p/q", "/p/q/r", "/", "//", "/p/.", "/p/./q", "/p//q", "/x/../p", "/p/q/..", "/p q", "/é",
        "/p/Sources", "/nowhere/at/all",
    ]

    /// `absolute(_:root:)` agrees with the component-based reference.
    func testAbsoluteAgreesWithReference() {
        for root in Self.rootSamples {
            for path in Self.pathSamples {
                XCTAssertEqual(ReportPaths.absolute(path, root: root), Self.referenceAbsolute(path, root: root),
                               "absolute(\"\(path)\", root: \"\(root)\")")
            }
        }
    }

    /// `relative(_:root:)` and `relativePaths(_:root:)` agree with the component-based reference.
    func testRelativeAgreesWithReference() {
        for root in Self.rootSamples {
            let batch = ReportPaths.relativePaths(Self.pathSamples, root: root)
            for path in Self.pathSamples {
                let expected = Self.referenceRelative(path, root: root)
                XCTAssertEqual(ReportPaths.relative(path, root: root), expected, "relative(\"\(path)\", root: \"\(root)\")")
                XCTAssertEqual(batch[path] ?? "<missing>", expected, "relativePaths, \"\(path)\" under \"\(root)\"")
            }
        }
    }

    /// Random paths and roots over a small alphabet: the fast path and the reference agree.
    func testRelativeAndAbsoluteAgreeWithReferenceOnRandomPaths() {
        var random = SeededRandom(seed: 0x5eed_0002)
        let alphabet = Array("/./ab")
        func randomPath(_ maximum: Int) -> String {
            String((0..<random.next(below: maximum)).map { _ in alphabet[random.next(below: alphabet.count)] })
        }
        for _ in 0..<3000 {
            let root = "/" + randomPath(6)
            let path = (random.next(below: 4) == 0 ? "" : "/") + randomPath(10)
            XCTAssertEqual(ReportPaths.absolute(path, root: root), Self.referenceAbsolute(path, root: root),
                           "absolute(\"\(path)\", root: \"\(root)\")")
            XCTAssertEqual(ReportPaths.relative(path, root: root), Self.referenceRelative(path, root: root),
                           "relative(\"\(path)\", root: \"\(root)\")")
        }
    }

    /// A relative root is taken against the current folder, by both paths.
    func testRelativeRootIsTakenAgainstTheCurrentFolder() {
        let current = FileManager.default.currentDirectoryPath
        for root in ["", "sub", "sub/dir", "./sub"] {
            let absoluteRoot = root.isEmpty ? current : current + "/" + root
            for path in Self.pathSamples + [absoluteRoot + "/x.swift", current + "/sub/dir/y.swift"] {
                XCTAssertEqual(ReportPaths.relative(path, root: root), Self.referenceRelative(path, root: absoluteRoot),
                               "relative(\"\(path)\", root: \"\(root)\")")
                XCTAssertEqual(ReportPaths.absolute(path, root: root), Self.referenceAbsolute(path, root: absoluteRoot),
                               "absolute(\"\(path)\", root: \"\(root)\")")
            }
        }
    }

    /// The same path spelled normalized (fast path) and with a `/./` (general path) is given the
    /// same relative form, also when path and root spell an accented letter differently
    /// (precomposed `é` U+00E9 against `e` + combining acute U+0301).
    func testRelativeIsTheSameForNormalizedAndUnnormalizedSpellings() {
        let cases: [(path: String, root: String)] = [
            ("/p/Sources/a.swift", "/p"), ("/pq/a.swift", "/p"), ("/é/x.swift", "/é"), ("/p q/r.swift", "/p q"),
            ("/caf\u{E9}/x.swift", "/cafe\u{301}"), ("/cafe\u{301}/x.swift", "/caf\u{E9}"),
        ]
        for (path, root) in cases {
            // Two spellings of `é` are two folders: neither path lies under the other's root.
            if path.contains("caf") { XCTAssertNil(ReportPaths.relative(path, root: root)) }
            let unnormalized = path.replacingOccurrences(of: "/x.swift", with: "/./x.swift")
                .replacingOccurrences(of: "/a.swift", with: "/./a.swift").replacingOccurrences(of: "/r.swift", with: "/./r.swift")
            XCTAssertNotEqual(unnormalized, path)
            XCTAssertEqual(ReportPaths.relative(path, root: root), ReportPaths.relative(unnormalized, root: root),
                           "relative(\(path.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()), root: \(root.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())) against the /./ spelling")
        }
    }

    /// The components of an absolute path with empty and `.` components dropped and `..`
    /// popping the one before (never above `/`).
    private static func referenceComponents(_ path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if component.isEmpty || component == "." { continue }
            if component == ".." {
                if !result.isEmpty { result.removeLast() }
                continue
            }
            result.append(component)
        }
        return result
    }

    private static func referenceAbsolute(_ path: String, root: String) -> String {
        let full = path.hasPrefix("/") ? path : root + "/" + path
        return "/" + referenceComponents(full).joined(separator: "/")
    }

    private static func referenceRelative(_ path: String, root: String) -> String? {
        let components = referenceComponents(referenceAbsolute(path, root: root))
        let rootComponents = referenceComponents(root)
        // Components compare by bytes, as file systems do.
        guard components.count > rootComponents.count,
              components[..<rootComponents.count].map({ Array($0.utf8) }) == rootComponents.map({ Array($0.utf8) }) else { return nil }
        return components[rootComponents.count...].joined(separator: "/")
    }

    // MARK: - SARIF line hash

    /// 64-bit FNV-1a of the key string, as 16 lowercase hex digits.
    private static func referenceLineHash(ruleID: String, path: String, lineFingerprint: String, occurrence: Int) -> String {
        let key = ruleID + "\0" + path + "\0" + lineFingerprint + "\0" + String(occurrence)
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `lineHash` is the FNV-1a of the joined key, for many occurrences and texts.
    func testLineHashMatchesReference() {
        let texts: [(String, String, String)] = [
            ("existential_any", "Sources/a.swift", "let x: P"), ("r", "p", "l"), ("", "", ""),
            ("rule", "Sources/Café.swift", "let s = \"日本語 😀\""), ("unused\0rule", "a\0b", "\0"),
            ("static_var_concurrency", "/abs/path with spaces/My File.swift", "static var shared = Cache()"),
            ("x", String(repeating: "long/", count: 200) + "f.swift", String(repeating: "abc ", count: 500)),
        ]
        let occurrences = [0, 1, 2, 9, 10, 11, 19, 99, 100, 101, 999, 1000, 123_456, 1_000_000, 987_654_321,
                           Int(Int32.max), Int.max / 10, Int.max, -1, -10, Int.min]
        for (ruleID, path, line) in texts {
            for occurrence in occurrences {
                XCTAssertEqual(SARIFReporter.lineHash(ruleID: ruleID, path: path, lineFingerprint: line, occurrence: occurrence),
                               Self.referenceLineHash(ruleID: ruleID, path: path, lineFingerprint: line, occurrence: occurrence),
                               "\(ruleID.debugDescription) | \(String(path.prefix(40)).debugDescription) | "
                                   + "\(String(line.prefix(40)).debugDescription) | \(occurrence)")
            }
        }
    }

    /// Known values: the FNV-1a offset basis check and a hash with leading zero digits.
    func testLineHashKnownValuesAndShape() {
        // FNV-1a("\0\0\0" + "0") worked out by hand with the reference, pinned so that the
        // reference itself cannot drift silently.
        XCTAssertEqual(Self.referenceLineHash(ruleID: "", path: "", lineFingerprint: "", occurrence: 0),
                       Self.fnv1a(Array("\0\0\00".utf8)))
        XCTAssertEqual(Self.fnv1a([]), "cbf29ce484222325")
        XCTAssertEqual(Self.fnv1a(Array("a".utf8)), "af63dc4c8601ec8c")
        XCTAssertEqual(Self.fnv1a(Array("foobar".utf8)), "85944171f73967e8")

        var random = SeededRandom(seed: 0x5eed_0003)
        var sawLeadingZero = false
        for index in 0..<4000 {
            let occurrence = random.next(below: 1_000_000)
            let hash = SARIFReporter.lineHash(ruleID: "rule\(index % 7)", path: "Sources/f\(index).swift",
                                              lineFingerprint: "line \(index)", occurrence: occurrence)
            XCTAssertEqual(hash.utf8.count, 16, hash)
            XCTAssertTrue(hash.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }, hash)
            XCTAssertEqual(hash, Self.referenceLineHash(ruleID: "rule\(index % 7)", path: "Sources/f\(index).swift",
                                                        lineFingerprint: "line \(index)", occurrence: occurrence))
            if hash.hasPrefix("0") { sawLeadingZero = true }
        }
        XCTAssertTrue(sawLeadingZero, "some hash among 4000 should start with a zero digit (zero padding)")
    }

    private static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: - Bracket matching

    /// A straightforward bracket matcher: a Swift array as the stack, looking at most 8 openers
    /// down; openers above the match are dropped unmatched, a closer without opener is ignored.
    private static func referenceMatching(_ tokens: [Token]) -> [Int32] {
        var matching = [Int32](repeating: -1, count: tokens.count)
        var stack: [(index: Int, kind: TokenKind)] = []
        for (index, token) in tokens.enumerated() {
            let opener: TokenKind
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace:
                stack.append((index, token.kind))
                continue
            case .rightParen: opener = .leftParen
            case .rightSquare: opener = .leftSquare
            case .rightBrace: opener = .leftBrace
            default: continue
            }
            var found: Int?
            var depth = stack.count - 1
            while depth >= 0 && depth >= stack.count - 8 {
                if stack[depth].kind == opener { found = depth; break }
                depth -= 1
            }
            guard let found else { continue }
            matching[stack[found].index] = Int32(index)
            matching[index] = Int32(stack[found].index)
            stack.removeSubrange(found...)
        }
        return matching
    }

    private func assertMatchingAgreesWithReference(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let stream = Lexer.tokenize(Array(source.utf8))
        let expected = Self.referenceMatching(stream.tokens)
        let label = source.count > 80 ? String(source.prefix(80)) + "… (\(source.utf8.count) bytes)" : source
        XCTAssertEqual(TokenStream.matchBrackets(stream.tokens), expected, "matchBrackets: \(label)", file: file, line: line)
        XCTAssertEqual(stream.matching, expected, "Lexer.tokenize(…).matching: \(label)", file: file, line: line)
        XCTAssertEqual(TokenStream(tokens: stream.tokens, comments: stream.comments).matching, expected,
                       "TokenStream(tokens:comments:).matching: \(label)", file: file, line: line)
    }

    /// Swift sources, balanced and not, deeply nested, agree with the reference.
    func testMatchBracketsAgreesWithReferenceOnSources() {
        let sources = [
            "", "()", "( ] )", "{ ( }", "(((((((((((]", "[((((((((]", "[(((((((]", "{[(((((((}", "{[((((((((}",
            "]", ")))", "(((", "([)]", "([{}])", "{ [ ( ) ] }", "f(a[1], { $0 })", "let x = [1: (2, 3)]",
            "struct A { func f() { let x = [1, 2] /* ( */ } } // ]", "let s = \"(\\(a[0]))\" + \"]\"",
            "if a { (b] } else { [c) }", "{ { { { { { { { { { ( } } } } } } } } } }",
            "class C<T> { subscript(i: Int) -> [T] { get { [] } } }",
            "#if os(Linux)\nfunc f() {\n#else\nfunc f() { (\n#endif\n}",
            String(repeating: "(", count: 200) + String(repeating: ")", count: 200),
            String(repeating: "{[(", count: 100) + String(repeating: ")]}", count: 100),
            String(repeating: "(", count: 200) + "]" + String(repeating: ")", count: 200),
            String(repeating: "[", count: 70) + String(repeating: "(", count: 9) + String(repeating: "]", count: 70),
            String(repeating: "( [ ", count: 50) + String(repeating: "] ", count: 50) + String(repeating: ") ", count: 50),
        ]
        for source in sources { assertMatchingAgreesWithReference(source) }
    }

    /// The lexer pairs only the bracket tokens it listed while lexing (session 65): the
    /// brackets of an interpolation's code, which it lexes and drops again, must leave the list
    /// too. Real files (this package's lexer sources) and strings with brackets in their
    /// interpolations agree with the reference.
    func testLexerBracketListAgreesWithReferenceAroundInterpolations() throws {
        let sources = [
            "let s = \"\\(f(a[0], { $0 }))\" + g(\"[\\(b)]\")",
            "let m = \"\"\"\n\\(x.map { [$0] })\n(\n\"\"\"\nlet t = (1, [2])",
            "let r = #\"\\#(d[\"k\"]!)(\"#; let u = [r]",
            "let n = \"\\(\"\\(\"\\([1, 2][0])\")\")\" ; f(n)",
            "let open = \"\\(f(\"\nlet after = (1)",
            "let re = /\\(a[b])/; let v = re.map { ($0) }",
        ]
        for source in sources { assertMatchingAgreesWithReference(source) }
        let lexerFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LintKit/Lexer")
        let files = try FileManager.default.contentsOfDirectory(atPath: lexerFolder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 5)
        for name in files {
            let text = try String(contentsOf: lexerFolder.appendingPathComponent(name), encoding: .utf8)
            assertMatchingAgreesWithReference(text)
        }
    }

    /// 500 random bracket strings from a seeded generator agree with the reference.
    func testMatchBracketsAgreesWithReferenceOnRandomStrings() {
        var random = SeededRandom(seed: 0x5eed_0005)
        let alphabet = Array("()[]{} a")
        for _ in 0..<500 {
            let length = random.next(below: 61)
            assertMatchingAgreesWithReference(String((0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }))
        }
        // Longer ones, heavy on openers, to grow the stack past its first 64 slots.
        let openers = Array("((([[[{{{ )]}")
        for _ in 0..<100 {
            let length = random.next(below: 400)
            assertMatchingAgreesWithReference(String((0..<length).map { _ in openers[random.next(below: openers.count)] }))
        }
    }

    /// Hand-written expectations at the edges: the eight-opener window, skipped openers, ignored closers.
    func testMatchBracketsByHand() {
        func matching(_ source: String) -> [Int32] { Lexer.tokenize(Array(source.utf8)).matching }
        // Tokens: ( ] ) EOF — the `]` is ignored.
        XCTAssertEqual(matching("( ] )"), [2, -1, 0, -1])
        // Tokens: { ( } EOF — the `(` stays unmatched.
        XCTAssertEqual(matching("{ ( }"), [2, -1, 0, -1])
        // `[` with 7 openers above it is within reach; with 8 above it is not.
        XCTAssertEqual(matching("[(((((((]"), [8, -1, -1, -1, -1, -1, -1, -1, 0, -1])
        XCTAssertEqual(matching("[((((((((]"), [Int32](repeating: -1, count: 11))
        // After an ignored closer the stack is unchanged.
        XCTAssertEqual(matching("(((((((((((]"), [Int32](repeating: -1, count: 13))
        XCTAssertEqual(matching("[((((((((])"), [-1, -1, -1, -1, -1, -1, -1, -1, 10, -1, 8, -1])
        // Hand-built tokens (no lexer): 200 nested parentheses pair from the outside in.
        var tokens: [Token] = []
        for offset in 0..<200 { tokens.append(Token(kind: .leftParen, start: offset, end: offset + 1)) }
        for offset in 200..<400 { tokens.append(Token(kind: .rightParen, start: offset, end: offset + 1)) }
        tokens.append(Token(kind: .endOfFile, start: 400, end: 400))
        let result = TokenStream(tokens: tokens, comments: []).matching
        XCTAssertEqual(result, (0..<200).map { Int32(399 - $0) } + (200..<400).map { Int32(399 - $0) } + [-1])
    }

    // MARK: - ProjectIndex: add file by file against merge of per-file indexes

    /// Small files that declare the same names several times, in dependencies and the project.
    private static let indexFiles: [(path: String, text: String)] = [
        ("/p/.build/checkouts/dep/Sources/Dep/A.swift", """
        public class Node: Sendable {
            public var value: Int = 0
            let child = Child(name: "x")
            func visit() {}
            static func make() -> Node { Node() }
            public struct Child { var name: String }
        }
        public protocol Container<Element, Index>: Collection { associatedtype Element; associatedtype Index }
        public typealias Handler = (Int) -> Void
        public typealias Both = Container & Sendable
        @globalActor public actor DepActor { public static let shared = DepActor() }
        public enum Shape { case circle(radius: Double), rect(Double, Double); case empty }
        extension Node: Equatable { func extra() {} var computed: Int { 1 } }
        """),
        ("/p/Sources/App/B.swift", """
        final class Node<T>: Codable {
            var items: [T] = []
            var label = Label.default
            func visit() {}
            enum Kind { case leaf, branch(Node, depth: Int) }
        }
        struct Point { var x: Int; var y: Int; static var origin = Point(x: 0, y: 0); func length() -> Int { x + y } }
        extension Point: Hashable { func scaled(by f: Int) -> Point { self } }
        protocol Container<Item> { associatedtype Item }
        @globalActor actor AppActor { static let shared = AppActor() }
        @MainActor final class ViewModel: ObservableObject { @Published var title: String = "" }
        typealias Handler = @Sendable () -> Void
        typealias Service = Container
        """),
        ("/p/Tests/AppTests/C.swift", """
        extension Node { func helper() {} var nodeCount: Int { 0 } }
        public struct Point: Sendable { let z: Double; var w = Weight(1) }
        enum Shape: String { case a, b }
        public protocol Drawable: AnyObject, Sendable { func draw() }
        extension Node.Kind: CustomStringConvertible { var description: String { "" } }
        @globalActor struct TestActor { static let shared = AppActor() }
        """),
        ("/p/.build/checkouts/other/Sources/Other/D.swift", """
        open class Node { open func visit() {} open var tail: Node? }
        struct Matrix<Row, Column> where Row: Hashable { var rows: [Row]; enum Kind { case square(size: Int) } }
        extension Matrix: Sendable where Row: Sendable {}
        protocol Container { }
        """),
    ]

    private static func indexTree(_ number: Int) -> SyntaxTree {
        indexTree(number, declarationsOnly: false)
    }

    private static func indexTree(_ number: Int, declarationsOnly: Bool) -> SyntaxTree {
        let file = SourceFile(path: indexFiles[number].path, text: indexFiles[number].text)
        return Parser.parse(file, stream: Lexer.tokenize(file.bytes), declarationsOnly: declarationsOnly)
    }

    /// One index with every file added in `order`.
    private static func addedIndex(_ trees: [SyntaxTree]) -> ProjectIndex {
        let index = ProjectIndex()
        for tree in trees { index.add(tree) }
        index.finish()
        return index
    }

    /// One index per file, merged in order into an empty index (with `merge` or `absorb`).
    private static func mergedIndex(_ trees: [SyntaxTree], absorbing: Bool = false) -> ProjectIndex {
        let index = ProjectIndex()
        for tree in trees {
            let single = ProjectIndex()
            single.add(tree)
            if absorbing {
                index.absorb(single, fieldGroup: 1)
                index.absorb(single, fieldGroup: 0)
            } else {
                index.merge(single)
            }
        }
        index.finish()
        return index
    }

    /// For every order of the four files, adding one by one equals merging per-file indexes,
    /// with full parses and with the declarations-only parses the engine's index pass uses.
    func testAddingFilesOneByOneEqualsMergingPerFileIndexes() {
        for declarationsOnly in [false, true] {
            let trees = (0..<Self.indexFiles.count).map { Self.indexTree($0, declarationsOnly: declarationsOnly) }
            for order in permutations(Array(trees.indices)) {
                let ordered = order.map { trees[$0] }
                let label = "file order \(order), declarations only: \(declarationsOnly)"
                let added = IndexSnapshot(Self.addedIndex(ordered))
                for absorbing in [false, true] {
                    let merged = IndexSnapshot(Self.mergedIndex(ordered, absorbing: absorbing))
                    XCTAssertEqual(added.differences(from: merged), [], "\(label), absorb: \(absorbing)")
                    XCTAssertEqual(added, merged, "\(label), absorb: \(absorbing)")
                }
                // `init(trees:)` is the same one-by-one build.
                XCTAssertEqual(IndexSnapshot(ProjectIndex(trees: ordered)), added, "init(trees:), \(label)")
            }
        }
    }

    /// Like the engine's index pass: files added one by one into chunk indexes, the later chunks
    /// then merged into the first, give the index of adding every file one by one.
    func testChunkIndexesMergedIntoTheFirstEqualAddingOneByOne() {
        let trees = (0..<Self.indexFiles.count).map { Self.indexTree($0, declarationsOnly: true) }
        for order in permutations(Array(trees.indices)) {
            let ordered = order.map { trees[$0] }
            let added = IndexSnapshot(Self.addedIndex(ordered))
            for split in [[1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]] {
                let bounds = [0] + split + [ordered.count]
                let chunks = (0..<(bounds.count - 1)).map { chunk -> ProjectIndex in
                    let index = ProjectIndex()
                    for tree in ordered[bounds[chunk]..<bounds[chunk + 1]] { index.add(tree) }
                    return index
                }
                for chunk in chunks.dropFirst() {
                    chunks[0].merge(chunk, fieldGroup: 0)
                    chunks[0].merge(chunk, fieldGroup: 1)
                }
                chunks[0].finish()
                let merged = IndexSnapshot(chunks[0])
                XCTAssertEqual(added.differences(from: merged), [], "file order \(order), chunks split at \(split)")
                XCTAssertEqual(added, merged, "file order \(order), chunks split at \(split)")
            }
        }
    }

    /// Whatever the order, the project's `Node` wins over the dependencies' ones, and the first
    /// of several project declarations is kept.
    func testProjectNominalWinsOverDependencyInBothOrders() {
        let dependency = Self.indexTree(0), project = Self.indexTree(1), other = Self.indexTree(3)
        for order in [[dependency, project], [project, dependency], [dependency, project, other],
                      [other, dependency, project], [project, other, dependency]] {
            for index in [Self.addedIndex(order), Self.mergedIndex(order)] {
                let node = index.types["Node"]?.nominal
                XCTAssertEqual(node?.isDependency, false)
                XCTAssertEqual(node?.kind, .class)
                XCTAssertEqual(node?.access, Keyword.none)
                XCTAssertEqual(node?.declaredInheritance, ["Codable"])
                XCTAssertEqual(index.topLevel["Node"]?.count, order.count)
                XCTAssertEqual(index.topLevel["Node"]?.map(\.isDependency), order.map { $0.file.path.contains("/.build/checkouts/") })
            }
        }
        // Two dependencies only: the first one is kept.
        for (order, access) in [([dependency, other], Keyword.public), ([other, dependency], Keyword.open)] {
            for index in [Self.addedIndex(order), Self.mergedIndex(order)] {
                XCTAssertEqual(index.types["Node"]?.nominal?.isDependency, true)
                XCTAssertEqual(index.types["Node"]?.nominal?.access, access)
            }
        }
        // Two project files declaring `Point` and `Shape`: the first one is kept.
        let tests = Self.indexTree(2)
        for (order, firstIsSources) in [([project, tests], true), ([tests, project], false)] {
            for index in [Self.addedIndex(order), Self.mergedIndex(order)] {
                XCTAssertEqual(index.types["Point"]?.nominal?.access, firstIsSources ? Keyword.none : .public)
                XCTAssertEqual(index.types["Point"]?.nominal?.declaredInheritance, firstIsSources ? [] : ["Sendable"])
                XCTAssertEqual(index.types["Point"]?.nominal?.isDependency, false)
                XCTAssertEqual(index.topLevel["Point"]?.map(\.access), firstIsSources ? [Keyword.none, .public] : [.public, .none])
                XCTAssertEqual(index.types["Point"]?.inheritance.map { Set($0.names) }, ["Sendable", "Hashable"], "inheritance is united whatever the order")
            }
        }
    }

    /// The fixture really exercises the tables compared above (so that an empty table cannot
    /// make the comparison pass trivially).
    func testIndexFixtureCoversTheTables() {
        let index = Self.addedIndex((0..<Self.indexFiles.count).map(Self.indexTree))
        XCTAssertEqual(index.topLevel["Node"]?.count, 2 + 1)  // A, B, D (C only extends it)
        XCTAssertEqual(index.topLevel["Node"]?.map(\.packageKey), ["/p/.build/checkouts/dep", "/p", "/p/.build/checkouts/other"])
        XCTAssertEqual(index.types["Node"]?.kind, .class)
        XCTAssertEqual(index.types["DepActor"]?.kind, .actor)
        XCTAssertEqual(index.types["Node"]?.genericParameters, ["T"])
        XCTAssertEqual(index.types["Matrix"]?.genericParameters, ["Row", "Column"])
        XCTAssertTrue(index.globalActors.isSuperset(of: ["MainActor", "DepActor", "AppActor", "TestActor"]))
        XCTAssertEqual(index.types["Container"]?.primaryAssociatedTypes, ["Item"], "the last protocol with primary types wins")
        XCTAssertTrue(index.instanceMembers(of: "Node").isSuperset(of: ["value", "child", "visit", "items", "label", "extra",
                                                                    "computed", "helper", "nodeCount", "tail"]))
        XCTAssertEqual(index.types["Node"]?.methodNames.contains("make"), false, "static methods are not instance methods")
        XCTAssertTrue(index.types["Node"]?.inheritance.map { Set($0.names) }?.isSuperset(of: ["Sendable", "Codable", "Equatable"]) ?? false)
        XCTAssertTrue(index.types["ViewModel"]?.nominal?.attributes.contains("MainActor") ?? false)
        XCTAssertNotNil(index.nested["Node"]?["Kind"])
        XCTAssertNotNil(index.nested["Node"]?["Child"])
        XCTAssertNotNil(index.nested["Matrix"]?["Kind"])
        XCTAssertEqual(index.types["Point"]?.storedProperties.count, 4, "x, y from Sources/App; z, w from Tests")
        XCTAssertEqual(index.types["Node.Kind"]?.storedProperties.count, 2, "branch's two payloads")
        XCTAssertEqual(index.types["Shape"]?.storedProperties.count, 3, "circle's one and rect's two payloads")
        let initializers = index.types["Point"]?.storedProperties.compactMap(\.initializer) ?? []
        XCTAssertEqual(initializers.count, 1, "w's initializer Weight(1)")
        if case let .chain(steps)? = initializers.first {
            XCTAssertEqual(steps.map(\.name), ["Weight"])
            XCTAssertEqual(steps.first?.isCalled, true)
        } else {
            XCTFail("Weight(1) is read as a called chain")
        }
        XCTAssertEqual(index.topLevel["Handler"]?.count, 2)
    }
}
