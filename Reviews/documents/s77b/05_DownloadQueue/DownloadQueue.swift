import Foundation

struct DownloadJob: Sendable, Hashable {
    let url: URL
    let priority: Int
}

final class DownloadQueue: @unchecked Sendable {
    private let jobs: AsyncStream<DownloadJob>
    private(set) var completed: [URL] = []
    private(set) var totalBytes = 0
    private var worker: Task<Void, Never>?

    init(jobs: AsyncStream<DownloadJob>) {
        self.jobs = jobs
    }

    func download(_ job: DownloadJob) async -> Int {
        completed.append(job.url)
        return 1_024
    }

    // The group's body runs in the task and waits on the job stream for ever.
    func start() {
        let jobs = self.jobs
        Task { // expect: looping_task_strong_self
            await withDiscardingTaskGroup { group in
                for await job in jobs {
                    group.addTask { _ = await self.download(job) }
                }
            }
        }
    }

    // Weak capture, and only optional calls inside the loop's child tasks.
    func startWeakly() {
        let jobs = self.jobs
        Task { [weak self] in
            await withDiscardingTaskGroup { group in
                for await job in jobs {
                    group.addTask { _ = await self?.download(job) }
                }
            }
        }
    }

    // A stored task: its child's loop is not taken for the task's own.
    func startStored() {
        let jobs = self.jobs
        worker = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await job in jobs { _ = await self.download(job) }
                }
            }
        }
    }

    // A loop over the group itself ends with its children.
    func downloadAll(_ batch: [DownloadJob]) {
        Task {
            let sizes = await withTaskGroup(of: Int.self) { group in
                for job in batch {
                    group.addTask { await self.download(job) }
                }
                var sum = 0
                while let size = await group.next() {
                    sum += size
                }
                return sum
            }
            self.totalBytes += sizes
        }
    }

    // The loop runs in the group's body inside a method the task awaits.
    func drain() async {
        await withTaskGroup(of: Int.self) { group in
            for await job in jobs {
                group.addTask { await self.download(job) }
            }
        }
    }

    func startDraining() {
        worker = Task { await drain() } // expect: looping_task_strong_self
    }

    func stop() { worker?.cancel() }
}
