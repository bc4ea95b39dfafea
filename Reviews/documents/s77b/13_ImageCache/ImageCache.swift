import Foundation

struct ImageRequest: Sendable, Hashable {
    let url: URL
}

final class ImagePrefetcher: Sendable {
    let requests: AsyncStream<ImageRequest>

    init(requests: AsyncStream<ImageRequest>) {
        self.requests = requests
    }

    func run() async {
        for await request in requests {
            print("prefetch", request.url)
        }
    }

    func runOnce() async {}
}

actor ImageCache {
    private var storage: [URL: Data] = [:]
    private var hits = 0
    let prefetcher: ImagePrefetcher
    private let requests: AsyncStream<ImageRequest>

    init(prefetcher: ImagePrefetcher, requests: AsyncStream<ImageRequest>) {
        self.prefetcher = prefetcher
        self.requests = requests
    }

    func evict() {
        storage.removeAll()
    }

    // The actor's own method in the loop: the task keeps the cache.
    func startEviction() {
        Task { // expect: looping_task_strong_self
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                evict()
            }
        }
    }

    func startEvictionWeakly() {
        Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                await self?.evict()
            }
        }
    }

    func serve() async {
        for await request in requests {
            hits += 1
            storage[request.url] = Data()
        }
    }

    // Awaits a looping method of the actor.
    nonisolated func start() {
        Task { await serve() } // expect: looping_task_strong_self
    }

    // Awaits a looping method of a stored property's type, declared in this file.
    func startPrefetching() {
        Task { await self.prefetcher.run() } // expect: looping_task_strong_self
    }

    // Through `self?` the chain lets go of `self` once it has read `prefetcher`.
    func startPrefetchingWeakly() {
        Task { [weak self] in await self?.prefetcher.run() }
    }

    // `runOnce()` does not loop.
    func warm() {
        Task { await prefetcher.runOnce() }
    }
}
