import XCTest
@testable import LintKit

final class GlobTests: XCTestCase {
    private func assertMatches(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in paths {
            XCTAssertTrue(glob.matches(path), "'\(pattern)' should match '\(path)'", file: file, line: line)
        }
    }

    private func assertNoMatch(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in paths {
            XCTAssertFalse(glob.matches(path), "'\(pattern)' should not match '\(path)'", file: file, line: line)
        }
    }

    func testLiteralPatterns() {
        assertMatches("Sources/App/main.swift", ["Sources/App/main.swift", "./Sources/App/main.swift", "Sources//App/main.swift"])
        assertNoMatch("Sources/App/main.swift", ["Sources/App/Main.swift", "Sources/App", "Sources/App/main.swift/x", "App/main.swift"])
    }

    func testStarStaysInsideOneSegment() {
        assertMatches("*.swift", ["a.swift", ".swift", ".hidden.swift", "a.b.swift"])
        assertNoMatch("*.swift", ["dir/a.swift", "a.swiftx", "a.swift.bak"])
        assertMatches("Sources/*/main.swift", ["Sources/App/main.swift", "Sources/x y/main.swift"])
        assertNoMatch("Sources/*/main.swift", ["Sources/main.swift", "Sources/a/b/main.swift"])
        assertMatches("a*b*c", ["abc", "aXbYc", "abbc", "aXXbXXc"])
        assertNoMatch("a*b*c", ["ab", "acb", "a/b/c"])
        assertMatches("*", ["anything", "with space"])
        assertNoMatch("*", ["a/b"])
    }

    func testQuestionMark() {
        assertMatches("file?.swift", ["file1.swift", "fileé.swift", "file?.swift"])
        assertNoMatch("file?.swift", ["file.swift", "file12.swift", "file/.swift"])
        assertMatches("a/??/b", ["a/xy/b"])
    }

    func testDoubleStarMatchesZeroOrMoreSegments() {
        assertMatches("Sources/**/*.swift", ["Sources/a.swift", "Sources/x/a.swift", "Sources/x/y/a.swift"])
        assertNoMatch("Sources/**/*.swift", ["Tests/a.swift", "Sources/a.txt", "Sources"])
        assertMatches("**/Generated", ["Generated", "a/Generated", "a/b/c/Generated"])
        assertNoMatch("**/Generated", ["a/Generated/x.swift", "a/NotGenerated"])
        assertMatches("**/*.pb.swift", ["a.pb.swift", "x/y/a.pb.swift"])
        assertMatches("**", ["", "a", "a/b/c"])
        assertMatches("a/**", ["a", "a/b", "a/b/c"])
        assertNoMatch("a/**", ["b", "ab"])
        assertMatches("a/**/b/**/c", ["a/b/c", "a/x/b/y/z/c"])
        assertNoMatch("a/**/b/**/c", ["a/c", "a/x/c/b"])
    }

    func testDoubleStarInsideASegmentActsAsStar() {
        assertMatches("a**b", ["ab", "axxb"])
        assertNoMatch("a**b", ["a/b"])
    }

    func testNormalization() {
        assertMatches("./Sources/", ["Sources", "./Sources", "Sources/", "Sources/."])
        assertMatches("Sources/./App", ["Sources/App"])
        XCTAssertEqual(Glob("./Sources/App/**/*.swift").literalPrefix, "Sources/App")
        XCTAssertEqual(Glob("**/*.swift").literalPrefix, "")
        XCTAssertEqual(Glob("/abs/x/*.swift").literalPrefix, "/abs/x")
        XCTAssertEqual(Glob("./Tests/").pattern, "./Tests/")
        XCTAssertEqual(Glob("Tests").description, "Tests")
        // `name/..` goes back out of `name`; a leading `..` leaves the folder and matches nothing.
        assertMatches("Sources/../Sources/Generated", ["Sources/Generated"])
        assertMatches("Sources/App/../../Tests/*.swift", ["Tests/a.swift"])
        XCTAssertEqual(Glob("Sources/../Sources/Generated/**").literalPrefix, "Sources/Generated")
        assertNoMatch("../Sources/Generated", ["Sources/Generated"])
        assertNoMatch("*/../Generated", ["Generated"])
    }

    func testAbsolutePatternsMatchOnlyAbsolutePaths() {
        assertMatches("/repo/Sources/*.swift", ["/repo/Sources/a.swift"])
        assertNoMatch("/repo/Sources/*.swift", ["repo/Sources/a.swift"])
        assertNoMatch("repo/Sources/*.swift", ["/repo/Sources/a.swift"])
        XCTAssertFalse(Glob("/repo").matchesPathOrAncestor("repo/x"))
    }

    func testEscapes() {
        assertMatches(#"a\*b"#, ["a*b"])
        assertNoMatch(#"a\*b"#, ["axb"])
        assertMatches(#"a\?"#, ["a?"])
        assertNoMatch(#"a\?"#, ["ab"])
        assertMatches(#"trailing\"#, [#"trailing\"#])
    }

    func testCharacterSets() {
        assertMatches("Sources/[ab].swift", ["Sources/a.swift", "Sources/b.swift"])
        assertNoMatch("Sources/[ab].swift", ["Sources/c.swift", "Sources/ab.swift", "Sources/.swift"])
        assertMatches("v[0-9].swift", ["v0.swift", "v7.swift"])
        assertNoMatch("v[0-9].swift", ["va.swift", "v10.swift"])
        assertMatches("[!a]*.swift", ["b.swift", "Zed.swift"])
        assertNoMatch("[!a]*.swift", ["a.swift", "abc.swift"])
        assertMatches("[^a]x", ["bx"])
        assertNoMatch("[^a]x", ["ax"])
        // `]` first is a member; `-` at an end is itself; a set never matches `/`.
        assertMatches("[]x]", ["]", "x"])
        assertMatches("[a-]", ["a", "-"])
        assertNoMatch("a[/]b", ["a/b"])
        // Without a closing `]`, or escaped, `[` is itself.
        assertMatches("a[b", ["a[b"])
        assertMatches(#"\[ab]"#, ["[ab]"])
        assertNoMatch(#"\[ab]"#, ["a"])
        XCTAssertEqual(Glob("Sources/[ab]/x").literalPrefix, "Sources")
    }

    func testBraceAlternatives() {
        assertMatches("Sources/{App,Core}/*.swift", ["Sources/App/a.swift", "Sources/Core/b.swift"])
        assertNoMatch("Sources/{App,Core}/*.swift", ["Sources/Other/a.swift", "Sources/AppCore/a.swift"])
        assertMatches("*.{pb,grpc}.swift", ["a.pb.swift", "b.grpc.swift"])
        assertNoMatch("*.{pb,grpc}.swift", ["a.swift"])
        // Alternatives may hold `/`, may be empty, and nest.
        assertMatches("{Sources/Gen,Tests}/x.swift", ["Sources/Gen/x.swift", "Tests/x.swift"])
        assertMatches("a{,b}.swift", ["a.swift", "ab.swift"])
        assertMatches("{a,b{c,d}}", ["a", "bc", "bd"])
        assertNoMatch("{a,b{c,d}}", ["b", "bcd"])
        // Braces without a comma, unclosed or escaped are themselves.
        assertMatches("{a}", ["{a}"])
        assertMatches("x{a,b", ["x{a,b"])
        assertMatches(#"\{a,b}"#, ["{a,b}"])
        XCTAssertEqual(Glob("Sources/{App,Core}/*.swift").literalPrefix, "Sources")
        XCTAssertEqual(Glob("Sources/A/{x,y}").literalPrefix, "Sources/A")
        XCTAssertTrue(Glob("{Sources,Tests}/Gen").matchesPathOrAncestor("Tests/Gen/a.swift"))
        XCTAssertTrue(Glob("{Sources,Tests}/Gen").mayMatchInside("Tests"))
        XCTAssertFalse(Glob("{Sources,Tests}/Gen").mayMatchInside("Docs"))
        // Expansion is bounded: 2^20 alternatives are not made.
        let many = Glob(String(repeating: "{a,b}", count: 20))
        XCTAssertTrue(many.matches(String(repeating: "{a,b}", count: 20)) || many.matches(String(repeating: "a", count: 20)))
        XCTAssertEqual(Glob.expandingBraces(String(repeating: "{a,b}", count: 20)).count, Glob.maximumAlternatives)
    }

    func testNonASCIIAndSpaces() {
        assertMatches("Sources/Café */*.swift", ["Sources/Café Bar/a.swift"])
        assertMatches("Sources/Cafe\u{301}/a.swift", ["Sources/Caf\u{e9}/a.swift"])
        assertMatches("??.swift", ["日本.swift"])
    }

    func testMatchesPathOrAncestor() {
        let tests = Glob("Tests")
        XCTAssertTrue(tests.matchesPathOrAncestor("Tests"))
        XCTAssertTrue(tests.matchesPathOrAncestor("Tests/LintKitTests/a.swift"))
        XCTAssertTrue(tests.matchesPathOrAncestor("./Tests/"))
        XCTAssertFalse(tests.matchesPathOrAncestor("Sources/Tests/a.swift"))
        XCTAssertFalse(tests.matchesPathOrAncestor("TestsExtra/a.swift"))
        XCTAssertFalse(tests.matches("Tests/a.swift"))

        let generated = Glob("Sources/Generated")
        XCTAssertTrue(generated.matchesPathOrAncestor("Sources/Generated/Model.swift"))
        XCTAssertFalse(generated.matchesPathOrAncestor("Sources/GeneratedX/Model.swift"))
        XCTAssertFalse(generated.matchesPathOrAncestor("Sources"))

        let anywhere = Glob("**/Generated")
        XCTAssertTrue(anywhere.matchesPathOrAncestor("a/b/Generated/c/d.swift"))
        XCTAssertTrue(anywhere.matchesPathOrAncestor("Generated/d.swift"))
        XCTAssertFalse(anywhere.matchesPathOrAncestor("a/b/c.swift"))

        XCTAssertTrue(Glob("**/*.pb.swift").matchesPathOrAncestor("x/a.pb.swift"))
        XCTAssertTrue(Glob(".").matchesPathOrAncestor("anything/at/all.swift"))
        XCTAssertTrue(Glob("*").matchesPathOrAncestor("a/b"))
    }

    func testMayMatchInside() {
        let glob = Glob("Sources/**/*.swift")
        XCTAssertTrue(glob.mayMatchInside(""))
        XCTAssertTrue(glob.mayMatchInside("Sources"))
        XCTAssertTrue(glob.mayMatchInside("Sources/a/b"))
        XCTAssertFalse(glob.mayMatchInside("Tests"))
        XCTAssertTrue(Glob("Sources/App").mayMatchInside("Sources"))
        XCTAssertFalse(Glob("Sources/App").mayMatchInside("Sources/App"))
        XCTAssertFalse(Glob("Sources/App").mayMatchInside("Sources/Other"))
        XCTAssertTrue(Glob("**/Generated").mayMatchInside("deep/er"))
    }

    func testNoExponentialBacktracking() {
        let start = Date()
        let deepPath = Array(repeating: "x", count: 200).joined(separator: "/") + "/b"
        XCTAssertFalse(Glob("**/**/**/**/**/**/**/**/a").matches(deepPath))
        XCTAssertFalse(Glob(Array(repeating: "**/x", count: 40).joined(separator: "/") + "/a").matches(deepPath))
        XCTAssertTrue(Glob(Array(repeating: "**/x", count: 40).joined(separator: "/") + "/b").matches(deepPath))
        let longName = String(repeating: "a", count: 2_000)
        XCTAssertFalse(Glob(String(repeating: "*a", count: 30) + "b").matches(longName))
        XCTAssertFalse(Glob("**/**/**/a").matchesPathOrAncestor(deepPath))
        // Braces: 1,000 nested groups without a comma, and as many with one, stay fast; a
        // pattern beyond the length bound is taken as written.
        let nested = String(repeating: "{", count: 1_000) + "a" + String(repeating: "}", count: 1_000)
        XCTAssertTrue(Glob(nested).matches(nested))
        let alternatives = Glob(String(repeating: "{a,", count: 1_000) + "b" + String(repeating: "}", count: 1_000))
        XCTAssertTrue(alternatives.matches("a"))
        let long = String(repeating: "{a,", count: 20_000) + "b" + String(repeating: "}", count: 20_000)
        XCTAssertEqual(Glob.expandingBraces(long), [long])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// A configuration's pattern that would lose alternatives, or leave a `[` or `{` open, is
    /// named as a problem; exactly the limit, nesting and escapes are fine.
    func testProblemsOfAConfigurationsPattern() {
        let eight = String(repeating: "{a,b}", count: 8) + ".swift"
        XCTAssertNil(Glob.problem(in: eight), "256 patterns: the limit")
        XCTAssertNotNil(Glob.problem(in: "{a,b}" + eight), "512 patterns")
        XCTAssertNotNil(Glob.problem(in: String(repeating: "{a,b,c,d}", count: 5)), "1,024 patterns")
        XCTAssertNil(Glob.problem(in: "x{a,{b,c}}y/[abc]*.swift"))
        XCTAssertNil(Glob.problem(in: "\\[literal\\{.swift"))
        XCTAssertNotNil(Glob.problem(in: "Sources/[abc"))
        XCTAssertNotNil(Glob.problem(in: "Sources/{a,b"))
        XCTAssertNotNil(Glob.problem(in: String(repeating: "{a,", count: 1_000) + "b" + String(repeating: "}", count: 1_000)),
                        "1,001 patterns by nesting")
        XCTAssertNil(Glob.problem(in: String(repeating: "{a,", count: 200) + "b" + String(repeating: "}", count: 200)),
                     "201 patterns by nesting: they add, not multiply")
        // An empty pattern (a variable that expanded to nothing) would exclude everything.
        XCTAssertEqual(Glob.problem(in: ""), "is empty; write a folder or file pattern")
        XCTAssertNotNil(Glob.problem(in: "  "))
        XCTAssertNil(Glob.problem(in: "."))
    }
}
