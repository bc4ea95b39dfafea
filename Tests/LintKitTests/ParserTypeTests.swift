import XCTest
@testable import LintKit

/// The type grammar (through ``SyntaxTree/typeUses``) and the context every type is recorded in.
final class ParserTypeTests: XCTestCase {
    /// The shape of the annotation of each variable of `source`, in order.
    private func annotations(_ source: String) -> [String] {
        let parsed = ParsedSnippet(source)
        return parsed.tree.typeUses.filter { "\($0.context)" == "annotation" }.map { parsed.shape($0.type) }
    }

    // MARK: Grammar

    func testGenericArgumentsAndShiftTokenSplitting() throws {
        let parsed = ParsedSnippet("""
        let a: Dictionary<String, Array<Int>> = [:]
        var b: Array<Set<P>>
        var c: Array<Array<Set<P>>>
        var d: Result<[Int], any Error>?
        var e: Array<Int>?
        """)
        XCTAssertEqual(parsed.declarations.map { parsed.shape($0.type) }, [
            "Dictionary<String, Array<Int>>", "Array<Set<P>>", "Array<Array<Set<P>>>",
            "opt(Result<[Int], any(Error)>)", "opt(Array<Int>)",
        ])
        XCTAssertEqual(parsed.uses(.annotation), [
            "Dictionary<String, Array<Int>>", "Array<Set<P>>", "Array<Array<Set<P>>>", "Result<[Int], any Error>?", "Array<Int>?",
        ])
        XCTAssertEqual(parsed.text(parsed.declaration("a")?.initializer), "[:]", "`>>` before ` = ` ends the type")
        // Inner arguments end inside the `>>`/`>>>` token: their byte ranges are exact.
        let c = try XCTUnwrap(parsed.declaration("c")?.type)
        var texts: [String] = []
        c.forEachNode { texts.append(parsed.text($0) ?? "") }
        XCTAssertEqual(texts, ["Array<Array<Set<P>>>", "Array<Set<P>>", "Set<P>", "P"])
    }

    func testFixedBug_typeEndingInsideGreaterEqualLosesTheInitializer() throws {
        // swiftc accepts `let x: Array<Int>=[]` (it splits `>=`); the parser ends the type
        // inside the `>=` token and drops the rest of it, so the `=` and the initializer are lost.
        let parsed = ParsedSnippet("let x: Array<Int>=[]\nlet y = 2")
        XCTAssertEqual(parsed.summary, ["let x", "let y"])
        XCTAssertEqual(parsed.shape(parsed.declaration("x")?.type), "Array<Int>")
        XCTAssertEqual(parsed.text(parsed.declaration("x")?.initializer), "[]")
    }

    func testOptionalsAndImplicitlyUnwrapped() {
        XCTAssertEqual(annotations("""
        var a: Int?
        var b: Int!
        var c: Int??
        var d: [Int]?
        var e: (Int) -> Void?
        var f: ((Int) -> Void)?
        var g: Int?!
        """), ["opt(Int)", "iuo(Int)", "opt(opt(Int))", "opt([Int])", "fn(Int -> opt(Void))", "opt(tuple(fn(Int -> Void)))", "iuo(opt(Int))"])
    }

    func testArraysAndDictionaries() {
        XCTAssertEqual(annotations("""
        var a: [Int]
        var b: [String: [Int]]
        var c: [[P]]
        var d: [String: any P]
        var e: [Int: (String, Bool)]
        var f: [Key: [Value]]?
        """), ["[Int]", "[String: [Int]]", "[[P]]", "[String: any(P)]", "[Int: tuple(String, Bool)]", "opt([Key: [Value]])"])
    }

    func testTuples() {
        XCTAssertEqual(annotations("""
        var a: (Int, String)
        var b: (x: Int, y: Int)
        var c: ()
        var d: (Int)
        var e: (_ name: String, count: Int) -> Void
        var f: (Int, (String, label: Bool))
        """), [
            "tuple(Int, String)", "tuple(x: Int, y: Int)", "tuple()", "tuple(Int)", "fn(_: String, count: Int -> Void)",
            "tuple(Int, tuple(String, label: Bool))",
        ])
    }

    func testFunctionTypes() {
        XCTAssertEqual(annotations("""
        let a: () -> Void
        let b: (Int, String) async -> Bool
        let c: () async throws -> Int
        let d: (String) throws(ParseError) -> Int
        let e: (Int) -> (Int) -> Int
        let f: @Sendable (Int) -> Void
        let g: @escaping @Sendable @MainActor () async -> Void
        let h: (inout [Int]) -> ()
        let i: () throws(any Error) -> Never
        """), [
            "fn( -> Void)", "fn(Int, String async -> Bool)", "fn( async -> Int)", "fn(String throws(ParseError) -> Int)",
            "fn(Int -> fn(Int -> Int))", "attr(@Sendable fn(Int -> Void))", "attr(@escaping @Sendable @MainActor fn( async -> Void))",
            "fn(attr(inout [Int]) -> tuple())", "fn( throws(any(Error)) -> Never)",
        ])
    }

    func testSomeAnyEachRepeat() throws {
        let parsed = ParsedSnippet("""
        func f<each T>(_ a: some Collection<Int>, _ b: any P & Q, _ c: any P.Type, _ d: (any P).Type, _ e: repeat Optional<each T>) -> some Sequence {}
        """)
        let f = try XCTUnwrap(parsed.declaration("f"))
        XCTAssertEqual(f.parameters.map { parsed.shape($0.type) }, [
            "some(Collection<Int>)", "any(comp(P & Q))", "any(meta(P).Type)", "meta(tuple(any(P))).Type", "repeat(Optional<each(T)>)",
        ])
        XCTAssertEqual(parsed.shape(f.type), "some(Sequence)")
        // The keyword token is recorded.
        if case let .specified(keyword, token, _)? = f.parameters.first?.type?.kind {
            XCTAssertEqual(keyword, .some)
            XCTAssertEqual(parsed.tree.text(of: token), "some")
        } else {
            XCTFail("expected a specified type")
        }
    }

    func testFixedBug_repeatEachType() throws {
        // `repeat each T` is read as `repeat` applied to a type named `each`; `T` is left over,
        // so a tuple `(repeat each T)` fails to parse and the declaration loses its result type.
        let parsed = ParsedSnippet("""
        func run<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
        """)
        let run = try XCTUnwrap(parsed.declaration("run"))
        XCTAssertEqual(parsed.shape(run.parameters.first?.type), "repeat(each(T))")
        XCTAssertEqual(parsed.text(run.parameters.first?.type), "repeat each T")
        XCTAssertEqual(parsed.shape(run.type), "tuple(repeat(each(T)))")
        XCTAssertEqual(parsed.uses(.result), ["(repeat each T)"])
    }

    func testFixedBug_genericArgumentCommaSplitsParameters() throws {
        // Parameter lists are split at every `,` outside (), [] and {}, but not outside <>:
        // `Dictionary<String, Int>` makes a second, bogus parameter `Int>` (with a second
        // `parameter` type use), in functions, enum case payloads and closure signatures.
        let parsed = ParsedSnippet("""
        func f(x: Dictionary<String, P>, y: Int) {}
        enum E { case done(Result<Data, any Error>) }
        let c = { (pairs: [(Int, Int)], map: Dictionary<String, Int>) in }
        """)
        XCTAssertEqual(parsed.parameterNames(parsed.declaration("f")), ["x", "y"])
        XCTAssertEqual(parsed.declaration("f")?.parameters.map { parsed.shape($0.type) }, ["Dictionary<String, P>", "Int"])
        XCTAssertEqual(parsed.declaration("done")?.parameters.count, 1)
        XCTAssertEqual(parsed.uses(.parameter), ["Dictionary<String, P>", "Int", "Result<Data, any Error>"])
        XCTAssertEqual(parsed.tree.closures.first?.parameterNames, ["pairs", "map"])
    }

    func testPlaceholdersSelfAndWhereOnTypealias() throws {
        let parsed = ParsedSnippet("""
        let a: Array<_> = [1]
        let b: [_: Int] = ["k": 1]
        typealias Pairs<T> = [(T, T)] where T: Hashable
        extension Array<Int> { func sum() -> Self.Element { 0 } }
        """)
        XCTAssertEqual(parsed.uses(.annotation).map { parsed.shape(of: $0) }, ["Array<_>", "[_: Int]"])
        let pairs = try XCTUnwrap(parsed.declaration("Pairs"))
        XCTAssertEqual(parsed.shape(pairs.type), "[tuple(T, T)]")
        XCTAssertEqual(pairs.requirements.count, 1)
        XCTAssertEqual(parsed.shape(parsed.declaration("Array<Int>", .extension)?.type), "Array<Int>")
        XCTAssertEqual(parsed.shape(parsed.declaration("sum")?.type), "Self.Element")
        XCTAssertEqual(parsed.parentName(of: "sum"), "Array<Int>")
    }

    func testModuleSelectorsReadAsQualifiedNames() {
        // Swift 6.3's `Module::Name` is the member type `Module.Name`; only after a plain name.
        XCTAssertEqual(annotations("var a: Swift::Error\nvar b: [M::P]?\nvar c: Box<Swift::Int>"),
                       ["Swift.Error", "opt([M.P])", "Box<Swift.Int>"])
    }

    func testSomeAndAnyAsOrdinaryTypeNames() {
        // `any` and `some` are contextual: a type named so is a plain identifier.
        XCTAssertEqual(annotations("var a: any\nvar b: [some]\nvar c: Any\nvar d: AnyObject"), ["any", "[some]", "Any", "AnyObject"])
    }

    func testCompositions() throws {
        let parsed = ParsedSnippet("""
        let a: P & Q & R
        let b: any Codable & Sendable
        let c: (P & Q)?
        struct S<T: Hashable & Sendable> {}
        """)
        XCTAssertEqual(parsed.uses(.annotation).count, 3)
        XCTAssertEqual(parsed.shape(of: "P & Q & R"), "comp(P & Q & R)")
        XCTAssertEqual(parsed.shape(of: "any Codable & Sendable"), "any(comp(Codable & Sendable))")
        XCTAssertEqual(parsed.shape(of: "(P & Q)?"), "opt(tuple(comp(P & Q)))")
        XCTAssertEqual(parsed.shape(parsed.declaration("S")?.genericParameters.first?.constraint), "comp(Hashable & Sendable)")
    }

    func testMetatypes() {
        XCTAssertEqual(annotations("""
        var a: P.Type
        var b: P.Protocol
        var c: Int.Type?
        var d: Self.Type
        var e: Outer.Inner.Type
        var f: [Any.Type]
        """), ["meta(P).Type", "meta(P).Protocol", "opt(meta(Int).Type)", "meta(Self).Type", "meta(Outer.Inner).Type", "[meta(Any).Type]"])
    }

    func testMemberTypes() throws {
        XCTAssertEqual(annotations("""
        var a: Swift.Result<Int, Error>
        var b: Outer.Inner.Leaf
        var c: Dictionary<String, Int>.Index
        var d: Self.Element
        var e: Foundation.Data?
        """), ["Swift.Result<Int, Error>", "Outer.Inner.Leaf", "Dictionary<String, Int>.Index", "Self.Element", "opt(Foundation.Data)"])
        let parsed = ParsedSnippet("var b: Outer.Inner.Leaf")
        guard case let .member(base, name, token, _)? = parsed.declarations.first?.type?.kind else {
            return XCTFail("expected a member type")
        }
        XCTAssertEqual(name, "Leaf")
        XCTAssertEqual(parsed.tree.text(of: token), "Leaf")
        XCTAssertEqual(parsed.text(base), "Outer.Inner")
        XCTAssertEqual(parsed.declarations.first?.type?.simpleName, "Leaf")
    }

    func testParameterSpecifiersAndOwnership() throws {
        let parsed = ParsedSnippet("""
        func f(a: inout Int, b: borrowing String, c: consuming [Int], d: sending Box<Int>, e: isolated (any Actor)? = nil) -> sending Box<Int> {}
        func g(borrowing: Int, _ consuming: consuming Data, inout: Bool) {}
        """)
        let f = try XCTUnwrap(parsed.declaration("f"))
        XCTAssertEqual(f.parameters.map { parsed.shape($0.type) }, [
            "attr(inout Int)", "attr(borrowing String)", "attr(consuming [Int])", "attr(sending Box<Int>)",
            "attr(isolated opt(tuple(any(Actor))))",
        ])
        XCTAssertEqual(parsed.shape(f.type), "attr(sending Box<Int>)")
        let g = try XCTUnwrap(parsed.declaration("g"))
        XCTAssertEqual(parsed.parameterNames(g), ["borrowing", "_ consuming", "inout"], "specifier words as names")
        XCTAssertEqual(g.parameters.map { parsed.shape($0.type) }, ["Int", "attr(consuming Data)", "Bool"])
    }

    func testNonsendingFunctionTypes() throws {
        let parsed = ParsedSnippet("""
        func f(_ g: nonisolated(nonsending) () async -> Q) -> nonisolated(nonsending) @Sendable () async -> Q? {}
        let n: nonisolated(nonsending) () async -> Q
        """)
        let f = try XCTUnwrap(parsed.declaration("f"))
        XCTAssertEqual(f.parameters.map { parsed.shape($0.type) }, ["attr(nonisolated fn( async -> Q))"])
        XCTAssertEqual(parsed.shape(f.type), "attr(@Sendable nonisolated fn( async -> opt(Q)))")
        XCTAssertEqual(parsed.shape(parsed.declaration("n")?.type), "attr(nonisolated fn( async -> Q))")
    }

    func testVariadicParameters() throws {
        let parsed = ParsedSnippet("""
        func log(_ items: Any..., separator: String..., terminator: String = "\\n") {}
        let callback: (Int...) -> Void
        """)
        XCTAssertEqual(parsed.declaration("log")?.parameters.map { parsed.shape($0.type) }, ["Any...", "String...", "String"])
        XCTAssertEqual(parsed.shape(parsed.declaration("callback")?.type), "fn(Int... -> Void)")
        XCTAssertEqual(parsed.uses(.parameter), ["Any...", "String...", "String"])
    }

    func testSuppressedAndAttributedInheritance() throws {
        let parsed = ParsedSnippet("""
        final class Cache: @unchecked Sendable, @preconcurrency Delegate {}
        enum Token: ~Copyable, Sendable {}
        func take<T: ~Copyable & ~Escapable>(_ t: consuming T) {}
        """)
        XCTAssertEqual(parsed.declaration("Cache")?.inheritance.map { parsed.shape($0) }, ["attr(@unchecked Sendable)", "attr(@preconcurrency Delegate)"])
        XCTAssertEqual(parsed.declaration("Token")?.inheritance.map { parsed.shape($0) }, ["~Copyable", "Sendable"])
        XCTAssertEqual(parsed.shape(parsed.declaration("take")?.genericParameters.first?.constraint), "comp(~Copyable & ~Escapable)")
    }

    func testTypeNodeRangesAndChildren() throws {
        let parsed = ParsedSnippet("let handler: [String: (Int) async throws -> Void]?")
        let type = try XCTUnwrap(parsed.declarations.first?.type)
        XCTAssertEqual(parsed.text(type), "[String: (Int) async throws -> Void]?")
        XCTAssertEqual(parsed.tree.text(of: type.range.lowerBound), "[")
        XCTAssertEqual(parsed.tree.text(of: type.range.upperBound - 1), "?")
        var names: [String] = []
        type.forEachNode { if let name = $0.simpleName { names.append(name) } }
        XCTAssertEqual(names, ["String", "Int", "Void"])
        XCTAssertEqual(type.children.count, 1)
    }

    // MARK: Contexts of declarations

    func testDeclarationContexts() throws {
        let parsed = ParsedSnippet("""
        protocol P: AnyObject {
            associatedtype A: Q = Int
        }
        struct S<T: Hashable>: P where T: Codable, T.Element == Int {
            typealias Alias = [T]
            var value: T?
            func f(_ x: Int) throws(E) -> String { "" }
            subscript(i: Index) -> Element { fatalError() }
        }
        extension S: Equatable {}
        """)
        XCTAssertEqual(parsed.allUses, [
            "inheritance AnyObject", "inheritance Q", "associatedTypeDefault Int", "genericConstraint Hashable", "inheritance P",
            "conformanceRequirement Codable", "sameTypeRequirement T.Element", "sameTypeRequirement Int", "typealiasTarget [T]",
            "annotation T?", "parameter Int", "thrownError E", "result String", "parameter Index", "result Element",
            "extendedType S", "inheritance Equatable",
        ])
    }

    func testTypeUsesNameTheirInnermostDeclaration() throws {
        let parsed = ParsedSnippet("""
        struct S<T: Hashable> {
            var value: T?
            func f(_ x: Int) -> String {
                let local: Double = 0
                return x as? String ?? ""
            }
        }
        extension S {}
        """)
        let s = parsed.index(of: "S", .struct)
        let f = parsed.index(of: "f")
        XCTAssertEqual(parsed.use("Hashable")?.declaration, s)
        XCTAssertEqual(parsed.use("T?")?.declaration, s)
        XCTAssertEqual(parsed.use("Int")?.declaration, f)
        XCTAssertEqual(parsed.use("Double")?.declaration, f)
        XCTAssertEqual(parsed.tree.typeUses.first { "\($0.context)" == "cast" }?.declaration, f)
        XCTAssertNil(parsed.tree.typeUses.first { "\($0.context)" == "extendedType" }?.declaration)
    }

    // MARK: Contexts in code

    func testCastContexts() throws {
        let parsed = ParsedSnippet("""
        func f(x: Any) {
            let a = x as? P
            let b = x as! Q
            let c = x as R
            if x is S {}
            switch x {
            case let y as T: break
            case is U: break
            default: break
            }
            let d = (x as? V)?.run()
            let e = x as? [W]
        }
        """)
        XCTAssertEqual(parsed.uses(.cast), ["P", "Q", "R", "S", "T", "U", "V", "[W]"])
        XCTAssertEqual(parsed.summary, ["func f", "let a", "let b", "let c", "let d", "let e"])
    }

    func testExpressionContexts() throws {
        let parsed = ParsedSnippet("""
        func f() {
            let a = P.self
            let b = P?.self
            let c = [P]()
            let d = Array<Q>()
            let e = (A, B).self
            let g = \\Root.name
            let h = [String: Int]()
            let j = Set<Int>.init()
            let k = Outer.Inner.self
            register(R.self, forKey: "r")
            let m = Z.Type.self
        }
        """)
        XCTAssertEqual(parsed.uses(.expression), [
            "P", "P?", "[P]", "Array<Q>", "(A, B)", "Root", "[String: Int]", "Set<Int>", "Outer.Inner", "R", "Z.Type",
        ])
    }

    func testExpressionsThatAreNotTypes() {
        let parsed = ParsedSnippet("""
        func f() {
            let a = items.count
            let b = count < limit && total > (base)
            let c = object.value.self
            let d = x[i](y)
            _ = items.map(\\Item.name)
            compute(a, b)
        }
        """)
        // `object.value.self` reads like a type; the syntax cannot tell, and only the chain is recorded.
        // A key-path argument outside an initializer is not checked (in one, it is: see
        // `ParserStatementTypeTests.testKeyPathArgumentsAreTypeUsesOnlyInInitializers`).
        XCTAssertFalse(parsed.uses(.expression).contains { $0.contains("count") || $0.contains("Item") || $0.contains("limit") })
        XCTAssertFalse(parsed.uses(.expression).contains("i"))
    }

    func testClosureSignatureVersusContextualClosureParameter() throws {
        let parsed = ParsedSnippet("""
        let f = { (x: P) -> Q in x }
        let g: (P2) -> Void = { x in }
        func run() {
            items.map { (y: R) -> S in y }
            perform(handler: { (z: T) async throws -> Void in })
        }
        func make() -> (U) -> Void {
            return { (u: U) in }
        }
        """)
        XCTAssertEqual(parsed.uses(.closureSignature).sorted(), ["P", "Q", "S", "Void"])
        XCTAssertEqual(parsed.uses(.contextualClosureParameter).sorted(), ["R", "T", "U"])
        XCTAssertEqual(parsed.uses(.annotation), ["(P2) -> Void"])
    }

    func testKeyPathRoots() {
        let parsed = ParsedSnippet("""
        let a = \\User.name
        let b = \\Outer.Inner.value.count
        let c: KeyPath<User, String> = \\.name
        let d = items.sorted(by: \\.date)
        """)
        XCTAssertEqual(parsed.uses(.expression), ["User", "Outer.Inner"])
    }

    func testTypesInsideStringInterpolations() {
        let parsed = ParsedSnippet("""
        func f() {
            log("\\(x as? Loggable) and \\(y is Codable)")
            let nested = "outer \\("inner \\(value as! Named)")"
            let literal = #"raw \\#(z as? RawThing) and \\(notCode as? Ignored)"#
            print("\\(Config.self)")
        }
        """)
        XCTAssertEqual(parsed.uses(.cast), ["Loggable", "Codable", "Named", "RawThing"])
        XCTAssertEqual(parsed.uses(.expression), ["Config"])
        XCTAssertEqual(parsed.use("Loggable")?.declaration, 0, "interpolated code in a statement belongs to f")
        XCTAssertEqual(parsed.use("Named")?.declaration, parsed.index(of: "nested"), "and in an initializer to the variable")
    }
}
