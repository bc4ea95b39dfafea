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

    /// Namesakes of two modules merged under one path can make a cycle through an alias and a
    /// superclass that no compiler sees (Core's `typealias Model = Delegate.Token` beside
    /// App's `class Delegate: Cache.Model`): the supertype walk recursed until the stack
    /// overflowed (hw68, 192 crashes in 16,000 generated packages). Now the depth of the
    /// lookups bounds it, and the finding is swiftc 6.3.1's.
    func testAnAliasCycleThroughASuperclassEnds() throws {
        let rules: [any Rule] = [try ExistentialAnyRule(options: RuleOptions()), try StaticVarConcurrencyRule(options: RuleOptions())]
        XCTAssertEqual(findings([
            "/p/Sources/Core/Core.swift": """
                open class Base { open class Token {} }
                open class Delegate: Base {}
                public enum Cache { public typealias Model = Delegate.Token }
                """,
            "/p/Sources/App/App.swift": "import Core\n\nclass Delegate: Cache.Model {}\nlet current: Cache.Model? = nil\n",
        ], rules: rules), [
            "App.swift:4:5 let 'current' is not concurrency-safe because non-'Sendable' type 'Cache.Model?' (aka 'Optional<Base.Token>') "
                + "may have shared mutable state",
        ])
        // The same cycle in one (invalid) file: it ends, with nothing to say about `A.M`.
        XCTAssertEqual(findings(["/p/Sources/App/A.swift": "class A: B.M {}\nenum B { typealias M = A.M }\nlet a: A.M? = nil\n"], rules: rules), [])
    }

    /// Layers of compositions of aliases (`L2 = L1 & M1`, `M2 = L1 & M1`, …) were worked out
    /// once per path through them, doubling with each layer (hw68: 23 layers took 7 s), and an
    /// alias cycle (`A = B & B`, `B = A & A`) did not finish; now each alias once per depth.
    func testLayersOfCompositionAliasesStayLinear() throws {
        func layers(_ count: Int) -> String {
            "protocol L0 {}\nprotocol M0 {}\n" + (1...count).map { "typealias L\($0) = L\($0 - 1) & M\($0 - 1)\ntypealias M\($0) = L\($0 - 1) & M\($0 - 1)\n" }.joined()
                + "let shared: (any L\(count))? = nil\n"
        }
        let rules: [any Rule] = [try StaticVarConcurrencyRule(options: RuleOptions())]
        let start = Date()
        XCTAssertEqual(findings(["/p/Sources/App/L.swift": layers(40)], rules: rules), [
            "L.swift:83:5 let 'shared' is not concurrency-safe because non-'Sendable' type '(any L40)?' may have shared mutable state",
        ])
        XCTAssertEqual(findings(["/p/Sources/App/C.swift": "typealias A = B & B\ntypealias B = A & A\nlet shared: A? = nil\n"], rules: rules).count, 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "40 layers: each layer doubled the time (2^40 steps)")
    }
}
