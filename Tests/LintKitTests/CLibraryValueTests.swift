import XCTest
@testable import LintKit

/// The C library's pointers held in a `static let` or a global `let` (`getenv("HOME")`,
/// `fopen(…)`, `stdout`, `CommandLine.unsafeArgv`): each expectation is what swiftc 6.3.1
/// reports on Linux (a review of realistic code, session 72, missed all of them), and a name
/// the project declares itself is the project's.
final class CLibraryValueTests: XCTestCase {
    /// `line name type` of each `static_var_concurrency` finding in `files` (one module).
    private func findings(_ files: [String: String]) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = files.keys.sorted().map { name in
            SourceFile(path: "/tmp/clibrary/Sources/M/" + name, bytes: Array(files[name]!.utf8))
        }
        return LintEngine(rules: [rule]).lint(files: sources).findings.map { finding in
            let name = finding.message.components(separatedBy: "'")[1]
            let type = finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?"
            return "\(finding.location.line) \(name) \(type)"
        }
    }

    func testFunctionResultsAndVariablesOfTheCLibraryAreTheirPointers() throws {
        let found = try findings(["a.swift": """
            import Foundation

            enum Posix {
                static let home = getenv("HOME")
                static let buffer = malloc(4096)
                static let lock = fopen("/tmp/lock", "w")
                static let folder = opendir("/tmp")
                static let user = getpwuid(0)
                static let output = stdout
                static let arguments = CommandLine.unsafeArgv
                static let forced = getenv("PATH")!
                static let pid = getpid()
                static let count = CommandLine.argc
            }
            let environment = environ
            """])
        XCTAssertEqual(found, [
            "4 home 'UnsafeMutablePointer<CChar>?' (aka 'Optional<UnsafeMutablePointer<Int8>>')",
            "5 buffer 'UnsafeMutableRawPointer?'",
            "6 lock 'UnsafeMutablePointer<FILE>?' (aka 'Optional<UnsafeMutablePointer<_IO_FILE>>')",
            "7 folder 'OpaquePointer?'",
            "8 user 'UnsafeMutablePointer<passwd>?'",
            "9 output 'UnsafeMutablePointer<FILE>?' (aka 'Optional<UnsafeMutablePointer<_IO_FILE>>')",
            "10 arguments 'UnsafeMutablePointer<UnsafeMutablePointer<Int8>?>'",
            "11 forced 'UnsafeMutablePointer<CChar>' (aka 'UnsafeMutablePointer<Int8>')",
            "15 environment 'UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>' (aka 'UnsafeMutablePointer<Optional<UnsafeMutablePointer<Int8>>>')",
        ])
    }

    func testNamesTheProjectDeclaresAreNotTheLibrarys() throws {
        // Checked with swiftc 6.3.1: no warning (the file's own private `getenv`, the module's
        // `opendir(_: String)` and the enum's `stdout` are what the initializers call).
        let found = try findings([
            "a.swift": """
                import Foundation

                private func getenv(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

                enum Settings {
                    static let home = getenv("HOME")
                    static let listing = opendir("/tmp")
                }
                enum Streams {
                    static let stdout = Sink()
                    static let output = stdout
                }
                final class Sink: Sendable {}
                """,
            "b.swift": """
                func opendir(_ path: String) -> [String] { [] }
                """,
        ])
        XCTAssertEqual(found, [])
    }
}

/// A reference to a function declared `@Sendable` is `Sendable` (swiftc 6.3.1 reports nothing
/// for `static let f = Controllers.metrics` of `@Sendable static func metrics`), while one to a
/// plain function is reported with the function's name.
final class SendableFunctionReferenceTests: XCTestCase {
    func testReferencesToSendableFunctionsAreNotReported() throws {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = [
            SourceFile(path: "/tmp/sendable-refs/Sources/M/a.swift", bytes: Array("""
                enum Routes {
                    static let metricsRef = Controllers.metrics
                    static let plainRef = Controllers.plain
                    static let cleanupRef = cleanup
                }
                let globalCleanup = cleanup
                """.utf8)),
            SourceFile(path: "/tmp/sendable-refs/Sources/M/b.swift", bytes: Array("""
                struct Request {}
                enum Controllers {
                    @Sendable static func metrics(_ r: Request) -> Int { 1 }
                    static func plain(_ r: Request) -> Int { 1 }
                }
                @Sendable func cleanup() {}
                """.utf8)),
        ]
        let found = LintEngine(rules: [rule]).lint(files: sources).findings.map { "\($0.location.line) \($0.message)" }
        XCTAssertEqual(found, [
            "3 static property 'plainRef' is not concurrency-safe because non-'Sendable' function type of 'plain' may have shared mutable state",
        ])
    }

    /// A tuple of functions of the file is spelled element by element, labels kept, as swiftc
    /// 6.3.1 prints it; one with an element that is no function is left alone.
    func testTuplesOfFunctionReferences() throws {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/sendable-refs/Sources/M/a.swift", bytes: Array("""
            func ping() {}
            func pong() {}
            enum R {
                static let pair = (ping, pong)
                static let named = (start: ping, stop: pong)
                static let nested = ((ping, pong), ping)
            }
            """.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [source]).findings.map { finding in
            "\(finding.location.line) " + (finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?")
        }
        XCTAssertEqual(found, ["4 '(() -> (), () -> ())'", "5 '(start: () -> (), stop: () -> ())'", "6 '((() -> (), () -> ()), () -> ())'"])
    }
}
