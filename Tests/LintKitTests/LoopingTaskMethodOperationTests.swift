import XCTest
@testable import LintKit

/// `looping_task_strong_self` on a task whose operation is a method of `self` named without a
/// closure (`Task(operation: listenLoop)`): the reference holds `self` as `Task { await
/// listenLoop() }` does (a review of realistic code, session 73, found it missed).
final class LoopingTaskMethodOperationTests: XCTestCase {
    func testAMethodOfSelfAsTheOperation() throws {
        let rule = ConfiguredRule(rule: try LoopingTaskStrongSelfRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/method-operations/Sources/M/a.swift", bytes: Array("""
            final class Socket: @unchecked Sendable {
                let events: AsyncStream<String>
                private var runner: Task<Void, Never>?
                init(events: AsyncStream<String>) { self.events = events }
                func start() { runner = Task(operation: listenLoop) }
                func startDetached() { runner = Task.detached(priority: .low, operation: self.listenLoop) }
                func once() { runner = Task(operation: handleOne) }
                private func listenLoop() async {
                    for await event in events { print(event) }
                }
                private func handleOne() async { print("one") }
            }
            struct Reader {
                let events: AsyncStream<String>
                func start() { _ = Task(operation: listenLoop) }
                func listenLoop() async {
                    for await event in events { print(event) }
                }
            }
            """.utf8))
        let found = LintEngine(rules: [rule]).lint(files: [source]).findings.map { "\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(found, ["5:29", "6:37"])
    }
}
