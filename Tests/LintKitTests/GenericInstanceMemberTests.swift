import XCTest
@testable import LintKit

/// `static_var_concurrency` types a member read on a value of a generic type of the project
/// with the type's generic parameters replaced by the value's arguments, and a generic
/// method's own parameters bound by the call (`Pool<Int>().map { _ in Engine() }` of
/// `func map<U>(_ f: (Resource) -> U) -> Pool<U>` is a `Pool<Engine>`), as swiftc 6.3.1
/// infers it; such statics were missed (session 77; `Reviews/compiler/s76c/s09_inference`).
final class GenericInstanceMemberTests: XCTestCase {
    /// Each finding of `path`: its line and the type its message quotes.
    private func types(in files: [(String, String)], path: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { SourceFile(path: "/tmp/generic-members/Sources/M/" + $0.0, bytes: Array($0.1.utf8)) }
        return LintEngine(rules: [rule]).lint(files: sources).findings
            .filter { $0.path.hasSuffix("/" + path) }
            .map { finding in
                "\(finding.location.line) " + (finding.message.components(separatedBy: "type ").last ?? finding.message)
                    .replacingOccurrences(of: " may have shared mutable state", with: "")
            }
    }

    private let declarations = """
        final class Pool<Resource> {
            var free: [Resource]
            let spare: Resource? = nil
            var count: Int { free.count }
            init(_ free: [Resource] = []) { self.free = free }
            func map<U>(_ f: (Resource) -> U) -> Pool<U> { Pool<U>(free.map(f)) }
            func same() -> Pool<Resource> { self }
            func itself() -> Self { self }
            func bare() -> Pool { self }
            func first() -> Resource? { free.first }
            func pair<U>(_ other: U) -> Pool<(Resource, U)> { Pool<(Resource, U)>() }
            func boxed<U>(_ make: () -> U) -> Box<U> { Box(make()) }
            func all() -> [Resource] { free }
        }
        struct Box<T> {
            let value: T
            init(_ value: T) { self.value = value }
        }
        extension Box: Sendable where T: Sendable {}
        final class Engine {}
        """

    func testMembersOfAnotherFilesGenericTypeAreTyped() throws {
        let found = try types(in: [("Pool.swift", declarations), ("Uses.swift", """
            enum Shared {
                static let pool = Pool<Engine>()
                static let mapped = Pool<Int>().map { "\\($0)" }
                static let engines = Pool<Int>().map { _ in Engine() }
                static let same = pool.same()
                static let itself = pool.itself()
                static let bare = pool.bare()
                static let first = pool.first()
                static let paired = Pool<Int>().pair(Engine())
                static let boxed = Pool<Int>().boxed { Engine() }
                static let all = pool.all()
                static let spare = pool.spare
                static let value = Box(Engine()).value
                static let sendableBox = Pool<Int>().boxed { 1 }
                static let count = pool.count
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, [
            "2 'Pool<Engine>'",
            "3 'Pool<String>'",
            "4 'Pool<Engine>'",
            "5 'Pool<Engine>'",
            "6 'Pool<Engine>'",
            "7 'Pool<Engine>'",
            "8 'Engine?'",
            "9 'Pool<(Int, Engine)>'",
            "10 'Box<Engine>'",
            "11 '[Engine]'",
            "12 'Engine?'",
            "13 'Engine'",
        ])
    }

    /// An overload, a superclass's namesake, a result nested in the generic type (swiftc
    /// prints `Store<Engine>.Token`), and a closure whose value is an operation on its
    /// parameter leave the type unknown: nothing is reported rather than a wrong type (swiftc
    /// reports `shared`, `pick` and `counts`, 'Store<Int>').
    func testWhatIsLeftUnknown() throws {
        let found = try types(in: [("Types.swift", """
            class Base<T> { func shared() -> T? { nil } }
            final class Store<T>: Base<T> {
                struct Token {}
                override func shared() -> T? { nil }
                func token() -> Token { Token() }
                func pick(_ a: Int) -> T? { nil }
                func pick(_ a: String) -> [T] { [] }
                func map<U>(_ f: (T) -> U) -> Store<U> { Store<U>() }
            }
            final class Engine {}
            """), ("Uses.swift", """
            enum Shared {
                static let shared = Store<Engine>().shared()
                static let token = Store<Engine>().token()
                static let pick = Store<Engine>().pick(1)
                static let counts = Store<String>().map { $0.count * 2 }
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, [])
    }

    /// The review of the change (`Reviews/compiler/s77a`): a protocol extension's method of the
    /// same name (the standard library's `Sequence` methods too) may be the one a call means, a
    /// constrained extension's member applies only to values whose arguments meet its `where`
    /// clause, and a result builder makes a closure's value something else than its last line.
    /// Each of these is left unknown, but a same-type clause the value meets.
    func testShapesTheReviewFound() throws {
        let found = try types(in: [("Types.swift", """
            final class Engine {}
            final class Gear {}
            protocol Labelled {}
            extension Labelled { func label(_ width: Int) -> [String] { [] } }
            struct Box<T>: Labelled {
                var value: T
                func label() -> T { value }
            }
            extension Box where T == Int { func gear() -> Gear { Gear() } }
            extension Box where T: AnyObject { func peek() -> (T, Engine) { (value, Engine()) } }
            struct Bucket<Element>: Sequence {
                var items: [Element] = []
                func makeIterator() -> IndexingIterator<[Element]> { items.makeIterator() }
                func map(_ limit: Int) -> Bucket<Element> { self }
            }
            @resultBuilder enum NameBuilder { static func buildBlock(_ parts: Engine...) -> String { "" } }
            struct Maker {
                func make<T>(@NameBuilder _ build: () -> T) -> T { build() }
                func plain<T>(_ build: () -> T) -> T { build() }
            }
            """), ("Uses.swift", """
            enum Shared {
                static let engineBox = Box(value: Engine())
                static let label = engineBox.label()
                static let labelled = engineBox.label(3)
                static let gear = Box(value: 1).gear()
                static let notGear = Box(value: "a").gear()
                static let peek = engineBox.peek()
                static let mapped = Bucket<Engine>().map { _ in 1 }
                static let built = Maker().make { Engine() }
                static let plain = Maker().plain { Engine() }
            }
            """)], path: "Uses.swift")
        // swiftc 6.3.1 also reports `label` ('Engine'; not typed: `Labelled` declares a
        // `label` too), `peek` ('(Engine, Engine)') and `notGear` (an error: `Box<String>` has
        // no `gear`, so the line never compiles); `labelled`, `mapped` and `built` are
        // `Sendable` ('[String]', '[Int]', 'String').
        XCTAssertEqual(found, ["2 'Box<Engine>'", "5 'Gear'", "10 'Engine'"])
    }

    /// `$0` of a closure given to a parameter `(Element) -> T` stands for a value of the
    /// type the receiver binds `Element` to (swiftc 6.3.1 reports all four, checked).
    func testClosureParametersStandForTheValuesArguments() throws {
        let found = try types(in: [("Subject.swift", """
            final class Engine {}
            final class Subject<Element> {
                func map<T>(_ f: @escaping (Element) -> T) -> Subject<T> { Subject<T>() }
            }
            """), ("Uses.swift", """
            enum Streams {
                static let names = Subject<String>()
                static let lengths = names.map { $0.count }
                static let same = names.map { $0 }
                static let engines = Subject<Engine>().map({ $0 })
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, ["2 'Subject<String>'", "3 'Subject<Int>'", "4 'Subject<String>'", "5 'Subject<Engine>'"])
    }

    /// A value typed through a typealias of a generic type with its arguments (`typealias
    /// EngineStore = Store<Engine>`) reads the members of the type it stands for; a result of
    /// the value's own type (`Self`) is that type, as swiftc 6.3.1 prints it (checked).
    func testValuesTypedThroughATypealias() throws {
        let found = try types(in: [("Store.swift", """
            final class Engine {}
            final class Store<Element> {
                var items: [Element] = []
                func first() -> Element? { items.first }
                func itself() -> Self { self }
            }
            typealias EngineStore = Store<Engine>
            """), ("Uses.swift", """
            enum Catalog {
                static let engines = EngineStore()
                static let first = engines.first()
                static let annotated: EngineStore = Store()
                static let items = annotated.items
                static let itself = engines.itself()
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, ["2 'EngineStore' (aka 'Store<Engine>')", "3 'Engine?'", "4 'EngineStore' (aka 'Store<Engine>')",
                               "5 '[Engine]'", "6 'Store<Engine>'"])
    }

    func testSpellingsTakenApart() {
        XCTAssertEqual(ProjectIndex.genericInstanceParts(of: "Pool<Int>")?.path, "Pool")
        XCTAssertEqual(ProjectIndex.genericInstanceParts(of: "Outer.Pool<[String : Int], (Int, Engine)>")?.arguments,
                       ["[String : Int]", "(Int, Engine)"])
        XCTAssertEqual(ProjectIndex.genericInstanceParts(of: "Pool<(Int) -> Engine>")?.arguments, ["(Int) -> Engine"])
        XCTAssertNil(ProjectIndex.genericInstanceParts(of: "Pool<Int>.Token<Int>"))
        XCTAssertNil(ProjectIndex.genericInstanceParts(of: "Pool<Int>?"))
        XCTAssertNil(ProjectIndex.genericInstanceParts(of: "[Pool<Int>]"))
        XCTAssertNil(ProjectIndex.genericInstanceParts(of: "Pool<_>"))
        XCTAssertNil(ProjectIndex.genericInstanceParts(of: "Pool"))
    }
}
