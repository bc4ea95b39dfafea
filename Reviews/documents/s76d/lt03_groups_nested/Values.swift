import Foundation

struct Ticker {
    var label = "tick"
    func start(_ s: AsyncStream<Int>) {
        Task { // ok
            for await v in s { print(label, v) }
        }
    }
}

enum Clockwork {
    static func run() {
        Task { // ok
            while true {
                print(Self.self)
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }
}

final class Holder {
    static func spin(_ s: AsyncStream<Int>) {
        Task { // ok
            for await v in s { log(v) }
        }
    }
    static func log(_ v: Int) {}
}
