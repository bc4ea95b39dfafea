final class StatusPoller {
    var status = "idle"
    var remaining = 10
    var onStatus: ((String) -> Void)?
    private var task: Task<Void, Never>?

    func fetch() async -> String { "ok" }

    func startCountdown() {
        task = Task { // ok
            var remaining = 10
            while !Task.isCancelled && remaining > 0 {
                remaining -= 1
                status = "\(remaining)"
            }
        }
    }

    func startWrongDirection() {
        task = Task { // expect: looping_task_strong_self
            var attempt = 0
            while !Task.isCancelled && attempt < 5 {
                attempt -= 1
                status = await fetch()
            }
        }
    }

    func startPoll() {
        task = Task.detached(priority: .utility) { [weak self] in // ok
            while true {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                guard let self else { return }
                let s = await self.fetch()
                self.status = s
            }
        }
    }

    func startPollCallback() {
        task = Task { [weak self] in // ok
            while !Task.isCancelled {
                guard let status = await self?.fetch() else { return }
                self?.onStatus?(status)
            }
        }
    }

    func startAwaitCondition() {
        task = Task { [weak self] in // ok
            while let status = await self?.fetch(), status != "done" {
                print(status)
            }
        }
    }

    func startMethodReference() {
        let fetch = self.fetch
        task = Task { // expect: looping_task_strong_self
            while true {
                print(await fetch())
            }
        }
    }

    func startLoopInClosure() {
        task = Task { // ok
            let stream = AsyncStream<Int> { continuation in
                continuation.finish()
            }
            for await value in stream {
                print(value)
            }
        }
    }

    func startOperation() {
        task = Task(priority: .high, operation: { // expect: looping_task_strong_self
            repeat {
                status = await fetch()
            } while !Task.isCancelled
        })
    }

    deinit { task?.cancel() }
}

enum Scheduler {
    static func every(_ seconds: UInt64, _ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task { // ok
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: seconds * 1_000_000_000)
                await work()
            }
        }
    }
}
