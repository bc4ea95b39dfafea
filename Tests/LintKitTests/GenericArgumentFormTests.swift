import XCTest
@testable import LintKit

/// A construction's generic arguments given by arguments whose parameter holds the generic
/// parameter in a shape around it: a closure's result (also a trailing closure's), an Optional,
/// an array or a metatype. Each expectation is what swiftc 6.3.1 reports (a review of realistic
/// code, session 73, found `'Factory'` where swiftc says `'Factory<Database>'`).
final class GenericArgumentFormTests: XCTestCase {
    /// `line name type` of each `static_var_concurrency` finding in `text`.
    private func findings(_ text: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/generic-forms/Sources/M/a.swift", bytes: Array(text.utf8))
        return LintEngine(rules: [rule]).lint(files: [source]).findings.map { finding in
            let name = finding.message.components(separatedBy: "'")[1]
            let type = finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?"
            return "\(finding.location.line) \(name) \(type)"
        }
    }

    func testClosureResultsOptionalsArraysAndMetatypesGiveGenericArguments() throws {
        let found = try findings("""
            final class Database {}
            protocol Plugin: AnyObject {}
            final class Logging: Plugin {}
            struct Factory<T> { let make: () -> T }
            final class LazyBox<T> { init(_ make: @escaping () -> T) {} }
            struct Provider<S> { var name: String; var build: (Int) -> S }
            struct PluginSlot<P: Plugin> { let type: P.Type; var instance: P? }
            struct Page<Item> { var items: [Item] }
            extension Page: Sendable where Item: Sendable {}
            struct Holder<V> { init(value: V?) {} }
            extension Holder: Sendable where V: Sendable {}
            enum Services {
                static let database = Factory { Database() }
                static let number = Factory(make: { 1 })
                static let lazy = LazyBox { Database() }
                static let provider = Provider(name: "p", build: { _ in Database() })
                static let slot = PluginSlot(type: Logging.self)
                static let page = Page(items: [Database()])
                static let numbers = Page(items: [1, 2])
                static let held = Holder(value: Database())
                static let count = Holder(value: 3)
            }
            """)
        XCTAssertEqual(found, [
            "13 database 'Factory<Database>'",
            "14 number 'Factory<Int>'",
            "15 lazy 'LazyBox<Database>'",
            "16 provider 'Provider<Database>'",
            "17 slot 'PluginSlot<Logging>'",
            "18 page 'Page<Database>'",
            "20 held 'Holder<Database>'",
        ])
    }
}

/// The members of a collection or Optional named through a typealias of the project
/// (`typealias NodeList = [Node]`): what swiftc 6.3.1 reports for each (a review of realistic
/// code, session 73, found them missed, and `compactMap` of an aliased Optional not unwrapped).
final class AliasedCollectionTests: XCTestCase {
    func testMembersOfAliasedArraysDictionariesAndOptionals() throws {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/aliased-collections/Sources/M/a.swift", bytes: Array("""
            final class Node {}
            typealias NodeList = [Node]
            typealias NodeMap = [String: Node]
            typealias OptionalNode = Node?
            struct Slot { var node: OptionalNode }
            enum F {
                static let nodes: NodeList = [Node()]
                static let map: NodeMap = [:]
                static let first = nodes.first
                static let byIndex = nodes[0]
                static let filtered = nodes.filter { _ in true }
                static let value = map["x"]
                static let made = NodeList().first
                static let slots = [Slot(node: Node())]
                static let unwrapped = slots.compactMap(\\.node)
            }
            """.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [source]).findings.map { finding in
            "\(finding.location.line) " + (finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?")
        }
        XCTAssertEqual(found, [
            "7 'NodeList' (aka 'Array<Node>')", "8 'NodeMap' (aka 'Dictionary<String, Node>')", "9 'Node?'", "10 'Node'",
            "11 '[Node]'", "12 'Node?'", "13 'Node?'", "14 '[Slot]'", "15 '[Node]'",
        ])
    }
}

/// A closure's value that calls a method of the element's type returning the type itself
/// (`carts.map { $0.adding(1) }`): typed as the same call on a value is, as swiftc 6.3.1 types
/// it (a review of realistic code, session 73, found `[Cart()].map { $0.adding(1) }` missed).
final class ClosureMemberTests: XCTestCase {
    func testMethodsReturningTheirOwnTypeInsideClosures() throws {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/closure-members/Sources/M/a.swift", bytes: Array("""
            final class Cart { var next: Cart? = nil; func adding(_ i: Int) -> Cart { self } }
            enum F {
                static let a1 = [Cart()].map { $0.next }
                static let a2 = [Cart()].map { $0.adding(1) }
                static let c = Cart()
                static let a5 = [c].map { x in x.adding(2) }
            }
            """.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [source]).findings.map { finding in
            "\(finding.location.line) " + (finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?")
        }
        XCTAssertEqual(found, ["3 '[Cart?]'", "4 '[Cart]'", "5 'Cart'", "6 '[Cart]'"])
    }

    /// `get()` of a `Result` is its success type (`try?` makes it Optional), as swiftc 6.3.1
    /// reports it.
    func testTheSuccessOfAResult() throws {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/closure-members/Sources/M/b.swift", bytes: Array("""
            final class Cart { func adding(_ i: Int) -> Cart { self } }
            enum E: Error { case x }
            enum F {
                static let result = Result<Cart, E>.success(Cart())
                static let maybe: Cart? = Cart()
                static let got = try? result.get()
                static let forced = try! result.get()
                static let mapped = maybe.map { $0.adding(1) }
                static let number = try? Result<Int, E>.success(1).get()
            }
            """.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [source]).findings.map { finding in
            "\(finding.location.line) " + (finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may").first ?? "?")
        }
        XCTAssertEqual(found, ["4 'Result<Cart, E>'", "5 'Cart?'", "6 'Cart?'", "7 'Cart'", "8 'Cart?'"])
    }
}
