import XCTest
@testable import LintKit

/// The tokenizer on every lexical form of issue 2. Boundaries and kinds follow swift-syntax's
/// lexer (Tools/DiffHarness checks the same on the corpus), except that a string or regex
/// literal is one token.
final class LexerTests: XCTestCase {
    // MARK: Helpers

    /// `kind text` for every token but the final end of file.
    private func tokens(_ source: String) -> [String] {
        tokens(Array(source.utf8))
    }

    private func tokens(_ bytes: [UInt8]) -> [String] {
        let stream = Lexer.tokenize(bytes)
        XCTAssertEqual(stream.tokens.last?.kind, .endOfFile)
        return stream.tokens.dropLast().map { "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
    }

    private func kinds(_ source: String) -> [TokenKind] {
        Lexer.tokenize(Array(source.utf8)).tokens.dropLast().map(\.kind)
    }

    /// The single token of `source` (which must lex to exactly one).
    private func only(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Token? {
        let stream = Lexer.tokenize(Array(source.utf8))
        XCTAssertEqual(stream.count, 2, "\(tokens(source))", file: file, line: line)
        return stream.count == 2 ? stream.tokens[0] : nil
    }

    private func comments(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).comments.map { "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
    }

    // MARK: Identifiers

    func testUnicodeIdentifiers() {
        XCTAssertEqual(tokens("café Σx 🙂 x\u{301} 名前"), [
            "identifier café", "identifier Σx", "identifier 🙂", "identifier x\u{301}", "identifier 名前",
        ])
        // A combining mark cannot start an identifier; swift-syntax still lexes the run as one.
        XCTAssertEqual(tokens("\u{301}a"), ["identifier \u{301}a"])
    }

    func testBacktickedIdentifiers() {
        XCTAssertEqual(tokens("`class` `my var` `` `$`"), [
            "identifier `class`", "identifier `my var`", "identifier ``", "identifier `$`",
        ])
        let escaped = only("`class`")
        XCTAssertEqual(escaped?.kind, .identifier)
        XCTAssertEqual(escaped?.keyword, Keyword.none, "a backticked reserved word is a plain name")
        XCTAssertEqual(only("`get`")?.keyword, .get, "contextual words keep their keyword code")
        // No closing backtick on the line: a lone backtick.
        XCTAssertEqual(tokens("a = `\nb"), ["identifier a", "equal =", "backtick `", "identifier b"])
    }

    func testDollarIdentifiers() {
        XCTAssertEqual(tokens("$0 $12 $name $0abc $"), [
            "dollarIdentifier $0", "dollarIdentifier $12", "identifier $name", "identifier $0abc", "dollarIdentifier $",
        ])
        XCTAssertEqual(tokens("a$b"), ["identifier a$b"])
    }

    func testKeywordsAndContextualKeywords() {
        XCTAssertEqual(kinds("func let var if self Self Any init _"), [
            .keyword, .keyword, .keyword, .keyword, .keyword, .keyword, .keyword, .keyword, .wildcard,
        ])
        // Contextual keywords are identifiers that carry their keyword code.
        let stream = Lexer.tokenize(Array("get set async await some any actor Type _x".utf8))
        XCTAssertEqual(stream.tokens.dropLast().map(\.kind), Array(repeating: .identifier, count: 9))
        XCTAssertEqual(stream.tokens.dropLast().map(\.keyword), [.get, .set, .async, .await, .some, .any, .actor, .typeKeyword, .none])
        XCTAssertEqual(only("func")?.keyword, .func)
        XCTAssertEqual(only("functional")?.keyword, Keyword.none)
        XCTAssertTrue(Keyword.func.isReserved)
        XCTAssertFalse(Keyword.get.isReserved)
    }

    func testEditorPlaceholder() {
        XCTAssertEqual(tokens("f(<#T##Int#>) <#x"), [
            "identifier f", "leftParen (", "editorPlaceholder <#T##Int#>", "rightParen )", "prefixOperator <", "pound #",
            "identifier x",
        ])
    }

    // MARK: Numbers

    func testIntegerLiterals() {
        for literal in ["0", "42", "1_000_000", "0x2A", "0xFF_FF", "0b1010", "0b1_0", "0o777", "0o7_7"] {
            XCTAssertEqual(only(literal)?.kind, .integerLiteral, literal)
        }
        // Identifier characters after an integer belong to the (invalid) literal.
        XCTAssertEqual(tokens("12abc 0b12 0o78 0xG"), [
            "integerLiteral 12abc", "integerLiteral 0b12", "integerLiteral 0o78", "integerLiteral 0xG",
        ])
    }

    func testFloatLiterals() {
        for literal in ["1.5", "1e9", "1E-9", "1.5e+3", "1_000.000_1", "0x1p-3", "0x1.8p3", "0xAB.CDp+5", "1e"] {
            XCTAssertEqual(only(literal)?.kind, .floatLiteral, literal)
        }
        XCTAssertEqual(tokens("1.5abc"), ["floatLiteral 1.5", "identifier abc"])
    }

    func testNumbersFollowedByMembers() {
        XCTAssertEqual(tokens("1.description"), ["integerLiteral 1", "period .", "identifier description"])
        XCTAssertEqual(tokens("0xff.description"), ["integerLiteral 0xff", "period .", "identifier description"])
        XCTAssertEqual(tokens("0x1.fp x"), ["integerLiteral 0x1", "period .", "identifier fp", "identifier x"])
        // Tuple element access is not a float.
        XCTAssertEqual(tokens("t.0.1"), ["identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1"])
        XCTAssertEqual(tokens(".5"), ["period .", "integerLiteral 5"])
    }

    // MARK: Strings

    func testSingleLineStrings() {
        for literal in [#""""#, #""hello""#, #""a\"b\\""#, #""\u{1F600}\n\t\0""#, #""it's""#] {
            XCTAssertEqual(only(literal)?.kind, .stringLiteral, literal)
        }
        XCTAssertEqual(tokens(#"a("x", "y")"#), ["identifier a", "leftParen (", #"stringLiteral "x""#, "comma ,", #"stringLiteral "y""#, "rightParen )"])
    }

    func testMultiLineStrings() {
        let source = "let s = \"\"\"\n  one \"quoted\" \"\"\n  two \\\n  \"\"\"\nx"
        XCTAssertEqual(tokens(source), ["keyword let", "identifier s", "equal =", "stringLiteral \"\"\"\n  one \"quoted\" \"\"\n  two \\\n  \"\"\"", "identifier x"])
    }

    func testRawStringsAtSeveralDepths() {
        XCTAssertEqual(only(##"#"a "quoted" \n \(x) b"#"##)?.kind, .stringLiteral)
        XCTAssertEqual(tokens(###"##"a"#b"## x"###), [###"stringLiteral ##"a"#b"##"###, "identifier x"])
        XCTAssertEqual(tokens(####"###"a"##"### x"####), [####"stringLiteral ###"a"##"###"####, "identifier x"])
        // `#"""#` is a one-line raw string holding a quote.
        XCTAssertEqual(tokens(##"#"""# + #""""#"##), [##"stringLiteral #"""#"##, "binaryOperator +", ##"stringLiteral #""""#"##])
        // A raw multi-line string.
        let multi = "#\"\"\"\n  \"# \"\"\"\n  \"\"\"#"
        XCTAssertEqual(tokens(multi + " x"), ["stringLiteral " + multi, "identifier x"])
    }

    func testInterpolationWithNestedStringsClosuresAndParentheses() {
        let source = #""a\(f("b)", ")")) c\(x ? "(" : ")") d\({ $0 + "\(1)" }(2)) e" + z"#
        let stream = Lexer.tokenize(Array(source.utf8))
        XCTAssertEqual(tokens(source).count, 3, "\(tokens(source))")
        XCTAssertEqual(stream.tokens[0].kind, .stringLiteral)
        XCTAssertNotEqual(stream.tokens[0].flags & Token.Flags.hasInterpolation, 0)
        XCTAssertEqual(tokens(#""\(x /* ) */ + 1)" y"#), [#"stringLiteral "\(x /* ) */ + 1)""#, "identifier y"])
        XCTAssertEqual(tokens(#""\( /[)"]/ )" y"#), [#"stringLiteral "\( /[)"]/ )""#, "identifier y"])
        // Multi-line interpolation inside a multi-line string.
        let multi = "\"\"\"\n\\(\n  1 + // )\n  2\n)\n\"\"\""
        XCTAssertEqual(tokens(multi), ["stringLiteral " + multi])
        // Comments inside interpolations are not the file's comments.
        XCTAssertEqual(comments(#""\(x /* c */)" // d"#), ["line // d"])
    }

    func testRawInterpolation() {
        XCTAssertEqual(tokens(###"#"\#(a) \(b) \##(c)"# x"###), [###"stringLiteral #"\#(a) \(b) \##(c)"#"###, "identifier x"])
        let stream = Lexer.tokenize(Array(##"#"\(b)"#"##.utf8))
        XCTAssertEqual(stream.tokens[0].flags & Token.Flags.hasInterpolation, 0, "\\( in a raw string is text")
        XCTAssertEqual(tokens(##"#"\#("a)")"#"##), [##"stringLiteral #"\#("a)")"#"##])
    }

    func testSingleQuotedText() {
        XCTAssertEqual(tokens(#"'a' 'x"y'"#), ["stringLiteral 'a'", #"stringLiteral 'x"y'"#])
    }

    func testUnterminatedStrings() {
        let stream = Lexer.tokenize(Array("let a = \"abc\nlet b = 1".utf8))
        XCTAssertEqual(stream.tokens[3].kind, .stringLiteral)
        XCTAssertEqual(stream.tokens[3].range, 8..<12, "ends before the line break")
        XCTAssertNotEqual(stream.tokens[3].flags & Token.Flags.unterminated, 0)
        XCTAssertEqual(tokens("\"x\\(y\nz"), ["stringLiteral \"x\\(y", "identifier z"])
        XCTAssertEqual(tokens("\"\"\"\nabc\n"), ["stringLiteral \"\"\"\nabc\n"], "a multi-line one runs to the end")
        XCTAssertEqual(tokens(##"#"abc"##), [##"stringLiteral #"abc"##])
        // At the end of the file, as in swift-syntax: a literal ends with the last token of an
        // open interpolation (what follows is the file's trivia), and before the line break
        // that follows an opening `"""`.
        XCTAssertEqual(tokens("\"\"\"\n\\(x /* c"), ["stringLiteral \"\"\"\n\\(x"])
        XCTAssertEqual(comments("\"\"\"\n\\(x /* c"), ["block /* c"])
        XCTAssertEqual(tokens("a = \"\"\"\n"), ["identifier a", "equal =", "stringLiteral \"\"\""])
    }

    // MARK: Regex literals

    func testBareRegexWhereAnExpressionMayStart() {
        XCTAssertEqual(tokens("let r = /a+b/"), ["keyword let", "identifier r", "equal =", "regexLiteral /a+b/"])
        XCTAssertEqual(tokens("f(/a/, /b/)"), ["identifier f", "leftParen (", "regexLiteral /a/", "comma ,", "regexLiteral /b/", "rightParen )"])
        XCTAssertEqual(tokens("x = try? /x y/"), ["identifier x", "equal =", "keyword try", "postfixQuestionMark ?", "regexLiteral /x y/"])
        XCTAssertEqual(tokens("!/a/"), ["prefixOperator !", "regexLiteral /a/"])
        XCTAssertEqual(tokens("case /[a-z]+/:"), ["keyword case", "regexLiteral /[a-z]+/", "colon :"])
        // As in swift-syntax, a `/` closes the literal even inside a character class.
        XCTAssertEqual(tokens("x = /[/]"), ["identifier x", "equal =", "regexLiteral /[/", "rightSquare ]"])
    }

    func testSlashAsDivision() {
        XCTAssertEqual(kinds("a / b / c"), [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("x/y/z"), [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("(a) / b / c"), [.leftParen, .identifier, .rightParen, .binaryOperator, .identifier, .binaryOperator, .identifier])
        // An operator passed as a value, and an unbalanced `)`.
        XCTAssertEqual(tokens("reduce(0, /)"), ["identifier reduce", "leftParen (", "integerLiteral 0", "comma ,", "binaryOperator /", "rightParen )"])
        XCTAssertEqual(kinds("foo(/)"), [.identifier, .leftParen, .binaryOperator, .rightParen])
        // After an operand, `/ a/` is division (and a postfix `/`); after `=` it is a regex.
        XCTAssertEqual(kinds("x / a/"), [.identifier, .binaryOperator, .identifier, .postfixOperator])
        XCTAssertEqual(kinds("x = / a/"), [.identifier, .equal, .regexLiteral])
        // Operator declarations name operators.
        XCTAssertEqual(tokens("prefix operator /^/"), ["identifier prefix", "keyword operator", "binaryOperator /^/"])
        XCTAssertEqual(kinds("func /(a: A, b: A)").prefix(2), [.keyword, .prefixOperator])
    }

    func testExtendedRegex() {
        XCTAssertEqual(tokens("#/a/b/# x"), ["regexLiteral #/a/b/#", "identifier x"])
        XCTAssertEqual(tokens("##/a/#b/## x"), ["regexLiteral ##/a/#b/##", "identifier x"])
        let multi = "#/\n  a # comment\n  /#"
        XCTAssertEqual(tokens(multi + " x"), ["regexLiteral " + multi, "identifier x"])
        // `#/` always opens a regex, even an unterminated one (it then ends at the line break).
        XCTAssertEqual(tokens("#/abc\nx"), ["regexLiteral #/abc", "identifier x"])
    }

    // MARK: Operators

    func testOperatorKindsByWhitespace() {
        XCTAssertEqual(tokens("a + b"), ["identifier a", "binaryOperator +", "identifier b"])
        XCTAssertEqual(tokens("a+b"), ["identifier a", "binaryOperator +", "identifier b"])
        XCTAssertEqual(tokens("-a"), ["prefixOperator -", "identifier a"])
        XCTAssertEqual(tokens("a- b"), ["identifier a", "postfixOperator -", "identifier b"])
        XCTAssertEqual(tokens("a -b"), ["identifier a", "prefixOperator -", "identifier b"])
        XCTAssertEqual(tokens("x^.y"), ["identifier x", "postfixOperator ^", "period .", "identifier y"])
        XCTAssertEqual(tokens("^.y"), ["prefixOperator ^", "period .", "identifier y"])
        XCTAssertEqual(tokens("a <<= b"), ["identifier a", "binaryOperator <<=", "identifier b"])
        XCTAssertEqual(tokens("a ∘ b ∘c"), ["identifier a", "binaryOperator ∘", "identifier b", "prefixOperator ∘", "identifier c"])
        // A comment counts as whitespace and ends an operator.
        XCTAssertEqual(tokens("a +/* c */b"), ["identifier a", "binaryOperator +", "identifier b"])
        XCTAssertEqual(tokens("a+// c\nb"), ["identifier a", "postfixOperator +", "identifier b"])
        XCTAssertEqual(tokens("a */ b"), ["identifier a", "unknown */", "identifier b"])
    }

    func testQuestionAndExclamationMarks() {
        XCTAssertEqual(tokens("x?.y!"), ["identifier x", "postfixQuestionMark ?", "period .", "identifier y", "exclamationMark !"])
        XCTAssertEqual(tokens("a ? b : c"), ["identifier a", "infixQuestionMark ?", "identifier b", "colon :", "identifier c"])
        XCTAssertEqual(tokens("Int?"), ["identifier Int", "postfixQuestionMark ?"])
        XCTAssertEqual(tokens("!a"), ["prefixOperator !", "identifier a"])
        XCTAssertEqual(tokens("a != b"), ["identifier a", "binaryOperator !=", "identifier b"])
        // Left-bound `!` is always postfix: `a!=b` is `a! = b`.
        XCTAssertEqual(tokens("a!=b"), ["identifier a", "exclamationMark !", "equal =", "identifier b"])
        XCTAssertEqual(tokens("a ?? b"), ["identifier a", "binaryOperator ??", "identifier b"])
        XCTAssertEqual(tokens("try? f()"), ["keyword try", "postfixQuestionMark ?", "identifier f", "leftParen (", "rightParen )"])
    }

    func testPunctuatorOperators() {
        XCTAssertEqual(tokens("() -> Int"), ["leftParen (", "rightParen )", "arrow ->", "identifier Int"])
        XCTAssertEqual(tokens("f(&x)"), ["identifier f", "leftParen (", "prefixAmpersand &", "identifier x", "rightParen )"])
        XCTAssertEqual(tokens("a & b"), ["identifier a", "binaryOperator &", "identifier b"])
        XCTAssertEqual(tokens("a = b"), ["identifier a", "equal =", "identifier b"])
        XCTAssertEqual(tokens("a == b"), ["identifier a", "binaryOperator ==", "identifier b"])
        XCTAssertEqual(tokens("0...9"), ["integerLiteral 0", "binaryOperator ...", "integerLiteral 9"])
        XCTAssertEqual(tokens("0..<n"), ["integerLiteral 0", "binaryOperator ..<", "identifier n"])
        XCTAssertEqual(tokens("a[1...]"), ["identifier a", "leftSquare [", "integerLiteral 1", "postfixOperator ...", "rightSquare ]"])
        XCTAssertEqual(tokens("(...b)"), ["leftParen (", "prefixOperator ...", "identifier b", "rightParen )"])
        XCTAssertEqual(tokens("a.b"), ["identifier a", "period .", "identifier b"])
        XCTAssertEqual(tokens(#"\.a"#), ["backslash \\", "period .", "identifier a"])
        XCTAssertEqual(tokens("a::b; c"), ["identifier a", "colonColon ::", "identifier b", "semicolon ;", "identifier c"])
        // Generic angle brackets are operators to the lexer; the parser splits them.
        XCTAssertEqual(tokens("Array<Array<Int>>"), ["identifier Array", "binaryOperator <", "identifier Array", "binaryOperator <", "identifier Int", "postfixOperator >>"])
    }

    // MARK: Directives and attributes

    func testPoundDirectives() {
        XCTAssertEqual(tokens("#if DEBUG\n#elseif os(macOS)\n#else\n#endif"), [
            "poundKeyword #if", "identifier DEBUG", "poundKeyword #elseif", "identifier os", "leftParen (", "identifier macOS",
            "rightParen )", "poundKeyword #else", "poundKeyword #endif",
        ])
        XCTAssertEqual(tokens("#available #unavailable #sourceLocation"), ["poundKeyword #available", "poundKeyword #unavailable", "poundKeyword #sourceLocation"])
        XCTAssertEqual(tokens("#selector(f) #file #Preview"), [
            "pound #", "identifier selector", "leftParen (", "identifier f", "rightParen )", "pound #", "identifier file", "pound #",
            "identifier Preview",
        ])
    }

    func testAttributes() {
        XCTAssertEqual(tokens("@available(iOS 13, *) @MainActor @objc(f:)"), [
            "atSign @", "identifier available", "leftParen (", "identifier iOS", "integerLiteral 13", "comma ,", "binaryOperator *",
            "rightParen )", "atSign @", "identifier MainActor", "atSign @", "identifier objc", "leftParen (", "identifier f", "colon :",
            "rightParen )",
        ])
    }

    // MARK: Comments and trivia

    func testNestedBlockAndDocComments() {
        let source = "/* a /* b */ c */ x // line\n/// doc\n//// also doc\n/** block doc */ /**/ /*/ x */ y"
        XCTAssertEqual(tokens(source), ["identifier x", "identifier y"])
        XCTAssertEqual(comments(source), [
            "block /* a /* b */ c */", "line // line", "docLine /// doc", "docLine //// also doc", "docBlock /** block doc */",
            "block /**/", "block /*/ x */",
        ])
        let stream = Lexer.tokenize(Array("a /*\n*/ b".utf8))
        XCTAssertTrue(stream.tokens[1].isAtStartOfLine, "a line break inside a comment starts a line")
    }

    func testUnterminatedComment() {
        XCTAssertEqual(tokens("a /* b /* c */"), ["identifier a"])
        XCTAssertEqual(comments("a /* b /* c */"), ["block /* b /* c */"])
    }

    func testShebang() {
        XCTAssertEqual(tokens("#!/usr/bin/env swift\nprint(1)"), [
            "shebang #!/usr/bin/env swift", "identifier print", "leftParen (", "integerLiteral 1", "rightParen )",
        ])
        XCTAssertEqual(kinds("x\n#!a").prefix(2), [.identifier, .pound], "only on the first line")
    }

    func testByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a".utf8)
        let stream = Lexer.tokenize(bytes)
        XCTAssertEqual(stream.tokens.map(\.kind), [.keyword, .identifier, .endOfFile])
        XCTAssertEqual(stream.tokens[0].range, 3..<6)
    }

    func testCRLF() {
        let source = "let a = 1\r\n// c\r\nlet s = \"\"\"\r\n  x\r\n  \"\"\"\r\nb"
        XCTAssertEqual(tokens(source), [
            "keyword let", "identifier a", "equal =", "integerLiteral 1", "keyword let", "identifier s", "equal =",
            "stringLiteral \"\"\"\r\n  x\r\n  \"\"\"", "identifier b",
        ])
        XCTAssertEqual(comments(source), ["line // c"])
        XCTAssertTrue(Lexer.tokenize(Array(source.utf8)).tokens[4].isAtStartOfLine)
    }

    func testFlags() {
        let stream = Lexer.tokenize(Array("a  b\nc(d)".utf8))
        XCTAssertFalse(stream.tokens[0].hasLeadingTrivia)
        XCTAssertTrue(stream.tokens[1].hasLeadingTrivia)
        XCTAssertFalse(stream.tokens[1].isAtStartOfLine)
        XCTAssertTrue(stream.tokens[2].isAtStartOfLine)
        XCTAssertFalse(stream.tokens[3].hasLeadingTrivia)
    }

    /// The main loop lexes identifiers and one-byte punctuation itself, and skips spaces
    /// inline; every kind of trivia before every kind of token must still give the same
    /// kinds, keywords and flags as the general path.
    func testFastPathTokensCarryTheirTriviaFlags() {
        let trivia = ["", " ", "  ", "\t", " \t ", "\n", "\n    ", "\r\n", "/* c */", "/* \n */", "// c\n", " \u{A0} "]
        let tokenTexts = ["name", "func", "some", "_", "x1", "(", ")", "{", "}", "[", "]", ",", ";", "@", ".", "="]
        for text in tokenTexts {
            for before in trivia {
                let source = ")" + before + text + " z"
                let stream = Lexer.tokenize(Array(source.utf8))
                let label = "trivia \(before.debugDescription) before \(text)"
                guard stream.tokens.count == 4 else {
                    XCTFail("\(label): \(stream.tokens.count) tokens")
                    continue
                }
                let token = stream.tokens[1]
                XCTAssertEqual(Int(token.end - token.start), text.utf8.count, label)
                XCTAssertEqual(token.hasLeadingTrivia, !before.isEmpty, label)
                XCTAssertEqual(token.isAtStartOfLine, before.contains("\n"), label)
                XCTAssertEqual(token.flags & ~(Token.Flags.leadingTrivia | Token.Flags.leadingNewline), 0, label)
                switch text {
                case "func": XCTAssertEqual(token.kind, .keyword, label); XCTAssertEqual(token.keyword, .func, label)
                case "some": XCTAssertEqual(token.kind, .identifier, label); XCTAssertEqual(token.keyword, .some, label)
                case "_": XCTAssertEqual(token.kind, .wildcard, label)
                case "name", "x1": XCTAssertEqual(token.kind, .identifier, label); XCTAssertEqual(token.keyword, .none, label)
                default: XCTAssertEqual(token.kind.isWord, false, label)
                }
                XCTAssertTrue(stream.tokens[2].hasLeadingTrivia, label)
                XCTAssertTrue(stream.keywords.contains(.func) == (text == "func"), label)
            }
        }
        // `.` and `=` alone, and where they start a longer operator.
        XCTAssertEqual(tokens("a.b = c..<d == e.=f"), [
            "identifier a", "period .", "identifier b", "equal =", "identifier c", "binaryOperator ..<", "identifier d",
            "binaryOperator ==", "identifier e", "binaryOperator .=", "identifier f",
        ])
        XCTAssertEqual(tokens("x = ."), ["identifier x", "equal =", "period ."])
        XCTAssertEqual(tokens("x =\u{2218} y"), ["identifier x", "binaryOperator =\u{2218}", "identifier y"])
        // An identifier that goes on with a non-ASCII character, and one at the very end.
        XCTAssertEqual(tokens("caf\u{E9} x"), ["identifier caf\u{E9}", "identifier x"])
        XCTAssertEqual(tokens("a b"), ["identifier a", "identifier b"])
    }

    func testInvalidUTF8AndControlCharactersAreTrivia() {
        let bytes: [UInt8] = Array("let a = 1 ".utf8) + [0xFF, 0xFE] + Array(" + ".utf8) + [0xC3] + Array("( ".utf8) + [0x80, 0x80]
            + Array(" 2\u{0}\u{1}\u{7F};".utf8)
        XCTAssertEqual(tokens(bytes), ["keyword let", "identifier a", "equal =", "integerLiteral 1", "binaryOperator +", "leftParen (", "integerLiteral 2", "semicolon ;"])
        // Inside a string literal invalid bytes are just bytes.
        let string: [UInt8] = [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "x")]
        XCTAssertEqual(Lexer.tokenize(string).tokens.map(\.kind), [.stringLiteral, .identifier, .endOfFile])
        // U+00A0 (no-break space) is whitespace to the lexer.
        XCTAssertEqual(tokens("a\u{A0}+\u{A0}b"), ["identifier a", "binaryOperator +", "identifier b"])
        // Curly quotes: swift-syntax's recovery lexes “…” as one word and ” alone as unknown.
        XCTAssertEqual(tokens("\u{201C}hi\u{201D} \u{201D}"), ["identifier \u{201C}hi\u{201D}", "unknown \u{201D}"])
    }

    func testConflictMarkersAreTrivia() {
        let source = "a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> branch\nd"
        XCTAssertEqual(tokens(source), ["identifier a", "identifier d"])
    }

    func testEmptyInputAndFragments() {
        XCTAssertEqual(Lexer.tokenize([]).tokens.map(\.kind), [.endOfFile])
        let bytes = Array("let x = (a + b)".utf8)
        let stream = bytes.withUnsafeBufferPointer { Lexer.tokenize($0, range: 9..<14) }
        XCTAssertEqual(stream.tokens.map(\.kind), [.identifier, .binaryOperator, .identifier, .endOfFile])
        XCTAssertEqual(stream.tokens[0].range, 9..<10, "offsets are offsets into the whole buffer")
    }

    func testBracketMatching() {
        let stream = Lexer.tokenize(Array("f(a[1], { x }) )".utf8))
        // f ( a [ 1 ] , { x } ) )
        XCTAssertEqual(stream.matching[1], 10)
        XCTAssertEqual(stream.matching[10], 1)
        XCTAssertEqual(stream.matching[3], 5)
        XCTAssertEqual(stream.matching[7], 9)
        XCTAssertEqual(stream.matching[11], -1, "an unbalanced closer")
        XCTAssertEqual(stream.matching[0], -1)
    }

    func testPathologicalInputsTerminate() {
        // Deeply nested interpolations, unterminated everything.
        let nested = String(repeating: "\"\\(", count: 500) + "x" + String(repeating: ")\"", count: 500)
        XCTAssertEqual(Lexer.tokenize(Array(nested.utf8)).tokens.last?.kind, .endOfFile)
        for source in ["\"", "\"\"\"", "#\"", "/*", "`", "#/", "\"\\(", "0x", "0x1.", "1e", "<#", "#", "\\", "'"] {
            XCTAssertEqual(Lexer.tokenize(Array(source.utf8)).tokens.last?.kind, .endOfFile, source)
        }
    }

    // MARK: Line table

    func testLineTableColumns() {
        // Line 2 holds `é` (2 UTF-8 bytes, 1 UTF-16 unit) and an emoji (4 bytes, 2 units).
        let file = SourceFile(path: "a.swift", text: "let a = 1\nlet é = \"😀\" + b\r\nc\rd")
        let table = file.lineTable
        XCTAssertEqual(table.location(of: 0), SourceLocation(line: 1, column: 1, utf16Column: 1))
        XCTAssertEqual(table.location(of: 10), SourceLocation(line: 2, column: 1, utf16Column: 1))
        // `=` after `é`: byte column 8, UTF-16 column 7.
        let equal = Array(file.bytes[10...]).firstIndex(of: UInt8(ascii: "="))! + 10
        XCTAssertEqual(table.location(of: equal), SourceLocation(line: 2, column: 8, utf16Column: 7))
        // `+` after the emoji string: 4 more bytes but 2 more UTF-16 units than characters.
        let plus = Array(file.bytes[10...]).firstIndex(of: UInt8(ascii: "+"))! + 10
        XCTAssertEqual(table.location(of: plus), SourceLocation(line: 2, column: 17, utf16Column: 14))
        // `\r\n` is one line break, and so is a lone `\r`.
        let c = file.bytes.firstIndex(of: UInt8(ascii: "c"))!
        XCTAssertEqual(table.location(of: c), SourceLocation(line: 3, column: 1, utf16Column: 1))
        let d = file.bytes.firstIndex(of: UInt8(ascii: "d"))!
        XCTAssertEqual(table.location(of: d), SourceLocation(line: 4, column: 1, utf16Column: 1))
        XCTAssertEqual(table.lineCount, 4)
    }

    // MARK: Token storage

    func testDenseCodeOverflowsTheReservedTokensAndLosesNone() {
        // Two tokens per two bytes: far more than the token per five bytes reserved up front.
        let source = String(repeating: "a+", count: 600) + "a"
        let stream = Lexer.tokenize(Array(source.utf8))
        XCTAssertEqual(stream.count, 1202, "601 names, 600 operators and the end of the file")
        for (index, token) in stream.tokens.dropLast().enumerated() {
            XCTAssertEqual(token.kind, index.isMultiple(of: 2) ? .identifier : .binaryOperator, "token \(index)")
            XCTAssertEqual(Int(token.start), index)
            XCTAssertEqual(Int(token.end), index + 1)
        }
        XCTAssertEqual(stream.tokens.last?.kind, .endOfFile)
        XCTAssertEqual(tokens("x = [a+b+c+d+e+f+g+h+i+j+k+l+m+n+o+p+q+r+s+t]").count, 43, "x, =, [, 20 names, 19 operators, ]")
    }

    func testTokenBufferMovesToItsOwnMemoryWhenFull() {
        let memory = UnsafeMutablePointer<Token>.allocate(capacity: 2)
        defer { memory.deallocate() }
        var buffer = TokenBuffer(writingInto: memory, capacity: 2)
        for offset in 0..<5 { buffer.append(Token(kind: .identifier, start: offset, end: offset + 1)) }
        XCTAssertTrue(buffer.ownsMemory)
        XCTAssertEqual(buffer.count, 5)
        XCTAssertEqual(buffer.last.map { Int($0.start) }, 4)
        buffer.removeAll(from: 3)
        XCTAssertEqual(buffer.makeArray(spareCapacity: 10).map { Int($0.start) }, [0, 1, 2])
        XCTAssertGreaterThanOrEqual(buffer.makeArray(spareCapacity: 10).capacity, 13)
        buffer.deallocate()
    }
}
