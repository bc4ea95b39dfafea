import XCTest
@testable import LintKit

/// The verdicts the index keeps once it is complete (``VerdictMemo``) are the ones it works out.
final class VerdictMemoTests: XCTestCase {
    private func index(_ text: String) -> ProjectIndex {
        let index = ProjectIndex()
        index.add(Parser.parse(SourceFile(path: "/p/Sources/M/Types.swift", text: text)))
        return index
    }

    private let types = """
        final class Engine { var speed = 0 }
        struct Holder { var engine: Engine }
        struct Plain { var count: Int }
        """

    func testAKeptVerdictIsTheOneWorkedOut() {
        let fresh = index(types)
        let memoized = index(types)
        memoized.memoizeVerdicts()
        for name in ["Engine", "Holder", "Plain", "Missing"] {
            let expected = fresh.sendability(ofNominal: name)
            XCTAssertEqual(memoized.sendability(ofNominal: name), expected, name)
            // Asked again, from the memo.
            XCTAssertEqual(memoized.verdictMemo?.sendability.kept(.init(path: name, depth: 0)), expected, name)
            XCTAssertEqual(memoized.sendability(ofNominal: name), expected, name)
        }
        XCTAssertEqual(fresh.sendability(ofNominal: "Holder"), .nonSendable)
        XCTAssertEqual(fresh.sendability(ofNominal: "Plain"), .sendable)
        XCTAssertNil(fresh.verdictMemo, "nothing is kept before the index is complete")
    }

    /// A verdict depends on the depth it is asked at (the recursion stops at a fixed depth), so
    /// one kept for depth 0 does not answer for another depth.
    func testVerdictsAreKeptPerDepth() {
        let fresh = index(types)
        let memoized = index(types)
        memoized.memoizeVerdicts()
        XCTAssertEqual(memoized.sendability(ofNominal: "Plain", depth: 0), .sendable)
        let deep = fresh.sendability(ofNominal: "Plain", depth: ProjectIndex.sendabilityDepthLimit)
        XCTAssertNotEqual(deep, .sendable, "past the depth limit the index does not look into the type")
        XCTAssertEqual(memoized.sendability(ofNominal: "Plain", depth: ProjectIndex.sendabilityDepthLimit), deep)
    }

    /// The findings of `existential_any` on `files` (path, text) linted in one run, as
    /// "file:line" by file name.
    private func existentialFindings(_ files: [(String, String)]) throws -> [String] {
        let rule = try ExistentialAnyRule(options: RuleOptions())
        let engine = LintEngine(rules: [ConfiguredRule(rule: rule, severity: .warning)], reportSuperfluousDisables: false)
        let result = engine.lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
        return result.findings.map { "\($0.path.split(separator: "/").last!):\($0.location.line)" }
    }

    /// A name resolved at top level is kept per module: a module's own `struct Theme` shadows
    /// another module's `protocol Theme` in its files only, whichever file comes first.
    func testAResolutionKeptInOneModuleIsNotUsedInAnother() throws {
        let protocolSide = ("/p/Sources/Kit/Theme.swift", "public protocol Theme {}\nfunc paint(_ t: Theme) {}\n")
        let structSide = ("/p/Sources/App/Local.swift", "struct Theme {}\nfunc show(_ t: Theme) {}\n")
        XCTAssertEqual(try existentialFindings([protocolSide, structSide]), ["Theme.swift:2"])
        XCTAssertEqual(try existentialFindings([structSide, protocolSide]), ["Theme.swift:2"])
    }

    /// A name with a `fileprivate` declaration is resolved in each file: the file that declares
    /// the protocol sees it, another file of the module does not.
    func testANameWithAFilePrivateDeclarationIsResolvedPerFile() throws {
        let declaring = ("/p/Sources/App/A.swift", "fileprivate protocol Helper {}\nfileprivate func use(_ h: Helper) {}\n")
        let other = ("/p/Sources/App/B.swift", "func other(_ h: Helper) {}\n")
        XCTAssertEqual(try existentialFindings([declaring, other]), ["A.swift:2"])
        XCTAssertEqual(try existentialFindings([other, declaring]), ["A.swift:2"])
    }

    /// A name that more than ``ProjectIndex/namesReadOneByOne`` modules declare: a file's own
    /// module's declaration is found by module (``ModuleDeclarationTable``), and decides as
    /// when every module's declarations were read; a module that declares none sees the others'.
    func testANameManyModulesDeclareResolvesToTheFilesOwnModulesDeclaration() throws {
        var files: [(String, String)] = []
        for module in 0..<40 {
            let declaration = module % 2 == 0 ? "public protocol Theme {}" : "struct Theme {}"
            files.append(("/p/Sources/M\(module)/F.swift", declaration + "\nfunc f(_ t: Theme) {}\n"))
        }
        files.append(("/p/Sources/Other/G.swift", "func g(_ t: Theme) {}\n"))
        let findings = try existentialFindings(files)
        XCTAssertEqual(findings.count, 21, "\(findings)")
        XCTAssertEqual(findings.filter { $0 == "F.swift:2" }.count, 20, "the modules that declare the protocol")
        XCTAssertEqual(findings.filter { $0 == "G.swift:1" }.count, 1, "a module that declares none sees the protocols")
    }

    /// Resolving a name that each of many modules declares, from a file of each module: the
    /// time grows with the modules, not with their square (each resolution read every module's
    /// declaration until they were found by module).
    func testResolvingANameEachModuleDeclaresGrowsLinearly() {
        func seconds(modules count: Int) -> Double {
            let trees = (0..<count).map { Parser.parse(SourceFile(path: "/p/Sources/T\($0)/F.swift", text: "protocol P {}\n")) }
            let index = ProjectIndex()
            for tree in trees { index.add(tree) }
            let imports = trees.map { index.imports(of: $0) }
            var best = Double.infinity
            for _ in 0..<3 {
                let start = RobustnessTests.cpuSeconds()
                for (tree, fileImports) in zip(trees, imports) {
                    XCTAssertEqual(index.resolve("P", scopes: [], genericNames: [], package: tree.packageKey, imports: fileImports), .protocol("P"))
                }
                best = min(best, RobustnessTests.cpuSeconds() - start)
            }
            return best
        }
        let few = seconds(modules: 250)
        let many = seconds(modules: 1_000)
        XCTAssertLessThanOrEqual(many, 8 * few + 0.02, "250 modules: \(few) s, 1,000 modules: \(many) s")
    }
}
