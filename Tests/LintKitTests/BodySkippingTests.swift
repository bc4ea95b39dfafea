import XCTest
@testable import LintKit

/// The rule pass skips the bodies no rule reads (``BodyFilter``): the findings must be the
/// ones a parse of every body gives, and the skipping must really happen.
final class BodySkippingTests: XCTestCase {
    /// A rule that reports nothing and says nothing about bodies: with it in the run, every
    /// body is parsed.
    struct ReadsEveryBody: Rule {
        static let metadata = RuleMetadata(id: "reads_every_body", name: "Reads Every Body", summary: "Reports nothing.",
                                           rationale: "Turns body skipping off.")
        init(options: RuleOptions) {}
        func check(_ context: inout RuleContext) {}
    }

    static func shippedRules() throws -> [ConfiguredRule] {
        try RuleRegistry.all.map { ConfiguredRule(rule: try $0.init(options: RuleOptions()), severity: .warning) }
    }

    /// Findings as `line:column rule: message`, with the shipped rules and with every body
    /// parsed as well.
    private func findings(_ files: [(String, String)]) throws -> (skipping: [String], everyBody: [String]) {
        let sources = files.map { SourceFile(path: "/virtual/skip/Sources/App/\($0.0)", bytes: Array($0.1.utf8)) }
        func run(_ rules: [ConfiguredRule]) -> [String] {
            LintEngine(rules: rules).lint(files: sources).findings.map {
                "\($0.path.split(separator: "/").last!):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)"
            }
        }
        let shipped = try Self.shippedRules()
        return (run(shipped), run(shipped + [ConfiguredRule(rule: ReadsEveryBody(options: RuleOptions()), severity: .warning)]))
    }

    private func assertSameFindings(_ files: [(String, String)], expecting count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let (skipping, everyBody) = try findings(files)
        XCTAssertEqual(skipping, everyBody, file: file, line: line)
        XCTAssertEqual(skipping.count, count, "\(skipping)", file: file, line: line)
    }

    func testAProtocolNamedInABodyIsStillReported() throws {
        try assertSameFindings([("A.swift", """
            protocol Shape {}
            struct Square: Shape {}
            func area() -> Int {
                let s: Shape = Square()
                _ = s
                return 1
            }
            func idle() { let n = 1; _ = n }
            """)], expecting: 1)
    }

    func testATypealiasOfAProtocolInAnotherFileIsStillReported() throws {
        try assertSameFindings([
            ("A.swift", "protocol Shape {}\ntypealias AnyShape = Shape\n"),
            ("B.swift", "struct Box {\n    var count: Int {\n        let s: [AnyShape] = []\n        return s.count\n    }\n}\n"),
        ], expecting: 1)
    }

    func testACastInsideAnInterpolationIsStillReported() throws {
        try assertSameFindings([("A.swift", """
            protocol Shape {}
            func describe(_ x: Int) -> String {
                "value: \\(x as? Shape == nil)"
            }
            """)], expecting: 1)
    }

    func testASuppressedConformanceInABodyIsStillReported() throws {
        try assertSameFindings([("A.swift", """
            func outer() {
                func inner(_ x: borrowing ~Copyable) {}
            }
            """)], expecting: 1)
    }

    func testAStaticPropertyOfALocalTypeIsStillRead() throws {
        let (skipping, everyBody) = try findings([("A.swift", """
            final class Counter { var value = 0 }
            func run() {
                struct Local { static var shared = Counter() }
                _ = Local.shared
            }
            """)])
        XCTAssertEqual(skipping, everyBody)
        XCTAssertEqual(skipping.count, 1, "\(skipping)")
    }

    func testALocalGenericFunctionIsStillReported() throws {
        try assertSameFindings([("A.swift", """
            func outer() {
                func show<T: CustomStringConvertible>(_ value: T) { print(value) }
                show(1)
            }
            """)], expecting: 1)
    }

    func testAGenericParameterShadowedInsideTheBodyIsStillSeen() throws {
        // The inner `T` is another parameter (used twice): the outer one is used once.
        try assertSameFindings([("A.swift", """
            func outer<T: CustomStringConvertible>(_ value: T) {
                func inner<T>(_ other: T) -> T { other }
                print(inner(1))
            }
            """)], expecting: 1)
    }

    func testATaskFollowsItsCallIntoALoopingMethod() throws {
        // `listen()` loops; `drain()` loops only inside a closure it hands on, which a task
        // that awaits it does not run: the closure must be known, so its body is parsed.
        try assertSameFindings([("A.swift", """
            final class Feed {
                var stream: AsyncStream<Int>
                init(stream: AsyncStream<Int>) { self.stream = stream }
                func start() {
                    Task { await self.listen() }
                    Task { await self.drain() }
                }
                func listen() async {
                    for await value in stream { print(value) }
                }
                func drain() async {
                    schedule { for await value in self.stream { print(value) } }
                }
                func schedule(_ work: @escaping () async -> Void) {}
            }
            """)], expecting: 1)
    }

    func testASinkIsStillReported() throws {
        try assertSameFindings([("A.swift", """
            import Combine
            final class Model {
                func bind(_ subject: PassthroughSubject<Int, Never>) {
                    subject.sink { print($0) }
                }
                func idle() { let n = 1; _ = n }
            }
            """)], expecting: 1)
    }

    /// A project with a `sink` of its own: the receiver's declared type tells its calls from
    /// Combine's. A local of the same name in another function is not the receiver (it was
    /// taken for it when that function's body was parsed).
    func testASinkReceiverIsNeverAnotherFunctionsLocal() throws {
        let files = [
            ("Signal.swift", """
                final class Signal<Value> {
                    func sink(_ body: @escaping (Value) -> Void) {}
                }
                """),
            ("Model.swift", """
                import Combine
                final class Model {
                    let events = PassthroughSubject<Int, Never>()
                    func setUp() {
                        let events = Signal<Int>()
                        events.sink { print($0) }
                    }
                    func bind() {
                        events.sink { print($0) }
                    }
                }
                """),
        ]
        // In `setUp` the local `Signal` is the receiver (the project's own `sink`); in `bind`
        // the property is, a Combine subject whose cancellable is dropped.
        let (skipping, everyBody) = try findings(files)
        XCTAssertEqual(skipping, everyBody)
        XCTAssertEqual(skipping, ["Model.swift:9:16 unretained_cancellable: the AnyCancellable returned by 'sink' is not retained, so the subscription is cancelled at once; store it (e.g. '.store(in: &cancellables)')"])
    }

    /// The filter skips what it may: with it, a body that names nothing of interest leaves no
    /// declarations and no closures in the tree; one that names a protocol is parsed whole.
    func testBodiesNoRuleReadsAreLeftOutOfTheTree() throws {
        let text = """
            protocol Shape {}
            func plain() {
                let items = [1, 2, 3].map { $0 * 2 }
                print(items)
            }
            func shaped() {
                let s: Shape? = nil
                let m = [1].map { $0 }
                print(s as Any, m)
            }
            """
        let file = SourceFile(path: "/virtual/skip/A.swift", bytes: Array(text.utf8))
        let index = ProjectIndex(trees: [Parser.parse(file)])
        var needs = BodyNeeds.none
        for rule in try Self.shippedRules() { needs.formUnion(rule.rule.bodyNeeds) }
        let filter = try XCTUnwrap(index.bodyFilter(for: needs))
        let skipped = Parser.parse(file, stream: Lexer.tokenize(file.bytes), bodyFilter: filter)
        let whole = Parser.parse(file)
        XCTAssertEqual(whole.declarations.map(\.name), ["Shape", "plain", "items", "shaped", "s", "m"])
        XCTAssertEqual(skipped.declarations.map(\.name), ["Shape", "plain", "shaped", "s", "m"])
        XCTAssertEqual(whole.closures.count, 2)
        XCTAssertEqual(skipped.closures.count, 1)
        // A rule that says nothing about bodies gets them all.
        var everyBody = needs
        everyBody.formUnion(.everyBody)
        XCTAssertNil(index.bodyFilter(for: everyBody))
    }

    /// A run on one file of ``LintEngine/largeFileWaitingForFilter`` bytes or more skips the
    /// bodies no rule reads: its tree (the run keeps the last file's) has no local
    /// declaration and no closure.
    func testALargeSingleFileHasItsBodiesSkipped() throws {
        var text = ""
        var index = 0
        while text.utf8.count < LintEngine.largeFileWaitingForFilter + 1000 {
            text += "func plain\(index)() {\n    let local = [1, 2, 3].map { $0 * 2 }\n    print(local)\n}\n"
            index += 1
        }
        let file = SourceFile(path: "/virtual/skip/Large/Sources/App/Large.swift", bytes: Array(text.utf8))
        let result = LintEngine(rules: try Self.shippedRules()).lint(files: [file])
        let tree = try XCTUnwrap(result.lastTrees.first)
        XCTAssertEqual(tree.declarations.count, index, "only the functions, none of their locals")
        XCTAssertFalse(tree.declarations.contains { $0.name == "local" })
        XCTAssertTrue(tree.closures.isEmpty)
    }

    /// The thread parsing ahead starts before the filter is made. A small file takes the
    /// filter there is (none: every body parsed); a large one waits for the first filter
    /// published, so that a run on one large file does not parse all of its bodies.
    func testOnlyALargeFileWaitsForTheFilterWhenParsedAhead() {
        let filter = PublishedValue<Int?>(nil)
        XCTAssertNil(LintEngine.filterForParsingAhead(sourceSize: LintEngine.largeFileWaitingForFilter - 1, filter))
        let got = expectation(description: "the large file's filter")
        let returned = NSLock()
        nonisolated(unsafe) var hasReturned = false
        let thread = Thread {
            let value = LintEngine.filterForParsingAhead(sourceSize: LintEngine.largeFileWaitingForFilter, filter)
            returned.lock()
            hasReturned = true
            returned.unlock()
            XCTAssertEqual(value, 5)
            got.fulfill()
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.2)
        returned.lock()
        XCTAssertFalse(hasReturned, "a large file must wait for the first filter")
        returned.unlock()
        filter.publish(5)
        wait(for: [got], timeout: 10)
        XCTAssertEqual(LintEngine.filterForParsingAhead(sourceSize: 0, filter), 5)
    }

    /// A value read with ``PublishedValue/published()`` waits for the first publication; a
    /// published nil counts.
    func testPublishedValueWaitsForThePublication() {
        let value = PublishedValue<Int?>(nil)
        XCTAssertNil(value.current)
        let read = expectation(description: "read after the publication")
        let thread = Thread {
            XCTAssertEqual(value.published(), 7)
            read.fulfill()
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.05)
        value.publish(7)
        wait(for: [read], timeout: 10)
        let empty = PublishedValue<Int?>(3)
        empty.publish(nil)
        XCTAssertNil(empty.published())
    }
}
