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

    /// The key counts a declaration once per file and meets a nested type's extension.
    func testKeysNameTheScopeByItsLastComponent() {
        let source = "enum Outer { struct Inner { static func f<T: P>(x: T) {} } }\nextension Outer.Inner { subscript<T: P>(key: T) -> Int { 0 } }\n"
        let tree = Parser.parse(SourceFile(path: "/tmp/k/Sources/M/a.swift", bytes: Array(source.utf8)))
        let keys = tree.declarations.indices.compactMap { ProjectIndex.genericOverloadKey(of: $0, in: tree) }
        XCTAssertEqual(keys, ["M Inner static func f(x:)", "M Inner subscript subscript(key:)"])
    }
}
