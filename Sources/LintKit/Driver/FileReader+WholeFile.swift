import Foundation

extension FileReader {
    /// The most a stream read by ``wholeFile(_:for:)`` may hold: one that never ends
    /// (`/dev/zero`) stops here rather than filling memory. A regular file has no limit.
    public static let streamLimit = 64 << 20

    /// The bytes of a file the run reads whole (a configuration file, a baseline).
    public struct WholeFile: Sendable {
        /// The bytes, to the end of the file or stream.
        public var bytes: [UInt8]
        /// Whether its path names a file in a folder, which the paths written in it may be
        /// relative to. False for a stream (a pipe such as `<(git show main:.lint.yml)`, a FIFO,
        /// a device) and for a name under `/dev` or `/proc` (`/dev/stdin` redirected from a file).
        public var hasFolderOfItsOwn: Bool
    }

    /// Reads `path` to its end for `purpose` (`--config`, `--baseline`, as messages name it):
    /// a regular file, or a stream such as the pipe of a shell's process substitution, which a
    /// plain file read refuses. Failures, with the reason: a folder, a path that does not
    /// exist or may not be read, a stream longer than ``streamLimit``, this run's own output
    /// (`/dev/stdout` on a pipe would wait for ever on itself), and standard input that another
    /// option read already (neither of the last two for the null device, which reads as
    /// empty). A FIFO that no program writes to is read as empty, without waiting.
    public static func wholeFile(_ path: String, for purpose: String) -> Result<WholeFile, Failure> {
        func failure(_ reason: String) -> Result<WholeFile, Failure> { .failure(Failure(path: path, reason: reason)) }
        // Opened without waiting for a FIFO's writer; the reads below wait for its data.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return failure(unreadableReason(path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return failure(String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return failure("it is a folder") }
        let isRegular = type == S_IFREG
        // The null device reads as empty whoever else has it open: `--config /dev/null` with
        // standard output or input sent there too is no clash.
        if !isRegular && !isNullDevice(status) {
            if isSameFile(status, as: STDOUT_FILENO) || isSameFile(status, as: STDERR_FILENO) {
                return failure("it is this run's own output")
            }
            if isSameFile(status, as: STDIN_FILENO), let earlier = StandardInputUse.shared.claim(for: purpose) {
                return failure("standard input was read already for \(earlier)")
            }
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        let bytes: [UInt8]
        switch readToEnd(descriptor, limit: isRegular ? .max : streamLimit, reservingCapacity: isRegular ? max(Int(status.st_size), 0) : 0) {
        case let .success(read): bytes = read
        case let .failure(error) where error.code == EFBIG: return failure("it holds more than \(streamLimit >> 20) MB")
        case let .failure(error): return failure(String(cString: strerror(error.code)))
        }
        let isDeviceName = path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
        return .success(WholeFile(bytes: bytes, hasFolderOfItsOwn: isRegular && !isDeviceName))
    }

    /// Whether `status` is the null device's (`/dev/null`, under whatever name).
    static func isNullDevice(_ status: stat) -> Bool {
        var null = stat()
        return status.st_mode & S_IFMT == S_IFCHR && stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR
            && status.st_rdev == null.st_rdev
    }

    /// Whether `path` names the null device (see ``isNullDevice(_:)``).
    public static func isNullDevice(path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && isNullDevice(status)
    }

    /// Whether `status` is the file that descriptor `descriptor` of this process has open.
    private static func isSameFile(_ status: stat, as descriptor: Int32) -> Bool {
        var other = stat()
        return fstat(descriptor, &other) == 0 && other.st_dev == status.st_dev && other.st_ino == status.st_ino
    }

    /// Which option read this process's standard input as a stream: it can be read once, so a
    /// second reader (`--config /dev/stdin --baseline /dev/stdin`, or `--stdin-path` after
    /// `--config /dev/stdin`) gets a failure instead of empty text.
    final class StandardInputUse: @unchecked Sendable {
        /// The process's record.
        static let shared = StandardInputUse()
        private let lock = NSLock()
        private var reader: String?

        /// Records `purpose` as the reader; returns the earlier reader, if there was one (the
        /// record is then unchanged).
        func claim(for purpose: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let reader { return reader }
            reader = purpose
            return nil
        }
    }
}
