import XCTest
@testable import LintKit

/// `single_use_generic` withholds its fix when another file of the module declares a generic
/// overload of the same name and labels in the same scope: the rewrite could make the two one
/// declaration ("invalid redeclaration").
final class CrossFileOverloadTests: XCTestCase {
    /// `line:column fixed|unfixed` for each finding of `single_use_generic` in `files` (name,
    /// source), all in module `M` unless a name says `Other/`.
    private func findings(_ files: [(String, String)]) throws -> [String] {
        let rule = ConfiguredRule(rule: try SingleUseGenericRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { name, text in
            SourceFile(path: "/tmp/overloads/Sources/\(name.contains("/") ? name : "M/" + name)", bytes: Array(text.utf8))
        }
        return LintEngine(rules: [rule]).lint(files: sources).findings.map {
            "\($0.path.split(separator: "/").last!):\($0.location.line):\($0.location.column) \($0.fix == nil ? "unfixed" : "fixed")"
        }
    }

    private let declarations = """
    protocol Source {}
    protocol Sink {}
    struct Canvas {
        func link<A: Source, B: Sink>(_ a: A, _ b: B) {}
    }
    """

    func testAnOverloadInAnotherFilesExtensionWithholdsTheFix() throws {
        let found = try findings([
            ("Canvas.swift", declarations),
            ("Canvas+Link.swift", "extension Canvas {\n    func link<B: Sink, A: Source>(_ a: A, _ b: B) {}\n}\n"),
        ])
        XCTAssertEqual(found, ["Canvas+Link.swift:2:15 unfixed", "Canvas+Link.swift:2:24 unfixed",
                               "Canvas.swift:4:15 unfixed", "Canvas.swift:4:26 unfixed"])
    }

    /// A protocol's requirement and its default implementation in an extension in another
    /// file are written alike: they are the same declaration already, both are fixed (and
    /// the default still implements the requirement; hw50b's sug/063). One written with
    /// its generic parameters in another order still withholds both fixes (the test above).
    func testARequirementAndItsDefaultInAnotherFileAreBothFixed() throws {
        let found = try findings([
            ("Tracker.swift", "protocol Event {}\nprotocol Tracker {\n    func track<E: Event>(_ e: E)\n}\n"),
            ("Tracker+Default.swift", "extension Tracker {\n    func track<E: Event>(_ e: E) { print(e) }\n}\n"),
        ])
        XCTAssertEqual(found, ["Tracker+Default.swift:2:16 fixed", "Tracker.swift:3:16 fixed"])
    }

    /// A generic overload in a superclass (here or in another file) withholds a subclass's
    /// fix: rewritten, the subclass's method would override the superclass's without
    /// `override` (hw53b's sug/121, sug/122). The superclass's own fix stays: its rewrite
    /// leaves the two apart.
    func testAnOverloadInASuperclassWithholdsTheSubclasssFix() throws {
        let found = try findings([
            ("Base.swift", "protocol Src {}\nprotocol Snk {}\nclass Base {\n    func join<A: Src, B: Snk>(_ a: A, _ b: B) -> Int { 1 }\n}\n"),
            ("Sub.swift", "final class Sub: Base {\n    func join<B: Snk, A: Src>(_ a: A, _ b: B) -> Int { 2 }\n}\n"),
        ])
        XCTAssertEqual(found, ["Base.swift:4:23 fixed", "Sub.swift:2:15 unfixed", "Sub.swift:2:23 unfixed"])
    }

    func testOtherLabelsAnotherTypeOrAnotherModuleLeaveTheFix() throws {
        let found = try findings([
            ("Canvas.swift", declarations + "\nstruct Sheet {}\n"),
            // Other labels, another type, and a non-generic overload: no redeclaration.
            ("Other.swift", """
            extension Canvas {
                func link<B: Sink>(from b: B) {}
                func link(_ a: Int, _ b: Int) {}
            }
            extension Sheet {
                func link<B: Sink, A: Source>(_ a: A, _ b: B) {}
            }
            """),
            // Another module may declare the same signature.
            ("Other/Canvas+More.swift", "extension Canvas {\n    func link<B: Sink, A: Source>(_ a: A, _ b: B) {}\n}\n"),
        ])
        XCTAssertEqual(found.filter { $0.hasPrefix("Canvas.swift") }, ["Canvas.swift:4:15 fixed", "Canvas.swift:4:26 fixed"])
        XCTAssertTrue(found.contains("Other.swift:2:15 fixed"))
    }

    func testAnOpaqueOverloadAtFileScopeInAnotherFileWithholdsTheFix() throws {
        let found = try findings([
            ("Link.swift", "protocol Source {}\nprotocol Sink {}\nfunc connect<B: Sink, A: Source>(_ a: A, _ b: B) {}\n"),
            ("Connect.swift", "func connect(_ a: some Source, _ b: some Sink) {}\n"),
        ])
        XCTAssertEqual(found, ["Link.swift:3:14 unfixed", "Link.swift:3:23 unfixed"])
    }

    /// Keys of the declarations of `source` (a file of module `M`), in order.
    private func keys(_ source: String) -> [UInt64] {
        let tree = Parser.parse(SourceFile(path: "/tmp/k/Sources/M/a.swift", bytes: Array(source.utf8)))
        var memo = OverloadKeyMemo()
        return tree.declarations.indices.compactMap { ProjectIndex.genericOverloadKey(of: $0, in: tree, memo: &memo) }
    }

    /// A type's members and its extension's meet under the type's path; generic parameters
    /// and `some` types of the same constraints (in any order) are alike; another constraint,
    /// label, parameter or result type, `async`, `static` or an extension's `where` clause
    /// tells two declarations apart.
    func testKeysTellApartWhatTheRewriteLeavesApart() {
        let alike = keys("""
        enum Outer { struct Inner { func f<A: P & Q, B: R>(x: A, y: [B?]) -> Int { 0 } } }
        extension Outer.Inner { func f<B: R, A: Q>(x: A, y: [B?]) -> Int where A: P { 0 } }
        extension Outer.Inner { func f(x: some Q & P, y: [(some R)?]) -> Int { 0 } }
        """)
        XCTAssertEqual(alike.count, 3)
        XCTAssertEqual(Set(alike).count, 1)
        let apart = keys("""
        struct S {
            func f<A: P>(x: A) {}
            func f<A: Q>(x: A) {}
            func f<A: P>(y: A) {}
            func f<A: P>(x: A) -> Int { 0 }
            func f<A: P>(x: A) async {}
            static func f<A: P>(x: A) {}
            func f<A: P>(x: [A]) {}
            subscript<A: P>(x: A) -> Int { 0 }
        }
        extension S where Self: Sendable { func f<A: P>(x: A) {} }
        struct T { func f<A: P>(x: A) {} }
        """)
        XCTAssertEqual(apart.count, 10)
        XCTAssertEqual(Set(apart).count, 10)
        // A parameter's attributes are no label; a subscript's single name is none either.
        let labels = keys("""
        struct V {
            func make<C: P>(@Builder content: () -> C) {}
            func make<C: P>(content: () -> C) {}
            subscript<K: P>(key: K) -> Int { 0 }
            subscript<K: P>(other: K) -> Int { 0 }
            subscript<K: P>(key key: K) -> Int { 0 }
        }
        """)
        XCTAssertEqual(labels.count, 5)
        XCTAssertEqual(labels[2], labels[3])
        XCTAssertNotEqual(labels[2], labels[4])
        XCTAssertEqual(labels[0], labels[1])  // a result builder is no part of the signature
    }

    /// Overloads that the rewrite leaves apart (another result, `async`, another
    /// non-generic parameter type) keep their fixes.
    func testOverloadsThatStayApartKeepTheirFixes() throws {
        let found = try findings([
            ("Client.swift", """
            protocol Content {}
            struct Client {
                func post<T: Content>(_ url: String, content: T) -> Int { 0 }
                func put<T: Content>(_ url: String, content: T) {}
            }
            """),
            ("Client+Async.swift", """
            extension Client {
                func post<T: Content>(_ url: String, content: T) async -> String { "" }
                func put<T: Content>(_ url: Int, content: T) {}
            }
            """),
        ])
        XCTAssertEqual(found, ["Client+Async.swift:2:15 fixed", "Client+Async.swift:3:14 fixed",
                               "Client.swift:3:15 fixed", "Client.swift:4:14 fixed"])
    }

    /// An `async` overload and a synchronous one in the same file stay two declarations after
    /// the rewrites (swiftc 6.3.1 accepts both rewritten): both are fixed (session 42's hw43b).
    func testAnAsyncAndASynchronousOverloadInOneFileAreFixed() throws {
        let found = try findings([("Route.swift", """
            protocol Source {}
            protocol Sink {}
            func route<A: Source, B: Sink>(_ a: A, _ b: B) async { print(a, b) }
            func route<B: Sink, A: Source>(_ a: A, _ b: B) { print(a, b) }
            """)])
        XCTAssertEqual(found, ["Route.swift:3:12 fixed", "Route.swift:3:23 fixed", "Route.swift:4:12 fixed", "Route.swift:4:21 fixed"])
    }
}
