import Foundation

extension FileReader {
    /// The most a configuration file or baseline read by ``wholeFile(_:)`` may hold: a stream
    /// that never ends (`/dev/zero`) stops here rather than filling memory.
    public static let wholeFileLimit = 64 << 20

    /// The bytes of a file the run reads whole (a configuration file, a baseline), and whether
    /// it is a regular file.
    public struct WholeFile: Sendable {
        /// The bytes, to the end of the file or stream.
        public var bytes: [UInt8]
        /// False for a stream: a pipe (`--config <(git show main:.lint.yml)`), `/dev/stdin`, a
        /// FIFO, a device.
        public var isRegularFile: Bool
    }

    /// Reads `path` to its end: a regular file, or a stream such as the pipe of a shell's
    /// process substitution, which a plain file read refuses. A folder, a path that does not
    /// exist or may not be read, and a stream longer than ``wholeFileLimit`` are failures, with
    /// the reason ("it is a folder", the system's message). A FIFO that no program writes to is
    /// read as empty, without waiting.
    public static func wholeFile(_ path: String) -> Result<WholeFile, WholeFileFailure> {
        // Opened without waiting for a FIFO's writer; the reads below wait for its data.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(WholeFileFailure(reason: unreadableReason(path))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(WholeFileFailure(reason: String(cString: strerror(errno)))) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(WholeFileFailure(reason: "it is a folder")) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        var bytes: [UInt8] = []
        if type == S_IFREG { bytes.reserveCapacity(max(Int(status.st_size), 0)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(WholeFileFailure(reason: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > wholeFileLimit {
                return .failure(WholeFileFailure(reason: "it holds more than \(wholeFileLimit >> 20) MB"))
            }
        }
        return .success(WholeFile(bytes: bytes, isRegularFile: type == S_IFREG))
    }

    /// Why ``wholeFile(_:)`` could not read a path, for a message that follows "cannot read …: ".
    public struct WholeFileFailure: Error, Sendable {
        /// The reason: "it is a folder", "No such file or directory", …
        public var reason: String
    }
}
