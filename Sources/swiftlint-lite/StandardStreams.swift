import Foundation
import LintKit

/// What `print` wrote to standard output, checked: the report and standard error are written
/// with ``AtomicFile/writeAll(_:to:)`` instead, which returns the error where Foundation's
/// `FileHandle.write(_:)` would stop the program.
enum StandardStreams {
    /// Flushes what `print` buffered for standard output; returns the error message when
    /// standard output could not be written (nil when all went well). (`fflush(NULL)` flushes
    /// every output stream: Swift 6 does not let the C global `stdout` be named.)
    static func flushPrintedOutput() -> String? {
        guard fflush(nil) != 0 else { return nil }
        return "error: cannot write to standard output: \(String(cString: strerror(errno)))"
    }
}

/// Writes a line to standard error (when standard error cannot be written, there is nowhere
/// to say so: the line is dropped).
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = AtomicFile.writeAll($0, to: STDERR_FILENO) }
}
