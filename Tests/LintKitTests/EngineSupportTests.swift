import XCTest
@testable import LintKit

/// The small pieces the engine's speed rests on: the token-stream budget, kept streams, byte
/// searches in strings, path arithmetic, the line table's fast path and file reading.
final class EngineSupportTests: XCTestCase {
    // MARK: MemoryBudget

    /// A line's fingerprint folds white space first and then takes the ends of a long line:
    /// indenting it anew changes nothing, and no character is cut in two.
    func testLongLineFingerprintsIgnoreIndentationAndKeepCharactersWhole() {
        func fingerprint(_ text: String) -> String {
            RuleContext.fingerprint(SourceFile(path: "a.swift", text: text), line: 1)
        }
        let body = "let handler: P? = nil; let text = \"" + String(repeating: "lorem ipsum dolor sit amet ", count: 12) + "\""
        XCTAssertEqual(fingerprint("    " + body), fingerprint("\t\t        " + body))
        XCTAssertEqual(fingerprint("    " + body + "   "), fingerprint(body))
        XCTAssertTrue(fingerprint(body).hasPrefix("let handler: P? = nil;"), fingerprint(body))
        XCTAssertTrue(fingerprint(body).contains(" … "))
        XCTAssertLessThanOrEqual(fingerprint(body).utf8.count, RuleContext.fingerprintLimit + " … ".utf8.count)
        let accents = "let s = \"" + String(repeating: "é", count: 200) + "\""
        XCTAssertFalse(fingerprint(accents).contains("\u{FFFD}"), fingerprint(accents))
        XCTAssertFalse(fingerprint(" " + accents).contains("\u{FFFD}"))
        XCTAssertEqual(fingerprint("  let   x:  P  "), "let x: P")
    }

    func testBudgetGrowsWithTheSourceRead() {
        let budget = MemoryBudget()
        XCTAssertTrue(budget.reserve(MemoryBudget.allowance))
        XCTAssertFalse(budget.reserve(1), "the allowance is used up before any source is read")
        budget.addSource(1_000_000)
        XCTAssertTrue(budget.reserve(2_500_000))
        XCTAssertFalse(budget.reserve(1), "2.5 bytes per source byte, and not one more")
    }

    func testFailedReservationTakesNothing() {
        let budget = MemoryBudget()
        XCTAssertFalse(budget.reserve(MemoryBudget.allowance + 1))
        XCTAssertTrue(budget.reserve(MemoryBudget.allowance))
    }

    // MARK: Kept token streams

    func testKeptStreamRebuildsTheSameStreamInLessMemory() {
        let source = Array("struct A { func f() { let x = [1, 2] /* c */ } }\n// tail\n".utf8)
        let stream = Lexer.tokenize(source)
        let kept = stream.kept()
        XCTAssertLessThan(kept.memoryFootprint, stream.memoryFootprint)
        let rebuilt = TokenStream(kept)
        XCTAssertEqual(rebuilt.tokens, stream.tokens)
        XCTAssertEqual(rebuilt.comments, stream.comments)
        XCTAssertEqual(rebuilt.matching, stream.matching)
    }

    /// `pairBrackets` tells brackets from other tokens by one range test: the six bracket
    /// kinds are consecutive, each opener even-numbered from `(` and its closer right after it.
    func testBracketKindsAreConsecutivePairs() {
        let pairs: [(TokenKind, TokenKind)] = [(.leftParen, .rightParen), (.leftBrace, .rightBrace), (.leftSquare, .rightSquare)]
        for (offset, (open, close)) in pairs.enumerated() {
            XCTAssertEqual(open.rawValue, TokenKind.leftParen.rawValue + UInt8(2 * offset))
            XCTAssertEqual(close.rawValue, open.rawValue + 1)
        }
        XCTAssertEqual(TokenKind.rightSquare.rawValue - TokenKind.leftParen.rawValue, 5)
    }

    func testPackedTokensRoundTripWithLongTokensAndGaps() {
        // A gap or length of 255 or more is kept apart.
        let long = String(repeating: "x", count: 300)
        let source = "let a = \"\(long)\"" + String(repeating: " ", count: 255) + "b\n" + String(repeating: "\n", count: 70_000)
            + "c/* " + long + " */d é"
        let tokens = Lexer.tokenize(Array(source.utf8)).tokens
        let packed = PackedTokens(tokens)
        XCTAssertEqual(packed.count, tokens.count)
        XCTAssertEqual(packed.unpacked(), tokens)
        XCTAssertEqual(packed.unpacked(extraCapacity: 10), tokens)
        XCTAssertGreaterThanOrEqual(packed.unpacked(extraCapacity: 10).capacity, tokens.count + 10)
        // Three bytes of kind, keyword and flags and a byte each for gap and length; the four
        // values of 255 or more (the string's length, the gaps of spaces, of newlines and of
        // the comment) are kept apart, in order.
        XCTAssertEqual(packed.records.count, 5 * tokens.count)
        XCTAssertEqual(packed.exceptions, [302, 255, 70_001, 306])
        // Any values survive, also ones no lexer makes (a token before the previous one's end).
        let odd = [Token(kind: .identifier, start: 10, end: 12), Token(kind: .comma, start: 5, end: 6),
                   Token(kind: .identifier, keyword: .`let`, flags: 3, start: 6, end: Int(Int32.max))]
        XCTAssertEqual(PackedTokens(odd).unpacked(), odd)
        XCTAssertEqual(PackedTokens([]).unpacked(), [])
    }

    /// Files whose interpolations' brackets are paired after the file's own: balanced ones,
    /// and ones that leave brackets open on either side.
    private static let interpolationBracketSources = [
        "let s = \"\\(a[(1)]) and \\(f { $0 })\"\nfunc g() { h(s) }\n",
        // Unbalanced in the file: its `{` and `(` are still open when the interpolation's
        // `)` and `}` are appended.
        "func f() { let s = \"\\(x) }\" + (\"\\(y})\"\n",
        // Unbalanced inside the interpolation only.
        "let t = \"\\(a[(1)\" ; struct S { var v: [Int] }\n",
        "let u = \"\"\"\n  \\(\"\\(nested(1))\")\n  \"\"\"\nenum E { case a(Int) }\n",
        // More open brackets than the pairing stack first holds (it grows), closed after
        // an interpolation.
        "let v = " + String(repeating: "([", count: 70) + "\"\\(w[0])\"" + String(repeating: "])", count: 70) + "\n",
        "struct NoInterpolation { func f() -> [Int] { [1, (2)] } }\n",
    ]

    func testParsingKeptTokensMatchesBracketsAsAFreshParse() {
        let sources = Self.interpolationBracketSources
        for source in sources {
            let file = SourceFile(path: "/virtual/K.swift", text: source)
            let fresh = Parser.parse(file)
            let fromKept = Parser.parse(file, kept: Lexer.tokenize(file.bytes).kept())
            XCTAssertEqual(fromKept.tokens, fresh.tokens, source)
            XCTAssertEqual(fromKept.stream.matching, fresh.stream.matching, source)
            XCTAssertEqual(fromKept.stream.matching, TokenStream.matchBrackets(fresh.tokens), source)
            XCTAssertEqual(fromKept.declarations.map(\.name), fresh.declarations.map(\.name), source)
            XCTAssertEqual(fromKept.closures.map(\.leftBrace), fresh.closures.map(\.leftBrace), source)
        }
    }

    func testLargeStreamsAreKeptWholeAndSmallOnesPacked() {
        let small = Lexer.tokenize(Array("let a = 1\n".utf8))
        XCTAssertFalse(small.kept().isWhole)
        // Enough tokens to pass the threshold (12 bytes each): `a,` is two tokens.
        let tokenCount = TokenStream.wholeKeepingThreshold / MemoryLayout<Token>.stride
        let large = Lexer.tokenize(Array(("let x = [" + String(repeating: "a,", count: tokenCount / 2) + "]\n").utf8))
        XCTAssertTrue(large.kept().isWhole)
        XCTAssertFalse(large.keptPacked().isWhole)
        // Kept whole, the footprint is what the tokens and bracket entries fill: 16 bytes a
        // token, against about 5 packed.
        XCTAssertGreaterThanOrEqual(large.kept().memoryFootprint, 16 * large.count)
        XCTAssertLessThan(large.keptPacked().memoryFootprint, 6 * large.count)
        XCTAssertEqual(TokenStream(large.kept()).tokens, large.tokens)
        XCTAssertEqual(TokenStream(large.kept()).matching, large.matching)
    }

    func testParsingAStreamKeptWholeMatchesAFreshParse() {
        // For files that leave brackets open, the pairing of pass 1 is redone to find them.
        let sources = Self.interpolationBracketSources
        for source in sources {
            let file = SourceFile(path: "/virtual/W.swift", text: source)
            let fresh = Parser.parse(file)
            var taken = Lexer.tokenize(file.bytes).keptWhole()
            let kept = Lexer.tokenize(file.bytes).keptWhole()
            for tree in [Parser.parse(file, taking: &taken), Parser.parse(file, kept: kept)] {
                XCTAssertEqual(tree.tokens, fresh.tokens, source)
                XCTAssertEqual(tree.stream.matching, fresh.stream.matching, source)
                XCTAssertEqual(tree.declarations.map(\.name), fresh.declarations.map(\.name), source)
                XCTAssertEqual(tree.closures.map(\.leftBrace), fresh.closures.map(\.leftBrace), source)
                XCTAssertEqual(tree.interpolations.keys.sorted(), fresh.interpolations.keys.sorted(), source)
            }
            // `parse(_:kept:)` leaves its argument as it was; `parse(_:taking:)` empties it.
            XCTAssertEqual(TokenStream(kept).tokens, Lexer.tokenize(file.bytes).tokens, source)
            XCTAssertFalse(taken.isWhole, source)
        }
    }

    func testTokenBitsSetAndClearSingleTokens() {
        var bits = TokenBits(count: 130)
        for index in [0, 63, 64, 129] { bits[index] = true }
        XCTAssertEqual((0..<130).filter { bits[$0] }, [0, 63, 64, 129])
        bits[63] = false
        bits[64] = true
        XCTAssertEqual((0..<130).filter { bits[$0] }, [0, 64, 129])
    }

    func testKeptAndRetokenizedStreamsGiveTheSameFindings() {
        // Streams are kept or tokenized again depending on the budget; the findings must not care.
        let files = (0..<40).map { number in
            SourceFile(path: "/virtual/File\(number).swift",
                       bytes: Array("protocol P\(number) {}\nlet value\(number): P\(number)? = nil\nvar global\(number) = 0\n".utf8))
        }
        let rules = RuleRegistry.all.map { ConfiguredRule(rule: try! $0.init(options: RuleOptions()), severity: .warning) }
        let together = LintEngine(rules: rules).lint(files: files).findings
        var retokenizing = LintEngine(rules: rules)
        retokenizing.keepsTokenStreams = false
        XCTAssertEqual(together, retokenizing.lint(files: files).findings)
        var alone: [Finding] = []
        for file in files { alone += LintEngine(rules: rules).lint(files: [file]).findings }
        XCTAssertEqual(together, alone.sorted())
        XCTAssertEqual(together.count, 120, "three findings per file: existential_any and two static_var_concurrency")
    }

    /// The run's last trees are handed to the result (not freed), one per core at most, and
    /// they are the trees of the last files.
    func testResultHoldsTheLastFilesTrees() {
        let files = (0..<9).map { number in
            SourceFile(path: "/virtual/LastTrees/Sources/M/F\(number).swift", bytes: Array("let value\(number) = \(number)\n".utf8))
        }
        let rules = RuleRegistry.all.map { ConfiguredRule(rule: try! $0.init(options: RuleOptions()), severity: .warning) }
        let result = LintEngine(rules: rules).lint(files: files)
        let kept = min(LintEngine.treesKeptAtEnd, files.count)
        XCTAssertEqual(result.lastTrees.map(\.file.path), files.suffix(kept).map(\.path))
        XCTAssertEqual(LintEngine(rules: rules).lint(files: Array(files.prefix(1))).lastTrees.map(\.file.path), [files[0].path])
        XCTAssertTrue(LintEngine(rules: rules).lint(files: []).lastTrees.isEmpty)
    }

    // MARK: SARIF fingerprints

    func testFingerprintOccurrencesCountPerDisplayedPath() {
        func finding(_ path: String) -> Finding {
            Finding(ruleID: "existential_any", severity: .warning, path: path, offset: 0,
                    location: SourceLocation(line: 1, column: 1, utf16Column: 1), message: "m", lineFingerprint: "let x: P")
        }
        // Two spellings of one file: the second finding is the second occurrence.
        let findings = [finding("/root/a.swift"), finding("/root/./a.swift")]
        let relative: [String: String?] = ["/root/a.swift": "a.swift", "/root/./a.swift": "a.swift"]
        let prints = SARIFReporter.fingerprints(for: findings, root: "/root", relativePaths: relative)
        XCTAssertEqual(prints, [
            SARIFReporter.lineHash(ruleID: "existential_any", path: "a.swift", lineFingerprint: "let x: P", occurrence: 0),
            SARIFReporter.lineHash(ruleID: "existential_any", path: "a.swift", lineFingerprint: "let x: P", occurrence: 1),
        ])
        // Not grouped by path: counts survive the switch to another file and back.
        let mixed = [finding("/root/a.swift"), finding("/root/b.swift"), finding("/root/a.swift")]
        let mixedPrints = SARIFReporter.fingerprints(for: mixed, root: "/root",
                                                     relativePaths: ["/root/a.swift": "a.swift", "/root/b.swift": "b.swift"])
        XCTAssertEqual(mixedPrints[2], SARIFReporter.lineHash(ruleID: "existential_any", path: "a.swift",
                                                              lineFingerprint: "let x: P", occurrence: 1))
    }

    // MARK: ASCII searches

    func testContainsBytes() {
        XCTAssertTrue("/a/.build/checkouts/x.swift".containsBytes("/.build/checkouts/"))
        XCTAssertFalse("/a/.build/checkout/x.swift".containsBytes("/.build/checkouts/"))
        XCTAssertTrue("abc".containsBytes(""))
        XCTAssertFalse("ab".containsBytes("abc"))
        XCTAssertTrue("caf\u{E9}/Tests/".containsBytes("/Tests/"))
    }

    func testASCIIIndexesSliceLikeCharacterIndexes() {
        let name = "Outer.Middle.Inner"
        XCTAssertEqual(name.firstIndex(ofASCII: UInt8(ascii: ".")).map { String(name[..<$0]) }, "Outer")
        XCTAssertEqual(name.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(name[..<$0]) }, "Outer.Middle")
        XCTAssertNil("Plain".firstIndex(ofASCII: UInt8(ascii: ".")))
        XCTAssertTrue("\u{E9}t\u{E9}.x".containsASCII(UInt8(ascii: ".")))
    }

    // MARK: PathText

    func testParentFolder() {
        XCTAssertEqual(PathText.parent("/a/b/c.swift"), "/a/b")
        XCTAssertEqual(PathText.parent("/a"), "/")
        XCTAssertEqual(PathText.parent("/"), "/")
        XCTAssertEqual(PathText.parent("c.swift"), "")
        XCTAssertEqual(PathText.parent("a/b/"), "a")
        XCTAssertEqual(PathText.parent("/a//b.swift"), "/a")
        XCTAssertEqual(PathText.parent("/dir with space/\u{E9}.swift"), "/dir with space")
    }

    func testPathComponents() {
        XCTAssertEqual(PathText.components("/a//b/./c/").map(String.init), ["a", "b", ".", "c"])
        XCTAssertEqual(PathText.lastComponent("/a/b.swift"), "b.swift")
        XCTAssertEqual(PathText.lastComponent("b.swift"), "b.swift")
        // A combining mark right after the slash stays with the name.
        XCTAssertEqual(PathText.lastComponent("dir/\u{301}x.swift").unicodeScalars.count, 8)
    }

    // MARK: LineTable and FileReader

    func testLineTableFastAndSlowPathsAgree() {
        let unix = Array("a\nbb\n\nccc".utf8)
        XCTAssertEqual(LineTable(unix).lineStarts, [0, 2, 5, 6])
        let mixed = Array("a\r\nbb\r\rccc\n".utf8)
        XCTAssertEqual(LineTable(mixed).lineStarts, [0, 3, 6, 7, 11])
        XCTAssertEqual(LineTable([]).lineStarts, [0])
        XCTAssertEqual(LineTable(Array("\n".utf8)).lineStarts, [0, 1])
    }

    /// Large files look lines up through a block index; every offset, also past either end,
    /// must land on the line a plain search over the line starts finds.
    func testLineLookupInLargeFilesMatchesAPlainSearch() {
        var bytes: [UInt8] = []
        var generator = SystemRandomNumberGenerator()
        while bytes.count < LineTable.blockIndexMinimumBytes * 2 {
            // Empty lines, short ones, and lines longer than a block; CR LF and lone CR too.
            let length = [0, 1, 7, 40, 300, 5000, 9000].randomElement(using: &generator)!
            bytes += [UInt8](repeating: UInt8(ascii: "x"), count: length)
            bytes += [[10], [13, 10], [13]].randomElement(using: &generator)!
        }
        let table = LineTable(bytes)
        func plainSearch(_ offset: Int) -> Int {
            table.lineStarts.lastIndex { $0 <= offset } ?? 0
        }
        for offset in -3...(bytes.count + 5000) where offset % 7 == 0 || offset < 64 || offset > bytes.count - 64 {
            XCTAssertEqual(table.lineIndex(of: offset), plainSearch(offset), "offset \(offset)")
        }
        for start in table.lineStarts {
            XCTAssertEqual(table.lineIndex(of: start), plainSearch(start))
            XCTAssertEqual(table.lineIndex(of: start - 1), plainSearch(start - 1))
        }
    }

    func testFileReaderReadsExactBytesAndRejectsBinary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-support-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("a.swift")
        let bytes = Array(String(repeating: "let x = 1 // \u{E9}\n", count: 5000).utf8)
        try Data(bytes).write(to: text)
        guard case let .success(file) = FileReader.read(text.path) else { return XCTFail("readable file rejected") }
        XCTAssertEqual(file.bytes, bytes)
        let empty = folder.appendingPathComponent("empty.swift")
        try Data().write(to: empty)
        guard case let .success(emptyFile) = FileReader.read(empty.path) else { return XCTFail("empty file rejected") }
        XCTAssertEqual(emptyFile.bytes, [])
        let binary = folder.appendingPathComponent("b.swift")
        try Data([0x61, 0x00, 0x62]).write(to: binary)
        guard case let .failure(failure) = FileReader.read(binary.path) else { return XCTFail("binary file accepted") }
        XCTAssertTrue(failure.reason.contains("binary"))
        // The message names where: the first NUL byte's line and offset.
        let nul = try XCTUnwrap(FileReader.validate(Array("let a = 1\nlet b = \u{0}\n".utf8), path: "x.swift"))
        XCTAssertEqual(nul.reason, "file looks binary (a NUL byte at byte offset 18); not linted")
        XCTAssertEqual(nul.description, "x.swift:2:9: error: file looks binary (a NUL byte at byte offset 18); not linted")
        // UTF-16 text is named as such (its NUL bytes would call it binary), in either order.
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let utf16 = try XCTUnwrap(FileReader.validate(bom + [0x6C, 0x00], path: "w.swift"))
            XCTAssertEqual(utf16.description, "w.swift:1:1: error: UTF-16 text (it starts with a UTF-16 byte-order mark); not linted: save it as UTF-8")
        }
    }

    #if os(Linux)
    /// Files that report no size (procfs) are read to their end, also past the first buffer.
    func testFileReaderReadsFilesThatReportNoSize() throws {
        for path in ["/proc/self/status", "/proc/self/maps"] {
            var status = stat()
            guard stat(path, &status) == 0, status.st_size == 0 else { continue }
            let expected = try XCTUnwrap(FileManager.default.contents(atPath: path))
            guard case let .success(file) = FileReader.read(path) else { return XCTFail("\(path) rejected") }
            XCTAssertGreaterThan(file.bytes.count, 100, path)
            // The contents change from read to read (memory figures, mappings); their first line does not.
            XCTAssertEqual(file.bytes.prefix { $0 != 10 }, expected.prefix { $0 != 10 }.map { $0 }[...], path)
        }
        var status = stat()
        XCTAssertEqual(stat("/proc/self/maps", &status), 0)
        if case let .success(maps) = FileReader.read("/proc/self/maps") {
            XCTAssertGreaterThan(maps.bytes.count, 4096, "the buffer doubled at least once")
        }
    }
    #endif

    // MARK: Generated files

    /// A marker counts in a comment, of either kind and in any case, and not in code or in a
    /// string literal (a file whose code says "do not edit" was left unfixed).
    func testGeneratedMarkersCountOnlyInComments() {
        func marked(_ text: String) -> Bool { GeneratedFile.isMarked(Array(text.utf8)) }
        XCTAssertTrue(marked("// Generated by gen.py. DO NOT EDIT.\nlet a = 1\n"))
        XCTAssertTrue(marked("/*\n This file was generated.\n Do not modify it.\n */\nlet a = 1\n"))
        XCTAssertTrue(marked("/// @Generated\nlet a = 1\n"))
        XCTAssertTrue(marked("let a = 1 // @generated\n"))
        XCTAssertFalse(marked("/// Do not edit this value directly; use the setter.\nvar a = 1\n"), "a documentation comment is about its declaration")
        XCTAssertFalse(marked("let hint = \"Do not edit by hand\"\nlet a = 1\n"))
        XCTAssertFalse(marked("let url = \"http://x/do-not-edit\" // a link\nfunc doNotEdit() {}\n"))
        XCTAssertFalse(marked("let path = \"a//b\"; let note = \"@generated\"\n"), "a // inside a string is no comment")
        XCTAssertTrue(marked("let s = \"a \\\" b\" // do not edit\n"), "an escaped quote does not end the string")
        XCTAssertFalse(marked(String(repeating: "let a = 1\n", count: 300) + "// do not edit\n"), "only the head is read")
    }
}
