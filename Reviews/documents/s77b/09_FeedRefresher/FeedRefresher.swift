import Foundation

struct FeedItem: Sendable {
    let id: Int
    let title: String
}

final class FeedRefresher: @unchecked Sendable {
    private(set) var items: [FeedItem] = []
    private(set) var refreshCount = 0
    var isVisible = true
    let refreshes: AsyncStream<Void>

    init(refreshes: AsyncStream<Void>) {
        self.refreshes = refreshes
    }

    func reload() async {
        refreshCount += 1
    }

    // `refreshes` and `reload()` are members: implicit `self` in the header and the body.
    func start() {
        Task { // expect: looping_task_strong_self
            for await _ in refreshes {
                await reload()
            }
        }
    }

    // A capture-list copy of the stream: the task holds no `self`.
    func startDetachedFromSelf() {
        Task { [refreshes, items] in
            for await _ in refreshes {
                print("had", items.count)
            }
        }
    }

    // `self` only before the loop, but without `[weak self]` the closure holds it to the end.
    func startWithSnapshot(_ ticks: AsyncStream<Int>) {
        Task { // expect: looping_task_strong_self
            let snapshot = self.items
            for await tick in ticks {
                print(tick, snapshot.count)
            }
        }
    }

    // A computed member read in the condition of an `if` inside the loop.
    func startVisibilityLoop() {
        Task { // expect: looping_task_strong_self
            while !Task.isCancelled {
                if isVisible {
                    await reload()
                }
                try? await Task.sleep(nanoseconds: 5_000_000_000)
            }
        }
    }

    // A local closure that captures `self` weakly holds nothing.
    func startWithWeakHandler(_ ticks: AsyncStream<Int>) {
        let handle: (Int) -> Void = { [weak self] tick in
            self?.refreshCount = tick
        }
        Task { [weak self] in
            for await tick in ticks {
                handle(tick)
                if self == nil { break }
            }
        }
    }

    // A local closure that captures `self` strongly: the task holds it through `handle`.
    func startWithStrongHandler(_ ticks: AsyncStream<Int>) {
        let handle = { (tick: Int) in
            self.refreshCount = tick
        }
        Task { [weak self] in // expect: looping_task_strong_self
            for await tick in ticks {
                handle(tick)
                _ = self
            }
        }
    }

    // The loop is in a local function of the method, which the task awaits: the document
    // follows the task's awaited *methods* (of the class), and counts a local function that
    // uses `self` only as a way `self` is held, not as the place of a loop. Not labelled.
    func startViaLocalFunction(_ ticks: AsyncStream<Int>) {
        func pump() async {
            for await tick in ticks {
                refreshCount += tick
            }
        }
        Task {
            await pump()
        }
    }

    // A `catch` clause binds its own `error`; the local `items` hides the member.
    func startErrorsOnly(_ lines: AsyncThrowingStream<String, any Error>) {
        Task {
            let items = [FeedItem]()
            do {
                for try await line in lines {
                    print(line, items.count)
                }
            } catch {
                print("stream failed:", error)
            }
        }
    }
}
