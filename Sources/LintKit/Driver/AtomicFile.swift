import Foundation

/// Writes files so that readers never see half-written content: the data goes to a
/// temporary file in the same folder, which is then renamed over the destination.
public enum AtomicFile {
    /// Writes `text` to `path` atomically; throws with a message naming the path on failure.
    public static func write(_ text: String, to path: String) throws(FileReader.Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` atomically (without copying them first).
    public static func write(_ bytes: [UInt8], to path: String) throws(FileReader.Failure) {
        let url = URL(fileURLWithPath: path)
        do {
            try bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return try Data().write(to: url, options: .atomic) }
                let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
                try data.write(to: url, options: .atomic)
            }
        } catch {
            throw FileReader.Failure(path: path, reason: "cannot write file: \(error.localizedDescription)")
        }
    }
}
