import XCTest
@testable import LintKit

/// `existential_any` keeps one walker per run of declarations of one type, moving it from
/// declaration to declaration. A generic parameter of one declaration must not leak into the
/// next, and the next's findings must not be lost or reported twice.
final class ExistentialWalkerTests: XCTestCase {
    private func lines(of source: String) throws -> [Int] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/walker/Sources/M/a.swift", bytes: Array(source.utf8))
        return LintEngine(rules: [rule]).lint(files: [file]).findings.map(\.location.line)
    }

    func testGenericParametersShadowOnlyInTheirOwnDeclaration() throws {
        let source = """
        protocol P {}
        struct S {
            func f<P>(_ x: P) {}
            func g(_ x: P) {}
            func h<P>(_ x: P, _ y: [P]) {}
            var v: P
            func k(_ x: P?) -> P { fatalError() }
        }
        func top<P>(_ x: P) {}
        func top2(_ x: P) {}
        """
        XCTAssertEqual(try lines(of: source), [4, 6, 7, 7, 10])
    }

    /// Uses of two types interleaved with uses at file scope: each type's walker starts over.
    func testInterleavedTypesAndFileScope() throws {
        let source = """
        protocol P {}
        protocol Q {}
        struct A<Q> { func a(_ x: Q, _ y: P) {} }
        let g: Q
        struct B { func b(_ x: Q) {}; func c<P>(_ x: P) {} }
        extension A { func d(_ x: Q) {} }
        """
        XCTAssertEqual(try lines(of: source), [3, 4, 5])
    }

    /// `Scope.genericNames(in:inside:projectIndex:)` gathers what a whole `Scope` holds.
    func testGenericNamesAloneMatchTheScopes() throws {
        let source = """
        struct Box<T, U> {
            func map<V>(_ f: (T) -> V) -> Box<V, U> { fatalError() }
            struct Inner<W> { func g<X>(_ x: X) where X: Sequence {} }
        }
        extension Box where T: Equatable { func h<Y>(_ y: Y) {} }
        protocol P { associatedtype Item; func p<Z>(_ z: Z) }
        func free<A, B>(_ a: A, _ b: B) {}
        extension Array { func e() {} }
        func locals() {
            struct Token { var value: Int }
            struct Wrapper<Q> { func unwrap<R>(_ r: R) {} }
            typealias Alias = Int
            do { struct Token {} }
            func inner<S>(_ s: S) { enum Mode {} }
        }
        """
        let tree = parsed("/tmp/scope/Sources/M/a.swift", source)
        let index = ProjectIndex()
        index.add(tree)
        index.finish()
        var checked = 0
        for declaration in [nil] + tree.declarations.indices.map(Optional.some) {
            let gathered = Scope.genericNames(in: tree, inside: declaration, projectIndex: index)
            XCTAssertEqual(Set(gathered), Scope(tree: tree, declaration: declaration, projectIndex: index).genericNames,
                           "declaration \(String(describing: declaration))")
            if !gathered.isEmpty { checked += 1 }
        }
        XCTAssertGreaterThanOrEqual(checked, 14, "most declarations here have generic names in scope")
        // The local types of `locals()` are in scope inside each of them (and shadow a
        // protocol of their name); `inner`'s own and its local `Mode` only inside `inner`.
        let inner = try XCTUnwrap(tree.declarations.indices.first { tree.declarations[$0].name == "inner" })
        XCTAssertEqual(Scope(tree: tree, declaration: inner, projectIndex: index).genericNames,
                       ["Token", "Wrapper", "Alias", "S", "Mode"])
    }

    /// Module names come from SwiftPM's layout; a file sees its own module, its imports and
    /// what they re-export, transitively (a re-export cycle ends). A scoped re-export
    /// (`@_exported import struct Logging.Logger`) binds its name, not the whole module.
    func testVisibleModulesFollowImportsAndReexports() {
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/.build/checkouts/nio/Sources/NIOCore/Sub/EventLoop.swift"), "NIOCore")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/App/Tests/AppTests/a.swift"), "AppTests")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/App/Sources/loose.swift"), "")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/App/main.swift"), "")
        let index = ProjectIndex()
        let files = [
            ("/w/.build/checkouts/web/Sources/Web/Exports.swift", "@_exported import NIOCore\n@_exported import struct Logging.Logger\nimport Hidden\n"),
            ("/w/.build/checkouts/web/Sources/WebTesting/Exports.swift", "@_exported import Web\n"),
            ("/w/.build/checkouts/nio/Sources/NIOCore/Exports.swift", "@_exported import WebTesting\n@_exported import protocol Tracing.Span\n"),
        ]
        for (path, source) in files { index.add(parsed(path, source)) }
        let user = parsed("/w/Sources/App/a.swift", "@testable import WebTesting\nimport Foundation.NSDate\nimport enum Kit.Mode\n")
        let imports = index.imports(of: user)
        XCTAssertEqual(imports.modules, ["App", "WebTesting", "Web", "NIOCore", "Foundation", "Kit"])
        // Scoped imports bind their names: the file's own and those its modules re-export.
        XCTAssertEqual(imports.types, ["Logger": false, "Mode": false, "Span": true])
    }

    /// What a list of imports makes visible is worked out once and shared by the files that
    /// import the same modules; each file's own scoped imports still come first, and a
    /// re-export added afterwards is seen.
    func testFilesImportingTheSameModulesShareWhatTheySee() {
        let index = ProjectIndex()
        index.add(parsed("/w/.build/checkouts/web/Sources/Web/Exports.swift", "@_exported import NIOCore\n@_exported import protocol Tracing.Span\n"))
        let plain = parsed("/w/Sources/App/a.swift", "import Web\n")
        let scoped = parsed("/w/Sources/App/b.swift", "import Web\nimport struct Kit.Span\n")
        XCTAssertEqual(index.imports(of: plain).types, ["Span": true])
        XCTAssertEqual(index.imports(of: scoped).types, ["Span": false], "the file's own scoped import wins")
        XCTAssertEqual(index.imports(of: scoped).modules, ["App", "Web", "NIOCore", "Kit"])
        XCTAssertEqual(index.imports(of: plain).types, ["Span": true], "the shared answer is not changed by a file's own")
        XCTAssertEqual(index.imports(of: plain).modules, ["App", "Web", "NIOCore"])
        // A module re-exported later (another chunk's files merged in) is visible from then on.
        let later = ProjectIndex()
        later.add(parsed("/w/.build/checkouts/nio/Sources/NIOCore/Exports.swift", "@_exported import Atomics\n"))
        index.merge(later)
        XCTAssertEqual(index.imports(of: plain).modules, ["App", "Web", "NIOCore", "Atomics"])
        index.add(parsed("/w/.build/checkouts/atomics/Sources/Atomics/Exports.swift", "@_exported import struct Sync.Lock\n"))
        XCTAssertEqual(index.imports(of: plain).types, ["Span": true, "Lock": false])
    }

    /// A relative path (a run from the package's folder: `swiftlint-lite Sources/`) has the
    /// package and module of the absolute path, and a target named with a `-` is imported
    /// with a `_`.
    func testRelativePathsHaveTheirPackageAndModule() {
        let folder = FileManager.default.currentDirectoryPath
        XCTAssertEqual(ProjectIndex.packageKey(of: "Sources/App/A.swift"), folder)
        XCTAssertEqual(ProjectIndex.packageKey(of: "./Tests/AppTests/B.swift"), folder)
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "Sources/App/Sub/A.swift"), "App")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/Sources/swift-log/A.swift"), "swift_log")
        // A leading digit becomes `_` (hw70: `swift package describe` names target `3D` `_D`).
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/Sources/3D/A.swift"), "_D")
        // A target named like a layout folder (hw50's grp2): `Plugins` is the module, `/w` the
        // package; a package nested in a test's fixtures is a package of its own.
        XCTAssertEqual(ProjectIndex.packageKey(of: "/w/Sources/Plugins/Gear.swift"), "/w")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/Sources/Plugins/Gear.swift"), "Plugins")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/Tests/Sources/A.swift"), "Sources")
        XCTAssertEqual(ProjectIndex.packageKey(of: "/w/Tests/Fixtures/Sources/Lib/A.swift"), "/w/Tests/Fixtures")
        XCTAssertEqual(ProjectIndex.moduleName(ofFile: "/w/Tests/Fixtures/Sources/Lib/A.swift"), "Lib")
        // Its module's scoped re-export binds a name in a file linted by a relative path too:
        // NIO's `FileDescriptor` protocol is not the re-exported `SystemPackage` struct.
        let index = ProjectIndex()
        let files = [
            ("Sources/Core/FD.swift", "public protocol FileDescriptor {}\n"),
            ("Sources/FS/Exports.swift", "@_exported import struct SystemPackage.FileDescriptor\n"),
        ]
        for (path, source) in files { index.add(parsed(path, source)) }
        let user = parsed("Sources/FS/Use.swift", "import Core\n")
        let imports = index.imports(of: user)
        XCTAssertEqual(imports.types, ["FileDescriptor": false])
        XCTAssertEqual(index.resolve("FileDescriptor", scopes: [], genericNames: [], package: user.packageKey, imports: imports), .other)
    }

    /// The Apple frameworks' protocols in the catalog count only where the framework, or one
    /// that re-exports it, is imported: vapor's `Commands` (ConsoleKit's struct, unknown when
    /// ConsoleKit is not checked out) is not SwiftUI's protocol.
    func testAppleFrameworkProtocolsNeedTheirFrameworkImported() {
        let index = ProjectIndex()
        func resolve(_ name: String, importing source: String) -> TypeResolution {
            let tree = parsed("/w/Sources/App/a.swift", source)
            return index.resolve(name, scopes: [], genericNames: [], package: tree.packageKey, imports: index.imports(of: tree))
        }
        XCTAssertEqual(resolve("Commands", importing: "import ConsoleKit\n"), .other)
        XCTAssertEqual(resolve("Commands", importing: "import SwiftUI\n"), .protocol("Commands"))
        XCTAssertEqual(resolve("ObservableObject", importing: "import Foundation\n"), .other)
        XCTAssertEqual(resolve("ObservableObject", importing: "import SwiftUI\n"), .protocol("ObservableObject"))
        XCTAssertEqual(resolve("ObservableObject", importing: "import Combine\n"), .protocol("ObservableObject"))
        XCTAssertEqual(resolve("NSTableViewDelegate", importing: "import Cocoa\n"), .protocol("NSTableViewDelegate"))
        XCTAssertEqual(resolve("UITableViewDelegate", importing: "import AppKit\n"), .other)
        // The toolchain's own protocols need no import.
        XCTAssertEqual(resolve("Hashable", importing: ""), .protocol("Hashable"))
    }

    /// A test target's declarations are seen by the package's test targets only: GraphQL's
    /// tests declare `protocol Character`, which its library's `Character` (the standard
    /// library's struct) is not.
    func testATestTargetsProtocolIsNotSeenFromTheLibrary() {
        let index = ProjectIndex()
        index.add(parsed("/w/Kit/Tests/KitTests/StarWars.swift", "protocol Character {}\n"))
        func resolve(from path: String) -> TypeResolution {
            let tree = parsed(path, "import Kit\n")
            return index.resolve("Character", scopes: [], genericNames: [], package: tree.packageKey, imports: index.imports(of: tree))
        }
        XCTAssertEqual(resolve(from: "/w/Kit/Sources/Kit/Lexer.swift"), .other)
        XCTAssertEqual(resolve(from: "/w/Kit/Tests/KitTests/Query.swift"), .protocol("Character"))
        XCTAssertEqual(resolve(from: "/w/Kit/Tests/OtherTests/Query.swift"), .protocol("Character"))
    }

    /// A target's own declaration shadows another target's of the same name: `Theme` in
    /// `Gallery` is its struct, not `Core`'s protocol, whether or not it imports `Core`;
    /// elsewhere (`Viewer`, importing `Core`) it is the protocol.
    func testATargetsOwnDeclarationShadowsAnotherTargets() {
        let index = ProjectIndex()
        index.add(parsed("/w/Kit/Sources/Core/Theme.swift", "public protocol Theme {}\n"))
        index.add(parsed("/w/Kit/Sources/Gallery/Theme.swift", "struct Theme {}\n"))
        func resolve(from path: String, _ source: String) -> TypeResolution {
            let tree = parsed(path, source)
            return index.resolve("Theme", scopes: [], genericNames: [], package: tree.packageKey, imports: index.imports(of: tree))
        }
        XCTAssertEqual(resolve(from: "/w/Kit/Sources/Gallery/Show.swift", ""), .other)
        XCTAssertEqual(resolve(from: "/w/Kit/Sources/Gallery/Show.swift", "import Core\n"), .other)
        XCTAssertEqual(resolve(from: "/w/Kit/Sources/Viewer/Show.swift", "import Core\n"), .protocol("Theme"))
    }

    /// A `private` or `fileprivate` top-level declaration is seen in its own file only.
    func testFilePrivateDeclarationsAreSeenInTheirFileOnly() {
        let index = ProjectIndex()
        index.add(parsed("/w/Kit/Sources/Kit/A.swift", "private protocol Sink {}\n"))
        index.add(parsed("/w/Kit/Sources/Kit/B.swift", "private struct Sink {}\n"))
        func resolve(in path: String) -> TypeResolution {
            let tree = parsed(path, "")
            return index.resolve("Sink", scopes: [], genericNames: [], package: tree.packageKey, imports: index.imports(of: tree))
        }
        XCTAssertEqual(resolve(in: "/w/Kit/Sources/Kit/A.swift"), .protocol("Sink"))
        XCTAssertEqual(resolve(in: "/w/Kit/Sources/Kit/B.swift"), .other)
        XCTAssertEqual(resolve(in: "/w/Kit/Sources/Kit/C.swift"), .other)
    }

    /// Typealiases declared in code are named and spelled as swiftc 6.3.1 names them (its
    /// messages for this source, in a module named `App`); a local struct of the same name in
    /// the same function leaves the alias undecided.
    func testAliasesDeclaredInCodeAreNamedAsSwiftcNamesThem() throws {
        let source = """
        protocol P {}
        protocol Q: P {}
        class Base {}
        func f() {
            typealias C = P & Sendable
            typealias D = Q & P & Base
            struct Inner {
                typealias B = P
                var b: B?
            }
            let c: C? = nil
            let d: D? = nil
            _ = (c, d, Inner())
        }
        func g() {
            typealias C = P
            do { struct C {} }
            let c: C? = nil
            _ = c
        }
        """
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let file = SourceFile(path: "/tmp/walker/Sources/App/a.swift", bytes: Array(source.utf8))
        let findings = LintEngine(rules: [rule]).lint(files: [file]).findings
        XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column)" }, ["9:16", "11:12", "12:12"])
        XCTAssertEqual(findings.map(\.message), [
            "use of 'Inner.B' (aka 'P') as a type must be written 'any Inner.B' (aka 'any P')",
            "use of 'C' (aka 'P & Sendable') as a type must be written 'any C' (aka 'any P & Sendable')",
            "use of 'D' (aka 'Base & Q') as a type must be written 'any D' (aka 'any Base & Q')",
        ])
    }

    /// The tree of `source` in a file at `path`.
    private func parsed(_ path: String, _ source: String) -> SyntaxTree {
        Parser.parse(SourceFile(path: path, bytes: Array(source.utf8)))
    }
}
