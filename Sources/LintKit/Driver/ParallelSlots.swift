import Foundation

/// A fixed number of slots that concurrent workers fill, each worker writing only its own
/// slot index. Reading happens after the workers finish.
final class ParallelSlots<Element>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Element?>

    /// Creates `count` empty slots.
    init(count: Int) {
        buffer = .allocate(capacity: max(count, 1))
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    /// Stores `value` in slot `index` (each index from one worker only).
    func set(_ index: Int, _ value: Element) { buffer[index] = value }

    /// The value in slot `index`.
    func get(_ index: Int) -> Element? { buffer[index] }

    /// Empties slot `index` and returns what it held (each index from one worker only).
    func take(_ index: Int) -> Element? {
        let value = buffer[index]
        buffer[index] = nil
        return value
    }

    /// Runs `body` for every index in `0..<count` on all cores and collects the results.
    ///
    /// The workers are threads with large stacks (``WorkerPool/stackSize``): the parser
    /// recurses on nested declarations and types, and the default stack of a dispatch worker
    /// is too small for deeply nested (or hostile) input.
    static func map(count: Int, _ body: @escaping @Sendable (Int) -> Element?) -> [Element?] {
        let slots = ParallelSlots(count: count)
        WorkerPool.run(count: count) { index in
            if let value = body(index) { slots.set(index, value) }
        }
        return (0..<count).map { slots.get($0) }
    }
}

/// Runs work items on one thread per core, each with a large stack.
enum WorkerPool {
    /// Stack size of each worker thread.
    static let stackSize = 64 << 20

    /// Calls `body` once for each index in `0..<count`, spread over the cores, and returns
    /// when all calls have returned.
    ///
    /// The threads of ``KeptWorkers/shared`` do the work when none of them is busy; otherwise
    /// (a run started from inside another run, or beside one) threads are started for it.
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let next = NextIndex()
        if KeptWorkers.shared.run(workers: workers, { while let index = next.take(below: count) { body(index) } }) { return }
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread {
                while let index = next.take(below: count) { body(index) }
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
    }

    /// A shared counter handing out indices.
    final class NextIndex: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}

/// Work started on a thread of its own (with a large stack, like the workers) whose result is
/// collected later with ``wait()``.
public final class BackgroundWork<Result>: @unchecked Sendable {
    private var result: Result?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` at once.
    public init(_ body: @escaping @Sendable () -> Result) {
        let thread = Thread { [self] in
            result = body()
            done.signal()
        }
        thread.stackSize = WorkerPool.stackSize
        thread.start()
    }

    /// Blocks until the work is done and returns its result (call once).
    public func wait() -> Result {
        done.wait()
        return result!
    }
}
