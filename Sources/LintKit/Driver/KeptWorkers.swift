import Foundation

/// Worker threads started once and kept for every ``WorkerPool/run(count:_:)`` of the process.
///
/// A run over a project starts several parallel stages (discovery, the index pass, the rule
/// pass, the report). Threads started anew for each stage cost their start, and each new
/// thread gets fresh memory: its own stack, and often an allocator arena of its own, whose
/// pages are faulted in (and zeroed by the kernel) while the stage before left pages of the
/// same size free in another arena. Kept threads reuse both.
final class KeptWorkers: @unchecked Sendable {
    /// The workers of the process, started on first use (one per core).
    static let shared = KeptWorkers(count: ProcessInfo.processInfo.activeProcessorCount)

    /// What one worker waits for: work to do (nil until given), and its own signal.
    private final class Slot: @unchecked Sendable {
        let wake = DispatchSemaphore(value: 0)
        var work: (@Sendable () -> Void)?
    }

    private let capacity: Int
    private var slots: [Slot] = []
    private var isBusy = false
    private let lock = NSLock()
    private let finished = DispatchGroup()

    private init(count: Int) {
        capacity = max(1, count)
    }

    /// Runs `work` on `workers` of the kept threads at once and returns when every one has
    /// returned; false (and nothing run) when the threads are busy with another run, or
    /// `workers` is more than there are.
    func run(workers: Int, _ work: @escaping @Sendable () -> Void) -> Bool {
        lock.lock()
        guard !isBusy, workers <= capacity else {
            lock.unlock()
            return false
        }
        isBusy = true
        while slots.count < workers { slots.append(start()) }
        let chosen = Array(slots.prefix(workers))
        lock.unlock()
        for slot in chosen {
            finished.enter()
            slot.work = work
            slot.wake.signal()
        }
        finished.wait()
        lock.lock()
        isBusy = false
        lock.unlock()
        return true
    }

    /// Starts a thread (with ``WorkerPool/stackSize``) that does each work its slot is given.
    private func start() -> Slot {
        let slot = Slot()
        let finished = self.finished
        let thread = Thread {
            while true {
                slot.wake.wait()
                slot.work?()
                slot.work = nil
                finished.leave()
            }
        }
        thread.stackSize = WorkerPool.stackSize
        thread.start()
        return slot
    }
}
