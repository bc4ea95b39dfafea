import XCTest
@testable import LintKit

/// Answers that must not depend on the order a `Set` or `Dictionary` iterates in: that order
/// is seeded per process and per instance, so such an answer changes between runs of the same
/// binary on the same files (hw66 found twelve such inputs; each case below failed in some of
/// a dozen tries before its fix).
final class DeterminismTests: XCTestCase {
    /// `file:line:column rule` of each finding of `rules` over `files` (path → text).
    private func findings(_ files: [String: String], rules: [any Rule]) -> [String] {
        let configured = rules.map { ConfiguredRule(rule: $0, severity: .warning) }
        let sources = files.keys.sorted().map { SourceFile(path: $0, bytes: Array(files[$0]!.utf8)) }
        return LintEngine(rules: configured).lint(files: sources).findings
            .map { "\(($0.path as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// A protocol reached twice through a diamond of refinements (`Poller: Saving, Loading`,
    /// both refining `Ticking`) is class-bound when one path reaches `AnyObject`: the walk
    /// stopped at the first protocol it met again, so the answer hung on the order it went.
    func testAClassBoundDiamondIsClassBoundInEveryOrder() throws {
        for clause in ["Saving, Loading", "Loading, Saving"] {
            let source = """
            protocol Ticking {}
            protocol Loading: Ticking {}
            protocol Owned: AnyObject {}
            protocol Saving: Owned, Ticking {}
            protocol Poller: \(clause) {}
            """
            for _ in 0..<12 {
                let index = ProjectIndex(trees: [Parser.parse(SourceFile(path: "/p/Sources/App/a.swift", bytes: Array(source.utf8)))])
                XCTAssertTrue(index.isClassBound(protocolAt: "Poller"), clause)
                XCTAssertFalse(index.isClassBound(protocolAt: "Loading"), clause)
            }
        }
        // And so a key path through it is reference-writable, as swiftc 6.3.1 says.
        let files = ["/p/Sources/App/Paths.swift": """
            protocol Ticking {}
            protocol Loading: Ticking {}
            protocol Owned: AnyObject {}
            protocol Saving: Ticking, Owned {}
            protocol Titled: Loading, Saving { var title: String { get set } }
            enum Paths { static let title = \\Titled.title }
            """]
        for _ in 0..<12 {
            XCTAssertEqual(findings(files, rules: [try StaticVarConcurrencyRule(options: RuleOptions())]), [
                "Paths.swift:6:25 static property 'title' is not concurrency-safe because non-'Sendable' type "
                    + "'ReferenceWritableKeyPath<any Titled, String>' may have shared mutable state",
            ])
        }
    }

    /// Two targets extending their own `Space` through an alias, one nesting a protocol `Item`
    /// and the other a struct: the members were moved to the aliased path in dictionary order.
    /// Now in path order, every run alike (both files get target A's protocol: namesakes in
    /// two modules share their facts, a known limit in README).
    func testMembersDeclaredThroughAliasesMoveInAFixedOrder() throws {
        let files = [
            "/p/Sources/A/Space.swift": "enum Space {}\ntypealias SpaceA = Space\nextension SpaceA { protocol Item {} }\nstruct UseA { var item: Space.Item? }\n",
            "/p/Sources/B/Space.swift": "enum Space {}\ntypealias SpaceB = Space\nextension SpaceB { struct Item {} }\nstruct UseB { var item: Space.Item? }\n",
        ]
        let first = findings(files, rules: [try ExistentialAnyRule(options: RuleOptions())])
        XCTAssertTrue(first.contains("Space.swift:4:31 use of protocol 'Space.Item' as a type must be written 'any Space.Item'"), "\(first)")
        for _ in 0..<12 {
            XCTAssertEqual(findings(files, rules: [try ExistentialAnyRule(options: RuleOptions())]), first)
        }
    }
}
