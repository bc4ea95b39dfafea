import Foundation

/// Writes files so that readers never see half-written content: the data goes to a
/// temporary file in the destination's folder, is flushed to disk (unless the caller says the
/// file need not be durable), and the temporary file is then renamed over the destination.
///
/// When the destination already exists, the new file keeps its permission bits (a source
/// file rewritten by `fix` stays executable), and a symbolic link at the destination is
/// followed, so the file it points to is replaced rather than the link. A destination that is
/// not a regular file (`/dev/null`, a FIFO) is written in place, one of the process's own
/// streams (`/dev/stdout`, `/dev/fd/3`, whatever file the shell opened for it) through its
/// descriptor, and a folder or a file the user may not write is an error. On any failure the temporary file is
/// removed and the destination is left as it was; so it is when the process is interrupted
/// (``TemporaryFileCleanup``).
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
        try write(to: path, durable: durable) { write in
            for piece in pieces { piece.withUnsafeBufferPointer(write) }
        }
    }

    /// Writes what `produce` hands to its `write` function, piece after piece, to `path`
    /// atomically (see ``write(pieces:to:durable:)``): each piece goes to the temporary file
    /// as soon as it is handed over (the bytes need to live only during the call), so the
    /// file is written while the producer makes the next piece. Once a write fails, later
    /// pieces are ignored and the error is thrown when `produce` returns.
    ///
    /// On Linux, once a megabyte or more is written, the kernel is asked to start writing the
    /// pages out (`sync_file_range`) while the producer goes on: ext4 writes out a file that is
    /// renamed over another before the rename returns (so that a crash leaves the old or the
    /// new content), and pages already under way no longer hold the rename up.
    public static func write(to path: String, durable: Bool = true,
                             _ produce: (_ write: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) throws(FileReader.Failure) {
        switch try whereWritten(path) {
        case let .stream(descriptor):
            // `/dev/stdout` and the like: this process's own stream, which may be a file the
            // shell opened (`>> ci.log`); written where it stands, as a program's output is,
            // not renamed over.
            var errorCode: Int32 = fcntl(descriptor, F_GETFD) < 0 ? errno : 0
            produce { piece in
                if errorCode == 0 { errorCode = writeAll(piece, to: descriptor) }
            }
            if errorCode != 0 { throw failure(path, errno: errorCode) }
            return
        case let .inPlace(device):
            try writeInPlace(produce, to: device, path: path)
            return
        case let .replaced(target, existing):
            let staged = try stage(produce, to: target, existing: existing, path: path)
            var errorCode: Int32 = 0
            if durable && fsync(staged.descriptor) != 0 { errorCode = errno }
            try finish(staged, errorCode: errorCode)
        }
    }

    /// Where a write to a path goes.
    enum Destination {
        /// One of this process's streams (`/dev/stdout`, `/dev/fd/3`), by its descriptor.
        case stream(Int32)
        /// A device, FIFO or socket (`/dev/null`), written in place: renaming a file over it
        /// would replace the device itself.
        case inPlace(String)
        /// A regular file (links resolved), or none yet: replaced by a temporary file renamed
        /// over it; its status when it exists.
        case replaced(String, stat?)
    }

    /// Where a write to `path` goes (see ``Destination``). Throws for a destination that is a
    /// folder, or a file the user may not write: it is not replaced (a rename would get round
    /// its permissions, as the folder's are what a rename needs).
    static func whereWritten(_ path: String) throws(FileReader.Failure) -> Destination {
        if let descriptor = openDescriptor(named: path) { return .stream(descriptor) }
        let target = destination(of: path)
        var existing = stat()
        guard stat(target, &existing) == 0 else { return .replaced(target, nil) }
        if existing.st_mode & S_IFMT == S_IFDIR { throw failure(path, errno: EISDIR) }
        if access(target, W_OK) != 0 { throw failure(path) }
        return existing.st_mode & S_IFMT == S_IFREG ? .replaced(target, existing) : .inPlace(target)
    }

    /// A complete temporary file, still open, waiting to be renamed over its destination.
    struct StagedFile {
        /// The destination as the caller named it (for messages).
        let path: String
        /// The destination, links resolved.
        let target: String
        /// The temporary file's name, in the destination's folder.
        let temporary: String
        /// The temporary file, open for writing.
        let descriptor: Int32
        /// Where ``TemporaryFileCleanup`` recorded the temporary file (nil: not recorded).
        let cleanupSlot: Int?
    }

    /// Writes what `produce` hands over to a new temporary file beside `target`, a regular file
    /// (its status `existing`) or none yet, with the destination's owner and permission bits;
    /// the file stays open (see ``finish(_:errorCode:)``). On failure nothing is left behind.
    static func stage(_ produce: (_ write: (UnsafeBufferPointer<UInt8>) -> Void) -> Void, to target: String, existing: stat?,
                      path: String) throws(FileReader.Failure) -> StagedFile {
        let slash = target.lastIndex(ofASCII: UInt8(ascii: "/"))
        let folder = slash.map { String(target[...$0]) } ?? ""
        // A fresh name in the same folder (so that the rename stays on one file system),
        // created exclusively, with the usual 0666 less the umask.
        var temporary = ""
        var descriptor: Int32 = -1
        var slot: Int?
        for attempt in 0..<100 where descriptor < 0 {
            // Short whatever the destination's name (a name near the 255-byte limit must not
            // make the temporary name too long).
            temporary = folder + ".swiftlint-lite.\(getpid()).\(attempt).\(UInt32.random(in: 0...UInt32.max)).tmp"
            // Named for removal on an interrupt before it exists (see TemporaryFileCleanup).
            TemporaryFileCleanup.clear(slot)
            slot = TemporaryFileCleanup.register(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            // The file may be writable while its folder is not: say which one stops it.
            let code = errno
            TemporaryFileCleanup.clear(slot)
            guard code == EACCES || code == EPERM else { throw failure(path, errno: code) }
            let shownFolder = folder.isEmpty ? "." : String(folder.dropLast())
            throw FileReader.Failure(path: path, reason: "cannot write file: cannot create a temporary file in '\(shownFolder)' to write it atomically (\(String(cString: strerror(code))))")
        }
        // The first error, if any.
        var errorCode: Int32 = 0
        // The owner first (root rewriting a user's file in a container leaves it theirs;
        // anyone else may at most change the group, and keeps the file's own when it cannot),
        // then the mode, which a change of owner may clear.
        if let existing, existing.st_uid != geteuid() || existing.st_gid != getegid() {
            // (-1, all bits set, leaves the owner as it is.)
            _ = fchown(descriptor, geteuid() == 0 ? existing.st_uid : uid_t.max, existing.st_gid)
        }
        if let existing, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { errorCode = errno }
        var writeback = Writeback(descriptor: descriptor)
        produce { piece in
            guard errorCode == 0 else { return }
            errorCode = writeAll(piece, to: descriptor)
            if errorCode == 0 { writeback.wrote(piece.count) }
        }
        if errorCode == 0 { writeback.finish() }
        let staged = StagedFile(path: path, target: target, temporary: temporary, descriptor: descriptor, cleanupSlot: slot)
        if errorCode != 0 { try finish(staged, errorCode: errorCode) }
        return staged
    }

    /// Closes `staged` and renames it over its destination, unless `errorCode` (an `errno`)
    /// says an earlier step failed; on any failure the temporary file is removed and the
    /// error thrown.
    static func finish(_ staged: StagedFile, errorCode given: Int32) throws(FileReader.Failure) {
        defer { TemporaryFileCleanup.clear(staged.cleanupSlot) }
        var errorCode = given
        if close(staged.descriptor) != 0 && errorCode == 0 { errorCode = errno }
        if errorCode == 0 && rename(staged.temporary, staged.target) != 0 { errorCode = errno }
        guard errorCode != 0 else { return }
        unlink(staged.temporary)
        throw failure(staged.path, errno: errorCode)
    }

    /// Writes what `produce` hands over into the existing non-regular file `target`. Opened
    /// without blocking, so that a FIFO nobody reads fails at once instead of hanging, then
    /// written blocking.
    private static func writeInPlace(_ produce: (_ write: (UnsafeBufferPointer<UInt8>) -> Void) -> Void, to target: String,
                                     path: String) throws(FileReader.Failure) {
        let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        var errorCode: Int32 = 0
        let flags = fcntl(descriptor, F_GETFL)
        if flags < 0 || fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) < 0 { errorCode = errno }
        produce { piece in
            if errorCode == 0 { errorCode = writeAll(piece, to: descriptor) }
        }
        if close(descriptor) != 0 && errorCode == 0 { errorCode = errno }
        if errorCode != 0 { throw failure(path, errno: errorCode) }
    }

    /// The descriptor of this process that `path` names, through `/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N` or `/proc/self/fd/N` (symbolic links followed), or nil for any other path.
    public static func openDescriptor(named path: String) -> Int32? {
        var current = path
        for _ in 0..<8 {
            for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where current.hasPrefix(prefix) {
                return Int32(current.dropFirst(prefix.count))
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                let slash = current.lastIndex(ofASCII: UInt8(ascii: "/"))
                current = (slash.map { String(current[...$0]) } ?? "") + target
            }
        }
        return nil
    }

    /// Removes the regular file at `path` (or that a symbolic link there points to), left by an
    /// earlier run, so that it cannot pass for this run's; a device, a FIFO or a stream of this
    /// process (`/dev/null`, `/dev/stdout`) is left alone. Returns the `errno` of a removal
    /// that failed, or 0.
    public static func removeEarlierOutput(_ path: String) -> Int32 {
        guard openDescriptor(named: path) == nil else { return 0 }
        let target = destination(of: path)
        var status = stat()
        guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return 0 }
        return unlink(target) == 0 || errno == ENOENT ? 0 : errno
    }

    /// `path`, or the file a symbolic link at `path` points to (resolved fully; a link to a
    /// file that does not exist yet points to where that file is to be made, hw61).
    public static func destination(of path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A dangling link: its target, followed link by link (at most as many as the system
        // follows), relative to the folder of the link that names it.
        var current = path
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        for _ in 0..<40 {
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return path }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return path
    }

    /// Writes every byte of `piece` to the open file `descriptor`, going on after partial
    /// writes and interruptions; returns 0, or the `errno` of the write that failed. (Also what
    /// the command line writes standard output and standard error with: Foundation's
    /// `FileHandle.write(_:)` stops the program on an error.)
    public static func writeAll(_ piece: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32 {
        guard let base = piece.baseAddress else { return 0 }
        var offset = 0
        while offset < piece.count {
            let written = Foundation.write(descriptor, base + offset, piece.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Starts the write-out of a file's pages once enough is written (see
    /// ``write(to:durable:_:)``). Elsewhere than on Linux it does nothing.
    struct Writeback {
        /// The file.
        let descriptor: Int32
        /// Bytes written since the last request.
        private var pending = 0
        /// Bytes written in all.
        private var written = 0

        /// Bytes written between two requests.
        static let threshold = 1 << 20

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Notes that `count` more bytes were written, and asks for their write-out once
        /// ``threshold`` bytes are pending.
        mutating func wrote(_ count: Int) {
            pending += count
            written += count
            if pending >= Self.threshold { request() }
        }

        /// After the last piece: asks for the rest once a file of ``threshold`` bytes or more
        /// is written (a small file is left to the rename).
        mutating func finish() {
            if pending > 0 && written >= Self.threshold { request() }
        }

        private mutating func request() {
            pending = 0
            Self.startWriteOut(of: descriptor)
        }

        /// Asks the kernel to start writing the dirty pages of the whole open file
        /// `descriptor`, without waiting for them. Elsewhere than on Linux it does nothing.
        static func startWriteOut(of descriptor: Int32) {
            #if os(Linux)
            // `SYNC_FILE_RANGE_WRITE`. Not declared by the Glibc module, so looked up by name.
            _ = syncFileRange?(descriptor, 0, 0, 2)
            #endif
        }

        #if os(Linux)
        private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
        /// glibc's `sync_file_range`, or nil.
        private static let syncFileRange: SyncFileRange? = dlsym(nil, "sync_file_range").map {
            unsafeBitCast($0, to: SyncFileRange.self)
        }
        #endif
    }

    /// Why ``write(to:durable:_:)`` would fail for `path` before writing anything (its folder
    /// missing or not writable, a folder of that name, a file the user may not write), or nil.
    /// Checked before a run starts, so that a typo in an output's folder stops it before
    /// anything is linted or fixed.
    public static func problemWriting(to path: String) -> FileReader.Failure? {
        if let descriptor = openDescriptor(named: path) {
            return fcntl(descriptor, F_GETFD) < 0 ? failure(path) : nil
        }
        let target = destination(of: path)
        var existing = stat()
        if stat(target, &existing) == 0 {
            if existing.st_mode & S_IFMT == S_IFDIR { return failure(path, errno: EISDIR) }
            if access(target, W_OK) != 0 { return failure(path) }
            if existing.st_mode & S_IFMT != S_IFREG { return nil }  // a device: written in place
        }
        let slash = target.lastIndex(ofASCII: UInt8(ascii: "/"))
        let folder = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        var status = stat()
        guard stat(folder, &status) == 0 else {
            guard errno == ENOENT else { return failure(path) }
            return FileReader.Failure(path: path, reason: "cannot write file: there is no folder '\(PrintablePath.escaped(folder))'")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return failure(path, errno: ENOTDIR) }
        guard access(folder, W_OK | X_OK) == 0 else {
            return FileReader.Failure(path: path, reason: "cannot write file: cannot create a temporary file in '\(PrintablePath.escaped(folder))' to write it atomically (\(String(cString: strerror(errno))))")
        }
        return nil
    }

    static func failure(_ path: String, errno code: Int32 = errno) -> FileReader.Failure {
        FileReader.Failure(path: path, reason: "cannot write file: \(String(cString: strerror(code)))")
    }
}
