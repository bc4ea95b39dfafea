import XCTest
@testable import LintKit

/// The modules a file sees through re-exports (``VisibleModules``, ``ReexportGraph``), checked
/// against a walk of the re-export table written here, on chains, cycles and random graphs.
final class VisibleModulesTests: XCTestCase {
    /// The modules `direct` makes visible through `reexports`, by a plain walk.
    private static func referenceClosure(_ direct: [String], _ reexports: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = []
        var pending = direct
        while let module = pending.popLast() {
            guard seen.insert(module).inserted else { continue }
            pending += reexports[module] ?? []
        }
        return seen
    }

    private func assertAgrees(_ direct: [String], _ reexports: [String: Set<String>], probes: [String],
                              file: StaticString = #filePath, line: UInt = #line) {
        let graph = ReexportGraph(reexports)
        let visible = VisibleModules(direct: direct, graph: graph)
        let expected = Self.referenceClosure(direct, reexports)
        XCTAssertEqual(visible.names, expected, "\(direct) in \(reexports)", file: file, line: line)
        for probe in probes {
            XCTAssertEqual(visible.contains(probe), expected.contains(probe), "\(probe) from \(direct)", file: file, line: line)
        }
    }

    func testChainSeesEverythingBelow() {
        var reexports: [String: Set<String>] = [:]
        for index in 1..<300 { reexports["M\(index)"] = ["M\(index - 1)"] }
        let graph = ReexportGraph(reexports)
        let top = VisibleModules(direct: ["App", "M299"], graph: graph)
        XCTAssertTrue(top.contains("M0"))
        XCTAssertTrue(top.contains("M299"))
        XCTAssertTrue(top.contains("App"))
        XCTAssertFalse(top.contains("Foundation"))
        let middle = VisibleModules(direct: ["M150"], graph: graph)
        XCTAssertTrue(middle.contains("M0"))
        XCTAssertTrue(middle.contains("M150"))
        XCTAssertFalse(middle.contains("M151"))
        XCTAssertEqual(middle.names.count, 151)
    }

    func testCyclesAndDiamonds() {
        let reexports: [String: Set<String>] = [
            "A": ["B"], "B": ["C"], "C": ["A", "D"],  // a cycle that leads out
            "D": ["E", "F"], "E": ["G"], "F": ["G"],  // a diamond
            "H": ["H"],  // re-exports itself
        ]
        let probes = ["A", "B", "C", "D", "E", "F", "G", "H", "X", ""]
        for direct in [["A"], ["B"], ["C"], ["D"], ["E"], ["G"], ["H"], ["X"], ["X", "E"], ["H", "F", "Y"], []] {
            assertAgrees(direct, reexports, probes: probes)
        }
    }

    func testRandomGraphsAgreeWithAWalk() {
        var random = SeededRandom(seed: 0x65_5)
        for trial in 0..<200 {
            let count = 1 + random.next(below: trial < 100 ? 12 : 150)
            var reexports: [String: Set<String>] = [:]
            for _ in 0..<random.next(below: count * 2 + 1) {
                reexports["m\(random.next(below: count))", default: []].insert("m\(random.next(below: count + 3))")
            }
            let probes = (0..<(count + 4)).map { "m\($0)" } + ["Foundation"]
            for _ in 0..<4 {
                let direct = (0..<random.next(below: 4)).map { _ in "m\(random.next(below: count + 3))" } + ["Own"]
                assertAgrees(direct, reexports, probes: probes + ["Own"])
            }
        }
    }

    /// Components come after every component they lead to, which the sets are built in.
    func testComponentsComeAfterWhatTheyLeadTo() {
        var random = SeededRandom(seed: 0x65_6)
        for _ in 0..<100 {
            let count = 1 + random.next(below: 40)
            let edges = (0..<count).map { _ in (0..<random.next(below: 3)).map { _ in random.next(below: count) } }
            let components = ReexportGraph.componentsInReverseTopologicalOrder(edges)
            XCTAssertEqual(components.flatMap { $0 }.sorted(), Array(0..<count), "each module in one component")
            var position = [Int](repeating: 0, count: count)
            for (index, component) in components.enumerated() { for module in component { position[module] = index } }
            for module in 0..<count {
                for next in edges[module] { XCTAssertLessThanOrEqual(position[next], position[module], "\(edges)") }
            }
        }
    }

    func testSetWithoutGraphAndEquality() {
        let plain: VisibleModules = ["A", "B"]
        XCTAssertTrue(plain.contains("A"))
        XCTAssertFalse(plain.contains("C"))
        let graph = ReexportGraph(["A": ["B"]])
        XCTAssertEqual(VisibleModules(direct: ["A"], graph: graph), plain)
        XCTAssertNotEqual(VisibleModules(direct: ["B"], graph: graph), plain)
    }
}
