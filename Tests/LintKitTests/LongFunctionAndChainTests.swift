import XCTest
@testable import LintKit

/// What hw61's scaling probe found: findings that a bounded search or a depth limit lost in
/// long functions and long chains of classes, and a closure's parameter that hid a member far
/// outside the closure. (How the time grows with these shapes is checked in
/// ``RobustnessTests/testPathologicalInputsStayFastAndSafe()``.)
final class LongFunctionAndChainTests: XCTestCase {
    /// The lines of `rule`'s findings in `code` (one file of a package's `Sources/App`).
    private func reportedLines(_ code: String, rule: any Rule) -> [Int] {
        let engine = LintEngine(rules: [ConfiguredRule(rule: rule, severity: .warning)], reportSuperfluousDisables: false)
        return engine.lint(files: [SourceFile(path: "/tmp/long-shapes/Sources/App/a.swift", text: code)]).findings.map(\.location.line)
    }

    /// A local set of cancellables declared far above its stores (more than 4,096 tokens: the
    /// walk back that looked for its declaration stopped there) is found all the same.
    func testAStoreFarBelowItsLocalSetIsReported() throws {
        let stores = 600
        let code = "import Combine\nfinal class Feed {\n    let publisher = PassthroughSubject<Int, Never>()\n    func run() {\n"
            + "        var bag = Set<AnyCancellable>()\n"
            + String(repeating: "        publisher.sink { _ in }.store(in: &bag)\n", count: stores)
            + "    }\n}\n"
        let lines = reportedLines(code, rule: try UnretainedCancellableRule(options: RuleOptions()))
        XCTAssertEqual(lines.count, stores)
        XCTAssertEqual(lines.last, 5 + stores)
        // A `var` of the name in another function is not the set.
        let other = "import Combine\nfinal class Feed {\n    let publisher = PassthroughSubject<Int, Never>()\n"
            + "    func make() { var bag = Set<AnyCancellable>(); _ = bag }\n"
            + "    func run() { publisher.sink { _ in }.store(in: &bag) }\n    var bag = Set<AnyCancellable>()\n}\n"
        XCTAssertEqual(reportedLines(other, rule: try UnretainedCancellableRule(options: RuleOptions())), [])
    }

    /// Hundreds of tasks kept in locals of one method are each analyzed (each task's analysis
    /// was charged the whole method up to it, and the tasks past the budget were dropped).
    func testEveryTaskOfALongMethodIsAnalyzed() throws {
        let tasks = 700
        let code = "final class Feed {\n    let stream: AsyncStream<Int>\n    init(stream: AsyncStream<Int>) { self.stream = stream }\n"
            + "    func handle(_ value: Int) {}\n    func start() {\n"
            + (0..<tasks).map { "        let t\($0) = Task { for await value in stream { self.handle(value) } }\n" }.joined()
            + "    }\n}\n"
        let lines = reportedLines(code, rule: try LoopingTaskStrongSelfRule(options: RuleOptions()))
        XCTAssertEqual(lines.count, tasks)
        XCTAssertEqual(lines.last, 5 + tasks)
    }

    /// A closure's parameter hides a member of its name inside that closure only: a task
    /// after a closure whose parameter is `count` still uses `self.count`.
    func testAClosureParameterHidesAMemberInsideItsClosureOnly() throws {
        let code = """
            final class Counter {
                var count = 0
                func start(values: [Int]) {
                    values.forEach { count in print(count) }
                    Task {
                        while true {
                            count += 1
                            try await Task.sleep(nanoseconds: 1_000)
                        }
                    }
                    Task {
                        [1, 2].forEach { count in
                            while true { print(count) }
                        }
                    }
                }
            }

            """
        XCTAssertEqual(reportedLines(code, rule: try LoopingTaskStrongSelfRule(options: RuleOptions())), [5])
    }

    /// Each class of a chain of subclasses sixty deep is judged: not Sendable under a plain
    /// root (past 46 classes, the depth limit left the verdict unknown and the static
    /// unreported), Sendable under an `@unchecked Sendable` root.
    func testAChainOfSubclassesIsJudgedWhole() throws {
        func chain(root: String) -> String {
            "class C0\(root) { static let shared = C0(); var value = 0 }\n"
                + (1..<60).map { "class C\($0): C\($0 - 1) { static let shared = C\($0)() }\n" }.joined()
        }
        let plain = reportedLines(chain(root: ""), rule: try StaticVarConcurrencyRule(options: RuleOptions()))
        XCTAssertEqual(plain, Array(1...60))
        let unchecked = reportedLines(chain(root: ": @unchecked Sendable"), rule: try StaticVarConcurrencyRule(options: RuleOptions()))
        XCTAssertEqual(unchecked, [])
        // A cycle (`class A: B`, `class B: A`, which swiftc rejects) ends.
        let cycle = "class A: B { static let shared = A() }\nclass B: A { static let shared = B() }\n"
        _ = reportedLines(cycle, rule: try StaticVarConcurrencyRule(options: RuleOptions()))
    }

    /// A rule that stops short of the end of a file says where (as a file nested too deep to
    /// read is reported): `looping_task_strong_self`'s budget for tasks nested thousands deep,
    /// `single_use_generic`'s bound on generic parameters.
    func testARuleThatStopsEarlySaysWhere() throws {
        let nested = "final class C { var x = 0\n func f() {\n" + String(repeating: "Task { while true { x += 1\n", count: 1_500)
            + String(repeating: " } }", count: 1_500) + " } }\n"
        let tasks = LintEngine(rules: [ConfiguredRule(rule: try LoopingTaskStrongSelfRule(options: RuleOptions()), severity: .warning)],
                               reportSuperfluousDisables: false)
        let taskResult = tasks.lint(files: [SourceFile(path: "/tmp/long-shapes/Sources/App/a.swift", text: nested)])
        XCTAssertEqual(taskResult.partlyLinted.count, 1)
        let note = try XCTUnwrap(taskResult.partlyLinted.first)
        XCTAssertTrue(note.message.hasPrefix("looping_task_strong_self: this task and the file's later ones were not analyzed"), note.message)
        XCTAssertGreaterThan(note.location?.line ?? 0, 2)
        XCTAssertFalse(taskResult.findings.isEmpty, "the tasks before the note are analyzed")

        let names = (0..<65).map { "T\($0)" }
        let wide = "protocol P {}\nfunc wide<" + names.map { $0 + ": P" }.joined(separator: ", ") + ">("
            + names.map { "_ v\($0): \($0)" }.joined(separator: ", ") + ") {}\nfunc narrow<T: P>(_ v: T) {}\n"
        let generics = LintEngine(rules: [ConfiguredRule(rule: try SingleUseGenericRule(options: RuleOptions()), severity: .warning)],
                                  reportSuperfluousDisables: false)
        let genericResult = generics.lint(files: [SourceFile(path: "/tmp/long-shapes/Sources/App/b.swift", text: wide)])
        XCTAssertEqual(genericResult.partlyLinted.map(\.message),
                       ["single_use_generic: 'wide' was not analyzed (more than 64 generic parameters)"])
        XCTAssertEqual(genericResult.partlyLinted.first?.location?.line, 2)
        XCTAssertEqual(genericResult.findings.map(\.location.line), [3])
    }

    /// Globals each built from the ones before are judged once each, and a type of more than
    /// 512 parts is left unknown rather than spelled in full (it doubled or tripled with each
    /// line: 20 lines took more than 30 s).
    func testGlobalsBuiltFromTheOnesBeforeStayCheap() throws {
        let code = "final class Box {}\nlet a0 = Box()\nlet a1 = Box()\n"
            + (2..<30).map { "let a\($0) = (a\($0 - 1), a\($0 - 2), a\($0 - 1))\n" }.joined()
        let lines = reportedLines(code, rule: try StaticVarConcurrencyRule(options: RuleOptions()))
        // a0 … a7 (a7's type has 358 parts); a8's would have 865: left unknown, as the rest.
        XCTAssertEqual(lines, Array(2...9))
    }
}
