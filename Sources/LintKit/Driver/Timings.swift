import Foundation

/// Time spent per stage (read, tokenize, parse, index, each rule, suppress, sort, report),
/// per file, and per worker thread. When disabled every call returns at once, so timing
/// costs nothing measurable.
public final class Timings: @unchecked Sendable {
    /// One measured interval.
    public struct Interval: Sendable {
        /// Stage or rule name.
        public var name: String
        /// The file, when the interval belongs to one.
        public var file: String?
        /// Start, in nanoseconds since the run began.
        public var start: UInt64
        /// Duration in nanoseconds.
        public var duration: UInt64
        /// A small number identifying the worker thread.
        public var thread: Int
    }

    /// Whether intervals are recorded.
    public let enabled: Bool
    private let origin: UInt64
    private let lock = NSLock()
    private var intervals: [Interval] = []
    private var threadNumbers: [UInt: Int] = [:]

    /// Creates a recorder.
    public init(enabled: Bool) {
        self.enabled = enabled
        self.origin = DispatchTime.now().uptimeNanoseconds
    }

    /// The current time, or 0 when disabled.
    @inline(__always) public func now() -> UInt64 {
        enabled ? DispatchTime.now().uptimeNanoseconds : 0
    }

    /// Records the interval from `start` to now.
    @inline(__always) public func record(_ name: String, since start: UInt64, file: String?) {
        guard enabled else { return }
        let end = DispatchTime.now().uptimeNanoseconds
        let threadID = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: Int(bitPattern: pthread_self()))))
        lock.lock()
        let thread: Int
        if let known = threadNumbers[threadID] {
            thread = known
        } else {
            thread = threadNumbers.count + 1
            threadNumbers[threadID] = thread
        }
        intervals.append(Interval(name: name, file: file, start: start &- origin, duration: end &- start, thread: thread))
        lock.unlock()
    }

    /// All recorded intervals.
    public var all: [Interval] {
        lock.lock()
        defer { lock.unlock() }
        return intervals
    }

    /// Total nanoseconds per stage name, largest first.
    public func totals() -> [(name: String, nanoseconds: UInt64, count: Int)] {
        var sums: [String: (UInt64, Int)] = [:]
        for interval in all {
            let current = sums[interval.name] ?? (0, 0)
            sums[interval.name] = (current.0 + interval.duration, current.1 + 1)
        }
        return sums.map { ($0.key, $0.value.0, $0.value.1) }.sorted { $0.nanoseconds > $1.nanoseconds }
    }

    /// Total nanoseconds per file (all stages), largest first.
    public func slowestFiles(_ count: Int) -> [(file: String, nanoseconds: UInt64)] {
        var sums: [String: UInt64] = [:]
        for interval in all {
            if let file = interval.file { sums[file, default: 0] += interval.duration }
        }
        return sums.map { ($0.key, $0.value) }.sorted { $0.1 > $1.1 }.prefix(count).map { ($0.0, $0.1) }
    }
}
