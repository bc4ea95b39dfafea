struct DownloadJob: Sendable, Hashable {
    let id: Int
}

final class Engine {
    var processed = 0
    let queue: AsyncStream<DownloadJob>

    init(queue: AsyncStream<DownloadJob>) {
        self.queue = queue
    }

    func run() async {
        for await job in queue {
            processed += job.id
        }
    }

    func finite() async {
        for job in [DownloadJob(id: 1)] {
            processed += job.id
        }
    }
}

protocol Retrying: AnyObject {
    var attempts: Int { get set }
}

extension Retrying {
    func keepRetrying() {
        Task { // expect: looping_task_strong_self
            while true {
                try? await Task.sleep(nanoseconds: 1_000)
                attempts += 1
            }
        }
    }
}

protocol Describing {
    var name: String { get }
}

extension Describing {
    func announceForever() {
        Task { // ok
            while true {
                try? await Task.sleep(nanoseconds: 1_000)
                print(name)
            }
        }
    }
}
