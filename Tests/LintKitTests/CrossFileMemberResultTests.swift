import XCTest
@testable import LintKit

/// A computed property's annotation and a method's written result, declared in another file
/// (an extension in a file of its own, as apps split their types), type a chain through them:
/// `static_var_concurrency` then names the value's type as swiftc 6.3.1 does, and
/// `unretained_cancellable` tells the project's own `sink` from Combine's.
final class CrossFileMemberResultTests: XCTestCase {
    private let model = """
        final class Cart {
            var items: [Int] = []
            init() {}
            func peer() -> Cart { Cart() }
        }

        final class Store {
            static let shared = Store()
            init() {}
        }

        extension Store {
            var cart: Cart { Cart() }
            func makeCart(count: Int = 1) -> Cart { Cart() }
            func label() -> String { "x" }
            func overloaded() -> Cart { Cart() }
            func overloaded(_ n: Int) -> Int { n }
            func generic<T>(_ t: T) -> Cart { Cart() }
            var maybe: Cart? { nil }
        }
        """

    /// `line:column message` of the `static_var_concurrency` findings in `Uses.swift`, linted
    /// with `Model.swift` (``model``) and, if given, a third file `extra`.
    private func staticFindings(_ uses: String, extra: String? = nil) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        var sources = [SourceFile(path: "/tmp/xfile/Sources/M/Model.swift", text: model),
                       SourceFile(path: "/tmp/xfile/Sources/M/Uses.swift", text: uses)]
        if let extra { sources.append(SourceFile(path: "/tmp/xfile/Sources/M/Extra.swift", text: extra)) }
        return LintEngine(rules: [rule]).lint(files: sources).findings.filter { $0.path.hasSuffix("Uses.swift") }
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// What swiftc 6.3.1 reports for these (`-strict-concurrency=complete`), but for `d`,
    /// which it reports too (`'Cart'`): an overloaded method is left unknown. A generic
    /// method's result is typed from the call (`e`, since session 77).
    func testComputedPropertiesAndMethodsOfAnotherFileTypeTheChain() throws {
        let uses = """
            enum Globals {
                static let a = Store.shared.cart
                static let b = Store.shared.makeCart()
                static let c = Store.shared.label()
                static let d = Store.shared.overloaded()
                static let e = Store.shared.generic(1)
                static let f = Store.shared.maybe
                static let g = Store.shared.cart.peer()
                static let h = Store().makeCart(count: 2)
                static let i = Store.shared.maybe?.peer()
            }
            """
        let message = { (name: String, type: String) in
            "static property '\(name)' is not concurrency-safe because non-'Sendable' type '\(type)' may have shared mutable state"
        }
        XCTAssertEqual(try staticFindings(uses), [
            "2:16 " + message("a", "Cart"), "3:16 " + message("b", "Cart"), "6:16 " + message("e", "Cart"), "7:16 " + message("f", "Cart?"),
            "8:16 " + message("g", "Cart"), "9:16 " + message("h", "Cart"), "10:16 " + message("i", "Cart?"),
        ])
    }

    /// An overload in a third file makes two members of the name: the chain is left unknown
    /// (nothing is reported), where it is typed without it.
    func testAnOverloadInAThirdFileLeavesTheChainUnknown() throws {
        let uses = "enum Globals {\n    static let b = Store.shared.makeCart()\n}\n"
        XCTAssertEqual(try staticFindings(uses).count, 1)
        XCTAssertEqual(try staticFindings(uses, extra: "extension Store {\n    func makeCart(flag: Bool) -> Int { 0 }\n}\n"), [])
    }

    /// `line:column type` of the `static_var_concurrency` findings in `Use.swift` among `files`
    /// (name, source) of one module.
    private func typesReported(_ files: [(String, String)]) throws -> [String] {
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { SourceFile(path: "/tmp/xfile2/Sources/M/" + $0.0, text: $0.1) }
        return LintEngine(rules: [rule]).lint(files: sources).findings.filter { $0.path.hasSuffix("Use.swift") }.map { finding in
            let type = finding.message.components(separatedBy: "type '").dropFirst().first?.components(separatedBy: "'").first ?? "?"
            return "\(finding.location.line):\(finding.location.column) \(type)"
        }
    }

    /// A `private` member of another file is not seen from here (swiftc takes the protocol
    /// extension's `cart`, a Sendable `Safe`), and a superclass's method of the name may be the
    /// one a call chooses (`Base.build()`, without a defaulted argument): both leave the chain
    /// unknown. swiftc 6.3.1 reports neither (review74c's R1 and R2).
    func testPrivateMembersAndSuperclassNamesakesAreNotTaken() throws {
        let model = """
            final class Cart { var items: [String] = [] }
            struct Safe { var n = 0 }
            protocol Defaults {}
            extension Defaults { var cart: Safe { Safe() } }
            final class Store: Defaults { static let shared = Store() }
            class Base { func build() -> Safe { Safe() } }
            final class Repo: Base { static let shared = Repo() }
            """
        let extensions = """
            extension Store {
                private var cart: Cart { Cart() }
                fileprivate func make() -> Cart { Cart() }
            }
            extension Repo {
                func build(count: Int = 1) -> Cart { Cart() }
                func fresh() -> Cart { Cart() }
            }
            """
        let use = "let cart = Store.shared.cart\nlet built = Repo.shared.build()\nlet fresh = Repo.shared.fresh()\n"
        XCTAssertEqual(try typesReported([("Model.swift", model), ("Store+Cart.swift", extensions), ("Use.swift", use)]), ["3:5 Cart"])
    }

    /// This file's one method of the name is not taken when another file overloads it: the
    /// call may mean the overload (`item()` and `item(keep:)` of the extension, review74c's R3;
    /// swiftc 6.3.1 reports nothing, their result is a Sendable `Safe`).
    func testThisFilesMethodIsNotTakenWhenAnotherFileOverloadsIt() throws {
        let overloads = "extension Counter {\n    func item() -> Safe { Safe() }\n    func item(keep: Bool) -> Safe { Safe() }\n}\n"
        let use = """
            final class Cart { var items: [String] = [] }
            struct Safe { var n = 0 }
            struct Counter {
                static let zero = Counter()
                func item(x: Int) -> Cart { Cart() }
                func other() -> Cart { Cart() }
            }
            let a = Counter.zero.item()
            let b = Counter.zero.item(keep: true)
            let c = Counter.zero.other()
            """
        XCTAssertEqual(try typesReported([("Counter+Items.swift", overloads), ("Use.swift", use)]), ["10:5 Cart"])
    }

    /// A type swiftc infers is printed with its sugar (`Leaf?`, `[Leaf]`, `[String : Leaf]`)
    /// however the declaration it comes from writes it (`Optional<Leaf>`); a declaration's own
    /// annotation is printed as written (swiftc 6.3.1, all eleven).
    func testInferredTypesArePrintedWithSugar() throws {
        let use = """
            final class Leaf { var v = 0 }
            final class Repository {
                static let shared = Repository()
                var stored: Optional<Leaf> = nil
                let storedArray: Array<Leaf> = []
                var computed: Optional<Leaf> { nil }
                func method() -> Array<Leaf> { [] }
                static let staticOpt: Optional<Leaf> = nil
                static func make() -> Dictionary<String, Leaf> { [:] }
            }
            func global() -> Optional<Leaf> { nil }
            let a = Repository.shared.stored
            let b = Repository.shared.storedArray
            let c = Repository.shared.computed
            let d = Repository.shared.method()
            let e = Repository.staticOpt
            let f = Repository.make()
            let g = global()
            let h: Optional<Leaf> = nil
            let i = h
            """
        XCTAssertEqual(try typesReported([("Use.swift", use)]), [
            "3:16 Repository", "8:16 Optional<Leaf>", "12:5 Leaf?", "13:5 [Leaf]", "14:5 Leaf?", "15:5 [Leaf]", "16:5 Leaf?",
            "17:5 [String : Leaf]", "18:5 Leaf?", "19:5 Optional<Leaf>", "20:5 Leaf?",
        ])
    }

    /// The lines of the `unretained_cancellable` findings in `Screen.swift`.
    private func unretainedLines(_ files: [(String, String)]) throws -> [Int] {
        let rule = ConfiguredRule(rule: try UnretainedCancellableRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { SourceFile(path: "/tmp/xfile-uc/Sources/App/" + $0.0, text: $0.1) }
        return LintEngine(rules: [rule], reportSuperfluousDisables: false).lint(files: sources).findings
            .filter { $0.path.hasSuffix("Screen.swift") }.map(\.location.line)
    }

    /// The project's `EventBus.sink` returns nothing; `Services` hands buses out through a
    /// computed property and a method in another file: those calls are not Combine's. A
    /// Combine subject handed out the same way is reported.
    func testAnotherFilesMembersTypeTheReceiver() throws {
        let services = """
            import Combine
            final class EventBus<Event> {
                func sink(_ handler: @escaping (Event) -> Void) {}
            }
            final class Services {
                let subject = PassthroughSubject<Int, Never>()
            }
            extension Services {
                var bus: EventBus<String> { EventBus<String>() }
                func makeBus() -> EventBus<String> { EventBus<String>() }
                var events: PassthroughSubject<Int, Never> { subject }
                func makeEvents() -> PassthroughSubject<Int, Never> { subject }
                func auditBus(named name: String) -> EventBus<String> { EventBus<String>() }
                func events(count: Int) -> PassthroughSubject<Int, Never> { subject }
            }
            """
        let screen = """
            import Combine
            final class Screen {
                let services = Services()
                func start() {
                    services.bus.sink { print($0) }
                    services.makeBus().sink { print($0) }
                    services.events.sink { print($0) }
                    services.makeEvents().sink { print($0) }
                    services.auditBus(named: "audit").sink { print($0) }
                    services.events(count: 2).sink { print($0) }
                }
            }
            """
        XCTAssertEqual(try unretainedLines([("Services.swift", services), ("Screen.swift", screen)]), [7, 8, 10])
    }

    /// A member a class inherits from a superclass of the project, declared in another file,
    /// is read from that superclass; its `Self` is the subclass, and `try?` makes an Optional
    /// of a call (swiftc 6.3.1 reports all four as written here). A generic superclass's
    /// member is left unknown (its `T` is the subclass's argument), and so is one the subclass
    /// overrides (swiftc reports both: `'Cart'`).
    func testInheritedMembersOfAnotherFileTypeTheChain() throws {
        let base = """
            final class Session { var id = 0 }
            final class Cart { var items: [Int] = [] }
            class BaseService {
                func makeSession() -> Session { Session() }
                func load() throws -> Session { Session() }
                func copy() -> Self { self }
                var cart: Cart { Cart() }
            }
            extension BaseService {
                var extSession: Session { Session() }
            }
            class Holder<T> { func held() -> Cart { Cart() } }
            """
        let service = """
            final class APIService: BaseService {
                static let shared = APIService()
                override var cart: Cart { Cart() }
            }
            final class CartHolder: Holder<Int> {
                static let shared = CartHolder()
            }
            """
        let use = """
            let a = APIService.shared.makeSession()
            let b = APIService.shared.extSession
            let c = try? APIService.shared.load()
            let d = APIService.shared.copy()
            let e = APIService.shared.cart
            let f = CartHolder.shared.held()
            """
        XCTAssertEqual(try typesReported([("Base.swift", base), ("Service.swift", service), ("Use.swift", use)]),
                       ["1:5 Session", "2:5 Session", "3:5 Session?", "4:5 APIService"])
    }

    /// A receiver through a member the class inherits from a superclass in another file is
    /// typed from the superclass's declaration: the project's own `sink` is not reported,
    /// Combine's is.
    func testInheritedMembersTypeTheReceiver() throws {
        let services = """
            import Combine
            final class EventBus {
                func sink(_ handler: @escaping (String) -> Void) {}
            }
            class BaseServices {
                let subject = PassthroughSubject<Int, Never>()
                var bus: EventBus { EventBus() }
                func events() -> PassthroughSubject<Int, Never> { subject }
            }
            final class Services: BaseServices {}
            """
        let screen = """
            import Combine
            final class Screen {
                let services = Services()
                func start() {
                    services.bus.sink { print($0) }
                    services.events().sink { print($0) }
                }
            }
            """
        XCTAssertEqual(try unretainedLines([("Services.swift", services), ("Screen.swift", screen)]), [6])
    }

    /// An extension's scope holds the extended type's members and then the file's, not the
    /// types around the extended one: `Token` in `extension API.Client` is the top-level
    /// struct (Sendable), not `API.Token`, in another file's extension and in this file's. A
    /// superclass's typealias hides a top-level type of its name (`Model` is `SafeItem`).
    /// swiftc 6.3.1 reports `c` and `d` only.
    func testAnExtensionOfANestedTypeReadsNamesAtFileScope() throws {
        let types = """
            struct Token { var raw = "" }
            final class Leaf { var v = 0 }
            struct SafeItem { var n = 0 }
            final class Model { var data: [Int] = [] }
            enum API {
                final class Token { var secret = "" }
                final class Leaf { var v = 0 }
                final class Client { static let shared = Client() }
            }
            class BaseController { typealias Model = SafeItem }
            final class ListController: BaseController { static let shared = ListController() }
            """
        let extensions = """
            extension API.Client {
                var token: Token { Token() }
                func refresh() -> Token { Token() }
                var leaf: Leaf { Leaf() }
                var leaves: [API.Leaf] { [] }
            }
            extension ListController {
                var model: Model { SafeItem() }
            }
            """
        let use = """
            let a = API.Client.shared.token
            let b = API.Client.shared.refresh()
            let c = API.Client.shared.leaf
            let d = API.Client.shared.leaves
            let e = ListController.shared.model
            let f = API.Client.shared.local
            extension API.Client {
                var local: Token { Token() }
            }
            """
        XCTAssertEqual(try typesReported([("Types.swift", types), ("Client+Ext.swift", extensions), ("Use.swift", use)]),
                       ["3:5 Leaf", "4:5 [API.Leaf]"])
    }

    /// A static declared in an extension of a nested type (or in a type nested there) reads
    /// its names in the extended type and then at file scope, at its own declaration and where
    /// another file names it: `Token()` is the top-level struct, `Leaf()` the top-level class,
    /// `API.Leaf()` written out is `API.Leaf`. swiftc 6.3.1 reports exactly these.
    func testStaticsOfAnExtensionOfANestedTypeReadNamesAtFileScope() throws {
        let api = """
            struct Token { var raw = "" }
            final class Leaf { var v = 0 }
            enum API {
                final class Token { var secret = "" }
                final class Leaf { var v = 0 }
                final class Client {}
            }
            extension API.Client {
                static let token = Token()
                static let tokens: [Token] = []
                static let leaf = Leaf()
                enum Inner {
                    static let token = Token()
                }
            }
            """
        let use = """
            extension API.Client {
                static let own = Token()
                static let apiLeaf = API.Leaf()
            }
            let a = API.Client.token
            let b = API.Client.tokens
            let c = API.Client.leaf
            let d = API.Client.Inner.token
            let e = API.Client.apiLeaf
            """
        XCTAssertEqual(try typesReported([("API.swift", api), ("Use.swift", use)]), ["3:16 API.Leaf", "7:5 Leaf", "9:5 API.Leaf"])
    }

    /// A value constructed through a top-level typealias is spelled by the alias (swiftc's
    /// `'Session' (aka 'Core.Networking.Session')`), and a chain goes on through the members
    /// of the type it stands for (swiftc 6.3.1 reports both).
    func testAChainGoesOnThroughATypealiasedValue() throws {
        let use = """
            enum Core { enum Networking {} }
            extension Core.Networking {
                final class Session {
                    var configuration = Config()
                    init(timeout: Int) {}
                }
                final class Config {}
            }
            typealias Session = Core.Networking.Session
            enum Holder {
                static let shared = Session(timeout: 2)
            }
            enum Uses {
                static let config = Holder.shared.configuration
            }
            """
        XCTAssertEqual(try typesReported([("Use.swift", use)]), ["11:16 Session", "14:16 Core.Networking.Config"])
    }

    /// A static typed from a chain through an instance member (`Environment.live.session`)
    /// types what is read through it, named on its type or bare in it, and itself alone
    /// (review75a's repro; swiftc 6.3.1 reports all six as here).
    func testMembersReadThroughAStaticTypedFromAnInstanceChain() throws {
        let use = """
            final class Tracker {
                var events: [String] = []
            }

            struct SessionInfo {
                let tracker: Tracker
            }

            final class Environment: @unchecked Sendable {
                static let live = Environment()
                var session: SessionInfo { SessionInfo(tracker: Tracker()) }
            }

            enum Current {
                static let session = Environment.live.session
                static let viaType = Current.session.tracker
                static let viaBare = session.tracker
                static let direct = SessionInfo(tracker: Tracker())
                static let viaDirect = Current.direct.tracker
            }
            enum Aliases {
                static let alias = Current.session
            }
            """
        XCTAssertEqual(try typesReported([("Use.swift", use)]), [
            "15:16 SessionInfo", "16:16 Tracker", "17:16 Tracker", "18:16 SessionInfo", "19:16 Tracker", "22:16 SessionInfo",
        ])
    }

    /// Statics read through one another are followed four deep (swiftc types all 200; the
    /// last six are typed here), and following them spends none of the file's budget of
    /// member scans: after a run of 200 such statics (a cycle, which swiftc rejects, ends at
    /// the same depth), a later declaration's chain is still typed.
    func testStaticsReadThroughOneAnotherStayBounded() throws {
        var lines = ["final class Node { var me: Node { self } }", "final class Holder {",
                     "    static let shared = Holder()", "    var node = Node()", "}", "enum R {"]
        for position in 0..<200 { lines.append("    static let s\(position) = R.s\(position + 1).me") }
        lines += ["    static let s200 = Node()", "    static let c1 = R.c2.me", "    static let c2 = R.c1.me", "}",
                  "enum Later {", "    static let a = Holder.shared.node", "}"]
        let reported = try typesReported([("Use.swift", lines.joined(separator: "\n") + "\n")])
        XCTAssertEqual(reported, ["3:16 Holder", "202:16 Node", "203:16 Node", "204:16 Node", "205:16 Node", "206:16 Node",
                                  "207:16 Node", "212:16 Node"])
    }

    /// A member of a generic type (`Box<Int>`, `Wrapper<Int>.Node`), in this file or another,
    /// is typed when its written type means the same whatever the arguments are (`var cart:
    /// Cart`, also in `extension Box where T == Int`), or names the generic parameters, which
    /// the value's type gives (`same() -> Box<T>` of a `Box<Int>`; session 77); a generic
    /// method's result is typed from the call (`box(1)`, `make(1)`). One that names a type
    /// nested in a generic type (`sibling() -> Wrapper.Node`) is left unknown. swiftc 6.3.1
    /// reports these twelve as here, and one more (review74c's 11_generics).
    func testMembersOfGenericTypesWithConcreteTypes() throws {
        let types = """
            final class Cart {
                var items: [String] = []
            }

            final class Box<T> {
                var value: T
                init(value: T) { self.value = value }
            }

            struct Wrapper<T> {
                final class Node {
                    var n = 0
                }
            }

            final class Factory {
                static let shared = Factory()
            }

            enum Registry {
                static let intBox = Box(value: 1)
            }
            """
        let extensions = """
            extension Box {
                var cart: Cart { Cart() }
                func makeCart() -> Cart { Cart() }
                func same() -> Box<T> { self }
                var peer: Box<Int> { Box<Int>(value: 0) }
            }

            extension Box where T == Int {
                var intCart: Cart { Cart() }
            }

            extension Wrapper.Node {
                var child: Cart { Cart() }
                func sibling() -> Wrapper.Node { self }
            }

            extension Factory {
                func make<T>(_ t: T) -> Cart { Cart() }
                func box<T>(_ t: T) -> Box<T> { Box(value: t) }
                func intBox() -> Box<Int> { Box(value: 1) }
                func cart() -> Cart { Cart() }
            }
            """
        let use = """
            enum Uses {
                static let boxCart = Registry.intBox.cart
                static let boxMade = Registry.intBox.makeCart()
                static let boxSame = Registry.intBox.same()
                static let boxPeer = Registry.intBox.peer
                static let boxInt = Registry.intBox.intCart
                static let genericMake = Factory.shared.make(1)
                static let genericBox = Factory.shared.box(1)
                static let intBox = Factory.shared.intBox()
                static let intBoxCart = Factory.shared.intBox().cart
                static let cart = Factory.shared.cart()
            }
            let node = Wrapper<Int>.Node()
            let nodeChild = Wrapper<Int>.Node().child
            let nodeSibling = Wrapper<Int>.Node().sibling()
            """
        XCTAssertEqual(try typesReported([("Types.swift", types), ("Ext.swift", extensions), ("Use.swift", use)]), [
            "2:16 Cart", "3:16 Cart", "4:16 Box<Int>", "5:16 Box<Int>", "6:16 Cart", "7:16 Cart", "8:16 Box<Int>",
            "9:16 Box<Int>", "10:16 Cart", "11:16 Cart", "13:5 Wrapper<Int>.Node", "14:5 Cart",
        ])
    }
}
