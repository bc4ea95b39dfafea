import XCTest
@testable import LintKit

/// `unretained_cancellable` types a `sink`'s receiver from other files too: a stored property
/// of the type around the call, or of a superclass, that another file declares (hw49b's
/// uc/049, uc/072, uc/076).
final class UnretainedCancellableCrossFileTests: XCTestCase {
    /// The lines of the findings in `bind.swift` when `files` (name, code) are linted together.
    private func reportedLines(_ files: [(String, String)]) throws -> [Int] {
        let rule = try UnretainedCancellableRule(options: RuleOptions())
        let engine = LintEngine(rules: [ConfiguredRule(rule: rule, severity: .warning)], reportSuperfluousDisables: false)
        let sources = files.map { SourceFile(path: "/tmp/uc-cross/Sources/App/" + $0.0, text: $0.1) }
        return engine.lint(files: sources).findings.filter { $0.path.hasSuffix("bind.swift") }.map(\.location.line)
    }

    /// The project's `Signal.sink` returns nothing: calling it on a property that another
    /// file declares (in the type an extension extends, or in its superclass) drops no
    /// subscription; Combine's `sink` on a property declared there still does.
    func testAPropertyDeclaredInAnotherFileTypesTheReceiver() throws {
        let screen = """
            final class Signal<Value> { func sink(_ observer: @escaping (Value) -> Void) {} }
            class BaseScreen { let taps = Signal<Int>() }
            final class Model { let taps = Signal<Int>() }
            final class Screen: BaseScreen {
                let model = Model()
                let clicks = Signal<Int>()
            }
            """
        let bind = """
            import Combine
            extension Screen {
                func bind(_ names: PassthroughSubject<String, Never>) {
                    clicks.sink { print($0) }
                    self.clicks.sink { print($0) }
                    model.taps.sink { print($0) }
                    taps.sink { print($0) }
                    subject.sink { print($0) }
                }
            }
            final class Other {
                func bind() {
                    clicks.sink { print($0) }
                }
            }
            """
        let subject = """
            import Combine
            extension Screen {
                var subject: PassthroughSubject<Int, Never> { PassthroughSubject() }
            }
            """
        XCTAssertEqual(try reportedLines([("screen.swift", screen), ("bind.swift", bind), ("subject.swift", subject)]), [8, 13])
    }
}

extension UnretainedCancellableCrossFileTests {
    /// In an extension of a protocol, a property requirement that another file declares types
    /// the receiver (hw50b's uc/060).
    func testAProtocolsPropertyRequirementTypesTheReceiver() throws {
        let signal = """
            final class Signal<Value> { func sink(_ observer: @escaping (Value) -> Void) {} }
            protocol HasTaps: AnyObject {
                var taps: Signal<Int> { get }
                var names: PassthroughSubject<String, Never> { get }
            }
            """
        let bind = """
            import Combine
            extension HasTaps {
                func bind() {
                    taps.sink { print($0) }
                    names.sink { print($0) }
                }
            }
            """
        XCTAssertEqual(try reportedLines([("signal.swift", signal), ("bind.swift", bind)]), [5])
    }
}
