import Combine
import XCTest

final class FeedTests: XCTestCase {
    var cancellables = Set<AnyCancellable>()
    var token: AnyCancellable?

    func testValues() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink { received.append($0) }.store(in: &cancellables) // ok
        subject.send(1)
        XCTAssertEqual(received, [1])
    }

    func testLocalBagFollowedByAssertions() {
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        var received: [Int] = []
        subject.sink { received.append($0) }.store(in: &bag) // ok
        subject.send(2)
        XCTAssertEqual(received, [2])
    }

    func testDropped() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink { received.append($0) } // expect: unretained_cancellable
        subject.send(3)
        XCTAssertEqual(received, [])
    }

    func testExpectation() {
        let exp = expectation(description: "value")
        let subject = CurrentValueSubject<Int, Never>(1)
        let c = subject.sink { _ in exp.fulfill() } // ok
        wait(for: [exp], timeout: 1)
        c.cancel()
    }

    func testDiscarded() {
        _ = [1, 2, 3].publisher.sink { print($0) } // ok
        _ = (1...3).publisher.receive(on: DispatchQueue.main).sink { print($0) } // expect: unretained_cancellable
    }

    func testWithExtendedLifetime() {
        let subject = PassthroughSubject<Int, Never>()
        let token = subject.sink { print($0) } // ok
        withExtendedLifetime(token) { subject.send(1) }
    }

    func testLocalArrayAtEnd() {
        let subject = PassthroughSubject<Int, Never>()
        var tokens: [AnyCancellable] = []
        subject.send(0)
        tokens.append(subject.sink { print($0) }) // expect: unretained_cancellable
    }

    override func tearDown() {
        token = nil
        cancellables.removeAll()
    }
}
