import Foundation

@MainActor
final class Heartbeat {
    var beats = 0
    private var task: Task<Void, Never>?

    func start() {
        task = Task(priority: .background) { // expect: looping_task_strong_self
            repeat {
                beats += 1
                try? await Task.sleep(for: .seconds(1))
            } while true
        }
    }

    func startWithOperation() {
        _ = Task<Void, Never>(operation: { // expect: looping_task_strong_self
            while !Task.isCancelled {
                await self.pulse()
            }
        })
    }

    func startResettingCounter() {
        Task { // expect: looping_task_strong_self
            var failures = 0
            while !Task.isCancelled && failures < 3 {
                if await ping() { failures = 0 } else { failures += 1 }
            }
        }
    }

    func pulse() async {}
    func ping() async -> Bool { true }

    deinit { task?.cancel() }
}
