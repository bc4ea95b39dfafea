import Foundation

final class Prefetcher: @unchecked Sendable {
    private var warmed: Set<URL> = []

    func warm(_ url: URL) async { warmed.insert(url) }

    // A throwing group's body loops over an endless stream: the task holds `self` through the
    // child closures it creates inside the loop.
    func follow(_ urls: AsyncStream<URL>) {
        _ = Task { // expect: looping_task_strong_self
            try await withThrowingTaskGroup(of: Void.self) { group in
                for await url in urls {
                    group.addTask { await self.warm(url) }
                }
                try await group.waitForAll()
            }
        }
    }

    // Dropped handle: the child task's loop counts for the task, and the child holds `self`.
    func followInChild(_ urls: AsyncStream<URL>) {
        Task { // expect: looping_task_strong_self
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await url in urls { await self.warm(url) }
                }
                group.addTask {
                    print("side job")
                }
            }
        }
    }
}
