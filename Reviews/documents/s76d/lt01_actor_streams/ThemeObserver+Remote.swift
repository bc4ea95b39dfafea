import Foundation

extension ThemeObserver {
    func applyRemote() {
        theme = "remote"
    }

    func refreshFromServer() async {}

    func drain() async {
        for await _ in NotificationCenter.default.notifications(named: .NSSystemClockDidChange) {
            reload()
        }
    }

    func pollForever() {
        Task { // expect: looping_task_strong_self
            while true {
                await refreshFromServer()
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
    }
}
