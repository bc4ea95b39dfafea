import Foundation

/// A value that one thread publishes while others read it as they work: the rule pass's body
/// filter, which the thread parsing ahead reads for each file while the index is finished.
final class PublishedValue<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value
    private var isPublished = false

    /// A value holding `initial` until something else is published.
    init(_ initial: Value) {
        value = initial
    }

    /// The value last published (the initial value before any).
    var current: Value {
        condition.lock()
        defer { condition.unlock() }
        return value
    }

    /// The value last published, waiting until one is.
    func published() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while !isPublished { condition.wait() }
        return value
    }

    /// Replaces the value.
    func publish(_ newValue: Value) {
        condition.lock()
        value = newValue
        isPublished = true
        condition.broadcast()
        condition.unlock()
    }
}
