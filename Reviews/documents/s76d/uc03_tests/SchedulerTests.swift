import Combine
import XCTest

final class SchedulerTests: XCTestCase {
    var bag = Set<AnyCancellable>()

    func testTimer() {
        let exp = expectation(description: "tick")
        Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .first()
            .sink { _ in exp.fulfill() } // expect: unretained_cancellable
        wait(for: [exp], timeout: 1)
    }

    func testTimerKept() {
        let exp = expectation(description: "tick")
        Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .first()
            .sink { _ in exp.fulfill() } // ok
            .store(in: &bag)
        wait(for: [exp], timeout: 1)
    }

    func testDeclaredLater() {
        let subject = PassthroughSubject<Int, Never>()
        let token: AnyCancellable
        token = subject.sink { print($0) } // expect: unretained_cancellable
        subject.send(1)
    }
}
