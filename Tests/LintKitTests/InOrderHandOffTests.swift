import Foundation
import XCTest
@testable import LintKit

/// ``InOrderHandOff``: every item is consumed once, in index order, on the calling thread,
/// whatever order the workers finish in; the consumer may run before the last item is done.
final class InOrderHandOffTests: XCTestCase {
    func testItemsAreConsumedInOrderOnTheCallingThread() {
        for count in [0, 1, 2, 7, 64] {
            var consumed: [Int] = []
            var onCaller = true
            let caller = Thread.current
            InOrderHandOff.map(count: count, { index -> Int in
                // Later items finish first: the consumer must still see them in order.
                usleep(useconds_t(((count - index) % 5) * 300))
                return index * index
            }, consume: { value in
                consumed.append(value)
                onCaller = onCaller && Thread.current == caller
            })
            XCTAssertEqual(consumed, (0..<count).map { $0 * $0 }, "count \(count)")
            XCTAssertTrue(onCaller, "consumed on the calling thread")
        }
    }

    /// The first item is consumed while a later one is still being produced.
    func testConsumerStartsBeforeTheLastItemIsDone() {
        let lastStarted = DispatchSemaphore(value: 0)
        let firstConsumed = DispatchSemaphore(value: 0)
        let log = EventLog()
        InOrderHandOff.map(count: 2, { index -> Int in
            if index == 1 {
                lastStarted.signal()
                // Finishes only after the consumer took item 0 (or after 10 s, not to hang).
                _ = firstConsumed.wait(timeout: .now() + 10)
                log.note("produced 1")
            }
            return index
        }, consume: { value in
            if value == 0 {
                _ = lastStarted.wait(timeout: .now() + 10)
                log.note("consumed 0")
                firstConsumed.signal()
            } else {
                log.note("consumed 1")
            }
        })
        XCTAssertEqual(log.events, ["consumed 0", "produced 1", "consumed 1"])
    }
}
