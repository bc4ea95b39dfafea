import XCTest
@testable import LintKit

/// A method of a non-generic type of the project whose written result is the type itself (a
/// builder's `func adding(_:) -> Pipeline`, or `-> Self`) types a call of it in another file,
/// as swiftc 6.3.1 does (a review of realistic code, session 71: six reports were missed).
final class SelfReturningMethodTests: XCTestCase {
    /// `file:line name 'type'` of each `static_var_concurrency` finding in `files` (name,
    /// source), all in one module.
    private func findings(_ files: [(String, String)]) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { name, text in SourceFile(path: "/tmp/builders/Sources/M/\(name)", bytes: Array(text.utf8)) }
        return LintEngine(rules: [rule]).lint(files: sources).findings.map { finding in
            let name = finding.message.components(separatedBy: "'")[1]
            let type = finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?"
            return "\(finding.path.split(separator: "/").last!):\(finding.location.line) \(name) \(type)"
        }.sorted()
    }

    /// Calls of the type's own-typed methods, chained and then read through stored
    /// properties and collection members, in another file than the type's.
    func testABuildersMethodDeclaredInAnotherFileTypesTheCall() throws {
        let found = try findings([
            ("Pipeline.swift", """
                final class Buffer { var bytes: [UInt8] = [] }
                struct Stage { let name: String; let buffer = Buffer() }
                struct Pipeline {
                    var stages: [Stage] = []
                    let buffer = Buffer()
                    static let empty = Pipeline()
                    func adding(_ name: String) -> Pipeline { var copy = self; copy.stages.append(Stage(name: name)); return copy }
                }
                extension Pipeline {
                    func reset() -> Self { Pipeline() }
                }
                """),
            ("Registry.swift", """
                enum Pipelines {
                    static let ingest = Pipeline.empty.adding("parse").adding("store")
                    static let fresh = Pipeline().reset()
                    static let buffer = ingest.buffer
                    static let first = ingest.stages.first
                }
                let copy = Pipelines.ingest
                """),
        ])
        XCTAssertEqual(found, [
            "Pipeline.swift:6 empty 'Pipeline'",
            "Registry.swift:2 ingest 'Pipeline'", "Registry.swift:3 fresh 'Pipeline'", "Registry.swift:4 buffer 'Buffer'",
            "Registry.swift:5 first 'Stage?'", "Registry.swift:7 copy 'Pipeline'",
        ])
    }

    /// A method overloaded with another result, a generic method and a method of a generic
    /// type are not guessed: no report. A method returning another type is typed by its result
    /// when it is the type's only member of that name (see `CrossFileMemberResultTests`).
    func testOtherMethodsAreNotGuessed() throws {
        let found = try findings([
            ("Types.swift", """
                final class Node { var next: Node? }
                struct Tree {
                    let root = Node()
                    static let empty = Tree()
                    func grown() -> Tree { self }
                    func grown(by count: Int) -> Int { count }
                    func mapped<T>(_ value: T) -> Tree { self }
                    func node() -> Node { root }
                }
                struct Box<T> { var value: T; func same() -> Box { self } }
                """),
            ("Use.swift", """
                enum Forest {
                    static let grown = Tree.empty.grown()
                    static let mapped = Tree.empty.mapped(1)
                    static let node = Tree.empty.node()
                    static let box = Box(value: Node()).same()
                }
                """),
        ])
        // `node()` is the type's only member of that name, with a written result: typed as
        // swiftc 6.3.1 types it, and so are `mapped` (a generic method's result names no generic
        // parameter) and `box` (`Box` named bare inside `Box<T>` is the value's own type,
        // `Box<Node>`); swiftc also reports `grown`, an overload.
        XCTAssertEqual(found, ["Types.swift:4 empty 'Tree'", "Use.swift:3 mapped 'Tree'", "Use.swift:4 node 'Node'",
                               "Use.swift:5 box 'Box<Node>'"])
    }

    /// A protocol extension's static members that return `Self` inside a collection or a tuple
    /// (`[Self]`, `(Self, Self)`, `[String: Self]`) are of the type they are named on, and
    /// `SetAlgebra`'s methods that return `Self` keep an `OptionSet`'s type (swiftc 6.3.1).
    func testSelfInsideCollectionsAndOptionSetAlgebra() throws {
        let found = try findings([
            ("Kinds.swift", """
                public protocol Configurable { init() }
                extension Configurable {
                    public static func all() -> [Self] { [Self()] }
                    public static func pair() -> (Self, Self) { (Self(), Self()) }
                    public static func byName() -> [String: Self] { ["x": Self()] }
                }
                public final class Button: Configurable { public init() {} }
                public struct Flags: OptionSet {
                    public let rawValue: Int
                    public init(rawValue: Int) { self.rawValue = rawValue }
                    public static let a = Flags(rawValue: 1)
                    public static let b = Flags(rawValue: 2)
                }
                """),
            ("Registry.swift", """
                enum Registry {
                    static let buttons = Button.all()
                    static let pair = Button.pair()
                    static let named = Button.byName()
                    static let both = Flags.a.union(.b)
                    static let common = Flags.a.intersection(Flags.b)
                }
                """),
        ])
        XCTAssertEqual(found, [
            "Kinds.swift:11 a 'Flags'", "Kinds.swift:12 b 'Flags'",
            "Registry.swift:2 buttons '[Button]'", "Registry.swift:3 pair '(Button, Button)'", "Registry.swift:4 named '[String : Button]'",
            "Registry.swift:5 both 'Flags'", "Registry.swift:6 common 'Flags'",
        ])
    }
}
