import Foundation

/// Removes the temporary files that atomic writes are filling when the process is interrupted
/// (`SIGINT`, `SIGTERM`, `SIGHUP`): ``AtomicFile`` renames each over its destination only when
/// it is complete (and, for `--fix`'s batches, flushed to disk with the others), and an
/// interrupted run must not leave them behind in the destinations' folders.
///
/// The handler does only what a signal handler may (`unlink`, `signal`, `raise`): it removes
/// the files named in buffers set up beforehand, then lets the signal end the process as it
/// would have without the handler. Writes happen on one thread at a time, as the command line
/// makes them.
enum TemporaryFileCleanup {
    /// How many temporary files may be recorded at once: one for a plain write, up to
    /// ``AtomicFile/batchSize`` for a batch.
    static let slotCount = 64

    /// Bytes each slot holds, the final 0 included.
    private static let capacity = 4096

    /// The paths of the temporary files being written, as C strings, ``capacity`` bytes per
    /// slot (a slot whose first byte is 0 is free).
    nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * slotCount)
        buffer.initialize(repeating: 0, count: capacity * slotCount)
        return buffer
    }()

    /// Whether the handlers are installed (set once, on the first write).
    nonisolated(unsafe) private static var installed = false

    /// The signals after which the files are removed.
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Records `path` as a file to remove if the process is interrupted, installing the
    /// handlers on first use; returns its slot, for ``clear(_:)``. A path too long for a slot,
    /// or one that finds every slot taken, is not recorded (nil).
    ///
    /// The caller records the name before it creates the file: a signal that arrives while
    /// `open` returns is handled before the caller's next statement, and must find the name.
    /// Should the file not be created after all, the handler's `unlink` finds nothing (the
    /// name is unique to this process: see ``AtomicFile``).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < capacity, let slot = (0..<slotCount).first(where: { pending[$0 * capacity] == 0 }) else { return nil }
        if !installed {
            installed = true
            for signal in signals {
                // A signal the caller chose to ignore (`nohup`) stays ignored.
                let previous = Foundation.signal(signal, removeAndResignal)
                if address(previous) == address(SIG_IGN) { _ = Foundation.signal(signal, SIG_IGN) }
            }
        }
        let start = pending + slot * capacity
        for (offset, byte) in bytes.enumerated().dropFirst() { start[offset] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        // The first byte last: the handler sees either no path or a whole one.
        if let first = bytes.first { start[0] = CChar(bitPattern: first) }
        return slot
    }

    /// A signal disposition's address, to compare it with `SIG_IGN` (function types are not
    /// `Equatable`).
    private static func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// Forgets the file recorded in `slot` by ``register(_:)`` (it was renamed or removed, or
    /// could not be created); nil (nothing was recorded) does nothing.
    static func clear(_ slot: Int?) {
        guard let slot else { return }
        pending[slot * capacity] = 0
    }

    /// The signal handler.
    private static let removeAndResignal: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<TemporaryFileCleanup.slotCount {
            let start = TemporaryFileCleanup.pending + slot * TemporaryFileCleanup.capacity
            if start[0] != 0 { unlink(start) }
        }
        _ = Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
