import XCTest
@testable import LintKit

/// Locals used only inside string interpolations (`"\(bag.count)"`, `"\(model.name)"`): the
/// rules that follow a local read the interpolation's code as they read any other (a review of
/// realistic code, session 76, found five misses where the only use sat in a `"\(…)"`).
final class InterpolatedLocalUseTests: XCTestCase {
    private func lines(of ruleType: String, in text: String) throws -> [Int] {
        let rule: any Rule = ruleType == "looping"
            ? try LoopingTaskStrongSelfRule(options: RuleOptions())
            : try UnretainedCancellableRule(options: RuleOptions())
        let source = SourceFile(path: "/tmp/interpolated-locals/Sources/M/a.swift", bytes: Array(text.utf8))
        return LintEngine(rules: [ConfiguredRule(rule: rule, severity: .warning)]).lint(files: [source]).findings
            .map(\.location.line)
    }

    func testADeferThatCountsTheBagInAnInterpolationKeepsNothing() throws {
        let found = try lines(of: "cancellable", in: #"""
            import Combine
            func counted(_ subject: PassthroughSubject<Int, Never>) {
                var bag = Set<AnyCancellable>()
                defer { print("size \(bag.count), empty \(bag.isEmpty)") }
                subject.sink { print($0) }.store(in: &bag)
            }
            func nested(_ subject: PassthroughSubject<Int, Never>) {
                var bag = Set<AnyCancellable>()
                defer { print("outer \("inner \(bag.count)")") }
                subject.sink { print($0) }.store(in: &bag)
            }
            func kept(_ subject: PassthroughSubject<Int, Never>) {
                var bag = Set<AnyCancellable>()
                defer { print("bag \(bag)") }
                subject.sink { print($0) }.store(in: &bag)
            }
            """#)
        // The whole set in an interpolation is a read that keeps it until the function returns.
        XCTAssertEqual(found, [5, 10])
    }

    func testALocalHoldingSelfUsedOnlyInAnInterpolation() throws {
        let found = try lines(of: "looping", in: #"""
            final class Feed {
                var name = ""
                func start(_ stream: AsyncStream<Int>) {
                    let me = self
                    Task { [weak self] in
                        for await x in stream { print("\(me.name) \(x)"); self?.name = "" }
                    }
                }
                func other(_ stream: AsyncStream<Int>, other: Feed) {
                    let me = self
                    Task { [weak self] in
                        for await x in stream { print("\(other.me) \(x)"); self?.name = "" }
                    }
                    _ = me
                }
            }
            """#)
        // `other.me` is a member of another value, not the local.
        XCTAssertEqual(found, [5])
    }

    func testALocalFunctionOrClosureNamingSelfOnlyInAnInterpolation() throws {
        let found = try lines(of: "looping", in: #"""
            final class Feed {
                var name = ""
                func viaFunction(_ stream: AsyncStream<Int>) {
                    func describe(_ x: Int) -> String { "\(name) \(x)" }
                    Task { [weak self] in
                        for await x in stream { print(describe(x)); self?.name = "" }
                    }
                }
                func viaClosure(_ stream: AsyncStream<Int>) {
                    let describe = { (x: Int) in print("\(self.name) \(x)") }
                    Task { [weak self] in
                        for await x in stream { describe(x); self?.name = "" }
                    }
                }
                func ownParameter(_ stream: AsyncStream<Int>) {
                    func describe(_ name: Int) -> String { "\(name)" }
                    Task { [weak self] in
                        for await x in stream { print(describe(x)); self?.name = "" }
                    }
                }
            }
            """#)
        // The last local function's `name` is its own parameter.
        XCTAssertEqual(found, [5, 11])
    }

    /// A closure's parameter inside the interpolation, or inside a local function's body, hides
    /// the local or member of its name (a second review's false positives, session 76).
    func testBindingsInsideTheInterpolationHideTheName() throws {
        let found = try lines(of: "looping", in: #"""
            final class Feed {
                var name = ""
                func start(_ stream: AsyncStream<Int>, items: [String]) {
                    let model = self
                    model.name = "x"
                    Task { [weak self] in
                        for await x in stream { print("\(items.map { model in model.count }) \(x)"); _ = self }
                    }
                }
                func label(_ stream: AsyncStream<Int>, items: [String]) {
                    func label() -> String { items.map { name in name }.joined() }
                    Task { [weak self] in
                        for await x in stream { print(label(), x); _ = self }
                    }
                }
            }
            """#)
        XCTAssertEqual(found, [])
    }
}
