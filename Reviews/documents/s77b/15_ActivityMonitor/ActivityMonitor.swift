import Foundation

struct ActivityUpdate: Sendable {
    let id: String
    let progress: Double
}

final class ActivityFeed: Sendable {
    let updates: AsyncStream<ActivityUpdate>
    let ticks: AsyncStream<Void>

    init(updates: AsyncStream<ActivityUpdate>, ticks: AsyncStream<Void>) {
        self.updates = updates
        self.ticks = ticks
    }
}

@MainActor
final class ActivityMonitor {
    private let feed: ActivityFeed
    private var tasks: [String: Task<Void, Never>] = [:]
    private(set) var rendered: [String: Double] = [:]
    private(set) var frames = 0

    init(feed: ActivityFeed) {
        self.feed = feed
    }

    func render(_ update: ActivityUpdate) {
        rendered[update.id] = update.progress
    }

    func refresh() { frames += 1 }

    func watchUpdates() async {
        for await update in feed.updates { render(update) }
    }

    func watchTicks() async {
        for await _ in feed.ticks { refresh() }
    }

    // Stored in a dictionary, cancelled by `stop(_:)`: still holds `self` for as long as the
    // stream lasts, and the owner's own release does not end it.
    func start(_ id: String) {
        let updates = feed.updates
        tasks[id] = Task { // expect: looping_task_strong_self
            for await update in updates where update.id == id {
                self.render(update)
            }
        }
    }

    // Two looping methods run as children that the task awaits.
    func startBoth() {
        Task { // expect: looping_task_strong_self
            async let updates: Void = watchUpdates()
            async let ticks: Void = watchTicks()
            _ = await (updates, ticks)
        }
    }

    // A nested task inside the loop captures `self` strongly: the outer closure must hold it
    // to create the inner one on each tick.
    func startFrames() {
        let ticks = feed.ticks
        Task { // expect: looping_task_strong_self
            for await _ in ticks {
                Task { @MainActor in self.refresh() }
            }
        }
    }

    // The same with a weak capture, read optionally in the nested task.
    func startFramesWeakly() {
        let ticks = feed.ticks
        Task { [weak self] in
            for await _ in ticks {
                Task { @MainActor in self?.refresh() }
            }
        }
    }

    // `MainActor.run`'s body runs in the task; it reads `self` optionally.
    func startFramesOnMain() {
        let ticks = feed.ticks
        Task.detached { [weak self] in
            for await _ in ticks {
                await MainActor.run { self?.refresh() }
            }
        }
    }

    // No loop: an unwrap for one call.
    func refreshSoon() {
        Task { [weak self] in
            guard let self else { return }
            try? await Task.sleep(nanoseconds: 100_000_000)
            self.refresh()
        }
    }

    func stop(_ id: String) {
        tasks[id]?.cancel()
        tasks[id] = nil
    }
}
