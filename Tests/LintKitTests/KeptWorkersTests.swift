import Foundation
import XCTest
@testable import LintKit

/// ``WorkerPool`` on the kept threads (``KeptWorkers``), and its fallback to threads of its
/// own for a run inside a run or beside one; and the lexer's scan of a string literal's
/// ordinary bytes, which session 65 made a table lookup per byte.
final class KeptWorkersTests: XCTestCase {
    /// Every index is handed out exactly once, run after run (the kept threads are reused).
    func testEveryIndexRunsOnceInRepeatedRuns() {
        for count in [1, 2, 3, 17, 1000] {
            for _ in 0..<5 {
                let seen = ParallelSlots<Int>(count: count)
                WorkerPool.run(count: count) { index in seen.set(index, (seen.get(index) ?? 0) + 1) }
                XCTAssertEqual((0..<count).map { seen.get($0) ?? 0 }, Array(repeating: 1, count: count), "count \(count)")
            }
        }
    }

    /// The work runs on threads with the large stack, not on the caller's thread.
    func testWorkRunsOffTheCallingThreadWithTheLargeStack() {
        let sizes = ParallelSlots<Int>(count: 4)
        let onCaller = ParallelSlots<Bool>(count: 4)
        let caller = pthread_self()
        WorkerPool.run(count: 4) { index in
            sizes.set(index, Thread.current.stackSize)
            onCaller.set(index, pthread_equal(pthread_self(), caller) != 0)
        }
        for index in 0..<4 {
            XCTAssertEqual(sizes.get(index), WorkerPool.stackSize)
            XCTAssertEqual(onCaller.get(index), false)
        }
    }

    /// A run started from inside a run (whose threads are the kept ones, all busy) still runs
    /// every index of both, instead of waiting for itself.
    func testNestedRunsFinish() {
        let outer = 4, inner = 50
        let totals = ParallelSlots<Int>(count: outer)
        WorkerPool.run(count: outer) { index in
            let counts = ParallelSlots<Int>(count: inner)
            WorkerPool.run(count: inner) { position in counts.set(position, position) }
            totals.set(index, (0..<inner).reduce(0) { $0 + (counts.get($1) ?? -1_000) })
        }
        let expected = (0..<inner).reduce(0, +)
        XCTAssertEqual((0..<outer).map { totals.get($0) }, Array(repeating: expected, count: outer))
    }

    /// Runs started beside each other from several threads all finish with every index done.
    func testRunsFromSeveralThreadsAtOnceFinish() {
        let runs = 6, count = 200
        let results = ParallelSlots<Int>(count: runs)
        let group = DispatchGroup()
        for run in 0..<runs {
            group.enter()
            let thread = Thread {
                let slots = ParallelSlots<Int>(count: count)
                WorkerPool.run(count: count) { index in slots.set(index, index * 2) }
                results.set(run, (0..<count).reduce(0) { $0 + (slots.get($1) ?? -1_000_000) })
                group.leave()
            }
            thread.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success, "runs beside each other must not wait for each other forever")
        let expected = (0..<count).reduce(0) { $0 + $1 * 2 }
        XCTAssertEqual((0..<runs).map { results.get($0) }, Array(repeating: expected, count: runs))
    }

    // MARK: - String literal bodies

    /// A literal's end, escapes and interpolations are found wherever they stand in a run of
    /// ordinary bytes (ASCII and multi-byte UTF-8 alike).
    func testStringLiteralEndsAtEveryDistance() {
        for length in [0, 1, 7, 8, 9, 31, 64, 200] {
            for filler in ["a", "é", " ", "#", "😀"] {
                let body = String(repeating: filler, count: length)
                for (source, tokenEnd) in [
                    ("\"\(body)\" + x", "\"\(body)\"".utf8.count),
                    ("\"\(body)\\\"\(body)\" + x", "\"\(body)\\\"\(body)\"".utf8.count),
                    ("\"\(body)\\(y)\(body)\" + x", "\"\(body)\\(y)\(body)\"".utf8.count),
                    ("\"\"\"\n\(body)'\"\n\(body)\n\"\"\" + x", "\"\"\"\n\(body)'\"\n\(body)\n\"\"\"".utf8.count),
                    // (`"#` closes a raw literal: a body of `#`s would close it early.)
                    ("#\"\(body)\"x\(body)\"# + x", "#\"\(body)\"x\(body)\"#".utf8.count),
                ] where filler != "#" || !source.hasPrefix("#") {
                    let tokens = Lexer.tokenize(Array(source.utf8)).tokens
                    XCTAssertEqual(tokens.first?.kind, .stringLiteral, source.debugDescription)
                    XCTAssertEqual(tokens.first.map { Int($0.end) }, tokenEnd, source.debugDescription)
                    XCTAssertEqual(tokens.dropFirst().first.map { Int($0.start) }, tokenEnd + 1, source.debugDescription)
                }
                // A single-line literal ends before the line break when it is not closed.
                let open = "\"\(body)\nlet z = 1"
                let tokens = Lexer.tokenize(Array(open.utf8)).tokens
                XCTAssertEqual(tokens.first.map { Int($0.end) }, "\"\(body)".utf8.count, open.debugDescription)
            }
        }
    }
}
