import Foundation

/// Removes the temporary file an atomic write is filling when the process is interrupted
/// (`SIGINT`, `SIGTERM`, `SIGHUP`): ``AtomicFile`` renames it over the destination only when
/// it is complete, and an interrupted run must not leave it behind in the destination's folder.
///
/// The handler does only what a signal handler may (`unlink`, `signal`, `raise`): it removes
/// the file named in a buffer set up beforehand, then lets the signal end the process as it
/// would have without the handler.
enum TemporaryFileCleanup {
    /// The path of the temporary file being written, as a C string (empty when there is none).
    nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Bytes the buffer holds, the final 0 included.
    private static let capacity = 4096

    /// Whether the handlers are installed (set once, on the first write).
    nonisolated(unsafe) private static var installed = false

    /// The signals after which the file is removed.
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Records `path` as the file to remove if the process is interrupted, installing the
    /// handlers on first use. A path too long for the buffer is not recorded.
    ///
    /// The caller records the name before it creates the file: a signal that arrives while
    /// `open` returns is handled before the caller's next statement, and must find the name.
    /// Should the file not be created after all, the handler's `unlink` finds nothing (the
    /// name is unique to this process: see ``AtomicFile``).
    static func register(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < capacity else { return }
        if !installed {
            installed = true
            for signal in signals {
                // A signal the caller chose to ignore (`nohup`) stays ignored.
                let previous = Foundation.signal(signal, removeAndResignal)
                if address(previous) == address(SIG_IGN) { _ = Foundation.signal(signal, SIG_IGN) }
            }
        }
        pending[0] = 0
        for (offset, byte) in bytes.enumerated().dropFirst() { pending[offset] = CChar(bitPattern: byte) }
        pending[bytes.count] = 0
        // The first byte last: the handler sees either no path or a whole one.
        if let first = bytes.first { pending[0] = CChar(bitPattern: first) }
    }

    /// A signal disposition's address, to compare it with `SIG_IGN` (function types are not
    /// `Equatable`).
    private static func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// Forgets the file recorded by ``register(_:)`` (it was renamed or removed, or could not
    /// be created).
    static func clear() {
        pending[0] = 0
    }

    /// The signal handler.
    private static let removeAndResignal: @convention(c) (Int32) -> Void = { signal in
        if TemporaryFileCleanup.pending[0] != 0 { unlink(TemporaryFileCleanup.pending) }
        _ = Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
