import Foundation

/// Writes files so that readers never see half-written content: the data goes to a
/// temporary file in the same folder, which is then renamed over the destination.
public enum AtomicFile {
    /// Writes `text` to `path` atomically; throws with a message naming the path on failure.
    public static func write(_ text: String, to path: String) throws(FileReader.Failure) {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw FileReader.Failure(path: path, reason: "cannot write file: \(error.localizedDescription)")
        }
    }
}
