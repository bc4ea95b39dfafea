import Foundation

final class ThemeObserver {
    private var task: Task<Void, Never>?
    var theme = "light"

    func observe() {
        task = Task { // expect: looping_task_strong_self
            for await _ in NotificationCenter.default.notifications(named: .NSSystemTimeZoneDidChange) {
                self.reload()
            }
        }
    }

    func observeWeak() {
        task = Task { [weak self] in // ok
            for await _ in NotificationCenter.default.notifications(named: .NSSystemTimeZoneDidChange) {
                self?.reload()
            }
        }
    }

    func observeNoSelf() {
        Task { // ok
            for await note in NotificationCenter.default.notifications(named: .NSSystemClockDidChange) {
                print(note.name)
            }
        }
    }

    func pollRemote() {
        Task { // expect: looping_task_strong_self
            while !Task.isCancelled {
                applyRemote()
                try? await Task.sleep(for: .seconds(30))
            }
        }
    }

    func drainLater() {
        Task { await drain() } // ok
    }

    func reload() { theme = "dark" }

    deinit { task?.cancel() }
}
