import Foundation

/// Reads source files as bytes and reports unreadable ones with a reason.
public enum FileReader {
    /// A file that could not be read.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path.
        public var path: String
        /// Why it could not be read.
        public var reason: String
        /// Where in the file the problem lies (a byte that is not UTF-8), if it lies anywhere.
        public var location: SourceLocation?

        /// A failure of the file at `path`, at `location` in it when given.
        public init(path: String, reason: String, location: SourceLocation? = nil) {
            self.path = path
            self.reason = reason
            self.location = location
        }

        /// `path:line:column: error: reason`, or `path: error: reason` without a location, in
        /// the style of compiler diagnostics.
        public var description: String {
            let path = PrintablePath.escaped(self.path)
            guard let location else { return "\(path): error: \(reason)" }
            return "\(path):\(location.line):\(location.column): error: \(reason)"
        }
    }

    /// Why `path` cannot be read as a file, for a message that follows "cannot read …: ":
    /// "it is a folder", "it is a symbolic link to a file that does not exist", or the
    /// system's reason ("No such file or directory", "Permission denied").
    public static func unreadableReason(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT && lstat(path, &link) == 0 { return "it is a symbolic link to a file that does not exist" }
            return String(cString: strerror(code))
        }
        if status.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
        guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        return "it could not be read"
    }

    /// Reads `path`. A file that is not valid UTF-8, or that has NUL bytes in its first 8 KiB
    /// (a binary file), is a failure (see ``validate(_:path:)``).
    public static func read(_ path: String) -> Result<SourceFile, Failure> {
        // Non-blocking, so that opening a FIFO cannot hang; non-regular files are rejected below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(Failure(path: path, reason: "cannot open file: \(String(cString: strerror(errno)))"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Failure(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))"))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Failure(path: path, reason: "not a regular file; not linted"))
        }
        // Read straight into the byte array: no Data, no copy, no zero-filling first. A file
        // is read up to the size `fstat` gave (no further call just to meet the end); one that
        // reports no size (as some special file systems do) is read until its end, in a
        // buffer that doubles whenever it fills.
        let size = max(Int(status.st_size), 0)
        var bytes: [UInt8] = []
        var capacity = size > 0 ? size : 4096
        while true {
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { return }
                    initialized += count
                }
            }
            if failure != 0 {
                return .failure(Failure(path: path, reason: "cannot read file: \(String(cString: strerror(failure)))"))
            }
            guard size == 0 && bytes.count == capacity else { break }
            capacity *= 2
            _ = lseek(descriptor, 0, SEEK_SET)
        }
        if let failure = validate(bytes, path: path) { return .failure(failure) }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    /// Reads standard input to its end, for the buffer named `path` (`--stdin-path`): its
    /// bytes, or a failure that says why they cannot be read (standard input closed, or a
    /// folder), never a crash. The bytes are not checked (see ``validate(_:path:)``).
    public static func readStandardInput(path: String) -> Result<[UInt8], Failure> {
        var status = stat()
        if fstat(STDIN_FILENO, &status) == 0 && status.st_mode & S_IFMT != S_IFREG,
           let earlier = StandardInputUse.shared.claim(for: "--stdin-path") {
            return .failure(Failure(path: path, reason: "cannot read standard input: it was read already for \(earlier)"))
        }
        return readToEnd(STDIN_FILENO).mapError { error in
            Failure(path: path, reason: "cannot read standard input: \(String(cString: strerror(error.code)))")
        }
    }

    /// The `errno` of a failed read; `EFBIG` when ``readToEnd(_:limit:reservingCapacity:)``
    /// read more than its limit.
    struct ReadError: Error {
        /// The `errno` value.
        let code: Int32
    }

    /// Reads `descriptor` to its end, in 64 KB reads (interrupted reads are retried), failing
    /// with `EFBIG` once more than `limit` bytes have arrived: standard input (`--stdin-path`)
    /// and the streams of ``wholeFile(_:for:)``.
    static func readToEnd(_ descriptor: Int32, limit: Int = .max, reservingCapacity capacity: Int = 0) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(code: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .failure(ReadError(code: EFBIG)) }
        }
    }

    /// Why `bytes`, read from `path` (or standard input), are not linted: NUL bytes in the
    /// first 8 KiB (a binary file) or invalid UTF-8, at the first offending byte; nil when
    /// they are fine.
    public static func validate(_ bytes: [UInt8], path: String) -> Failure? {
        // UTF-16 text (as some editors on Windows save it) starts with its byte-order mark.
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return Failure(path: path, reason: "UTF-16 text (it starts with a UTF-16 byte-order mark); not linted: save it as UTF-8",
                           location: SourceLocation(line: 1, column: 1, utf16Column: 1))
        }
        let head = min(bytes.count, 8192)
        let firstNul = bytes.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, head) else { return nil }
            return UnsafeRawPointer(found) - base
        }
        if let firstNul {
            return Failure(path: path, reason: "file looks binary (a NUL byte at byte offset \(firstNul)); not linted",
                           location: LineTable(bytes).location(of: firstNul))
        }
        if let bad = firstInvalidUTF8Offset(bytes) {
            return Failure(path: path, reason: "not valid UTF-8 (byte offset \(bad)); not linted",
                           location: LineTable(bytes).location(of: bad))
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            let count = buffer.count
            while index < count {
                // ASCII fast path: 32 bytes at a time, then eight.
                if index + 32 <= count {
                    let raw = UnsafeRawPointer(base + index)
                    let combined = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                    if combined & 0x8080_8080_8080_8080 == 0 { index += 32; continue }
                }
                if index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 { index += 8; continue }
                }
                let byte = base[index]
                if byte < 0x80 { index += 1; continue }
                let length: Int
                switch byte {
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: return index
                }
                guard index + length <= count else { return index }
                for next in 1..<length where base[index + next] & 0xC0 != 0x80 { return index }
                let second = base[index + 1]
                if byte == 0xE0 && second < 0xA0 || byte == 0xED && second > 0x9F
                    || byte == 0xF0 && second < 0x90 || byte == 0xF4 && second > 0x8F {
                    return index
                }
                index += length
            }
            return nil
        }
    }
}
