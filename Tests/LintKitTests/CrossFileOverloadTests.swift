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

    /// A type's members and its extension's meet under the type's path; the key holds the
    /// types with generic parameters and `some` types as `·` of their constraints, `async`
    /// and the result.
    func testKeysHoldThePathLabelsShapesAndEffects() {
        let source = """
        enum Outer { struct Inner { static func f<T: P>(x: T, y: [String: T?]) {} } }
        extension Outer.Inner {
            subscript<T: P>(key: T) -> Int { 0 }
            func g<T>(_ a: T, _ b: some Q, _ c: (T) async throws -> Void) async -> [T] { [] }
        }
        """
        let tree = Parser.parse(SourceFile(path: "/tmp/k/Sources/M/a.swift", bytes: Array(source.utf8)))
        let keys = tree.declarations.indices.compactMap { ProjectIndex.genericOverloadKey(of: $0, in: tree) }
            .map { String($0.dropFirst(tree.packageKey.count + 1)) }
        XCTAssertEqual(keys, ["M Outer.Inner static func f(x:·(P),y:[String:·(P)?],)",
                              "M Outer.Inner subscript subscript(key:·(P),) -> Int",
                              "M Outer.Inner func g(_:·(),_:·(Q),_:(·())asyncthrows->Void,) async -> [·()]"])
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
}
