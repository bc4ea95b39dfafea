import Foundation

/// Asks the kernel to start reading the index pass's files before its workers get to them,
/// once reads show that the files are not in the page cache.
///
/// A worker reads its files one after the other and waits for each: when the files are on
/// disk only (a run some seconds after the last one, on a machine whose page cache is
/// reclaimed quickly, or the first run after a checkout), each read waits for the disk while
/// the core idles. The workers report how long each read took; after ``slowReadsToStart``
/// slow ones (see ``isSlow(nanoseconds:bytes:)``), a thread of its own opens each later file
/// and hands it to the kernel's read-ahead (`posix_fadvise(POSIX_FADV_WILLNEED)`, which
/// returns without waiting), so that the disk works on many files while the workers parse.
/// A run whose files are cached never starts it, and pays one clock reading per file.
///
/// A read can also be slow because its thread was descheduled, not because it waited for the
/// disk: on a busy machine that happened in most runs, and the read-ahead thread then opened
/// every file again (some 2,500 extra `open`/`fadvise`/`close` calls on the perf corpus)
/// while the workers needed both cores. So a slow read counts only when its thread read from
/// storage since the last check (``StorageReads``), where the system keeps that count.
///
/// Only the time of a run changes: what is read, and the output, are the same.
final class ReadAhead: @unchecked Sendable {
    /// Slow reads after which read-ahead starts. Two, so that one read that was merely
    /// interrupted (the thread descheduled) does not start it.
    static let slowReadsToStart = 2

    /// How many inputs before the slow read's read-ahead starts at: two chunks of the index
    /// pass, so that the other worker's files are read ahead too.
    static let lookBack = 64

    /// The paths of the inputs, by position (nil: an input already in memory).
    private let paths: [String?]
    /// What is done with each later path (the kernel's read-ahead, or a test's record).
    private let hint: @Sendable (String) -> Void
    private let lock = NSLock()
    private var slowReads = 0
    private var work: BackgroundWork<Void>?
    private var stopped = false

    /// Read-ahead for inputs whose paths are `paths` (nil for an input in memory); `hint`
    /// is called on its thread with each path it reads ahead, in order.
    init(paths: [String?], hint: @escaping @Sendable (String) -> Void = ReadAhead.adviseWillNeed) {
        self.paths = paths
        self.hint = hint
    }

    /// Whether a read that took `nanoseconds` for a file of `bytes` bytes waited for the disk:
    /// a file in the page cache is opened, read and closed in some 10–50 µs, and copied at
    /// several GB/s; a read from this kind of disk takes 100 µs or more.
    static func isSlow(nanoseconds: UInt64, bytes: Int) -> Bool {
        nanoseconds > 250_000 + UInt64(max(bytes, 0))
    }

    /// Notes that the read of input `position` (`bytes` long) took `nanoseconds`; the second
    /// slow read starts reading ahead, from ``lookBack`` inputs before `position` on.
    func noteRead(at position: Int, nanoseconds: UInt64, bytes: Int) {
        guard Self.isSlow(nanoseconds: nanoseconds, bytes: bytes) else { return }
        lock.lock()
        defer { lock.unlock() }
        slowReads += 1
        guard slowReads == Self.slowReadsToStart, !stopped else { return }
        let paths = self.paths
        let hint = self.hint
        // From a little before `position`: the other worker's chunk may lie just before it.
        let first = min(max(0, position - Self.lookBack), paths.count)
        work = BackgroundWork { [self] in
            for path in paths[first...] {
                guard !isStopped else { return }
                if let path { hint(path) }
            }
        }
    }

    /// Stops reading ahead and waits for its thread, if it started.
    func stop() {
        lock.lock()
        stopped = true
        let started = work
        lock.unlock()
        _ = started?.wait()
    }

    /// Whether ``stop()`` was called.
    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// What one thread has read from storage, for telling a read that waited for the disk
    /// from one whose thread was merely descheduled: the count of blocks the system read for
    /// the thread (`getrusage(RUSAGE_THREAD)`'s `ru_inblock`, on Linux), which a read served
    /// from the page cache does not raise. Made and used on one thread.
    struct StorageReads {
        /// The count at the last check; nil where the system keeps none per thread.
        private var seen: Int?

        /// Starts counting from the thread's reads so far.
        init() {
            seen = Self.blocksReadByThisThread()
        }

        /// Whether the thread read from storage since the last call (or since ``init()``);
        /// true where that is not known, so that a slow read then counts as before.
        mutating func readSinceLastCheck() -> Bool {
            guard let before = seen, let now = Self.blocksReadByThisThread() else { return true }
            seen = now
            return now > before
        }

        /// The blocks the system has read from storage for the calling thread, or nil.
        static func blocksReadByThisThread() -> Int? {
            #if os(Linux)
            var usage = rusage()
            // `RUSAGE_THREAD` (1), which the C headers declare for GNU sources only.
            guard getrusage(__rusage_who_t(1), &usage) == 0 else { return nil }
            return usage.ru_inblock
            #else
            return nil
            #endif
        }
    }

    /// Asks the kernel to read `path` into the page cache, without waiting for it. Opened
    /// without blocking (a FIFO is not waited for); what cannot be opened is left to the
    /// worker's own read, which reports it.
    @Sendable static func adviseWillNeed(_ path: String) {
        #if os(Linux)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_WILLNEED))
        close(descriptor)
        #endif
    }
}
