import Foundation

/// A value that one thread publishes while others read it as they work: the rule pass's body
/// filter, which the thread parsing ahead reads for each file while the index is finished.
final class PublishedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A value holding `initial` until something else is published.
    init(_ initial: Value) {
        value = initial
    }

    /// The value last published.
    var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Replaces the value.
    func publish(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
}
