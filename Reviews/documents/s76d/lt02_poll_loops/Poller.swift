import Foundation

final class Poller {
    var attempts = 0
    var isRunning = true
    private var task: Task<Void, Never>?

    func start() {
        task = Task { // expect: looping_task_strong_self
            while !Task.isCancelled {
                await self.fetch()
                try? await Task.sleep(for: .seconds(5))
            }
        }
    }

    func startThrowing() {
        task = Task { // expect: looping_task_strong_self
            do {
                while true {
                    try await Task.sleep(nanoseconds: 500_000_000)
                    try Task.checkCancellation()
                    self.attempts += 1
                }
            } catch {
                print("stopped")
            }
        }
    }

    func startRepeat() {
        Task { // expect: looping_task_strong_self
            repeat {
                await fetch()
                try? await Task.sleep(for: .seconds(1))
            } while !Task.isCancelled
        }
    }

    func startBoundedRepeat() {
        Task { // ok
            var tries = 0
            repeat {
                await fetch()
                tries += 1
            } while tries < 3
        }
    }

    func startBoundedWhile() {
        Task { // ok
            var attempt = 0
            while !Task.isCancelled && attempt < 5 {
                await fetch()
                attempt += 1
            }
        }
    }

    func startFlag() {
        Task { // ok
            while isRunning {
                await fetch()
            }
        }
    }

    func startOnce() {
        Task { // ok
            while true {
                await fetch()
                break
            }
        }
    }

    func startAwaitingCondition() {
        Task { // expect: looping_task_strong_self
            while let next = await nextPage() {
                consume(next)
            }
        }
    }

    func startCounting() {
        Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            for tick in 1... {
                self.attempts = tick
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    func startFinite(_ urls: [URL]) {
        Task { // ok
            for url in urls {
                await self.fetch()
                print(url)
            }
        }
    }

    func fetch() async {}
    func nextPage() async -> Int? { nil }
    func consume(_ v: Int) {}

    deinit { task?.cancel() }
}
