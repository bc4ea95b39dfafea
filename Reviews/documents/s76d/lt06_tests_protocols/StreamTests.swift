import XCTest

final class StreamTests: XCTestCase {
    var values: [Int] = []

    func testStream() async {
        let (stream, cont) = AsyncStream.makeStream(of: Int.self)
        let t = Task { // ok
            for await v in stream { self.values.append(v) }
        }
        cont.yield(1)
        cont.finish()
        await t.value
    }
}

class BaseTestCase: XCTestCase {}

final class PollTests: BaseTestCase {
    var hits = 0

    func testPoll() {
        Task { // ok
            while !Task.isCancelled {
                hits += 1
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
    }
}
