import XCTest
@testable import LintKit

/// Code being typed: a signature the parser cannot read to its end is not rewritten.
final class IncompleteSignatureTests: XCTestCase {
    private func singleUseFindings(_ source: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try SingleUseGenericRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/incomplete/Sources/M/a.swift", bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file]).findings.map { "\($0.location.line):\($0.location.column)" }
    }

    func testAResultTypeOrParameterClauseThatDoesNotParseStopsTheRewrite() throws {
        let source = """
        protocol P {}
        func f<T: P>(_ x: T) -> Array<T {
            return [x]
        }
        func g<T: P>(_ x: T) -> [T {
            return [x]
        }
        func h<T: P>(_ x: T -> (T, Int) {
            return (x, 1)
        }
        """
        XCTAssertEqual(try singleUseFindings(source), [])
    }

    /// An initializer's clause left open runs on into the next lines, where an `=` comes before
    /// a `:` (the mutation fuzzer's find, session 74): its shape is read without a type, and
    /// the run ends (it trapped on a range whose bounds were the wrong way round).
    func testAnOpenInitializerClauseWithAnEqualBeforeAColon() throws {
        let source = """
        public enum KL: String { case a; public init(_ rawKIO(rawValue: 1)
        public let e17 = KIO(rawValue: 1) Value: String) { self = .a } }
        """
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/incomplete/Sources/M/a.swift", bytes: Array(source.utf8))
        XCTAssertEqual(LintEngine(rules: [rule]).lint(files: [file]).files.count, 1)
    }

    func testCompleteSignaturesAreStillReported() throws {
        let source = """
        protocol P {}
        protocol Q {
            func r<T: P>(_ x: T)
            func s<T: P>(_ x: T); func t<T: P>(_ x: T) }
        func f<T: P>(_ x: T) -> Int { 1 }
        func g<T: P>(_ x: T) async throws where T: Sendable {}
        """
        XCTAssertEqual(try singleUseFindings(source), ["3:12", "4:12", "4:34", "5:8", "6:8"])
    }

    func testCommentsAreLeftOutOfTheSuggestedSignature() throws {
        let source = """
        protocol P {}
        protocol Q {}
        func f<
            T: P, // first
            U: Q  // second
        >(_ t: T, _ u: U) -> U {
            return u
        }
        """
        let rule = ConfiguredRule(rule: try SingleUseGenericRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/incomplete/Sources/M/b.swift", bytes: Array(source.utf8))
        let messages = LintEngine(rules: [rule]).lint(files: [file]).findings.map(\.message)
        XCTAssertEqual(messages, ["generic parameter 'T' is used only once; write 'func f<U: Q>(_ t: some P, _ u: U) -> U'"])
    }
}
