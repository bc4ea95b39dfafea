import XCTest
@testable import LintKit

/// `#if` branches that no build compiles (`#if false`, `#if swift(<5)`, the `#else` of
/// `#if true`) declare and use nothing; branches that depend on the build are all read.
final class InactiveBranchTests: XCTestCase {
    private func value(_ condition: String) -> Bool? {
        let source = "#if \(condition)\n#endif\n"
        let stream = Lexer.tokenize(Array(source.utf8))
        var reader = StaticCondition(tokens: stream.tokens, bytes: Array(source.utf8), start: 1)
        return reader.evaluate()
    }

    func testConditionsThatDoNotDependOnTheBuild() {
        XCTAssertEqual(value("false"), false)
        XCTAssertEqual(value("true"), true)
        XCTAssertEqual(value("!false"), true)
        XCTAssertEqual(value("swift(<5.0)"), false)
        XCTAssertEqual(value("swift(>=4.2)"), true)
        XCTAssertEqual(value("compiler(>=5)"), true)
        XCTAssertEqual(value("!compiler(<5.0)"), true)
        XCTAssertEqual(value("false && os(macOS)"), false)
        XCTAssertEqual(value("os(Linux) || true"), true)
        XCTAssertEqual(value("(false || swift(<4)) && DEBUG"), false)
        // Every Swift 6 compiler is at least 6.0, in a language mode of at least 5.10.
        XCTAssertEqual(value("compiler(>=5.10)"), true)
        XCTAssertEqual(value("compiler(>=6)"), true)
        XCTAssertEqual(value("compiler(>=6.0.0)"), true)
        XCTAssertEqual(value("compiler(<6.0)"), false)
        XCTAssertEqual(value("swift(>=5.9)"), true)
        XCTAssertEqual(value("swift(>=5.10)"), true)
        XCTAssertEqual(value("swift(<5.10)"), false)
        // No Swift 6 compiler is 7.0 or has the language mode 7.
        XCTAssertEqual(value("swift(>=7)"), false)
        XCTAssertEqual(value("compiler(>=7.0)"), false)
        XCTAssertEqual(value("swift(<7)"), true)
        XCTAssertEqual(value("compiler(<8.1)"), true)
        // `existential_any` describes builds with the feature on: its `#else` is not theirs.
        XCTAssertEqual(value("hasFeature(ExistentialAny)"), true)
        XCTAssertEqual(value("!hasFeature(ExistentialAny)"), false)
        // A language feature or an attribute every Swift 6 compiler has (swiftc 6.3.1 answers
        // true for each), however it is spelled.
        XCTAssertEqual(value("hasFeature(TypedThrows)"), true)
        XCTAssertEqual(value("$TypedThrows"), true)
        XCTAssertEqual(value("hasFeature(ParameterPacks) && hasFeature(IsolatedAny)"), true)
        XCTAssertEqual(value("hasAttribute(Sendable)"), true)
        XCTAssertEqual(value("!hasAttribute(backDeployed)"), false)
    }

    func testConditionsThatDependOnTheBuildAreUnknown() {
        XCTAssertNil(value("os(macOS)"))
        XCTAssertNil(value("DEBUG"))
        XCTAssertNil(value("canImport(UIKit) && true"))
        XCTAssertNil(value("swift(>=5.11)"))
        XCTAssertNil(value("swift(>=6.0)"))
        XCTAssertNil(value("compiler(>=6.0.1)"))
        XCTAssertNil(value("compiler(<6.2)"))
        XCTAssertNil(value("hasFeature(StrictConcurrency)"))
        // Newer than Swift 6.0, or a custom attribute: up to the build.
        XCTAssertNil(value("hasFeature(InlineArrayTypeSugar)"))
        XCTAssertNil(value("hasAttribute(abi)"))
        XCTAssertNil(value("hasAttribute(MainActor)"))
        XCTAssertNil(value("hasFeature(ExistentialAny) && DEBUG"))
        XCTAssertNil(value("!DEBUG || false"))
        // Not a condition: unknown, so the branch is read.
        XCTAssertNil(value("0"))
        XCTAssertNil(value("(true"))
        XCTAssertNil(value("true false"))
        // Nesting past the reader's limit is unknown, not a crash.
        XCTAssertEqual(value(String(repeating: "(", count: 40) + "true" + String(repeating: ")", count: 40)), true)
        XCTAssertNil(value(String(repeating: "(", count: 100_000) + "true" + String(repeating: ")", count: 100_000)))
        XCTAssertNil(value(String(repeating: "!", count: 100_000) + "false"))
    }

    func testBranchesNoBuildCompilesDeclareAndUseNothing() throws {
        let source = """
        protocol P {}
        #if false
        func f(_ p: P) {}
        protocol Q {}
        #endif
        #if swift(<5.0)
        func g(_ p: P) {}
        #elseif DEBUG
        func h(_ p: P) {}
        #elseif true
        func i(_ p: P) {}
        #else
        func j(_ p: P) {}
        #endif
        struct S {
            #if os(macOS)
            var a: P
            #else
            var b: P
            #endif
            func run(_ q: Q) {
                #if false
                let c: P? = nil
                #endif
            }
        }
        #if false
        #if true
        func k(_ p: P) {}
        #endif
        #endif
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/inactive/Sources/M/a.swift", bytes: Array(source.utf8))
        let result = LintEngine(rules: [rule]).lint(files: [file])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column)" }, ["9:13", "11:13", "17:12", "19:12"])
        // `Q` was declared in a branch no build compiles: `run(_ q: Q)` names no protocol.
        XCTAssertFalse(result.index?.isProtocolLikeName("Q") ?? true)
    }

    func testAnUnterminatedChainSkipsNothing() {
        let source = "protocol P {}\n#if false\nfunc f(_ p: P) {}\n"
        let tree = Parser.parse(SourceFile(path: "a.swift", bytes: Array(source.utf8)))
        XCTAssertEqual(tree.declarations.map(\.name), ["P", "f"])
    }

    func testReadingEveryBranchParsesTheBranchesNoBuildCompiles() {
        let source = "#if false\nfunc f() {}\n#else\nfunc g() {}\n#endif\n"
        let file = SourceFile(path: "a.swift", bytes: Array(source.utf8))
        XCTAssertEqual(Parser.parse(file).declarations.map(\.name), ["g"])
        XCTAssertEqual(Parser.parse(file, readingEveryBranch: true).declarations.map(\.name), ["f", "g"])
    }

    /// The platform the tool runs on answers the platform conditions, for the one question it
    /// decides: which of a protocol and a concrete type of one name in `#if` branches its
    /// compiler sees (see ``HostPlatform``).
    func testHostPlatformConditions() {
        func hostValue(_ condition: String) -> Bool? {
            let source = "#if \(condition)\n#endif\n"
            let stream = Lexer.tokenize(Array(source.utf8))
            var reader = StaticCondition(tokens: stream.tokens, bytes: Array(source.utf8), start: 1)
            reader.evaluatesHostPlatform = true
            return reader.evaluate()
        }
        XCTAssertEqual(hostValue("os(\(HostPlatform.operatingSystem))"), true)
        XCTAssertEqual(hostValue("os(Windows)"), false)
        XCTAssertEqual(hostValue("canImport(Foundation)"), true)
        XCTAssertEqual(hostValue("canImport(UIKit)"), false)
        XCTAssertNil(hostValue("canImport(LegacyKit)"), "a project's module is not known")
        XCTAssertNil(hostValue("DEBUG"))
        XCTAssertEqual(hostValue("targetEnvironment(simulator)"), false)
        XCTAssertNil(value("os(Linux)"), "without the host's answers, platform conditions stay unknown")
        #if os(Linux)
        XCTAssertEqual(hostValue("canImport(Darwin)"), false)
        XCTAssertEqual(hostValue("os(Linux) && canImport(Glibc)"), true)
        #endif
    }

    /// A protocol and a concrete type of one name in two branches: the branch this platform
    /// compiles decides (hw59: `#if os(Linux) protocol Transport …` reported on Linux as its
    /// compiler does, `#if canImport(Darwin) protocol Clipboard … #else final class Clipboard`
    /// not); an unknown condition leaves the name no protocol's.
    func testPlatformSplitOfAProtocolAndAConcreteType() throws {
        let here = HostPlatform.operatingSystem
        let source = """
            #if os(\(here))
            protocol Transport {}
            #else
            struct Transport {}
            #endif
            #if os(Windows)
            protocol Clipboard {}
            #else
            final class Clipboard {}
            #endif
            #if canImport(LegacyKit)
            protocol Pasteboard {}
            #else
            final class Pasteboard {}
            #endif
            func use(_ t: Transport, _ c: Clipboard, _ p: Pasteboard) {}
            """
        let findings = try lintExample(source, fileName: "Split.swift", ruleID: "existential_any")
        XCTAssertEqual(findings.map(\.message), ["use of protocol 'Transport' as a type must be written 'any Transport'"])
    }

    // MARK: The lexer's list of directives

    /// Sources with directives among string literals, interpolations (whose tokens the lexer
    /// makes and drops again), raw strings, regexes and a shebang, and the number of
    /// directive tokens each holds.
    private let directiveSources: [(source: String, count: Int)] = [
        ("#if os(Linux)\nlet a = 1\n#elseif false\nlet b = 2\n#else\nlet c = 3\n#endif\n", 4),
        ("let s = \"\\(x.map { #if DEBUG\n1\n#endif })\"\n#if true\n#endif\n", 3),
        ("let s = \"\"\"\n\\(f(#if A\n1\n#endif))\n#if X\n\"\"\"\n#sourceLocation(file: \"a\", line: 1)\n#warning(\"w\")\n", 1),
        ("#!/usr/bin/env swift\n#if compiler(>=6)\nimport Foundation\n#endif\n", 2),
        ("let r = #/a#if/#\nlet t = ##\"raw #if\"##\n#if A\n#endif\n#Preview { }\n", 2),
        ("func f() { let x = \"\\(\"\\(#function) \\(g(#if))\")\" }\n#if B\n#else\n#endif\n", 3),
        ("if #available(macOS 14, *) {} else if #unavailable(iOS 17) {}\n", 2),
    ]

    func testTheLexerListsEveryDirectiveTokenAndNothingElse() {
        for (source, count) in directiveSources {
            let stream = Lexer.tokenize(Array(source.utf8))
            let scanned = stream.tokens.indices.filter { stream.tokens[$0].kind == .poundKeyword }.map { Int32($0) }
            XCTAssertEqual(stream.directives, scanned, source)
            XCTAssertEqual(stream.directives.count, count, source)
        }
    }

    func testDirectivesSurviveKeepingExpansionAndRebuilding() throws {
        for (source, _) in directiveSources {
            let stream = Lexer.tokenize(Array(source.utf8))
            XCTAssertEqual(TokenStream(stream.keptPacked()).directives, stream.directives, source)
            XCTAssertEqual(TokenStream(stream.keptWhole()).directives, stream.directives, source)
            XCTAssertEqual(TokenStream(tokens: stream.tokens, comments: stream.comments).directives, stream.directives, source)
            let file = SourceFile(path: "Directives.swift", bytes: Array(source.utf8))
            let expanded = InterpolationExpansion.expand(stream, file: file).stream
            XCTAssertEqual(expanded.directives, stream.directives, source)
        }
    }

    func testDeadBranchesReadThroughTheListMatchAWalkOverEveryToken() {
        let source = "#if false\nlet a = 1\n#elseif swift(>=5.0)\nlet b = 2\n#else\nlet c = \"\\(#if)\"\n#endif\n"
            + "#if os(Windows)\nlet d = 4\n#endif\n#if true\n#else\nlet e = 5\n#endif\n"
        let stream = Lexer.tokenize(Array(source.utf8))
        let jumps = InactiveBranches.jumps(in: stream, count: stream.count, bytes: Array(source.utf8))
        // `#if false` to `#elseif`, the `#else` after the taken `#elseif`, the `#else` of `#if true`.
        XCTAssertEqual(jumps.count, 3)
        let rebuilt = TokenStream(tokens: stream.tokens, comments: stream.comments)
        XCTAssertEqual(InactiveBranches.jumps(in: rebuilt, count: rebuilt.count, bytes: Array(source.utf8)), jumps)
        // Only the file's first `count` tokens are read: a chain cut there skips nothing.
        let firstElseIf = Int(stream.directives[1])
        XCTAssertEqual(InactiveBranches.jumps(in: stream, count: firstElseIf, bytes: Array(source.utf8)), [:])
    }
}
