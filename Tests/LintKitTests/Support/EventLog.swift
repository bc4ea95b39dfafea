import Foundation

/// Events noted from several threads, in the order they were noted.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []

    /// Notes `event` after the others.
    func note(_ event: String) {
        lock.lock()
        noted.append(event)
        lock.unlock()
    }

    /// The events noted so far.
    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return noted
    }
}
