import Foundation

/// Work items computed on the workers and handed to one consumer in index order, each as
/// soon as it and every item before it are done: the consumer (writing a report to a file)
/// works while later items are still being computed.
enum InOrderHandOff {
    /// Calls `produce` for every index in `0..<count` on the workers (``WorkerPool``) and
    /// `consume` on the calling thread with each result, in index order. Returns when every
    /// item is consumed.
    static func map<Element>(count: Int, _ produce: @escaping @Sendable (Int) -> Element,
                             consume: (Element) -> Void) {
        guard count > 0 else { return }
        let slots = Slots<Element>(count: count)
        let work = BackgroundWork { WorkerPool.run(count: count) { index in slots.set(index, produce(index)) } }
        for index in 0..<count { consume(slots.take(index)) }
        work.wait()
    }

    /// Slots that workers fill and one consumer empties in order, waiting for each.
    private final class Slots<Element>: @unchecked Sendable {
        private var values: [Element?]
        private let condition = NSCondition()

        init(count: Int) {
            values = Array(repeating: nil, count: count)
        }

        /// Stores the value of item `index` (each index from one worker only).
        func set(_ index: Int, _ value: Element) {
            condition.lock()
            values[index] = value
            condition.broadcast()
            condition.unlock()
        }

        /// Waits for item `index`, then empties its slot and returns the value.
        func take(_ index: Int) -> Element {
            condition.lock()
            defer { condition.unlock() }
            while values[index] == nil { condition.wait() }
            let value = values[index]!
            values[index] = nil
            return value
        }
    }
}
