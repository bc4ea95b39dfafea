import Combine
import XCTest

final class Ticker {
    @Published var count = 0
    let events = PassthroughSubject<String, Never>()
    var running = true

    func tick() async { count += 1 }
}

class AsyncTestCase: XCTestCase {}

final class TickerTests: AsyncTestCase {
    var ticker = Ticker()
    var received: [Int] = []

    // XCTest keeps the test case alive until the run ends: not reported.
    func testTicksKeepComing() async {
        Task {
            while !Task.isCancelled {
                await ticker.tick()
                received.append(ticker.count)
            }
        }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }

    // The set lives on while the test drives the publisher.
    func testEventsAreDelivered() {
        var cancellables = Set<AnyCancellable>()
        var seen: [String] = []
        ticker.events.sink { seen.append($0) }.store(in: &cancellables)
        ticker.events.send("a")
        XCTAssertEqual(seen, ["a"])
    }

    // Nothing follows the last store: the set, and the subscription, are gone before any
    // value is sent.
    func testCountIsPublished() {
        var cancellables = Set<AnyCancellable>()
        let exp = expectation(description: "count")
        ticker.$count.dropFirst().sink { _ in exp.fulfill() }.store(in: &cancellables) // expect: unretained_cancellable
    }

    func testExpectationDropped() {
        let exp = expectation(description: "event")
        ticker.events.sink { _ in exp.fulfill() } // expect: unretained_cancellable
        ticker.events.send("x")
        wait(for: [exp], timeout: 1)
    }

    func testScoped() {
        let exp = expectation(description: "event")
        let token = ticker.events.sink { _ in exp.fulfill() }
        ticker.events.send("x")
        wait(for: [exp], timeout: 1)
        token.cancel()
    }
}
