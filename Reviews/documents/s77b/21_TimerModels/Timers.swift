import Foundation
import Observation

@Observable
final class StopwatchModel {
    var seconds = 0
    var finished = false
    @ObservationIgnored private var ticker: Task<Void, Never>?

    func start() {
        ticker = Task { // expect: looping_task_strong_self
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                seconds += 1
            }
        }
    }

    // A `defer` that uses `self`: without `[weak self]` the closure holds it all along.
    func countDown(_ ticks: AsyncStream<Int>) {
        Task { // expect: looping_task_strong_self
            defer { self.finished = true }
            for await tick in ticks {
                print("tick", tick)
            }
        }
    }

    // The same with `[weak self]` and an optional `defer`.
    func countDownWeakly(_ ticks: AsyncStream<Int>) {
        Task { [weak self] in
            defer { self?.finished = true }
            for await tick in ticks {
                print("tick", tick)
            }
        }
    }

    func stop() { ticker?.cancel() }
}

final class Poller<Value: Sendable> {
    private let fetch: @Sendable () async -> Value
    private(set) var latest: Value?

    init(fetch: @escaping @Sendable () async -> Value) {
        self.fetch = fetch
    }

    // A generic class: `latest` and `fetch` are members.
    func start() {
        Task { // expect: looping_task_strong_self
            while true {
                latest = await fetch()
                try? await Task.sleep(nanoseconds: 5_000_000_000)
            }
        }
    }

    // The closure is copied into the capture list, and `self` checked in each round.
    func startWeakly() {
        Task { [weak self, fetch] in
            while true {
                let value = await fetch()
                guard let self else { return }
                self.latest = value
                try? await Task.sleep(nanoseconds: 5_000_000_000)
            }
        }
    }
}

enum Workout {
    final class Session {
        var heartRates: [Int] = []

        func listen() async {}

        // A class nested in an enum.
        func record(_ rates: AsyncStream<Int>) {
            Task { // expect: looping_task_strong_self
                for await rate in rates {
                    heartRates.append(rate)
                }
            }
        }

        // Unwrapped first, then the awaited method loops... here it does not: `listen()`
        // returns at once. No loop, no finding.
        func listenOnce() {
            Task { [weak self] in
                guard let self else { return }
                await self.listen()
            }
        }
    }
}
