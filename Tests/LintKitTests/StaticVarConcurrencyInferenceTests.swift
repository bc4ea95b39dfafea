import XCTest
@testable import LintKit

/// `static_var_concurrency` infers a `let`'s type from its initializer as swiftc does (the
/// expected messages are swiftc 6.3.1's, `-strict-concurrency=complete`, without "; this is an
/// error in the Swift 6 language mode").
final class StaticVarConcurrencyInferenceTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Inference.swift")
    }

    /// A non-Sendable class with static members of several kinds, shared by the tests.
    private let store = """
        final class Store {
            var items: [String] = []
            static let shared = Store()
            static let limit = 10
            static func make() -> Store { Store() }
            static func label() -> String { "store" }
            struct Options { var verbose = false }
            final class Entry { var key = "" }
        }

        """

    /// A written collection or optional type followed by `.init( … )`, or an optional type
    /// followed by `.none` or `.some( … )`, is a value of that type; `.self` and an uncalled
    /// `.init` are not (swiftc 6.3.1's messages).
    func testMembersOfWrittenCollectionAndOptionalTypesMakeValuesOfThem() throws {
        let types = try reportedTypes("""
            final class Engine { var n = 0 }
            enum Made {
                static let list = [Engine].init()
                static let table = [String: Engine].init(minimumCapacity: 4)
                static let none = Engine?.none
                static let some = Engine?.some(Engine())
                static let called = Engine?(nil)
                static let numbers = [Int].init()
                static let count = Int?.none
                static let metatype = [Engine].self
            }
            """)
        XCTAssertEqual(types, [
            "list: [Engine]",
            "table: [String : Engine]",
            "none: Engine?",
            "some: Engine?",
            "called: Engine?",
        ])
    }

    /// A stored property whose default value constructs a sugared collection type
    /// (`[Engine]()`, `[String: Engine]()`) has that type, which decides whether the struct is
    /// `Sendable` (hw60a: the index's declarations-only parse recorded no such type, so these
    /// structs passed for `Sendable`); swiftc 6.3.1 reports all five values.
    func testStoredPropertiesOfConstructedSugaredCollectionsDecideSendability() throws {
        let types = try reportedTypes("""
            final class Engine {}
            struct Fleet { var engines = [Engine]() }
            struct Registry { var byName = [String: Engine](), count = 0 }
            struct Nested { var grid = [[Engine]](repeating: [], count: 2) }
            struct Plain { var numbers = [Int](), names = [String: String]() }
            struct Literal { let engines = [Engine(), Engine()] }
            let fleet = Fleet()
            let registry = Registry()
            let nested = Nested()
            let plain = Plain()
            let literal = Literal()
            enum Shared { static let fleet = Fleet() }
            """)
        XCTAssertEqual(types, ["fleet: Fleet", "registry: Registry", "nested: Nested", "literal: Literal", "fleet: Fleet"])
    }

    /// A toolchain type written with its module is that type, and swiftc prints it without
    /// the module; written types are printed with swiftc's spacing.
    func testModuleQualifiedTypesAndSpacingAreSpelledAsSwiftcDoes() throws {
        let types = try reportedTypes("""
            import Foundation
            final class Engine {}
            enum Qualified {
                static let engines: Swift.Array<Engine> = []
                static let maybe: Swift.Optional<Engine> = nil
                static let cache: Foundation.NSCache<NSString,NSString> = NSCache()
                static let byName: Dictionary<String,Engine> = [:]
                static let onTap: ()->Void = {}
                static let make: (_ id:Int)->Engine? = { _ in nil }
                static let nested: Box< [String:Engine] >? = nil
                static let main: @MainActor ()->Void = {}
            }
            struct Box<T> { var value: T }
            """)
        XCTAssertEqual(types, [
            "engines: Array<Engine>",
            "maybe: Optional<Engine>",
            "cache: NSCache<NSString, NSString>",
            "byName: Dictionary<String, Engine>",
            "onTap: () -> Void",
            "make: (Int) -> Engine?",
            "nested: Box<[String : Engine]>?",
            "main: @MainActor () -> Void",
        ])
    }

    /// swiftc infers a closure's effects from its body when its signature has none; a
    /// nested closure's and a caught `try`'s do not count.
    func testClosureEffectsAreInferredFromTheBody() throws {
        let types = try reportedTypes("""
            func load() async {}
            func save() throws {}
            enum Jobs {
                static let fetch = { await load() }
                static let store = { try save() }
                static let both = { () in try await Task.sleep(nanoseconds: 1) }
                static let caught = { do { try save() } catch {} }
                static let quiet = { (flag: Bool) in if flag { try? save() } }
                static let later = { Task { try await Task.sleep(nanoseconds: 1) } }
                static let declared = { () throws in try save() }
            }
            """)
        XCTAssertEqual(types, [
            "fetch: () async -> ()", "store: () throws -> ()", "both: () async throws -> ()", "caught: () -> ()",
            "quiet: (Bool) -> ()", "later: () -> Task", "declared: () throws -> ()",
        ])
    }

    /// A closure whose last statement is a `return` returns that expression's type, as one
    /// whose body is the expression does (swiftc 6.3.1: `'() -> Engine'` for each).
    func testAClosureOfOneReturnStatementHasItsValuesResultType() throws {
        let types = try reportedTypes("""
            final class Engine { var rpm = 0 }
            enum Factory {
                static let made = { return Engine() }
                static let bare = { Engine() }
                static let typed = { () in return Engine() }
                static let twoStatements = { print(1); return Engine() }
            }
            """)
        XCTAssertEqual(types, ["made: () -> Engine", "bare: () -> Engine", "typed: () -> Engine", "twoStatements: () -> Engine"])
    }

    /// A typealias's target means what it means where the alias is declared, also for `aka`.
    func testAliasTargetsResolveWhereTheAliasIsDeclared() throws {
        let findings = try lintExample("""
            enum API {
                typealias Callback = (Int) -> Void
                typealias Step = Callback
            }
            let step: API.Step? = nil
            """, fileName: "Alias.swift", ruleID: "static_var_concurrency")
        XCTAssertEqual(findings.map(\.message), ["let 'step' is not concurrency-safe because non-'Sendable' type 'API.Step?' (aka 'Optional<(Int) -> ()>') may have shared mutable state"])
    }

    func testStaticMembersOfAnotherTypeHaveTheirDeclaredTypes() throws {
        let types = try reportedTypes(store + """
            enum Registry {
                static let store = Store.shared
                static let made = Store.make()
                static let entry = Store.Entry()
                static let limit = Store.limit
                static let label = Store.label()
                static let options = Store.Options()
                static let unknown = Store.missing
            }
            """)
        XCTAssertEqual(types, ["shared: Store", "store: Store", "made: Store", "entry: Store.Entry"])
    }

    func testSendableThroughCompositionsAndTypealiases() throws {
        let types = try reportedTypes("""
            public typealias Model = Codable & Sendable
            public typealias JustSendable = Sendable
            protocol Shareable: Sendable {}
            typealias ShareableAlias = Shareable
            public struct Profile: Model { public var name = ""; public init() {} }
            public struct Account: Codable & Sendable { public var id = 0; public init() {} }
            public struct Plain: JustSendable { public init() {} }
            final class Token: Hashable & Sendable {
                let id = 0
                static func == (a: Token, b: Token) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            protocol Refined: ShareableAlias {}
            final class Shared: Refined { let id = 0 }
            let profile = Profile()
            let account = Account()
            let plain = Plain()
            let token = Token()
            let shared = Shared()
            """)
        XCTAssertEqual(types, [])
    }

    func testInitializerShapes() throws {
        let types = try reportedTypes(store + """
            import Foundation
            enum Shapes {
                static let iso = {
                    let formatter = ISO8601DateFormatter()
                    formatter.formatOptions = [.withInternetDateTime]
                    return formatter
                }()
                static let direct = { () -> Store in Store() }()
                static let single = { Store() }()
                static let grouped = (Store())
                static let cast = Store() as Store?
                static let either = Bool.random() ? Store() : Store()
                static let mixed = Bool.random() ? Store() : nil
                static let wrapped = Optional(Store())
                static let optionalTry = try? Store.make()
                static let forcedTry = try! Store.make()
                static let closure = { 1 }
                static let count = { 1 }()
            }
            """)
        XCTAssertEqual(types, ["shared: Store", "iso: ISO8601DateFormatter", "direct: Store", "single: Store", "grouped: Store",
                               "cast: Store?", "either: Store", "mixed: Store?", "wrapped: Store?", "optionalTry: Store?",
                               "forcedTry: Store", "closure: () -> Int"])
    }

    func testCollectionsAndTuples() throws {
        let types = try reportedTypes(store + """
            enum Collections {
                static let list = [Store()]
                static let table = [1: Store()]
                static let empty = [Store]()
                static let keyed = [String: Store]()
                static let nested = ["a": [Store()]]
                static let withNil = [Store(), nil]
                static let pair = (1, Store())
                static let labeled = (x: 1, y: Store())
                static let numbers = [1, 2]
                static let unknownElement = [Store(), other()]
                static let knownElement = [Store(), single()]
            }
            // Overloads: which one `other()` calls is not settled here, so its type is unknown.
            func other() -> Store { Store() }
            func other(_ value: Int) -> Int { value }
            func single() -> Store { Store() }
            """)
        XCTAssertEqual(types, ["shared: Store", "list: [Store]", "table: [Int : Store]", "empty: [Store]", "keyed: [String : Store]",
                               "nested: [String : [Store]]", "withNil: [Store?]", "pair: (Int, Store)", "labeled: (x: Int, y: Store)",
                               "knownElement: [Store]"])
    }

    func testGenericTypesAndFunctionResults() throws {
        let types = try reportedTypes(store + """
            struct Box<T> { var value: T }
            struct Tagged<Tag> { var id: Int }
            struct Pair<T: Sendable> { var first: T }
            struct Wrapped<T> where T: Sendable { var value: T }
            struct Conditional<T> { var value: T }
            extension Conditional: Sendable where T: Sendable {}
            func makeStore() -> Store { Store() }
            func makeBox() -> Box<Int> { Box(value: 1) }
            enum Globals {
                static let box = Box(value: 1)
                static let explicit = Box<Int>(value: 1)
                static let tagged = Tagged<String>(id: 1)
                static let pair = Pair(first: 1)
                static let wrapped = Wrapped(value: 1)
                static let conditional = Conditional(value: 1)
                static let stores = Array<Store>()
                static let table = Dictionary<String, Store>()
                static let made = makeStore()
                static let madeBox = makeBox()
            }
            """)
        XCTAssertEqual(types, ["shared: Store", "box: Box<Int>", "explicit: Box<Int>", "stores: [Store]", "table: [String : Store]",
                               "made: Store", "madeBox: Box<Int>"])
    }

    func testTuplePatternNamesGetTheirElementTypes() throws {
        let types = try reportedTypes(store + """
            enum Patterns {
                static let (first, second) = (Store(), 1)
                static let (third, fourth): (Store, Int) = (Store(), 1)
                static let (a, (b, c)) = (1, (Store(), 2))
            }
            """)
        XCTAssertEqual(types, ["shared: Store", "first: Store", "third: Store", "b: Store"])
    }

    func testRecursiveEnumsAndUnavailableConformances() throws {
        let types = try reportedTypes("""
            indirect enum Tree { case leaf, node(Tree, Tree) }
            enum Expression { case number(Int); indirect case negated(Expression) }
            indirect enum List { case end, more([List]) }
            indirect enum Ping { case stop, pong(Pong) }
            indirect enum Pong { case stop, ping(Ping) }
            struct Point { var x = 0 }
            @available(*, unavailable) extension Point: Sendable {}
            final class Handle { let id = 0 }
            @available(*, unavailable) extension Handle: Sendable {}
            let tree = Tree.leaf
            let expression = Expression.number(1)
            let list = List.end
            let ping = Ping.stop
            let point = Point()
            let handle = Handle()
            """)
        XCTAssertEqual(types, ["tree: Tree", "expression: Expression", "ping: Ping", "point: Point", "handle: Handle"])
    }

    func testPublicTypeNestedInAnInternalTypeIsInferredSendable() throws {
        let types = try reportedTypes("""
            struct Internal { public struct Nested { var a = 0 } }
            public struct Outer { public struct Open { var a = 0 } }
            let nested = Internal.Nested()
            let open = Outer.Open()
            """)
        XCTAssertEqual(types, ["open: Outer.Open"])
    }

    func testWellKnownSingletonsOfNonSendableSDKClasses() throws {
        let types = try reportedTypes("""
            import Foundation
            enum Environment {
                static let defaults = UserDefaults.standard
                static let thread = Thread.current
                static let isMain = Thread.isMainThread
                static let formatter = ISO8601DateFormatter.makeSomething
            }
            """)
        XCTAssertEqual(types, ["defaults: UserDefaults", "thread: Thread"])
    }

    /// Foundation's classes and value types that swiftc on Linux reports but that are Sendable
    /// on Apple platforms (`NSString`, `NSData`, `Notification`, …) are left out on purpose: a
    /// project built for both would otherwise be told to change code that is right there.
    func testFoundationTypesSendableOnApplePlatformsAreLeftOut() throws {
        let types = try reportedTypes("""
            import Foundation
            extension Notification.Name { static let done = Notification.Name("done") }
            enum F {
                static let string = NSString(string: "a")
                static let array = NSArray(array: [1])
                static let separators = NSCharacterSet(charactersIn: ",;")
                static let note = Notification(name: .done, object: nil, userInfo: ["a": 1])
                static let values = URLResourceValues()
                static let level: RegexSemanticLevel? = nil
                static let defaults = UserDefaults(suiteName: "group")
            }
            """)
        XCTAssertEqual(types, ["level: RegexSemanticLevel?", "defaults: UserDefaults?"])
    }

    /// The standard library's pointers made by `allocate(…)`, `Unmanaged.passRetained(_:)` and
    /// `passUnretained(_:)`, and the pointers' failable `init?(bitPattern:)` (an Optional);
    /// `init(mutating:)` exists failable and not, so its call is left as the type itself
    /// (expected types: swiftc 6.3.1's, Swift 5 mode with complete concurrency checking).
    func testStandardLibraryPointerFactoriesAndFailableInitializers() throws {
        let types = try reportedTypes("""
            import Foundation
            final class Node { var next: Node? }
            enum G {
                static let ints = UnsafeMutablePointer<Int>.allocate(capacity: 1)
                static let raw = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
                static let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: 1)
                static let unmanaged = Unmanaged.passUnretained(NSObject())
                static let retained = Unmanaged.passRetained(Node())
                static let fromBits = UnsafeMutablePointer<Int>(bitPattern: 8)
                static let opaque = OpaquePointer(bitPattern: 16)
                static let mutated = UnsafeMutablePointer<Int>(mutating: UnsafePointer(ints))
            }
            """)
        XCTAssertEqual(types, ["ints: UnsafeMutablePointer<Int>", "raw: UnsafeMutableRawPointer",
                               "buffer: UnsafeMutableBufferPointer<Int>", "unmanaged: Unmanaged<NSObject>",
                               "retained: Unmanaged<Node>", "fromBits: UnsafeMutablePointer<Int>?", "opaque: OpaquePointer?",
                               "mutated: UnsafeMutablePointer<Int>"])
    }

    /// `UnfoldSequence` and `CollectionDifference` are Sendable when their arguments are;
    /// `ManagedBufferPointer` never is (expected types: swiftc 6.3.1's).
    func testConditionallySendableStandardLibraryGenerics() throws {
        let types = try reportedTypes("""
            final class Ref {}
            enum U {
                static let unfoldInts: UnfoldSequence<Int, Int>? = nil
                static let unfoldRefs: UnfoldSequence<Ref, Int>? = nil
                static let difference: CollectionDifference<Int>? = nil
                static let refDifference: CollectionDifference<Ref>? = nil
                static let managed: ManagedBufferPointer<Int, Int>? = nil
            }
            """)
        XCTAssertEqual(types, ["unfoldRefs: UnfoldSequence<Ref, Int>?", "refDifference: CollectionDifference<Ref>?",
                               "managed: ManagedBufferPointer<Int, Int>?"])
    }

    func testFrozenUsableFromInlineAndStandardLibraryTypes() throws {
        let types = try reportedTypes("""
            final class K { var x = 0 }
            struct V { var a = 0 }
            @frozen public struct Frozen { var a = 0; public init() {} }
            @frozen public enum FrozenKind { case a, b }
            @usableFromInline struct Inlinable { var a = 0 }
            extension WritableKeyPath: @retroactive @unchecked Sendable {}
            enum Holder {
                static let frozen = Frozen()
                static let kind = FrozenKind.a
                static let inlinable = Inlinable()
                static let pointer: UnsafeMutablePointer<Int>? = nil
                static let path: KeyPath<V, Int> = \\V.a
                static let writable: WritableKeyPath<V, Int> = \\V.a
                static let hashable: AnyHashable = 1
                static let slice: ArraySlice<K> = []
                static let numbers: ContiguousArray<Int> = []
            }
            """)
        XCTAssertEqual(types, ["inlinable: Inlinable", "pointer: UnsafeMutablePointer<Int>?", "path: KeyPath<V, Int>",
                               "hashable: AnyHashable", "slice: ArraySlice<K>"])
    }

    func testReaderShapes() throws {
        let tree = Parser.parse(SourceFile(path: "Shapes.swift", text: "let a = try? K(x: 1)!\nlet b = [K]()\nlet c = 1 + K()\n"))
        let reader = ValueExpressionReader(tree: tree)
        let initializers = tree.declarations.compactMap(\.initializer).map { reader.read($0) }
        XCTAssertEqual(initializers.count, 3)
        guard case let .optional(.forceUnwrapped(.chain(steps))) = initializers[0] else { return XCTFail("try? K(x: 1)!") }
        XCTAssertEqual(steps.map(\.name), ["K"])
        guard case .typed = initializers[1] else { return XCTFail("[K]() is a construction of [K]") }
        guard case .unknown = initializers[2] else { return XCTFail("an operator's result is not followed") }
    }

    /// Messages spell types as swiftc 6.3.1 prints them: `any` before bare protocols,
    /// a project typealias with what it stands for, closure effects and isolation.
    func testTypesAreSpelledAsSwiftcPrintsThem() throws {
        let findings = try lintExample("""
            protocol Loggable {}
            struct Node {}
            final class Engine {}
            typealias Handler = (String) -> Void
            typealias Engines = [Engine]
            typealias Loader = (Loggable) throws -> Node?
            enum Hooks {
                static let onError: (Error) -> Void = { _ in }
                static let make: () -> Loggable = { fatalError() }
                static let handler: Handler = { print($0) }
                static let engines: Engines = []
                static let loader: Loader = { _ in nil }
                static let optionalHandler: Handler? = nil
            }
            let run = { () async throws -> Int in 1 }
            let onMain = { @MainActor in print("x") }
            let log = { (item: Loggable) in print(item) }
            final class Base<T> { final class Event {} }
            typealias Tracked = Base<Int>
            let events: [Tracked.Event] = []
            """, fileName: "Spelling.swift", ruleID: "static_var_concurrency")
        let types = spelledTypes(findings)
        XCTAssertEqual(types, [
            "'(any Error) -> Void'",
            "'() -> any Loggable'",
            "'Handler' (aka '(String) -> ()')",
            "'Engines' (aka 'Array<Engine>')",
            "'Loader' (aka '(any Loggable) throws -> Optional<Node>')",
            "'Handler?' (aka 'Optional<(String) -> ()>')",
            "'() async throws -> Int'",
            "'@MainActor () -> ()'",
            "'(any Loggable) -> ()'",
            "'[Tracked.Event]' (aka 'Array<Base<Int>.Event>')",
        ])
    }

    /// Existential metatypes and toolchain protocols, each verdict and spelling as swiftc 6.3.1
    /// printed it for the same declarations.
    func testMetatypesAndToolchainProtocolsAreJudgedAsSwiftcJudgesThem() throws {
        let findings = try lintExample("""
            import Foundation
            protocol Exporter {}
            protocol Plugin: SendableMetatype {}
            protocol AppError: LocalizedError {}
            final class Engine {}
            enum Registry {
                static let exporters: [String: Exporter.Type] = [:]
                static let pair: (Exporter.Type, Int)? = nil
                static let bound: (Exporter & AnyObject).Type? = nil
                static let wrapped: (any Exporter).Type? = nil
                static let plugins: [Plugin.Type] = []
                static let engine: Engine.Type = Engine.self
                static let anyType: Any.Type = Int.self
                static let failure: (any AppError)? = nil
                static let text: CustomStringConvertible = 1
                static let codable: Codable.Type? = nil
            }
            """, fileName: "Metatypes.swift", ruleID: "static_var_concurrency")
        let types = spelledTypes(findings)
        XCTAssertEqual(types, [
            "'[String : any Exporter.Type]'",
            "'(any Exporter.Type, Int)?'",
            "'(any (Exporter & AnyObject).Type)?'",
            "'(any Exporter).Type?'",
            "'any CustomStringConvertible'",
            "'(any Codable.Type)?' (aka 'Optional<any (Decodable & Encodable).Type>')",
        ])
    }

    /// The type each finding's message names (`'Handler' (aka '(String) -> ()')`), in source order.
    private func spelledTypes(_ findings: [Finding]) -> [String] {
        findings.sorted { $0.offset < $1.offset }.map { finding in
            finding.message.components(separatedBy: "non-'Sendable' type ").last?.components(separatedBy: " may have").first ?? "?"
        }
    }

    /// swiftc 6.3.1 reports both, with the arguments the extension's `where` clause binds.
    func testAConstrainedExtensionsMembersAndAFunctionOfTheSameNameAsAProperty() throws {
        let code = """
            public struct Strategy<Value, Format> {
                public var render: (Value) -> Format
            }
            extension Strategy where Value == Int, Format == String {
                public static let plain = Strategy(render: { "\\($0)" })
                public static let raw = Strategy.raw(pretty: false)
                public static func raw(pretty: Bool) -> Strategy {
                    Strategy(render: { pretty ? "\\($0)!" : "\\($0)" })
                }
            }
            """
        XCTAssertEqual(try reportedTypes(code), ["plain: Strategy<Int, String>", "raw: Strategy<Int, String>"])
    }

    /// A public struct that inherits a name the index cannot place (swift-log's
    /// `MetadataProvider: _SwiftLogSendable`, an internal protocol refining `Sendable` that its
    /// public interface leaves out) may be Sendable: not reported. One that inherits only
    /// known protocols that do not refine `Sendable` is not Sendable.
    func testAPublicStructInheritingAnUnknownNameIsNotJudged() throws {
        let code = """
            public struct Provider: _HiddenSendable {
                public var make: () -> [String: String]
            }
            public struct Plain: Hashable {
                public var id = 0
                public var names: [String] = []
            }
            enum Defaults {
                static let provider = Provider(make: { [:] })
                static let plain = Plain()
            }
            """
        XCTAssertEqual(try reportedTypes(code), ["plain: Plain"])
    }

    func testRegexesToolchainGenericsAndFunctionTypesAreSpelledAsSwiftcSpellsThem() throws {
        let code = """
            final class Engine {}
            struct Box<T> { var value: T }
            let digits = #/[0-9]+/#
            let grouped = #/(?:ab)+[(]/#
            let captured = #/(\\d+)/#
            let compiled = try! Regex("a")
            let single = CollectionOfOne<Engine>(Engine())
            let plain = CollectionOfOne<Int>(1)
            let labeled: (_ value: Int, count: Int) -> Void = { _, _ in }
            let nested: ((_ a: Int) -> Void)? = nil
            let boxed: Box<() -> Void>? = nil
            let pending: Task<Engine, Never>? = nil
            """
        XCTAssertEqual(try reportedTypes(code), [
            "digits: Regex<Substring>", "grouped: Regex<Substring>", "captured: Regex<(Substring, Substring)>",
            "compiled: Regex<AnyRegexOutput>",
            "single: CollectionOfOne<Engine>", "labeled: (Int, Int) -> Void", "nested: ((Int) -> Void)?",
            "boxed: Box<() -> Void>?", "pending: Task<Engine, Never>?",
        ])
    }

    func testGenericArgumentsWrittenOnAMemberOrBeforeACaseCount() throws {
        let code = """
            final class Engine {}
            enum Namespace {
                struct Box<T> { var value: T }
            }
            enum Either<Left, Right> {
                case left(Left)
                case neither
            }
            let boxed = Namespace.Box<Engine>(value: Engine())
            let made = Namespace.Box<Engine>.init(value: Engine())
            let result = Result<Engine, Error>.success(Engine())
            let fine = Result<Int, Error>.success(1)
            let choice = Either<Int, String>.left(1)
            let neither = Either<Engine, Int>.neither
            let none = Optional<Engine>.none
            """
        XCTAssertEqual(try reportedTypes(code), [
            "boxed: Namespace.Box<Engine>", "made: Namespace.Box<Engine>", "result: Result<Engine, any Error>",
            "choice: Either<Int, String>", "neither: Either<Engine, Int>", "none: Engine?",
        ])
    }

    func testAProtocolsMetatypeAndOpaqueTypesAreSendableWhenTheProtocolIs() throws {
        let code = """
            protocol Plugin {}
            protocol SendablePlugin: Sendable {}
            struct Square: Plugin, SendablePlugin {}
            let pluginType = Plugin.self
            let sendableType = SendablePlugin.self
            let unit: some Plugin = Square()
            let sendableUnit: some SendablePlugin = Square()
            """
        XCTAssertEqual(try reportedTypes(code), ["pluginType: (any Plugin).Type", "unit: some Plugin"])
    }

    /// A call of a failable initializer (`init?`, `init!`) makes an Optional, as swiftc types
    /// it: the project's initializers are matched by argument labels (defaulted parameters
    /// may be left out; of the initializers a call can mean, those leaving out the fewest
    /// defaults are the ones ranked first), the toolchain's come from
    /// ``FailableInitializerCatalog``. Expected types are swiftc 6.3.1's.
    func testFailableInitializersMakeOptionals() throws {
        let types = try reportedTypes("""
            import Foundation
            final class Token {
                init?(_ raw: String) {}
                init(value: Int, extra: Int = 0) {}
                convenience init!(bang: Int) { self.init(value: bang) }
            }
            final class Mixed {
                init?(a: Int) {}
                init(a: Int, b: Int = 0) {}
            }
            final class Maker { init?(make: () -> Int) {} }
            let token = Token("a")
            let makeToken = { Token("b") }
            let tokenValue = Token(value: 1)
            let tokenBang = Token(bang: 1)
            let unwrapped = Token("c")!
            let mixed = Mixed(a: 1)
            let mixed2 = Mixed(a: 1, b: 2)
            let maker = Maker { 1 }
            let maker2 = Maker(make: { 2 })
            enum G {
                static let defaults = UserDefaults(suiteName: "x")
                static let standard = UserDefaults()
                static let input = InputStream(url: URL(fileURLWithPath: "/"))
                static let inputData = InputStream(data: Data())
                static let data = NSMutableData(contentsOf: URL(fileURLWithPath: "/"))
                static let tokens = [Token("x")]
                static let nested = G.Inner(flag: true)
                final class Inner { init?(flag: Bool) {} }
            }
            """)
        XCTAssertEqual(types, [
            "token: Token?",
            "makeToken: () -> Token?",
            "tokenValue: Token",
            "tokenBang: Token?",
            "unwrapped: Token",
            "mixed: Mixed?",
            "mixed2: Mixed",
            "maker: Maker?",
            "maker2: Maker?",
            "defaults: UserDefaults?",
            "standard: UserDefaults",
            "input: InputStream?",
            "inputData: InputStream",
            "data: NSMutableData?",
            "tokens: [Token?]",
            "nested: G.Inner?",
        ])
    }

    /// How a call's argument labels pick out initializers (``InitializerShape``).
    func testInitializerShapesMatchCallsByLabels() {
        let failable = InitializerShape(parameters: [.init(label: "_")], isFailable: true)
        let labeled = InitializerShape(parameters: [.init(label: "value"), .init(label: "extra", isDefaulted: true)], isFailable: false)
        XCTAssertEqual(failable.defaultsLeftOut(by: ["_"], trailingClosures: 0), 0)
        XCTAssertNil(failable.defaultsLeftOut(by: [], trailingClosures: 0), "a required parameter left out")
        XCTAssertNil(failable.defaultsLeftOut(by: ["raw"], trailingClosures: 0), "a label the initializer does not have")
        XCTAssertEqual(labeled.defaultsLeftOut(by: ["value"], trailingClosures: 0), 1)
        XCTAssertNil(labeled.defaultsLeftOut(by: ["extra", "value"], trailingClosures: 0), "labels out of order")
        XCTAssertNil(failable.defaultsLeftOut(by: [], trailingClosures: 1), "a trailing closure for a parameter that takes none")
        let closure = InitializerShape(parameters: [.init(label: "a", isDefaulted: true), .init(label: "f", takesClosure: true)], isFailable: true)
        XCTAssertEqual(closure.defaultsLeftOut(by: [], trailingClosures: 1), 1, "the closure skips the defaulted parameter")
        XCTAssertNil(closure.defaultsLeftOut(by: [], trailingClosures: 2))
        let variadic = InitializerShape(parameters: [.init(label: "x", isVariadic: true), .init(label: "y", isDefaulted: true)], isFailable: true)
        XCTAssertEqual(variadic.defaultsLeftOut(by: ["x", "_", "_"], trailingClosures: 0), 1, "a variadic parameter takes the unlabeled arguments after it")
        XCTAssertEqual(variadic.defaultsLeftOut(by: [], trailingClosures: 0), 1, "and may be left out")
        XCTAssertEqual(variadic.defaultsLeftOut(by: ["x", "_", "y"], trailingClosures: 0), 0)
        XCTAssertTrue(InitializerShape.callIsFailable([failable, labeled], labels: ["_"], trailingClosures: 0))
        XCTAssertFalse(InitializerShape.callIsFailable([failable, labeled], labels: ["value"], trailingClosures: 0))
        XCTAssertFalse(InitializerShape.callIsFailable([], labels: [], trailingClosures: 0), "nothing known: not an Optional")
        // Two initializers the call can mean equally well, one failable: left as an instance.
        let plain = InitializerShape(parameters: [.init(label: "_")], isFailable: false)
        XCTAssertFalse(InitializerShape.callIsFailable([failable, plain], labels: ["_"], trailingClosures: 0))
    }

    /// A key-path literal is typed as swiftc types it in the Swift 5 language mode (expected
    /// types are swiftc 6.3.1's), from the root's declaration in the same file, a computed
    /// property by its accessors; what the rule cannot type (a tuple pattern's name, a
    /// toolchain root, a member of a toolchain type: swiftc reports `'KeyPath<String, Int>'`,
    /// `'ReferenceWritableKeyPath<Model, Int>'`, `'KeyPath<Point, Int>'`) is reported by its text.
    func testKeyPathLiteralsAreTypedFromTheRootsDeclaration() throws {
        let types = try reportedTypes(#"""
            protocol Delegate: AnyObject {}
            final class Engine { var part = Part(); let name = "x"; var rpm: Int = 0 }
            final class Part { var n = 0 }
            struct Point { var x = 0; let y: Double = 0; var label: String? }
            final class Model {
                private(set) var count = 0
                weak var delegate: Delegate?
                var table: [String: Part] = [:]
                var pair: (Int, label: String) = (0, label: "")
                var computed: Int { 1 }
                var (left, right) = (1, "a")
                struct Inner { var value: Double = 0 }
                var inner = Inner()
            }
            enum K {
                static let a = \Engine.part
                static let b = \Engine.name
                static let c = \Point.x
                static let d = \Point.y
                static let e = \Point.label
                static let f = \Engine.part.n
                static let g = [\Point.x, \Point.x]
                static let h = \String.count
                static let i = \Model.count
                static let j = \Model.delegate
                static let k = \Model.table
                static let l = \Model.pair
                static let m = \Model.computed
                static let n = \Model.left
                static let o = \Model.Inner.value
                static let p = \Model.inner.value
                static let q = \Point.x.bitWidth
            }
            extension Model { static let own = \Model.count }
            """#)
        XCTAssertEqual(types, [
            "a: ReferenceWritableKeyPath<Engine, Part>",
            "b: KeyPath<Engine, String>",
            "c: WritableKeyPath<Point, Int>",
            "d: KeyPath<Point, Double>",
            "e: WritableKeyPath<Point, String?>",
            "f: ReferenceWritableKeyPath<Engine, Int>",
            "g: [WritableKeyPath<Point, Int>]",
            // Since session 77 a literal the rule cannot type is reported by its text.
            "h: static property 'h' is not concurrency-safe because non-'Sendable' key path '\\String.count",
            "i: KeyPath<Model, Int>",
            "j: ReferenceWritableKeyPath<Model, (any Delegate)?>",
            "k: ReferenceWritableKeyPath<Model, [String : Part]>",
            "l: ReferenceWritableKeyPath<Model, (Int, label: String)>",
            "m: KeyPath<Model, Int>",
            "n: static property 'n' is not concurrency-safe because non-'Sendable' key path '\\Model.left",
            "o: WritableKeyPath<Model.Inner, Double>",
            "p: ReferenceWritableKeyPath<Model, Double>",
            "q: static property 'q' is not concurrency-safe because non-'Sendable' key path '\\Point.x.bitWidth",
            "own: ReferenceWritableKeyPath<Model, Int>",
        ])
    }

    /// Key-path literals of different classes in one array, dictionary or conditional make
    /// the nearest class of them all, as swiftc joins them (expected types: swiftc 6.3.1's, in
    /// the Swift 5 language mode): another root makes `AnyKeyPath`, another value
    /// `PartialKeyPath<Root>`, a `let` among `var`s `KeyPath`.
    func testKeyPathLiteralsOfDifferentClassesJoinAsSwiftcJoinsThem() throws {
        let types = try reportedTypes(#"""
            struct Val { var x = 0; let y = 1; var z = "" }
            struct Other { var x = 0 }
            final class Ref { var x = 0; let y = 2; var s = "" }
            enum Outer { struct Inner { var a = 0; let b = 0 } }
            enum S {
                static let flag = true
                static let roots = [\Val.x, \Other.x]
                static let three = [\Val.x, \Val.y, \Val.z]
                static let same = [\Ref.x, \Ref.x]
                static let refMix = [\Ref.x, \Ref.y]
                static let dict = ["a": \Val.x, "b": \Val.y]
                static let withNil = [\Val.x, nil, \Val.y]
                static let nested = [\Outer.Inner.a, \Outer.Inner.b]
                static let arrays = [[\Val.x], [\Val.y]]
                static let ternary = flag ? \Val.x : \Val.y
                static let keys = [\Val.x: 1, \Val.y: 2]
            }
            """#)
        XCTAssertEqual(types, [
            "roots: [AnyKeyPath]",
            "three: [PartialKeyPath<Val>]",
            "same: [ReferenceWritableKeyPath<Ref, Int>]",
            "refMix: [KeyPath<Ref, Int>]",
            "dict: [String : KeyPath<Val, Int>]",
            "withNil: [KeyPath<Val, Int>?]",
            "nested: [KeyPath<Outer.Inner, Int>]",
            "arrays: [[KeyPath<Val, Int>]]",
            "ternary: KeyPath<Val, Int>",
            "keys: [KeyPath<Val, Int> : Int]",
        ])
    }

    /// A key-path type's spelling is read at the commas between its own arguments only, and
    /// joins follow the class hierarchy.
    func testKeyPathSpellingsReadAndJoin() throws {
        let function = try XCTUnwrap(KeyPathSpelling("WritableKeyPath<Model, (Int, String) -> [String : Int]>"))
        XCTAssertEqual(function.level, 3)
        XCTAssertEqual(function.root, "Model")
        XCTAssertEqual(function.value, "(Int, String) -> [String : Int]")
        XCTAssertEqual(function.spelling, "WritableKeyPath<Model, (Int, String) -> [String : Int]>")
        let generic = try XCTUnwrap(KeyPathSpelling("KeyPath<Box<Int, String>, Int>"))
        XCTAssertEqual(generic.root, "Box<Int, String>")
        XCTAssertEqual(KeyPathSpelling("PartialKeyPath<Model>")?.level, 1)
        XCTAssertEqual(KeyPathSpelling("AnyKeyPath")?.level, 0)
        // Not key-path types, or with the wrong number of arguments.
        XCTAssertNil(KeyPathSpelling("Array<Int>"))
        XCTAssertNil(KeyPathSpelling("KeyPath<Model>"))
        XCTAssertNil(KeyPathSpelling("PartialKeyPath<A, B>"))
        XCTAssertNil(KeyPathSpelling("MyKeyPath<A, B>"))
        let reference = try XCTUnwrap(KeyPathSpelling("ReferenceWritableKeyPath<Model, Int>"))
        let readOnly = try XCTUnwrap(KeyPathSpelling("KeyPath<Model, Int>"))
        XCTAssertEqual(reference.joined(with: reference).spelling, "ReferenceWritableKeyPath<Model, Int>")
        XCTAssertEqual(reference.joined(with: readOnly).spelling, "KeyPath<Model, Int>")
        XCTAssertEqual(reference.joined(with: function).spelling, "PartialKeyPath<Model>")
        XCTAssertEqual(reference.joined(with: generic).spelling, "AnyKeyPath")
        // Other pairs of types are not joined.
        XCTAssertNil(InferredType.joinedKeyPaths(.leaf(spelling: "Int", sendability: .sendable),
                                                 .leaf(spelling: "KeyPath<Model, Int>", sendability: .nonSendable)))
    }

    /// A generic typealias stands for its target with its arguments put in for its parameters,
    /// for the verdict and for the `aka` (expected messages: swiftc 6.3.1's).
    func testGenericTypealiasesAreExpandedWithTheirArguments() throws {
        let findings = try lintExample("""
            final class Engine {}
            struct Token: Sendable {}
            typealias StringDict<V> = [String: V]
            typealias Handler<T> = (T) -> Void
            typealias Pair<A, B> = (A, B)
            typealias Box<T> = [T]?
            enum Outer {
                typealias Nested<T> = [T]
                static let nested: Nested<Engine> = []
            }
            enum G {
                static let a: StringDict<Engine> = [:]
                static let b: StringDict<Token> = [:]
                static let c: StringDict<Int> = [:]
                static let d: Handler<Int>? = nil
                static let e: Pair<Engine, Int>? = nil
                static let f: Pair<Int, Token> = (1, Token())
                static let g: Box<Engine> = nil
                static let h: [StringDict<Engine>] = []
                static let i: Outer.Nested<Engine> = []
            }
            """, fileName: "Aliases.swift", ruleID: "static_var_concurrency")
        let suffix = "') may have shared mutable state"
        XCTAssertEqual(findings.sorted { $0.offset < $1.offset }.map(\.message), [
            "static property 'nested' is not concurrency-safe because non-'Sendable' type 'Outer.Nested<Engine>' (aka 'Array<Engine>" + suffix,
            "static property 'a' is not concurrency-safe because non-'Sendable' type 'StringDict<Engine>' (aka 'Dictionary<String, Engine>" + suffix,
            "static property 'd' is not concurrency-safe because non-'Sendable' type 'Handler<Int>?' (aka 'Optional<(Int) -> ()>" + suffix,
            "static property 'e' is not concurrency-safe because non-'Sendable' type 'Pair<Engine, Int>?' (aka 'Optional<(Engine, Int)>" + suffix,
            "static property 'g' is not concurrency-safe because non-'Sendable' type 'Box<Engine>' (aka 'Optional<Array<Engine>>" + suffix,
            "static property 'h' is not concurrency-safe because non-'Sendable' type '[StringDict<Engine>]' (aka 'Array<Dictionary<String, Engine>>" + suffix,
            "static property 'i' is not concurrency-safe because non-'Sendable' type 'Outer.Nested<Engine>' (aka 'Array<Engine>" + suffix,
        ])
    }

    /// Failable initializers found through a superclass, a trailing closure, a variadic
    /// parameter, a typealias or a Foundation superclass; an extension's non-failable overload
    /// of a Foundation initializer; `Optional(x)` of an Optional. Expected types: swiftc 6.3.1's
    /// (cases a differential fuzzing run found).
    func testFailableInitializersAcrossInheritanceClosuresAndAliases() throws {
        let types = try reportedTypes("""
            import Foundation
            class B { init?(x: Int) {} }
            class D: B {}
            class NoArgument { init!() {} }
            class FromNoArgument: NoArgument {}
            class Plain { init() {} }
            extension Plain { convenience init?(w: String) { self.init() } }
            class FromPlain: Plain {}
            class Closing { init() {}; init?(a: Int = 0, f: () -> Void) {} }
            class Trailing { init() {}; init?(f: () -> Void) {}; init(w: Double = 0) {} }
            class Many { init?(x: Int...) {} }
            typealias DA = D
            extension UserDefaults { convenience init(suiteName: String) { self.init() } }
            class Wrapped { init() {} }
            enum X {
                static let a = D(x: 1)
                static let b = FromNoArgument()
                static let c = FromPlain(w: "")
                static let d = Closing { }
                static let e = Trailing() { }
                static let f = Many(x: 1, 2)
                static let g = DA(x: 1)
                static let h = UserDefaults(suiteName: "x")
                static let i = NSMutableArray(contentsOfFile: "/x")
                static let j = Optional(Optional(Wrapped()))
                static let k = Optional(D(x: 1))
            }
            """)
        XCTAssertEqual(types, [
            "a: D?", "b: FromNoArgument?", "c: FromPlain?", "d: Closing?", "e: Trailing?", "f: Many?", "g: D?",
            "h: UserDefaults", "i: NSMutableArray?", "j: Wrapped??", "k: D??",
        ])
    }

    /// An instance member after a value of a type the file declares has the member's type
    /// (an inherited one its superclass's); an overloaded one leaves the chain unknown; a method named without a call
    /// is bound to the value (expected types: swiftc 6.3.1's).
    func testInstanceMembersAfterAValueAreTypedFromTheFile() throws {
        let types = try reportedTypes("""
            protocol Delegate: AnyObject {}
            final class Part { var n = 0 }
            class Base { var inherited = Part(); init() {} }
            final class Engine: Base {
                static let shared = Engine()
                var part = Part()
                var parts: [Part] = []
                let named: Part = Part()
                var computed: Part { Part() }
                var delegate: Delegate? = nil
                func make() -> Part { Part() }
                func build(size: Int) -> [Part] { [] }
                func overloaded() -> Part { Part() }
                func overloaded(x: Int) -> Part { Part() }
                struct Inner { var p = Part() }
                var inner = Inner()
            }
            extension Engine { var extra: Part { Part() } }
            enum Holder {
                static let a = Engine().part
                static let b = Engine().parts
                static let c = Engine.shared.named
                static let d = Engine().computed
                static let e = Engine().make()
                static let f = Engine().build(size: 2)
                static let g = Engine().extra
                static let h = Engine().delegate
                static let i = Engine().inner.p
                static let j = Engine.shared.part.n
                static let k = Engine().overloaded()
                static let l = Engine().inherited
                static let m = Engine().make
            }
            """)
        XCTAssertEqual(types.filter { !$0.hasPrefix("shared:") }, [
            "a: Part", "b: [Part]", "c: Part", "d: Part", "e: Part", "f: [Part]", "g: Part", "h: (any Delegate)?", "i: Part",
            "l: Part", "m: () -> Part",
        ])
    }

    /// Private types of one name in two files are different types, which the index keeps under
    /// one path: a verdict that may differ between them is not given (no false report on the
    /// `Box` holding an `Int`), while private classes that declare nothing are not Sendable in
    /// either file.
    func testPrivateTypesOfOneNameInTwoFiles() throws {
        let first = SourceFile(path: "/tmp/namesakes/Sources/M/a.swift", bytes: Array("""
            final class Engine { var v = 0 }
            private struct Box { var e: Engine }
            private let boxA = Box(e: Engine())
            private final class Token { var v = 0 }
            private let tokenA = Token()
            """.utf8))
        let second = SourceFile(path: "/tmp/namesakes/Sources/M/b.swift", bytes: Array("""
            private struct Box { var x = 0 }
            private let boxB = Box()
            private final class Token { var w = 0 }
            private let tokenB = Token()
            """.utf8))
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [first, second]).findings
            .map { "\($0.path.suffix(7)):\($0.location.line) \($0.message.components(separatedBy: "'")[1])" }
        XCTAssertEqual(found.sorted(), ["a.swift:5 tokenA", "b.swift:4 tokenB"])
    }

    /// `@preconcurrency import Lib`: a value not Sendable only through `Lib`'s types is not
    /// reported, an existential of `Lib`'s protocol neither, but one that also holds the file's
    /// own non-Sendable class is, and so is the metatype of an existential (swiftc 6.3.1, Swift 5
    /// mode, `-strict-concurrency=complete`, checked with a module built from the same code);
    /// a plain import reports them all.
    func testPreconcurrencyImportExcusesTheImportedModulesTypes() throws {
        let library = SourceFile(path: "/tmp/preconcurrency/Sources/Lib/Lib.swift", bytes: Array("""
            public final class Thing { public var x = 0; public init() {} }
            public struct Holder { public var t = Thing(); public init() {} }
            public protocol Plugin {}
            public struct Impl: Plugin { public init() {} }
            """.utf8))
        let excused = SourceFile(path: "/tmp/preconcurrency/Sources/App/a.swift", bytes: Array("""
            @preconcurrency import Lib
            let thing = Thing()
            let holder = Holder()
            final class Mine { var x = 0 }
            let pair = (Mine(), Thing())
            let things = [Thing()]
            let maybe: Thing? = nil
            let plugin: any Plugin = Impl()
            let plugins: [String: any Plugin] = [:]
            let pluginType: any Plugin.Type = Impl.self
            let pluginProtocol: (any Plugin).Type = (any Plugin).self
            let path = \\Holder.t
            """.utf8))
        let plain = SourceFile(path: "/tmp/preconcurrency/Sources/App/b.swift", bytes: Array("""
            import Lib
            let plainThing = Thing()
            let plainThings = [Thing()]
            """.utf8))
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [library, excused, plain]).findings
            .map { "\($0.path.suffix(7)):\($0.location.line) \($0.message.components(separatedBy: "'")[1])" }
        // A key path is the standard library's class, reported whatever its root's module (hw63).
        XCTAssertEqual(found.sorted(), ["a.swift:10 pluginType", "a.swift:11 pluginProtocol", "a.swift:12 path", "a.swift:5 pair",
                                        "b.swift:2 plainThing", "b.swift:3 plainThings"])
    }

    /// `@preconcurrency import Bridge`, where `Bridge` re-exports `OldKit`: `OldKit`'s types
    /// are excused too (hw57's R2, swiftc 6.3.1); a plain import of `Bridge` excuses nothing.
    func testPreconcurrencyReachesReexportedModules() throws {
        let root = "/tmp/preconcurrency-reexport/Sources/"
        let old = SourceFile(path: root + "OldKit/Old.swift", bytes: Array("""
            public final class LegacyStore { public var items: [String] = []; public init() {} }
            """.utf8))
        let bridge = SourceFile(path: root + "Bridge/Bridge.swift", bytes: Array("@_exported import OldKit\n".utf8))
        let excused = SourceFile(path: root + "NewKit/a.swift", bytes: Array("""
            @preconcurrency import Bridge
            enum NewState { static let store = LegacyStore() }
            """.utf8))
        let plain = SourceFile(path: root + "NewKit/b.swift", bytes: Array("""
            import Bridge
            enum PlainState { static let store = LegacyStore() }
            """.utf8))
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [old, bridge, excused, plain]).findings
            .map { "\($0.path.suffix(7)):\($0.location.line)" }
        XCTAssertEqual(found, ["b.swift:2"])
    }

    /// A composition written in an annotation lists its protocols by declaring module, then
    /// name, as swiftc prints it (hw57's R3: `Kernel` before `Plugins`, `Swift` before `Zoo`).
    func testCompositionMembersAreOrderedByModule() throws {
        let root = "/tmp/composition-order/Sources/"
        let kernel = SourceFile(path: root + "Kernel/Kernel.swift", bytes: Array("public protocol Zebra {}\n".utf8))
        let plugins = SourceFile(path: root + "Plugins/Plugins.swift", bytes: Array("""
            import Kernel
            public protocol Aardvark {}
            enum PluginState { static let inline: (Aardvark & Zebra)? = nil }
            """.utf8))
        let zoo = SourceFile(path: root + "Zoo/Zoo.swift", bytes: Array("""
            public protocol Apple {}
            enum ZooState { static let std: (Apple & CustomStringConvertible)? = nil }
            """.utf8))
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [kernel, plugins, zoo]).findings
            .map { $0.message.components(separatedBy: "type '")[1].components(separatedBy: "'")[0] }
        XCTAssertEqual(found, ["(any Zebra & Aardvark)?", "(any CustomStringConvertible & Apple)?"])
    }

    /// A protocol nested in a superclass, named through a subclass (`Delegate` inside it,
    /// `Button.Delegate` outside), is the superclass's, printed by its path (hw57's R7).
    func testMemberTypesInheritedFromASuperclass() throws {
        let root = "/tmp/inherited-member/Sources/"
        let view = SourceFile(path: root + "UI/View.swift", bytes: Array("""
            open class View {
                public protocol Delegate: AnyObject {}
                public init() {}
            }
            """.utf8))
        let button = SourceFile(path: root + "Widgets/Button.swift", bytes: Array("import UI\nopen class Button: View {}\n".utf8))
        let home = SourceFile(path: root + "Screens/Home.swift", bytes: Array("""
            import UI
            import Widgets
            final class Home: Button {
                static let shared: Delegate? = nil
            }
            enum ScreenState {
                static let delegate: Button.Delegate? = nil
            }
            """.utf8))
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [view, button, home]).findings
            .map { "\($0.location.line) " + $0.message.components(separatedBy: "type '")[1].components(separatedBy: "'")[0] }
        XCTAssertEqual(found, ["4 (any View.Delegate)?", "7 (any View.Delegate)?"])
    }

    /// A closure's result read from an operation on literals (`{ 1 + 2 }`, `{ 1 < 2 }`) or
    /// from one of its parameters (`{ (a: Int, b: String) in b }`, where `b` is the parameter,
    /// not the global of that name), as swiftc 6.3.1 prints them.
    func testClosureResultsFromLiteralOperationsAndParameters() throws {
        let types = try reportedTypes("""
            let b = { 1 + 2 }
            let c = { (x: Int) in x }
            let h = { (a: Int, b: String) in b }
            let n = { 1 * 2.5 }
            let p = { 1 < 2 && true }
            let s = { "a" + "b" }
            let q = { print("x") }
            let add = { (a: Int, b: Int) in a + b }
            let twice = { (x: Double) in x * 2 }
            let shout = { (s: String) in s + "!" }
            let less = { (a: Int, b: Int) in a < b }
            """)
        XCTAssertEqual(types, ["b: () -> Int", "c: (Int) -> Int", "h: (Int, String) -> String", "n: () -> Double",
                               "p: () -> Bool", "s: () -> String", "q: () -> ()", "add: (Int, Int) -> Int",
                               "twice: (Double) -> Double", "shout: (String) -> String", "less: (Int, Int) -> Bool"])
    }

    /// A protocol of the project (or an alias of one) inside a written type is spelled with
    /// `any` wherever it stands, as swiftc 6.3.1 prints it.
    func testProjectProtocolsInsideWrittenTypesAreSpelledWithAny() throws {
        let types = try reportedTypes("""
            protocol Plugin {}
            typealias PluginAlias = Plugin
            enum Registry {
                static let onLoad: (Plugin) -> Void = { _ in }
                static let types: [Plugin.Type] = []
                static let result: Result<Plugin, Error>? = nil
                static let aliased: [PluginAlias] = []
                static let both: (Plugin & Named)? = nil
                static let shared: [Hashable & Plugin] = []
            }
            protocol Named {}
            """)
        XCTAssertEqual(types, ["onLoad: (any Plugin) -> Void", "types: [any Plugin.Type]", "result: Result<any Plugin, any Error>?",
                               "aliased: [any PluginAlias]' (aka 'Array<any Plugin>') may have shared mutable state",
                               "both: (any Named & Plugin)?", "shared: [any Plugin & Hashable]"])
    }

    /// A construction through a typealias declared in a type is named by the alias's path.
    func testConstructionThroughANestedTypealiasIsNamedByItsPath() throws {
        let types = try reportedTypes("""
            enum Theme {
                final class Palette { var primary = "blue" }
                typealias Colors = Palette
                static let colors = Colors()
            }
            """)
        XCTAssertEqual(types, ["colors: Theme.Colors' (aka 'Theme.Palette') may have shared mutable state"])
    }

    /// Key paths and instance members of types declared in another file are typed from what
    /// the index keeps of their stored properties (swiftc 6.3.1's messages for these files).
    func testKeyPathsAndMembersOfTypesOfAnotherFile() throws {
        let models = SourceFile(path: "/tmp/crossfile/Sources/App/Models.swift", bytes: Array("""
            struct Article { var title = ""; let views: Int = 0; private(set) var id = 0 }
            final class Counter { var value = 0 }
            final class Part { var name = "" }
            final class Engine { var parts: [Part] = [] }
            """.utf8))
        let keys = SourceFile(path: "/tmp/crossfile/Sources/App/Keys.swift", bytes: Array("""
            enum Keys {
                static let byTitle = \\Article.title
                static let byViews = \\Article.views
                static let byID = \\Article.id
                static let counter = \\Counter.value
            }
            let engineParts = Engine().parts
            """.utf8))
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        let found = LintEngine(rules: [rule]).lint(files: [models, keys]).findings.map { finding in
            finding.message.components(separatedBy: "'")[1] + ": "
                + (finding.message.components(separatedBy: "type '").last?.components(separatedBy: "' may").first ?? "?")
        }
        XCTAssertEqual(found, ["byTitle: WritableKeyPath<Article, String>", "byViews: KeyPath<Article, Int>",
                               "byID: KeyPath<Article, Int>", "counter: ReferenceWritableKeyPath<Counter, Int>",
                               "engineParts: [Part]"])
    }
}
