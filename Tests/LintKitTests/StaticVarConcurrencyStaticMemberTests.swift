import XCTest
@testable import LintKit

/// `static_var_concurrency` types a static member reached through a typealias of its type, or
/// one the type inherits from a superclass or reaches through a protocol's extension, as
/// swiftc 6.3.1 does (hw74's dependency-container and provider shapes).
final class StaticVarConcurrencyStaticMemberTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Members.swift")
    }

    /// Through a typealias, an alias of an alias, a nested alias and an SDK class's alias; an
    /// alias of a `Sendable` type and one with generic arguments are not followed into a report.
    func testStaticMembersThroughTypealiases() throws {
        XCTAssertEqual(try reportedTypes("""
            import Foundation
            final class AppDependencies {
                static let live = AppDependencies()
                static func make() -> AppDependencies { AppDependencies() }
                final class Net { static let shared = Net() }
            }
            struct Plain: Sendable { static let zero = Plain() }
            struct Box<T> { static var empty: Int { 0 } }
            typealias Dependencies = AppDependencies
            typealias Deps = Dependencies
            typealias PlainAlias = Plain
            typealias IntBox = Box<Int>
            typealias Store = UserDefaults
            enum DI { typealias Net = AppDependencies.Net }
            let current = Dependencies.live
            let made = Dependencies.make()
            let viaTwo = Deps.live
            let network = DI.Net.shared
            let zero = PlainAlias.zero
            let empty = IntBox.empty
            let defaults = Store.standard
            """), [
                "live: AppDependencies", "shared: AppDependencies.Net", "current: AppDependencies", "made: AppDependencies",
                "viaTwo: AppDependencies", "network: AppDependencies.Net", "defaults: UserDefaults",
            ])
    }

    /// A construction through the alias stays one of the alias, printed with its `aka`, while
    /// a static member reached through it has the member's own type.
    func testConstructionsThroughTheAliasKeepItsName() throws {
        XCTAssertEqual(try printedStaticVarTypes("""
            final class AppDependencies {
                final class Net { static let shared = Net() }
            }
            typealias Dependencies = AppDependencies
            enum DI { typealias Net = AppDependencies.Net }
            let a = Dependencies.init()
            let b = DI.Net()
            let c = DI.Net.init()
            let e = DI.Net.shared
            """, fileName: "Members.swift"), [
                "'AppDependencies.Net'", "'Dependencies' (aka 'AppDependencies')", "'DI.Net' (aka 'AppDependencies.Net')",
                "'DI.Net' (aka 'AppDependencies.Net')", "'AppDependencies.Net'",
            ])
    }

    /// A superclass's static, a protocol extension's static property and function (reached
    /// through the type, and by its bare name inside the type), a protocol the type conforms to
    /// through an extension, and a refined protocol's extension; a static of a `Sendable` type
    /// reached that way is not reported.
    func testInheritedStaticMembers() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            class Base { static let shared = Base() }
            final class Derived: Base {}
            protocol Provider {}
            extension Provider {
                static var engine: Engine { Engine() }
                static func build() -> Engine { Engine() }
                static var count: Int { 0 }
            }
            protocol Refined: Provider {}
            struct Live: Provider { static let own = engine }
            struct Later {}
            extension Later: Provider {}
            struct Deep: Refined {}
            let base = Derived.shared
            let engine = Live.engine
            let built = Live.build()
            let later = Later.engine
            let deep = Deep.engine
            let count = Live.count
            """), [
                "shared: Base", "own: Engine", "base: Base", "engine: Engine", "built: Engine", "later: Engine", "deep: Engine",
            ])
    }

    /// A type's own static hides a protocol extension's of the same name, and an instance member
    /// of the name stops the walk for a bare name (it is not a static value).
    func testOwnMembersComeFirst() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            struct Part: Sendable {}
            protocol Provider {}
            extension Provider { static var item: Engine { Engine() } }
            struct Own: Provider { static var item: Part { Part() } }
            let own = Own.item
            """), [])
    }
    /// A static function of a generic type called with the type's arguments written returns
    /// the type with them (`Factory<Int>`), not `Factory<_>` (hw75); called without them, the
    /// trailing closure binds them (`Factory<Engine>`, swiftc 6.3.1; session 76).
    func testAStaticFactoryCalledWithWrittenArguments() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            struct Factory<Product> {
                let make: () -> Product
                static func build(_ make: @escaping () -> Product) -> Factory<Product> { Factory(make: make) }
            }
            struct Pair<A, B> { var a: A; var b: B; static func of(_ a: A, _ b: B) -> Pair<A, B> { Pair(a: a, b: b) } }
            let intFactory = Factory<Int>.build { 1 }
            let pair = Pair<Engine, Int>.of(Engine(), 1)
            let plain = Factory.build { Engine() }
            """), ["intFactory: Factory<Int>", "pair: Pair<Engine, Int>", "plain: Factory<Engine>"])
    }

    /// hw62: a `let` that copies another static or global whose value reads a stored property
    /// of an instance (`Client.shared.session`) takes that property's type, as the first one
    /// does; checked with swiftc 6.3.1.
    func testCopiesOfValuesReadThroughStoredProperties() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Session { var retries = 0 }
            final class HTTPClient {}
            struct Client {
                let session: Session
                var fallback: Session? = nil
                static let shared = Client(session: Session())
            }
            struct Environment: Sendable {
                var clients: [HTTPClient] { [] }
                let name = "live"
                static let live = Environment()
            }
            enum Chains {
                static let session = Client.shared.session
                static let alias = session
                static let selfAlias = Self.session
                static let typed = Chains.session
                static let fallback = Client.shared.fallback
                static let copiedFallback = fallback
                static let name = Environment.live.name
            }
            let globalSession = Client.shared.session
            let globalAlias = globalSession
            """), [
                "shared: Client", "session: Session", "alias: Session", "selfAlias: Session", "typed: Session",
                "fallback: Session?", "copiedFallback: Session?", "globalSession: Session", "globalAlias: Session",
            ])
    }

    /// hw62: a subscript written straight after an array or dictionary literal gives the
    /// element, a slice or the dictionary's value, as it does after a name; checked with
    /// swiftc 6.3.1. So does `Host.current()`, a Foundation class method.
    func testSubscriptsOfLiteralsAndTheCurrentHost() throws {
        XCTAssertEqual(try reportedTypes("""
            import Foundation
            final class Theme { var name = "" }
            enum ThemeDefaults {
                static let fallback = [Theme(), Theme()][0]
                static let tail = [Theme(), Theme()][1...]
                static let named = ["dark": Theme()]["dark"]!
                static let maybe = ["dark": Theme()]["dark"]
                static let viaDefault = ["dark": Theme()]["dark", default: Theme()]
                static let count = [Theme()][0...].count
                static let number = [1, 2][0]
                static let host = Host.current()
            }
            """), [
                "fallback: Theme", "tail: ArraySlice<Theme>", "named: Theme", "maybe: Theme?", "viaDefault: Theme", "host: Host",
            ])
    }
}
