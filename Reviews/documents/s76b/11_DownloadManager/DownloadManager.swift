final class DownloadManager: Retrying {
    var attempts = 0
    var completed: Set<DownloadJob> = []
    var failures = 0
    private let engine: Engine
    private var worker: Task<Void, Never>?

    init(engine: Engine) {
        self.engine = engine
    }

    func startEngine() {
        worker = Task { await engine.run() } // ok (Engine is declared in another file)
    }

    func startEngineFinite() {
        worker = Task { await engine.finite() } // ok
    }

    func startEngineWeak() {
        worker = Task { [weak self] in await self?.engine.run() } // ok
    }

    func startGroup(_ jobs: [DownloadJob]) {
        Task { // expect: looping_task_strong_self
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await job in self.engine.queue {
                        print(job)
                    }
                }
            }
        }
    }

    func collectResults(_ jobs: [DownloadJob]) {
        Task { [weak self] in // ok
            let results = await withTaskGroup(of: DownloadJob.self) { group in
                for job in jobs {
                    group.addTask { job }
                }
                var all: [DownloadJob] = []
                for await result in group {
                    all.append(result)
                }
                return all
            }
            self?.completed.formUnion(results)
        }
    }

    func retryWithReset() {
        Task { // expect: looping_task_strong_self
            var failures = 0
            while !Task.isCancelled && failures < 5 {
                do {
                    try await Task.sleep(nanoseconds: 1_000)
                    failures = 0
                    attempts += 1
                } catch {
                    failures += 1
                }
            }
        }
    }

    func nestedTaskInLoop(_ stream: AsyncStream<DownloadJob>) {
        Task { // expect: looping_task_strong_self
            for await job in stream {
                Task { [weak self] in
                    self?.completed.insert(job)
                }
            }
        }
    }

    func nestedLoopWithOuterUnwrap(_ batches: AsyncStream<AsyncStream<DownloadJob>>) {
        Task { [weak self] in // expect: looping_task_strong_self
            for await batch in batches {
                guard let self else { return }
                for await job in batch {
                    self.completed.insert(job)
                }
            }
        }
    }

    func cancellationHandler(_ stream: AsyncStream<DownloadJob>) {
        Task { // expect: looping_task_strong_self
            await withTaskCancellationHandler {
                for await job in stream {
                    completed.insert(job)
                }
            } onCancel: {
                print("cancelled")
            }
        }
    }

    static func monitor(_ stream: AsyncStream<DownloadJob>) {
        Task { // ok
            for await job in stream {
                print(job)
            }
        }
    }
}
