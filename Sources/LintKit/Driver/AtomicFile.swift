import Foundation

/// Writes files so that readers never see half-written content: the data goes to a
/// temporary file in the destination's folder, is flushed to disk (unless the caller says the
/// file need not be durable), and the temporary file is then renamed over the destination.
///
/// When the destination already exists, the new file keeps its permission bits (a source
/// file rewritten by `fix` stays executable), and a symbolic link at the destination is
/// followed, so the file it points to is replaced rather than the link. A destination that is
/// not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) is written in place, and a folder
/// is an error. On any failure the temporary file is removed and the destination is left as
/// it was.
public enum AtomicFile {
    /// Writes `text` to `path` atomically; throws with a message naming the path on failure.
    public static func write(_ text: String, to path: String, durable: Bool = true) throws(FileReader.Failure) {
        try write(Array(text.utf8), to: path, durable: durable)
    }

    /// Writes `bytes` to `path` atomically (without copying them first).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(FileReader.Failure) {
        try write(pieces: [bytes], to: path, durable: durable)
    }

    /// Writes the concatenation of `pieces` to `path` atomically, without joining them first.
    ///
    /// With `durable` (the default) the data is flushed to disk (`fsync`) before the rename,
    /// so that a power loss cannot leave an empty or partial file under the name: for source
    /// files rewritten by `fix` and for baselines. A report, which the next run writes again,
    /// is written with `durable: false`: readers still never see it half written, and the run
    /// does not wait for the disk.
    public static func write(pieces: [[UInt8]], to path: String, durable: Bool = true) throws(FileReader.Failure) {
        let target = destination(of: path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists && existing.st_mode & S_IFMT == S_IFDIR { throw failure(path, errno: EISDIR) }
        if exists && existing.st_mode & S_IFMT != S_IFREG {
            // A device, FIFO or socket (`/dev/null`, `/dev/stdout`): written in place; renaming
            // a file over it would replace the device itself.
            try writeInPlace(pieces, to: target, path: path)
            return
        }
        let slash = target.lastIndex(ofASCII: UInt8(ascii: "/"))
        let folder = slash.map { String(target[...$0]) } ?? ""
        // A fresh name in the same folder (so that the rename stays on one file system),
        // created exclusively, with the usual 0666 less the umask.
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 where descriptor < 0 {
            // Short whatever the destination's name (a name near the 255-byte limit must not
            // make the temporary name too long).
            temporary = folder + ".swiftlint-lite.\(getpid()).\(attempt).\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(path) }
        // The first error, if any.
        var errorCode: Int32 = 0
        if exists && fchmod(descriptor, existing.st_mode & 0o7777) != 0 { errorCode = errno }
        if errorCode == 0 { errorCode = writeAll(pieces, to: descriptor) }
        if durable && errorCode == 0 && fsync(descriptor) != 0 { errorCode = errno }
        if close(descriptor) != 0 && errorCode == 0 { errorCode = errno }
        if errorCode == 0 && rename(temporary, target) != 0 { errorCode = errno }
        guard errorCode != 0 else { return }
        unlink(temporary)
        throw failure(path, errno: errorCode)
    }

    /// Writes `pieces` into the existing non-regular file `target`. Opened without blocking, so
    /// that a FIFO nobody reads fails at once instead of hanging, then written blocking.
    private static func writeInPlace(_ pieces: [[UInt8]], to target: String, path: String) throws(FileReader.Failure) {
        let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        var errorCode: Int32 = 0
        let flags = fcntl(descriptor, F_GETFL)
        if flags < 0 || fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) < 0 { errorCode = errno }
        if errorCode == 0 { errorCode = writeAll(pieces, to: descriptor) }
        if close(descriptor) != 0 && errorCode == 0 { errorCode = errno }
        if errorCode != 0 { throw failure(path, errno: errorCode) }
    }

    /// `path`, or the file a symbolic link at `path` points to (resolved fully).
    static func destination(of path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes every byte of `pieces` in order, going on after partial writes and
    /// interruptions; returns 0, or the `errno` of the write that failed.
    private static func writeAll(_ pieces: [[UInt8]], to descriptor: Int32) -> Int32 {
        for piece in pieces {
            let failed = piece.withUnsafeBytes { buffer -> Int32 in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return 0
            }
            if failed != 0 { return failed }
        }
        return 0
    }

    private static func failure(_ path: String, errno code: Int32 = errno) -> FileReader.Failure {
        FileReader.Failure(path: path, reason: "cannot write file: \(String(cString: strerror(code)))")
    }
}
