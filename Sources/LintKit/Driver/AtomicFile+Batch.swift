import Foundation

// MARK: - Many files, flushed to disk together

extension AtomicFile {
    /// A file to write in a batch (see ``writeDurably(_:mayReplace:)``).
    public struct Rewrite: Sendable {
        /// Where it goes.
        public var path: String
        /// Its new content.
        public var bytes: [UInt8]

        /// Creates a rewrite.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// How many files a batch holds as complete temporary files before it flushes them and
    /// renames them over their destinations (within ``TemporaryFileCleanup/slotCount``, which
    /// leaves room for a plain write).
    static let batchSize = 48

    /// Writes each of `files` atomically and durably, as ``write(_:to:durable:)`` does, but
    /// flushes them to disk together: each is written to its temporary file, then the whole
    /// batch is flushed (see ``flush(_:)``), then each temporary file is renamed over its
    /// destination. A power loss still leaves every destination with its old content or its
    /// whole new one. Written one by one, each waited ~3 ms for its own `fsync`
    /// here, so `--fix` spent seconds waiting for the disk when it rewrote hundreds of files
    /// (Benchmarks/README.md).
    ///
    /// `mayReplace` is asked about each file just before its rename (nil: go on): a file that
    /// it refuses is left as it was, with the reason among the failures. A destination that is
    /// not a regular file (a device, a stream of this process) is written as
    /// ``write(_:to:durable:)`` writes it. Returns the failures by path; the other files are
    /// written.
    public static func writeDurably(_ files: [Rewrite],
                                    mayReplace: (String) -> FileReader.Failure? = { _ in nil }) -> [String: FileReader.Failure] {
        var failures: [String: FileReader.Failure] = [:]
        var start = 0
        while start < files.count {
            let batch = files[start..<min(files.count, start + batchSize)]
            start = batch.endIndex
            var staged: [StagedFile] = []
            for file in batch {
                do {
                    if let ready = try stageRegularFile(file) {
                        staged.append(ready)
                    } else if let refusal = mayReplace(file.path) {
                        failures[file.path] = refusal
                    } else {
                        try write(file.bytes, to: file.path)
                    }
                } catch {
                    failures[file.path] = error
                }
            }
            let flushed = flush(staged)
            for (file, errorCode) in zip(staged, flushed) {
                if errorCode == 0, let refusal = mayReplace(file.path) {
                    discard(file)
                    failures[file.path] = refusal
                    continue
                }
                do { try finish(file, errorCode: errorCode) } catch { failures[file.path] = error }
            }
        }
        return failures
    }

    /// `file` written to a temporary file beside its destination, when that is a regular file
    /// or none yet; nil for a destination written otherwise (a stream of this process, a
    /// device). Throws for a destination that cannot be replaced (a folder, a file the user may
    /// not write), as ``write(_:to:durable:)`` does.
    private static func stageRegularFile(_ file: Rewrite) throws(FileReader.Failure) -> StagedFile? {
        guard case let .replaced(target, existing) = try whereWritten(file.path) else { return nil }
        return try stage({ write in file.bytes.withUnsafeBufferPointer(write) }, to: target, existing: existing, path: file.path)
    }

    /// Makes the staged files durable; returns, for each, 0 or the `errno` of its `fsync`.
    /// The write-out of every file's pages is started first (on Linux), so that the disk
    /// works on all of them at once; each `fsync` then mostly finds its file written and its
    /// metadata in a journal commit an earlier one already waited for.
    private static func flush(_ staged: [StagedFile]) -> [Int32] {
        for file in staged { Writeback.startWriteOut(of: file.descriptor) }
        return staged.map { fsync($0.descriptor) == 0 ? 0 : errno }
    }

    /// Closes and removes a staged file that is not to be renamed.
    private static func discard(_ file: StagedFile) {
        close(file.descriptor)
        unlink(file.temporary)
        TemporaryFileCleanup.clear(file.cleanupSlot)
    }
}
