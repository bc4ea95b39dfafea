import Foundation

actor ConnectionMonitor {
    private var task: Task<Void, Never>?
    private var status = "idle"
    private let stream: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    }

    func start() {
        task = Task { // expect: looping_task_strong_self
            for await value in stream {
                status = "got \(value)"
            }
        }
    }

    func startWeak() {
        task = Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            for await value in self.stream {
                await self.record(value)
            }
        }
    }

    func startPerIteration() {
        task = Task { [weak self, stream] in // ok
            for await value in stream {
                guard let self else { return }
                await self.record(value)
            }
        }
    }

    func startUnowned() {
        task = Task { [unowned self] in // ok
            for await value in stream {
                await self.record(value)
            }
        }
    }

    func record(_ v: Int) { status = "\(v)" }

    deinit { task?.cancel() }
}
