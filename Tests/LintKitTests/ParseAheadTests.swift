import Foundation
import XCTest
@testable import LintKit

/// ``ParseAhead``: parses a prefix of the inputs in order, stops when told, never more than
/// its limit, and hands over exactly what it parsed.
final class ParseAheadTests: XCTestCase {
    private static let tree = Parser.parse(SourceFile(path: "/virtual/A.swift", text: "struct A {}\n"))

    /// The positions holding a tree (taking them).
    private func parsedPositions(_ trees: ParallelSlots<SyntaxTree>, count: Int) -> [Int] {
        (0..<count).filter { trees.take($0) != nil }
    }

    func testStopsEarlyWithAPrefixInOrder() {
        let count = 10_000
        let order = Recorder()
        let ahead = ParseAhead(count: count) { position in
            order.append(position)
            usleep(2_000)  // 256 parses take half a second: the stop comes long before
            return Self.tree
        }
        usleep(5_000)
        let trees = ahead.stop()
        let parsed = parsedPositions(trees, count: count)
        XCTAssertEqual(parsed, Array(0..<parsed.count), "a prefix, in order")
        XCTAssertEqual(order.values, parsed, "every parse that ran was handed over")
        XCTAssertLessThan(parsed.count, ParseAhead.limit, "stopped before the limit")
    }

    func testNeverParsesMoreThanItsLimit() {
        let order = Recorder()
        let ahead = ParseAhead(count: ParseAhead.limit * 4) { position in
            order.append(position)
            return Self.tree
        }
        // Wait (up to ten seconds on a busy machine) until the limit is reached, then a little more.
        let deadline = Date().addingTimeInterval(10)
        while order.values.count < ParseAhead.limit && Date() < deadline { usleep(1_000) }
        usleep(20_000)
        let parsed = parsedPositions(ahead.stop(), count: ParseAhead.limit * 4)
        XCTAssertEqual(parsed, Array(0..<ParseAhead.limit))
        XCTAssertEqual(order.values.count, ParseAhead.limit)
    }

    func testUnreadableInputsLeaveTheirSlotEmpty() {
        let order = Recorder()
        let ahead = ParseAhead(count: 6) { position in
            order.append(position)
            return position.isMultiple(of: 2) ? Self.tree : nil
        }
        let deadline = Date().addingTimeInterval(10)
        while order.values.count < 6 && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(parsedPositions(ahead.stop(), count: 6), [0, 2, 4])
    }

    func testStopsOnceTheParsedSourcesReachTheByteLimit() {
        // Trees of 3 MB files (not really parsed): the third reaches the 8 MB limit.
        let file = SourceFile(path: "/virtual/Large.swift", bytes: [UInt8](repeating: UInt8(ascii: " "), count: 3 << 20))
        let large = SyntaxTree(file: file, stream: TokenStream(tokens: [Token(kind: .endOfFile, start: 0, end: 0)], comments: []))
        let order = Recorder()
        let ahead = ParseAhead(count: 100) { position in
            order.append(position)
            return large
        }
        let deadline = Date().addingTimeInterval(10)
        while order.values.count < 3 && Date() < deadline { usleep(1_000) }
        usleep(20_000)
        XCTAssertEqual(parsedPositions(ahead.stop(), count: 100), [0, 1, 2])
        XCTAssertEqual(order.values, [0, 1, 2])
    }

    func testNothingToParse() {
        let ahead = ParseAhead(count: 0) { _ in
            XCTFail("no input to parse")
            return nil
        }
        XCTAssertEqual(parsedPositions(ahead.stop(), count: 0), [])
    }

    /// Positions recorded from the parsing thread.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [Int] = []
        var values: [Int] { lock.withLock { recorded } }
        func append(_ value: Int) { lock.withLock { recorded.append(value) } }
    }
}
