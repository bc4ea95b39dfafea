import XCTest
@testable import LintKit

/// A parsed snippet with readable views of what the parser found, shared by ``ParserTests``
/// (declarations), ``ParserTypeTests`` (the type grammar and type contexts) and
/// ``ParserCodeTests`` (closures, statements, interpolations, malformed input).
struct ParsedSnippet {
    let tree: SyntaxTree

    init(_ source: String) {
        tree = Parser.parse(SourceFile(path: "/project/Sources/Module/Snippet.swift", text: source))
    }

    var declarations: [Declaration] { tree.declarations }

    /// `kind name` for every declaration, in source order.
    var summary: [String] { tree.declarations.map { "\($0.kind.rawValue) \($0.name)" } }

    /// The first declaration named `name` (and of `kind`, when given).
    func declaration(_ name: String, _ kind: DeclarationKind? = nil) -> Declaration? {
        index(of: name, kind).map { tree.declarations[$0] }
    }

    /// The index of the first declaration named `name` (and of `kind`, when given).
    func index(of name: String, _ kind: DeclarationKind? = nil) -> Int? {
        tree.declarations.firstIndex { $0.name == name && (kind == nil || $0.kind == kind) }
    }

    /// The name of the parent of the first declaration named `name`.
    func parentName(of name: String, _ kind: DeclarationKind? = nil) -> String? {
        declaration(name, kind)?.parent.map { tree.declarations[$0].name }
    }

    /// The source text of a type.
    func text(_ type: TypeNode?) -> String? {
        guard let type else { return nil }
        return tree.file.text(type.startOffset..<type.endOffset)
    }

    /// The source text of a token range.
    func text(_ range: Range<Int>?) -> String? {
        guard let range, !range.isEmpty else { return nil }
        let start = Int(tree.tokens[range.lowerBound].start)
        let end = Int(tree.tokens[range.upperBound - 1].end)
        return tree.file.text(start..<end)
    }

    /// The source text of every type recorded in `context`, in order.
    func uses(_ context: TypeContext) -> [String] {
        tree.typeUses.filter { "\($0.context)" == "\(context)" }.map { text($0.type) ?? "" }
    }

    /// `context text` of every type use, in order.
    var allUses: [String] { tree.typeUses.map { "\($0.context) \(text($0.type) ?? "")" } }

    /// The first type use whose text is `text`.
    func use(_ text: String) -> TypeUse? { tree.typeUses.first { self.text($0.type) == text } }

    /// A structural rendering of a type that does not depend on the source's spacing:
    /// `opt(X)`, `iuo(X)`, `[X]`, `[K: V]`, `tuple(a: X, Y)`, `fn(A, B async throws(E) -> R)`,
    /// `some(X)`, `comp(A & B)`, `meta(X).Type`, `attr(@a inout X)`, `~X`, `X...`, `Base.Name<Args>`.
    func shape(_ type: TypeNode?) -> String {
        guard let type else { return "nil" }
        func arguments(_ list: [TypeNode]) -> String {
            list.isEmpty ? "" : "<" + list.map { shape($0) }.joined(separator: ", ") + ">"
        }
        func elements(_ list: [TypeNode.TupleElement]) -> String {
            list.map { ($0.label.map { "\($0): " } ?? "") + shape($0.type) }.joined(separator: ", ")
        }
        switch type.kind {
        case let .identifier(name, _, args): return name + arguments(args)
        case let .member(base, name, _, args): return shape(base) + "." + name + arguments(args)
        case let .optional(wrapped): return "opt(\(shape(wrapped)))"
        case let .implicitlyUnwrapped(wrapped): return "iuo(\(shape(wrapped)))"
        case let .array(element): return "[\(shape(element))]"
        case let .dictionary(key, value): return "[\(shape(key)): \(shape(value))]"
        case let .tuple(list): return "tuple(\(elements(list)))"
        case let .function(parameters, isAsync, _, throwsType, result):
            var effects = isAsync ? " async" : ""
            if let throwsType { effects += " throws(\(shape(throwsType)))" }
            return "fn(\(elements(parameters))\(effects) -> \(shape(result)))"
        case let .specified(keyword, _, base): return "\(keyword)(\(shape(base)))"
        case let .composition(members): return "comp(" + members.map { shape($0) }.joined(separator: " & ") + ")"
        case let .metatype(base, isProtocol, _): return "meta(\(shape(base))).\(isProtocol ? "Protocol" : "Type")"
        case let .attributed(attributes, specifiers, base):
            let parts = attributes.map { "@\($0)" } + specifiers.map { "\($0)" } + [shape(base)]
            return "attr(\(parts.joined(separator: " ")))"
        case let .suppressed(base): return "~\(shape(base))"
        case let .variadic(base): return "\(shape(base))..."
        case .unknown: return "unknown"
        }
    }

    /// The shape of the type of the first use whose text is `text`.
    func shape(of text: String) -> String { shape(use(text)?.type) }

    /// The names of a declaration's parameters as `first second`, `first`, or `-`.
    func parameterNames(_ declaration: Declaration?) -> [String] {
        (declaration?.parameters ?? []).map { [$0.firstName, $0.secondName].compactMap { $0 }.joined(separator: " ") }
    }
}

/// Declarations: every kind, their names, parts, attributes, modifiers and nesting.
final class ParserTests: XCTestCase {
    // MARK: Imports

    func testImportPathsAndKinds() {
        let parsed = ParsedSnippet("""
        import Foundation
        import struct Foundation.URL
        import func Darwin.C.strlen
        import A.B.C
        @testable import LintKit
        @_exported import Dispatch; import Combine
        """)
        XCTAssertEqual(parsed.summary, [
            "import Foundation", "import Foundation.URL", "import Darwin.C.strlen", "import A.B.C",
            "import LintKit", "import Dispatch", "import Combine",
        ])
        XCTAssertEqual(parsed.declarations[4].attributes.map(\.name), ["testable"])
        XCTAssertEqual(parsed.declarations[5].attributes.map(\.name), ["_exported"])
        // `nameToken` is the first token of the path, not the kind keyword.
        XCTAssertEqual(parsed.tree.text(of: parsed.declarations[1].nameToken), "Foundation")
        XCTAssertFalse(parsed.tree.hasTopLevelStatements)
    }

    // MARK: Nominal types

    func testProtocolWithPrimaryAssociatedTypesAndRequirements() throws {
        let parsed = ParsedSnippet("""
        public protocol Store<Element, Key>: AnyObject, Sendable where Element: Hashable {
            associatedtype Element
            associatedtype Key: Hashable & Comparable = String
            static func make() -> Self
            init(capacity: Int)
            func get(_ key: Key) async throws -> Element?
            var count: Int { get }
            var name: String { get set }
            subscript(key: Key) -> Element? { get set }
        }
        """)
        let store = try XCTUnwrap(parsed.declaration("Store"))
        XCTAssertEqual(store.kind, .protocol)
        XCTAssertEqual(store.genericParameters.map(\.name), ["Element", "Key"], "primary associated types")
        XCTAssertEqual(store.inheritance.map { parsed.shape($0) }, ["AnyObject", "Sendable"])
        XCTAssertEqual(store.requirements.count, 1)
        XCTAssertEqual(parsed.shape(store.requirements.first?.left), "Element")
        XCTAssertEqual(parsed.shape(store.requirements.first?.right), "Hashable")
        XCTAssertEqual(store.modifiers, [.public])
        XCTAssertEqual(parsed.summary, [
            "protocol Store", "associatedtype Element", "associatedtype Key", "func make", "init init",
            "func get", "var count", "var name", "subscript subscript",
        ])
        let storeIndex = parsed.index(of: "Store")
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == storeIndex })
        let key = try XCTUnwrap(parsed.declaration("Key", .associatedtype))
        XCTAssertEqual(key.inheritance.map { parsed.shape($0) }, ["comp(Hashable & Comparable)"])
        XCTAssertEqual(parsed.shape(key.type), "String")
        XCTAssertEqual(parsed.uses(.associatedTypeDefault), ["String"])
        XCTAssertNil(parsed.declaration("Element", .associatedtype)?.type)
        let get = try XCTUnwrap(parsed.declaration("get"))
        XCTAssertTrue(get.isAsync)
        XCTAssertTrue(get.isThrowing)
        XCTAssertNil(get.body, "a requirement has no body")
        XCTAssertEqual(parsed.shape(get.type), "opt(Element)")
        XCTAssertEqual(parsed.declaration("count")?.isComputed, true)
        XCTAssertEqual(parsed.declaration("name")?.isComputed, true)
        XCTAssertEqual(parsed.declaration("make")?.isStatic, true)
        XCTAssertEqual(parsed.parameterNames(parsed.declaration("init")), ["capacity"])
    }

    func testClassWithGenericsInheritanceAndWhereClause() throws {
        let parsed = ParsedSnippet("""
        final class Box<T: Equatable, U>: Base<T>, @unchecked Sendable where U: Codable, T == U.Element {}
        """)
        let box = try XCTUnwrap(parsed.declaration("Box"))
        XCTAssertEqual(box.kind, .class)
        XCTAssertEqual(box.modifiers, [.final])
        XCTAssertEqual(box.genericParameters.map(\.name), ["T", "U"])
        XCTAssertEqual(parsed.shape(box.genericParameters[0].constraint), "Equatable")
        XCTAssertNil(box.genericParameters[1].constraint)
        XCTAssertFalse(box.genericParameters[0].isPack)
        XCTAssertEqual(box.inheritance.map { parsed.shape($0) }, ["Base<T>", "attr(@unchecked Sendable)"])
        XCTAssertEqual(box.requirements.map { "\($0.relation)" }, ["conformance", "sameType"])
        XCTAssertEqual(parsed.shape(box.requirements[1].right), "U.Element")
        XCTAssertEqual(parsed.text(box.whereClause), "where U: Codable, T == U.Element")
        XCTAssertEqual(parsed.text(box.body), "{}")
        XCTAssertEqual(parsed.text(box.genericClause), "<T: Equatable, U>")
    }

    func testNonisolatedConformancesInAnInheritanceClause() throws {
        // Swift 6.2: `: nonisolated P` (a conformance not isolated to the type's global actor).
        // The clause ended at `nonisolated`, and the member block after it was lost (real code:
        // swift-subprocess's `AsyncIterator: nonisolated AsyncIteratorProtocol`).
        let parsed = ParsedSnippet("""
        struct Lines: AsyncSequence {
            struct AsyncIterator: nonisolated AsyncIteratorProtocol, Sendable {
                typealias Element = String
                mutating func next() async -> String? { nil }
            }
        }
        extension Model: nonisolated Equatable, @MainActor Codable {}
        func nonisolated() {}
        """)
        XCTAssertEqual(parsed.summary, ["struct Lines", "struct AsyncIterator", "typealias Element", "func next", "extension Model",
                                        "func nonisolated"])
        let iterator = try XCTUnwrap(parsed.declaration("AsyncIterator"))
        XCTAssertEqual(iterator.inheritance.map { parsed.shape($0) }, ["attr(nonisolated AsyncIteratorProtocol)", "Sendable"])
        XCTAssertEqual(ProjectIndex.inheritedNames(iterator.inheritance[0]), ["AsyncIteratorProtocol"])
        let model = try XCTUnwrap(parsed.declaration("Model"))
        XCTAssertEqual(model.inheritance.map { parsed.shape($0) }, ["attr(nonisolated Equatable)", "attr(@MainActor Codable)"])
    }

    func testStructsSuppressingCopyable() throws {
        let parsed = ParsedSnippet("""
        struct Unique: ~Copyable {}
        struct Wrapper<Value: ~Copyable>: ~Copyable, ~Escapable {}
        """)
        XCTAssertEqual(parsed.declaration("Unique")?.inheritance.map { parsed.shape($0) }, ["~Copyable"])
        let wrapper = try XCTUnwrap(parsed.declaration("Wrapper"))
        XCTAssertEqual(parsed.shape(wrapper.genericParameters.first?.constraint), "~Copyable")
        XCTAssertEqual(wrapper.inheritance.map { parsed.shape($0) }, ["~Copyable", "~Escapable"])
    }

    func testEnumCasesWithPayloadsAndRawValues() throws {
        let parsed = ParsedSnippet("""
        indirect enum Token: Int, CaseIterable {
            case a = 1, b = 2
            case c(Int, label: String), d
            indirect case e(Token)
            case f(_ first: Int = 0)
        }
        """)
        XCTAssertEqual(parsed.summary, ["enum Token", "case a", "case b", "case c", "case d", "case e", "case f"])
        XCTAssertEqual(parsed.declaration("Token")?.modifiers, [.indirect])
        XCTAssertEqual(parsed.declaration("Token")?.inheritance.map { parsed.shape($0) }, ["Int", "CaseIterable"])
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == 0 && $0.kind == .enumCase })
        let c = try XCTUnwrap(parsed.declaration("c"))
        XCTAssertEqual(c.parameters.map { parsed.shape($0.type) }, ["Int", "String"])
        XCTAssertEqual(c.parameters.map(\.firstName), [nil, "label"])
        XCTAssertEqual(parsed.declaration("d")?.parameters.count, 0, "payloads do not leak into the next element")
        XCTAssertEqual(parsed.declaration("a")?.parameters.count, 0)
        XCTAssertEqual(parsed.declaration("e")?.modifiers, [.indirect])
        let f = try XCTUnwrap(parsed.declaration("f"))
        XCTAssertEqual(parsed.parameterNames(f), ["_ first"])
        XCTAssertEqual(parsed.text(f.parameters.first?.defaultValue), "0")
        XCTAssertEqual(parsed.uses(.parameter), ["Int", "String", "Token", "Int"])
    }

    func testActorWithParameterPackAndMembers() throws {
        let parsed = ParsedSnippet("""
        public actor Pipeline<each Stage: Sendable, Output> {
            func run<each T>(_ values: repeat Box<each T>) async -> Int { 0 }
        }
        """)
        let pipeline = try XCTUnwrap(parsed.declaration("Pipeline"))
        XCTAssertEqual(pipeline.kind, .actor)
        XCTAssertEqual(pipeline.genericParameters.map(\.name), ["Stage", "Output"])
        XCTAssertEqual(pipeline.genericParameters.map(\.isPack), [true, false])
        XCTAssertEqual(parsed.shape(pipeline.genericParameters[0].constraint), "Sendable")
        let run = try XCTUnwrap(parsed.declaration("run"))
        XCTAssertEqual(run.parent, parsed.index(of: "Pipeline"))
        XCTAssertEqual(run.genericParameters.map(\.isPack), [true])
        XCTAssertEqual(parsed.shape(run.parameters.first?.type), "repeat(Box<each(T)>)")
        XCTAssertEqual(parsed.shape(run.type), "Int")
        XCTAssertTrue(run.isAsync)
    }

    func testActorAsAnOrdinaryName() {
        // `actor` is contextual: a variable or call named `actor` is not an actor declaration.
        let parsed = ParsedSnippet("""
        func f() {
            let actor = makeActor()
            actor.run()
        }
        """)
        XCTAssertEqual(parsed.summary, ["func f", "let actor"])
    }

    func testValueGenerics() throws {
        let parsed = ParsedSnippet("""
        struct Vector<let count: Int, Element>: ~Copyable {
            var storage: InlineArray<count, Element>
        }
        let v: Vector<3, Double>
        """)
        let vector = try XCTUnwrap(parsed.declaration("Vector"))
        XCTAssertEqual(vector.genericParameters.map(\.name), ["count", "Element"])
        XCTAssertEqual(parsed.shape(vector.genericParameters[0].constraint), "Int")
        XCTAssertEqual(parsed.shape(parsed.declaration("v")?.type), "Vector<Double>", "an integer argument is not a type")
        XCTAssertEqual(parsed.shape(parsed.declaration("storage")?.type), "InlineArray<count, Element>")
    }

    func testNegativeValueGenericArguments() throws {
        // `<-` is one operator token to the lexer; swiftc splits the `<` off, and so does the
        // type parser. Before, the type failed to parse and the declaration's line read as a
        // top-level statement, which made the file a script.
        let parsed = ParsedSnippet("""
        let a: V<-1, C> = V(x: C())
        let b: V< -2, any P>
        """)
        XCTAssertEqual(parsed.shape(parsed.declaration("a")?.type), "V<C>")
        XCTAssertEqual(parsed.shape(parsed.declaration("b")?.type), "V<any(P)>")
        XCTAssertEqual(parsed.text(parsed.declaration("a")?.initializer), "V(x: C())")
        XCTAssertFalse(parsed.tree.hasTopLevelStatements)
    }

    // MARK: Extensions

    func testExtensionWithInheritanceAndWhereClause() throws {
        let parsed = ParsedSnippet("""
        extension Array: Identifiable where Element: Identifiable, Element.ID == Int {
            public var id: Int { 0 }
        }
        extension Outer.Inner<String> {}
        extension [Int]: Sendable {}
        """)
        let array = try XCTUnwrap(parsed.declaration("Array", .extension))
        XCTAssertEqual(parsed.shape(array.type), "Array")
        XCTAssertEqual(array.inheritance.map { parsed.shape($0) }, ["Identifiable"])
        XCTAssertEqual(array.requirements.map { "\($0.relation)" }, ["conformance", "sameType"])
        XCTAssertEqual(parsed.shape(array.requirements[1].left), "Element.ID")
        XCTAssertEqual(parsed.parentName(of: "id"), "Array")
        XCTAssertEqual(parsed.declaration("id")?.isComputed, true)
        XCTAssertEqual(parsed.shape(parsed.declaration("Outer.Inner<String>", .extension)?.type), "Outer.Inner<String>")
        XCTAssertEqual(parsed.declaration("[Int]", .extension)?.inheritance.count, 1)
        XCTAssertEqual(parsed.uses(.extendedType), ["Array", "Outer.Inner<String>", "[Int]"])
        XCTAssertEqual(parsed.uses(.conformanceRequirement), ["Identifiable"])
        XCTAssertEqual(parsed.uses(.sameTypeRequirement), ["Element.ID", "Int"])
    }

    // MARK: Functions, initializers, subscripts

    func testFunctionSignature() throws {
        let parsed = ParsedSnippet("""
        public static func load<T: Decodable>(from url: URL, _ count: Int = 3, into buffer: inout [T], label: String) async throws -> T where T: Sendable {
            fatalError()
        }
        """)
        let load = try XCTUnwrap(parsed.declaration("load"))
        XCTAssertEqual(load.kind, .function)
        XCTAssertEqual(load.modifiers, [.public, .static])
        XCTAssertEqual(load.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(parsed.parameterNames(load), ["from url", "_ count", "into buffer", "label"])
        XCTAssertEqual(load.parameters.map { parsed.shape($0.type) }, ["URL", "Int", "attr(inout [T])", "String"])
        XCTAssertEqual(parsed.text(load.parameters[1].defaultValue), "3")
        XCTAssertNil(load.parameters[0].defaultValue)
        XCTAssertTrue(load.isAsync)
        XCTAssertTrue(load.isThrowing)
        XCTAssertEqual(parsed.shape(load.type), "T")
        XCTAssertEqual(load.requirements.count, 1)
        XCTAssertEqual(parsed.text(load.body), "{\n    fatalError()\n}")
        XCTAssertEqual(load.endToken, load.body?.upperBound)
        XCTAssertEqual(parsed.tree.text(of: load.nameToken), "load")
        XCTAssertEqual(parsed.tree.text(of: load.keywordToken), "func")
        XCTAssertEqual(parsed.tree.text(of: load.firstToken), "public")
    }

    func testRethrowsTypedThrowsAndReasync() throws {
        let parsed = ParsedSnippet("""
        func each(_ body: () throws -> Void) rethrows {}
        func decode() throws(DecodingError) -> Int { 0 }
        func plain() {}
        func wait() async {}
        """)
        XCTAssertEqual(parsed.declaration("each")?.isThrowing, true)
        XCTAssertEqual(parsed.declaration("each")?.isAsync, false)
        XCTAssertEqual(parsed.declaration("decode")?.isThrowing, true)
        XCTAssertEqual(parsed.shape(parsed.declaration("decode")?.type), "Int")
        XCTAssertEqual(parsed.uses(.thrownError), ["DecodingError"])
        XCTAssertEqual(parsed.declaration("plain")?.isThrowing, false)
        XCTAssertEqual(parsed.declaration("wait")?.isAsync, true)
        XCTAssertEqual(parsed.declaration("wait")?.isThrowing, false)
    }

    func testInitializersAndDeinitializer() throws {
        let parsed = ParsedSnippet("""
        class C {
            init?(x: Int) {}
            init!(y: Int) {}
            convenience init() { self.init(x: 1)! }
            required init<T: Numeric>(value: T) throws {}
            deinit { close() }
        }
        """)
        XCTAssertEqual(parsed.summary, ["class C", "init init", "init init", "init init", "init init", "deinit deinit"])
        let inits = parsed.declarations.filter { $0.kind == .initializer }
        XCTAssertEqual(inits.map { parsed.parameterNames($0) }, [["x"], ["y"], [], ["value"]])
        XCTAssertEqual(inits[2].modifiers, [.convenience])
        XCTAssertEqual(inits[3].modifiers, [.required])
        XCTAssertEqual(inits[3].genericParameters.map(\.name), ["T"])
        XCTAssertTrue(inits[3].isThrowing)
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == 0 })
        let deinitializer = try XCTUnwrap(parsed.declaration("deinit"))
        XCTAssertEqual(parsed.text(deinitializer.body), "{ close() }")
    }

    func testSubscriptsWithAccessors() throws {
        let parsed = ParsedSnippet("""
        struct Grid {
            subscript(row: Int, column col: Int) -> Double {
                get { values[row] }
                set { values[row] = newValue }
            }
            static subscript<Key: Hashable>(key: Key) -> Int { 0 }
            subscript(safe index: Int) -> Double? { get throws { nil } }
        }
        """)
        let subscripts = parsed.declarations.filter { $0.kind == .subscript }
        XCTAssertEqual(subscripts.count, 3)
        XCTAssertEqual(subscripts.map(\.name), ["subscript", "subscript", "subscript"])
        XCTAssertEqual(parsed.parameterNames(subscripts[0]), ["row", "column col"])
        XCTAssertEqual(parsed.shape(subscripts[0].type), "Double")
        XCTAssertTrue(subscripts[0].isComputed)
        XCTAssertNotNil(subscripts[0].body)
        XCTAssertEqual(subscripts[1].genericParameters.map(\.name), ["Key"])
        XCTAssertTrue(subscripts[1].isStatic)
        XCTAssertEqual(parsed.shape(subscripts[2].type), "opt(Double)")
        XCTAssertTrue(subscripts.allSatisfy { $0.parent == 0 })
        // The accessor bodies are code, not members: nothing else is declared.
        XCTAssertEqual(parsed.declarations.count, 4)
    }

    func testOperatorFunctions() throws {
        let parsed = ParsedSnippet("""
        struct V {
            static func == (lhs: V, rhs: V) -> Bool { true }
            static func +=(lhs: inout V, rhs: V) {}
            static prefix func - (v: V) -> V { v }
            static func < (lhs: V, rhs: V) -> Bool { false }
        }
        func ??<T>(lhs: T?, rhs: @autoclosure () -> T) -> T { lhs ?? rhs() }
        postfix func ...(v: V) -> V { v }
        """)
        XCTAssertEqual(parsed.summary, ["struct V", "func ==", "func +=", "func -", "func <", "func ??", "func ..."])
        XCTAssertEqual(parsed.parameterNames(parsed.declaration("==")), ["lhs", "rhs"])
        XCTAssertEqual(parsed.shape(parsed.declaration("+=")?.parameters.first?.type), "attr(inout V)")
        XCTAssertEqual(parsed.declaration("-")?.modifiers, [.static, .prefix])
        XCTAssertEqual(parsed.shape(parsed.declaration("<")?.type), "Bool")
        let coalesce = try XCTUnwrap(parsed.declaration("??"))
        XCTAssertEqual(coalesce.genericParameters.map(\.name), ["T"], "`??<` is split into the name and `<`")
        XCTAssertEqual(coalesce.parameters.map { parsed.shape($0.type) }, ["opt(T)", "attr(@autoclosure fn( -> T))"])
        XCTAssertNil(coalesce.parent)
        XCTAssertEqual(parsed.declaration("...")?.modifiers, [.postfix])
    }

    func testOperatorAndPrecedenceGroupDeclarations() throws {
        let parsed = ParsedSnippet("""
        infix operator <+> : AdditionPrecedence
        prefix operator √
        postfix operator ^^
        precedencegroup PipePrecedence {
            associativity: left
            higherThan: AssignmentPrecedence
        }
        struct After {}
        """)
        XCTAssertEqual(parsed.summary, ["operator <+>", "operator √", "operator ^^", "precedencegroup PipePrecedence", "struct After"])
        XCTAssertEqual(parsed.declarations[0].modifiers, [.infix])
        XCTAssertEqual(parsed.declarations[1].modifiers, [.prefix])
        XCTAssertEqual(parsed.declarations[2].modifiers, [.postfix])
        XCTAssertFalse(parsed.tree.hasTopLevelStatements, "the group's body is not code")
    }

    func testTypealiasAndMacro() throws {
        let parsed = ParsedSnippet("""
        public typealias Handler<T> = (T) async -> Void
        typealias Pair = (first: Int, second: Int)
        @freestanding(expression)
        public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")
        @attached(member, names: named(init)) macro Memberwise() = #externalMacro(module: "Macros", type: "M")
        struct Next {}
        """)
        let handler = try XCTUnwrap(parsed.declaration("Handler"))
        XCTAssertEqual(handler.kind, .typealias)
        XCTAssertEqual(handler.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(parsed.shape(handler.type), "fn(T async -> Void)")
        XCTAssertEqual(parsed.uses(.typealiasTarget), ["(T) async -> Void", "(first: Int, second: Int)"])
        let stringify = try XCTUnwrap(parsed.declaration("stringify"))
        XCTAssertEqual(stringify.kind, .macro)
        XCTAssertEqual(stringify.attributes.map(\.name), ["freestanding"])
        XCTAssertEqual(parsed.text(stringify.attributes.first?.arguments), "expression")
        XCTAssertEqual(stringify.modifiers, [.public])
        XCTAssertEqual(stringify.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(parsed.shape(stringify.type), "tuple(T, String)")
        XCTAssertEqual(parsed.declaration("Memberwise")?.kind, .macro)
        XCTAssertEqual(parsed.summary.last, "struct Next", "the macro's definition does not swallow what follows")
        XCTAssertEqual(parsed.declarations.count, 5)
    }

    // MARK: Variables

    func testVariablesWithAnnotationsAndInitializers() throws {
        let parsed = ParsedSnippet("""
        var a: Int = 1
        let b = [1, 2].map { $0 * 2 }
        var c: String?
        let d: [String: Any] = [:], e = 3
        """)
        XCTAssertEqual(parsed.summary, ["var a", "let b", "var c", "let d", "let e"])
        XCTAssertEqual(parsed.declarations.map { parsed.shape($0.type) }, ["Int", "nil", "opt(String)", "[String: Any]", "nil"])
        XCTAssertEqual(parsed.declarations.map { parsed.text($0.initializer) ?? "-" }, ["1", "[1, 2].map { $0 * 2 }", "-", "[:]", "3"])
        XCTAssertTrue(parsed.declarations.allSatisfy { !$0.isComputed && !$0.isLocal && $0.parent == nil })
        XCTAssertEqual(parsed.tree.closures.count, 1, "the closure in b's initializer")
        XCTAssertEqual(parsed.tree.closures.first?.declaration, 1)
        XCTAssertFalse(parsed.tree.hasTopLevelStatements, "global variables are not statements")
    }

    func testMultipleBindingsEachGetADeclaration() throws {
        let parsed = ParsedSnippet("""
        struct S {
            private var x = 1, y: Int = 2, z: String
            static let p: Int = 0, q = ""
        }
        """)
        XCTAssertEqual(parsed.summary, ["struct S", "var x", "var y", "var z", "let p", "let q"])
        XCTAssertEqual(parsed.declarations.dropFirst().map { parsed.shape($0.type) }, ["nil", "Int", "String", "Int", "nil"])
        XCTAssertEqual(parsed.declarations.dropFirst().map { parsed.text($0.initializer) ?? "-" }, ["1", "2", "-", "0", "\"\""])
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == 0 })
        XCTAssertTrue(parsed.declarations[1...3].allSatisfy { $0.modifiers == [.private] }, "modifiers apply to every binding")
        XCTAssertTrue(parsed.declarations[4...5].allSatisfy { $0.isStatic })
    }

    func testTuplePatternBindings() throws {
        let parsed = ParsedSnippet("""
        let (a, b) = pair
        var (first, (second, _)): (Int, (String, Bool)) = make()
        """)
        XCTAssertEqual(parsed.summary, ["let a", "var first"])
        let a = try XCTUnwrap(parsed.declaration("a"))
        XCTAssertEqual(a.patternNameTokens.map { parsed.tree.text(of: $0) }, ["a", "b"])
        XCTAssertEqual(parsed.text(a.initializer), "pair")
        let first = try XCTUnwrap(parsed.declaration("first"))
        XCTAssertEqual(first.patternNameTokens.map { parsed.tree.text(of: $0) }, ["first", "second"])
        XCTAssertEqual(parsed.shape(first.type), "tuple(Int, tuple(String, Bool))")
    }

    func testComputedPropertiesVersusObservers() throws {
        let parsed = ParsedSnippet("""
        class Model {
            var bare: Int { 1 }
            var getter: Int { get { 1 } }
            var both: Int { get { _v } set { _v = newValue } }
            var effectful: Int { get async throws { 1 } }
            var observed: Int = 0 { didSet { print(oldValue) } }
            var observedTwice: String = "" {
                willSet(newName) { print(newName) }
                didSet {}
            }
            var observedNoInitializer: Int { willSet {} }
            var stored = 0
            lazy var lazyClosure: Int = { 1 }()
        }
        """)
        func computed(_ name: String) -> Bool? { parsed.declaration(name)?.isComputed }
        XCTAssertEqual(computed("bare"), true)
        XCTAssertEqual(computed("getter"), true)
        XCTAssertEqual(computed("both"), true)
        XCTAssertEqual(computed("effectful"), true)
        XCTAssertEqual(computed("observed"), false)
        XCTAssertEqual(computed("observedTwice"), false)
        XCTAssertEqual(computed("observedNoInitializer"), false)
        XCTAssertEqual(computed("stored"), false)
        XCTAssertEqual(computed("lazyClosure"), false)
        XCTAssertNotNil(parsed.declaration("observed")?.body, "observers are an accessor block")
        XCTAssertNil(parsed.declaration("stored")?.body)
        XCTAssertEqual(parsed.text(parsed.declaration("observed")?.initializer), "0")
        XCTAssertEqual(parsed.declaration("lazyClosure")?.modifiers, [.lazy])
        XCTAssertEqual(parsed.text(parsed.declaration("lazyClosure")?.initializer), "{ 1 }()")
        // Accessors declare nothing; every property is a member of Model.
        XCTAssertEqual(parsed.declarations.count, 10)
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == 0 })
    }

    func testPropertyWrappersAndAttributesOnProperties() throws {
        let parsed = ParsedSnippet("""
        struct ContentView {
            @State private var count = 0
            @Published(initialValue: 1) var value: Int
            @Environment(\\.dismiss) var dismiss
            @SwiftUI.Binding var flag: Bool
        }
        """)
        let count = try XCTUnwrap(parsed.declaration("count"))
        XCTAssertEqual(count.attributes.map(\.name), ["State"])
        XCTAssertEqual(count.modifiers, [.private])
        XCTAssertTrue(count.hasAttribute("State"))
        let value = try XCTUnwrap(parsed.declaration("value"))
        XCTAssertEqual(value.attributes.map(\.name), ["Published"])
        XCTAssertEqual(parsed.text(value.attributes.first?.arguments), "initialValue: 1")
        XCTAssertEqual(parsed.shape(value.type), "Int")
        XCTAssertEqual(parsed.text(parsed.declaration("dismiss")?.attributes.first?.arguments), "\\.dismiss")
        XCTAssertEqual(parsed.declaration("flag")?.attributes.map(\.name), ["Binding"], "a qualified attribute keeps its last name")
        XCTAssertEqual(parsed.summary, ["struct ContentView", "var count", "var value", "var dismiss", "var flag"])
    }

    func testNonisolatedUnsafe() throws {
        let parsed = ParsedSnippet("""
        enum Caches {
            nonisolated(unsafe) static var shared: [String: Int] = [:]
            nonisolated static let name = "c"
            static var plain = 0
        }
        nonisolated(unsafe) var global = 0
        """)
        let shared = try XCTUnwrap(parsed.declaration("shared"))
        XCTAssertTrue(shared.isNonisolatedUnsafe)
        XCTAssertEqual(shared.modifiers, [.nonisolated, .static])
        XCTAssertEqual(parsed.shape(shared.type), "[String: Int]")
        XCTAssertEqual(parsed.declaration("name")?.isNonisolatedUnsafe, false)
        XCTAssertEqual(parsed.declaration("name")?.modifiers, [.nonisolated, .static])
        XCTAssertEqual(parsed.declaration("plain")?.isNonisolatedUnsafe, false)
        XCTAssertEqual(parsed.declaration("global")?.isNonisolatedUnsafe, true)
        XCTAssertNil(parsed.declaration("global")?.parent)
    }

    func testAsyncLet() throws {
        let parsed = ParsedSnippet("""
        func load() async throws {
            async let first = fetch(1)
            async let second: Data = fetch(2)
            let results = try await [first, second]
        }
        """)
        XCTAssertEqual(parsed.summary, ["func load", "let first", "let second", "let results"])
        let first = try XCTUnwrap(parsed.declaration("first"))
        XCTAssertEqual(first.modifiers, [.async])
        XCTAssertTrue(first.isLocal)
        XCTAssertEqual(first.parent, 0)
        XCTAssertEqual(parsed.shape(parsed.declaration("second")?.type), "Data")
        XCTAssertEqual(parsed.declaration("results")?.modifiers, [])
    }

    // MARK: Attributes and modifiers

    func testAttributesAndModifiers() throws {
        let parsed = ParsedSnippet("""
        @MainActor @available(iOS 15, macOS 12, *)
        public final class Controller: NSObject {
            private(set) var state = 0
            fileprivate(set) public var shared = 1
            class func make() -> Controller { Controller() }
            class var kind: String { "c" }
            static let id = 1
            open override func viewDidLoad() {}
            @objc dynamic var observed = 0
            @discardableResult mutating func go() -> Int { 0 }
            package nonisolated func detached() {}
            @available(*, deprecated, message: "no")
            func old() {}
        }
        """)
        let controller = try XCTUnwrap(parsed.declaration("Controller", .class))
        XCTAssertEqual(controller.attributes.map(\.name), ["MainActor", "available"])
        XCTAssertEqual(parsed.text(controller.attributes[1].arguments), "iOS 15, macOS 12, *")
        XCTAssertNil(controller.attributes[0].arguments)
        XCTAssertEqual(parsed.tree.text(of: controller.attributes[0].token), "@")
        XCTAssertEqual(controller.modifiers, [.public, .final])
        XCTAssertEqual(parsed.tree.text(of: controller.firstToken), "@")
        XCTAssertEqual(parsed.declaration("state")?.modifiers, [.private])
        XCTAssertEqual(parsed.declaration("shared")?.modifiers, [.fileprivate, .public])
        let make = try XCTUnwrap(parsed.declaration("make"))
        XCTAssertEqual(make.kind, .function)
        XCTAssertEqual(make.modifiers, [.class])
        XCTAssertTrue(make.isStatic)
        XCTAssertEqual(parsed.declaration("kind")?.modifiers, [.class])
        XCTAssertEqual(parsed.declaration("kind")?.isComputed, true)
        XCTAssertEqual(parsed.declaration("id")?.isStatic, true)
        XCTAssertEqual(parsed.declaration("viewDidLoad")?.modifiers, [.open, .override])
        XCTAssertEqual(parsed.declaration("observed")?.attributes.map(\.name), ["objc"])
        XCTAssertEqual(parsed.declaration("observed")?.modifiers, [.dynamic])
        XCTAssertEqual(parsed.declaration("go")?.modifiers, [.mutating])
        XCTAssertEqual(parsed.declaration("go")?.hasAttribute("discardableResult"), true)
        XCTAssertEqual(parsed.declaration("detached")?.modifiers, [.package, .nonisolated])
        XCTAssertEqual(parsed.text(parsed.declaration("old")?.attributes.first?.arguments), "*, deprecated, message: \"no\"")
        XCTAssertEqual(parsed.declarations.count, 11)
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == 0 })
    }

    // MARK: Nesting

    func testNestingAndParentLinks() throws {
        let parsed = ParsedSnippet("""
        struct A {
            struct B {
                enum C { case x }
                func inB() {}
            }
            func inA() {}
        }
        struct D {}
        """)
        XCTAssertEqual(parsed.summary, ["struct A", "struct B", "enum C", "case x", "func inB", "func inA", "struct D"])
        XCTAssertEqual(parsed.declarations.map(\.parent), [nil, 0, 1, 2, 1, 0, nil])
        XCTAssertEqual(parsed.tree.ancestors(of: 3), [2, 1, 0])
        XCTAssertTrue(parsed.declarations.allSatisfy { !$0.isLocal })
        // A type's range covers its members.
        let a = parsed.declarations[0]
        XCTAssertTrue(parsed.declarations[1...5].allSatisfy { $0.endToken <= a.endToken && $0.firstToken > a.firstToken })
    }

    // MARK: Conditional compilation

    func testIfConfigAroundMembers() throws {
        let parsed = ParsedSnippet("""
        #if canImport(UIKit)
        import UIKit
        #endif
        struct S {
            #if os(iOS) && !targetEnvironment(macCatalyst)
            var a = 1
            #elseif DEBUG
            func b() {}
            #else
            let c = 2
            #endif
            #if swift(>=6.0)
            var d: Int { 0 }
            #endif
        }
        """)
        XCTAssertEqual(parsed.summary, ["import UIKit", "struct S", "var a", "func b", "let c", "var d"])
        XCTAssertTrue(parsed.declarations.dropFirst(2).allSatisfy { $0.parent == 1 })
        XCTAssertFalse(parsed.tree.hasTopLevelStatements, "directives are not statements")
    }

    // MARK: Names

    func testBacktickedNames() throws {
        let parsed = ParsedSnippet("""
        enum Keywords {
            case `default`, `func`
            static func `init`(`class`: Int) {}
            var `self`: Int { 0 }
        }
        """)
        XCTAssertEqual(parsed.summary, ["enum Keywords", "case default", "case func", "func init", "var self"])
        XCTAssertEqual(parsed.parameterNames(parsed.declaration("init", .function)), ["class"])
        XCTAssertEqual(parsed.tree.text(of: parsed.declarations[1].nameToken), "`default`")
    }

    func testAssociatedTypeWithWhereClauseAndModifierCombinations() throws {
        let parsed = ParsedSnippet("""
        protocol Source {
            associatedtype Iterator: IteratorProtocol where Iterator.Element == Int
        }
        class C {
            final class func make() {}
            public static override func shared() {}
        }
        """)
        let iterator = try XCTUnwrap(parsed.declaration("Iterator"))
        XCTAssertEqual(iterator.inheritance.map { parsed.shape($0) }, ["IteratorProtocol"])
        XCTAssertEqual(iterator.requirements.map { "\($0.relation)" }, ["sameType"])
        XCTAssertEqual(parsed.shape(iterator.requirements.first?.left), "Iterator.Element")
        XCTAssertEqual(parsed.declaration("make")?.modifiers, [.final, .class])
        XCTAssertEqual(parsed.declaration("shared")?.modifiers, [.public, .static, .override])
        XCTAssertEqual(parsed.parentName(of: "make"), "C")
    }
}
