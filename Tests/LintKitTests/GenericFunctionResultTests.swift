import XCTest
@testable import LintKit

/// `static_var_concurrency` types a call of a generic file-scope function from its arguments
/// (`box(Engine())` of `func box<T>(_ value: T) -> Box<T>` is a `Box<Engine>`), as swiftc 6.3.1
/// infers it; a review of realistic modules (session 76) found such statics missed.
final class GenericFunctionResultTests: XCTestCase {
    /// Each finding of `path`: its line and the type its message quotes.
    private func types(in files: [(String, String)], path: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { SourceFile(path: "/tmp/generic-functions/Sources/M/" + $0.0, bytes: Array($0.1.utf8)) }
        return LintEngine(rules: [rule]).lint(files: sources).findings
            .filter { $0.path.hasSuffix("/" + path) }
            .map { finding in
                "\(finding.location.line) " + (finding.message.components(separatedBy: "type ").last ?? finding.message)
                    .replacingOccurrences(of: " may have shared mutable state", with: "")
            }
    }

    private let declarations = """
        final class Box<T> { init(_ value: T) {} }
        struct Pair<A, B> { var a: A; var b: B }
        final class Engine {}
        func box<T>(_ value: T) -> Box<T> { Box(value) }
        func pair<A, B>(_ a: A, _ b: B) -> Pair<A, B> { Pair(a: a, b: b) }
        func many<T>(of value: T, count: Int = 1) -> [T] { [value] }
        func maybe<T>(_ value: T) -> T? { value }
        func build<T>(_ make: () -> T) -> Box<T> { Box(make()) }
        func fixed<T>(_ value: T) -> Engine { Engine() }
        func numeric<T: Numeric>(_ value: T) -> Box<T> { Box(value) }
        func twice<T>(_ value: T) -> Box<T> { Box(value) }
        func twice<T>(_ value: T, _ other: T) -> Box<T> { Box(value) }
        """

    func testCallsOfAnotherFilesGenericFunctionsAreTyped() throws {
        let found = try types(in: [("Functions.swift", declarations), ("Uses.swift", """
            enum Shared {
                static let boxed = box(1)
                static let pairs = pair("a", Engine())
                static let engines = many(of: Engine())
                static let optional = maybe(Engine())
                static let built = build { Engine() }
                static let plain = fixed(3)
                static let labelsDoNotFit = many(Engine())
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, [
            "2 'Box<Int>'",
            "3 'Pair<String, Engine>'",
            "4 '[Engine]'",
            "5 'Engine?'",
            "6 'Box<Engine>'",
            "7 'Engine'",
        ])
    }

    /// A literal given to a constrained generic parameter may be another type than its
    /// default (`<T: BinaryFloatingPoint>` makes `1` a `Double`); overloads may mean either
    /// declaration; a member of the type around the use hides the function.
    func testWhatIsLeftUnknown() throws {
        let found = try types(in: [("Functions.swift", declarations), ("Uses.swift", """
            enum Shared {
                static let constrained = numeric(1)
                static let constrainedValue = numeric(Double(1))
                static let overloaded = twice(Engine())
            }
            enum Hidden {
                static func box(_ value: Int) -> Int { value }
                static let hidden = box(Engine())
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, ["3 'Box<Double>'"])
    }

    /// A static function binds its own generic parameters and its type's from the arguments
    /// when called on the type named without arguments (`Binding.constant(true)` is a
    /// `Binding<Bool>`, not `Binding<_>`), in this file or another.
    func testGenericStaticFunctionsAreTypedFromTheirArguments() throws {
        let found = try types(in: [("Types.swift", """
            final class Engine {}
            struct Binding<Value> {
                let get: () -> Value
                static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }) }
            }
            enum Factory {
                static func same<T>(_ value: T) -> T { value }
                static func build<T>(_ make: () -> T) -> [T] { [make()] }
                static func tagged<T>(_ value: T) -> (T, Int) { (value, 1) }
            }
            final class Store<Item> {
                static func of(_ items: [Item]) -> Store<Item> { Store() }
            }
            """), ("Uses.swift", """
            enum Shared {
                static let always = Binding.constant(true)
                static let engine = Factory.same(Engine())
                static let built = Factory.build { Engine() }
                static let store = Store.of([Engine()])
                static let tagged = Factory.tagged(Engine())
                static let sendable = Factory.same(3)
                static let written = Store<Engine>.of([])
            }
            """)], path: "Uses.swift")
        XCTAssertEqual(found, [
            "2 'Binding<Bool>'",
            "3 'Engine'",
            "4 '[Engine]'",
            "5 'Store<Engine>'",
            "6 '(Engine, Int)'",
            "8 'Store<Engine>'",
        ])
    }

    /// What a second review found typed wrongly, now left unknown: a generic parameter that two
    /// arguments give (swiftc makes it a type both convert to: `'Box<Double>'`, `'Box<Base>'`),
    /// a closure returning a literal for a constrained parameter, a literal for a parameter the
    /// type or an extension's `where` constrains, and a call in a file that declares a
    /// `private` function of the name.
    func testShapesLeftUnknown() throws {
        let found = try types(in: [("Functions.swift", """
            final class Engine {}
            class Base {}
            final class Sub: Base {}
            final class Box<T> { init(_ value: T) {} }
            func same<T>(_ a: T, _ b: T) -> Box<T> { Box(a) }
            func lazily<T: BinaryFloatingPoint>(_ make: () -> T) -> Box<T> { Box(make()) }
            func made<T>(_ value: T) -> Box<T> { Box(value) }
            struct Floating<T: BinaryFloatingPoint> { var engine = Engine(); static func make(_ value: T) -> Floating<T> { Floating() } }
            struct Loose<T> { var engine = Engine() }
            extension Loose where T: BinaryFloatingPoint { static func make(_ value: T) -> Loose<T> { Loose() } }
            """), ("Private.swift", """
            private func made(_ value: Int) -> Int { value }
            enum Local { static let own = made(Engine()) }
            """), ("Uses.swift", """
            enum Shared {
                static let literals = same(1, 2.5)
                static let classes = same(Sub(), Base())
                static let closure = lazily { 1 }
                static let typeConstrained = Floating.make(1)
                static let extensionConstrained = Loose.make(1)
                static let typed = Floating.make(Double(1))
                static let agreeing = same(Engine(), Engine())
                static let literalFirst = same(1, Double(2))
            }
            """)], path: "Uses.swift")
        // The placeholders are the rule's older answer for a static function's unbound result.
        XCTAssertEqual(found, ["5 'Floating<_>'", "6 'Loose<_>'", "7 'Floating<Double>'", "8 'Box<Engine>'"])
        let privateFile = try types(in: [("Functions.swift", "final class Engine {}\nfinal class Box<T> { init(_ value: T) {} }\nfunc made<T>(_ value: T) -> Box<T> { Box(value) }"),
                                         ("Private.swift", "private func made(_ value: Engine) -> Int { 1 }\nenum Local { static let own = made(Engine()) }")],
                                    path: "Private.swift")
        XCTAssertEqual(privateFile, [])
        // A function declared in a closure's body hides the project's of its name.
        let local = try types(in: [("Functions.swift", "final class Engine {}\nfunc made(_ value: Int) -> Engine { Engine() }"),
                                   ("Uses.swift", "enum Local {\n    static let own = { () in\n        func made(_ value: Int) -> Int { value }\n        return made(1)\n    }()\n    static let global = { () in made(1) }()\n}")],
                              path: "Uses.swift")
        XCTAssertEqual(local, ["6 'Engine'"])
    }
}
