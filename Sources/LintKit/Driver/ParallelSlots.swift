import Dispatch

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

    /// Runs `body` for every index in `0..<count` on all cores and collects the results.
    static func map(count: Int, _ body: @Sendable (Int) -> Element?) -> [Element?] {
        let slots = ParallelSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            if let value = body(index) { slots.set(index, value) }
        }
        return (0..<count).map { slots.get($0) }
    }
}
