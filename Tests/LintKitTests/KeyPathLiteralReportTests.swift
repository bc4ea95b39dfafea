import XCTest
@testable import LintKit

/// `static_var_concurrency` and key-path literals in the Swift 5 language mode: a key path to a
/// computed property is typed by its setter (session 77), and every other key-path literal is
/// still reported, by its text, since each is a `KeyPath` or one of its subclasses, none of
/// them `Sendable` (`Reviews/compiler/s76c/s03_keypaths` missed them).
final class KeyPathLiteralReportTests: XCTestCase {
    /// `line reason` of each finding in `Paths.swift`, linted with `Model.swift`.
    private func reasons(model: String, paths: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = [SourceFile(path: "/tmp/key-paths/Sources/M/Model.swift", text: model),
                       SourceFile(path: "/tmp/key-paths/Sources/M/Paths.swift", text: paths)]
        return LintEngine(rules: [rule]).lint(files: sources).findings
            .filter { $0.path.hasSuffix("/Paths.swift") }
            .map { finding in
                "\(finding.location.line) " + (finding.message.components(separatedBy: "because ").last ?? finding.message)
                    .replacingOccurrences(of: " may have shared mutable state", with: "")
            }
    }

    private let model = """
        final class Handle {}
        struct User {
            var name: String
            var computed: Int { 2 }
            var settable: String {
                get { name }
                set { name = newValue }
            }
            var shared: Handle {
                get { Handle() }
                nonmutating set {}
            }
        }
        final class Account {
            var balance: Int { get { 0 } set {} }
        }
        extension User {
            var initials: String { String(name.prefix(1)) }
            var other: Int { get { 1 } set {} }
        }
        """

    /// What swiftc 6.3.1 reports for each (checked), the last three by the literal's text.
    func testComputedPropertiesAreTypedAndOtherLiteralsNamed() throws {
        let found = try reasons(model: model, paths: """
            enum Paths {
                static let computed = \\User.computed
                static let settable = \\User.settable
                static let shared = \\User.shared
                static let balance = \\Account.balance
                static let initials = \\User.initials
                static let other = \\User.other
                static let count = \\String.count
                static let first = \\[Int].[0]
                static let generic = \\Array<Int>.count
                static let local = \\Local.value
            }
            struct Local {
                var storage = 0
                var value: Int { get { storage } set { storage = newValue } }
            }
            """)
        XCTAssertEqual(found, [
            "2 non-'Sendable' type 'KeyPath<User, Int>'",
            "3 non-'Sendable' type 'WritableKeyPath<User, String>'",
            "4 non-'Sendable' type 'ReferenceWritableKeyPath<User, Handle>'",
            "5 non-'Sendable' type 'ReferenceWritableKeyPath<Account, Int>'",
            "6 non-'Sendable' type 'KeyPath<User, String>'",
            "7 non-'Sendable' type 'WritableKeyPath<User, Int>'",
            "8 non-'Sendable' key path '\\String.count'",
            "9 non-'Sendable' key path '\\[Int].[0]'",
            "10 non-'Sendable' key path '\\Array<Int>.count'",
            "11 non-'Sendable' type 'WritableKeyPath<Local, Int>'",
        ])
    }

    /// An operator applied to a literal makes another value; a project that declares the
    /// key-path classes `Sendable`, and the Swift 6 mode's option, report none.
    func testWhatIsNotAKeyPathFinding() throws {
        let paths = """
            infix operator <~>
            func <~> (lhs: KeyPath<String, Int>, rhs: Int) -> Int { rhs }
            enum Paths {
                static let compared = \\String.count<~>1
                static let spaced = \\String.count <~> 1
            }
            """
        XCTAssertEqual(try reasons(model: model, paths: paths), [])
        let declared = try reasons(model: model + "\nextension KeyPath: @unchecked Sendable {}\n",
                                   paths: "enum Paths { static let count = \\String.count }\n")
        XCTAssertEqual(declared, [])
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions(["function_references": .scalar("false", YAMLPosition(line: 1, column: 1))])),
                                  severity: .warning)
        let swift6 = LintEngine(rules: [rule]).lint(files: [SourceFile(path: "/tmp/key-paths/Sources/M/Paths.swift",
                                                                       text: "enum Paths { static let count = \\String.count }\n")])
        XCTAssertEqual(swift6.findings.count, 0)
    }

    func testLiteralTextIsReadWhole() {
        func text(_ source: String) -> String? {
            let tree = Parser.parse(SourceFile(path: "/tmp/A.swift", text: "let x = " + source + "\n"))
            guard let range = tree.declarations.first?.initializer else { return nil }
            return StaticVarConcurrencyRule.keyPathLiteralText(range, in: tree)
        }
        XCTAssertEqual(text("\\User.tags[0].count"), "\\User.tags[0].count")
        XCTAssertEqual(text("\\(any Named).name"), "\\(any Named).name")
        XCTAssertEqual(text("\\Box<Pair<Int, Int>>.value?.first!"), "\\Box<Pair<Int, Int>>.value?.first!")
        XCTAssertNil(text("\\User.name == other"))
        XCTAssertNil(text("\\User.count<5"))
        XCTAssertNil(text("Paths.count"))
    }
}
