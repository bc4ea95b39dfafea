import Combine
import Foundation

final class SyncEngine: @unchecked Sendable {
    let changes = PassthroughSubject<String, Never>()
    let conflicts = PassthroughSubject<String, Never>()
    private let lock = NSLock()
    private let queue = OperationQueue()
    private var tokens = Set<AnyCancellable>()
    private var polled = 0

    func poll() async { polled += 1 }

    // Under a lock: inserted, so kept.
    func observeChanges() {
        lock.withLock {
            tokens.insert(changes.sink { print("change", $0) })
        }
    }

    // `withLock` hands the closure's value back, and the statement drops it.
    func observeConflicts() {
        lock.withLock {
            conflicts.sink { print("conflict", $0) } // expect: unretained_cancellable
        }
    }

    // The kept form: the lock's result is inserted.
    func observeConflictsKept() {
        tokens.insert(lock.withLock { conflicts.sink { print("kept conflict", $0) } })
    }

    // An operation's block returns nothing.
    func observeOnQueue() {
        queue.addOperation {
            self.changes.sink { print("queued", $0) } // expect: unretained_cancellable
        }
    }

    // A timer's block returns nothing.
    func observeEveryMinute() {
        _ = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            self.changes.sink { print("minute", $0) } // expect: unretained_cancellable
        }
    }

    // The cancellation handler's operation runs in the task.
    func startPolling() {
        Task { // expect: looping_task_strong_self
            await withTaskCancellationHandler {
                while !Task.isCancelled {
                    await poll()
                    try? await Task.sleep(nanoseconds: 10_000_000_000)
                }
            } onCancel: {
                print("polling cancelled")
            }
        }
    }

    // Weakly, with an optional call in each round.
    func startPollingWeakly() {
        Task { [weak self] in
            await withTaskCancellationHandler {
                while !Task.isCancelled {
                    await self?.poll()
                    try? await Task.sleep(nanoseconds: 10_000_000_000)
                }
            } onCancel: {
                print("polling cancelled")
            }
        }
    }
}
