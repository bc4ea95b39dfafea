import XCTest
@testable import LintKit

/// `unretained_cancellable` in a file that imports Combine and a project that declares its own
/// `sink` returning nothing: a receiver typed by a generic parameter's constraint, an opaque
/// composition or a typealias of the project's type calls the project's `sink`; and a
/// subscription that `sync` or `MainActor.run` returns is kept when the call is passed as an
/// argument (a review of realistic code, session 73, found these reported).
final class UnretainedCancellableReceiverShapeTests: XCTestCase {
    /// The lines of the findings in `screen.swift` when `files` (name, code) are linted together.
    private func reportedLines(_ files: [(String, String)]) throws -> [Int] {
        let rule = try UnretainedCancellableRule(options: RuleOptions())
        let engine = LintEngine(rules: [ConfiguredRule(rule: rule, severity: .warning)], reportSuperfluousDisables: false)
        let sources = files.map { SourceFile(path: "/tmp/uc-shapes/Sources/App/" + $0.0, text: $0.1) }
        return engine.lint(files: sources).findings.filter { $0.path.hasSuffix("screen.swift") }.map(\.location.line)
    }

    func testGenericConstraintsCompositionsAndAliasesTypeTheReceiver() throws {
        let bus = """
            final class EventBus<Event> {
                func sink(_ handler: @escaping (Event) -> Void) {}
            }
            protocol EventSource {
                associatedtype Event
                func sink(_ handler: @escaping (Event) -> Void)
            }
            extension EventBus: EventSource {}
            typealias AppBus = EventBus<String>
            """
        let screen = """
            import Combine

            final class Screen {
                let aliasBus: AppBus
                let subject = PassthroughSubject<Int, Never>()
                init(bus: AppBus) { aliasBus = bus }
                func a<S: EventSource>(_ s: S) { s.sink { print($0) } }
                func b<S>(_ s: S) where S: EventSource { s.sink { print($0) } }
                func c(_ s: some EventSource & AnyObject) { s.sink { print($0) } }
                func d() { aliasBus.sink { print($0) } }
                func e<P: Publisher>(_ p: P) where P.Failure == Never { p.sink { print($0) } }
                func f() { subject.sink { print($0) } }
                var buses: [EventBus<String>] = []
                var subjects: [PassthroughSubject<Int, Never>] = []
                func g() { buses.first?.sink { print($0) } }
                func h() { buses.filter { _ in true }.forEach { $0.sink { print($0) } } }
                func i() { subjects.first?.sink { print($0) } }
                func j() { subjects.filter { _ in true }.forEach { $0.sink { print($0) } } }
            }
            """
        XCTAssertEqual(try reportedLines([("bus.swift", bus), ("screen.swift", screen)]), [11, 12, 17, 18])
    }

    /// `sync`, `MainActor.run` and a lock's `withLock` return their closure's value: the
    /// subscription lives when the call's value is kept, and dies with a statement's.
    func testASubscriptionPassedOnThroughSyncIsKept() throws {
        let screen = """
            import Combine
            import Foundation

            final class Loader {
                let subject = PassthroughSubject<Int, Never>()
                private let queue = DispatchQueue(label: "loader")
                private var tokens = Set<AnyCancellable>()
                private var list: [AnyCancellable] = []
                func kept() { tokens.insert(queue.sync { subject.sink { print($0) } }) }
                func appended() { list.append(queue.sync { subject.sink { print($0) } }) }
                func onMain() async { tokens.insert(await MainActor.run { subject.sink { print($0) } }) }
                func dropped() { queue.sync { subject.sink { print($0) } } }
                private let lock = NSLock()
                func locked() { lock.withLock { subject.sink { print($0) } } }
                func lockedKept() { tokens.insert(lock.withLock { subject.sink { print($0) } }) }
                func lockedReturned() -> AnyCancellable { lock.withLock { subject.sink { print($0) } } }
            }
            """
        XCTAssertEqual(try reportedLines([("screen.swift", screen)]), [12, 14])
    }
}
