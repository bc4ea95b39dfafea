import Foundation

/// Writing to standard output and standard error with `write(2)`: Foundation's
/// `FileHandle.write(_:)` stops the program on an error (a full disk, a closed descriptor),
/// where a command-line tool should say what failed and exit with status 2.
enum StandardStreams {
    /// Writes all of `bytes` to descriptor `descriptor`, going on after partial writes and
    /// interruptions; returns 0, or the `errno` of the write that failed.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Flushes what `print` buffered for standard output; returns the error message when
    /// standard output could not be written (nil when all went well). (`fflush(NULL)` flushes
    /// every output stream: Swift 6 does not let the C global `stdout` be named.)
    static func flushPrintedOutput() -> String? {
        guard fflush(nil) != 0 else { return nil }
        return "error: cannot write to standard output: \(String(cString: strerror(errno)))"
    }
}
