import Foundation

/// The oldest Swift compiler a SwiftPM package supports, read from its manifests: the
/// `swift-tools-version` of `Package.swift` and of every `Package@swift-X.Y.swift` beside it.
/// Rules whose rewrite needs a newer language (`some` parameters need Swift 5.7) stay quiet in
/// packages that still support older compilers.
public enum PackageManifest {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: (major: Int, minor: Int)?] = [:]

    /// The minimum tools version of the package containing `path` (nil when no
    /// `Package.swift` is found above it or it has no version comment).
    public static func minimumToolsVersion(forFile path: String) -> (major: Int, minor: Int)? {
        var folder = PathText.parent(path)
        if !folder.hasPrefix("/") { folder = WorkingDirectory.path + (folder.isEmpty ? "" : "/" + folder) }
        var visited: [String] = []
        var result: (major: Int, minor: Int)?
        var found = false
        while true {
            lock.lock()
            let known = cache[folder]
            lock.unlock()
            if let known { result = known; found = true; break }
            visited.append(folder)
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
                result = versionOfManifests(in: folder)
                found = true
                break
            }
            let parent = PathText.parent(folder)
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        _ = found
        lock.lock()
        for path in visited { cache[path] = .some(result) }
        lock.unlock()
        return result
    }

    /// The lowest `swift-tools-version` among the folder's manifests.
    static func versionOfManifests(in folder: String) -> (major: Int, minor: Int)? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
        var lowest: (major: Int, minor: Int)?
        for name in names {
            guard let bytes = head(ofRegularFile: folder + "/" + name, count: 200) else { continue }
            guard let version = toolsVersion(String(decoding: bytes, as: UTF8.self)) else { continue }
            if lowest == nil || version < lowest! { lowest = version }
        }
        return lowest
    }

    /// The first `count` bytes (or fewer) of the regular file at `path`; nil for a folder, a
    /// FIFO or another special file (opened without blocking, so a FIFO named like a manifest
    /// cannot hang the run) and for a file that cannot be read.
    static func head(ofRegularFile path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            filled += read
        }
        return Array(buffer[..<filled])
    }

    /// `// swift-tools-version:5.5` → (5, 5).
    static func toolsVersion(_ text: String) -> (major: Int, minor: Int)? {
        guard let parts = toolsVersionParts(text), let major = parts.first else { return nil }
        return (major, parts.count > 1 ? parts[1] : 0)
    }

    /// The numbers of the version on a manifest's first line: `// swift-tools-version:5.10.1`
    /// → `[5, 10, 1]` (at most three); nil when the line names no tools version.
    static func toolsVersionParts(_ text: String) -> [Int]? {
        // The first line, cut at its line break's byte (`split` on text compares Characters).
        guard let line = text.split(atASCII: UInt8(ascii: "\n")).first, line.lowercased().contains("swift-tools-version") else { return nil }
        let digits = line.drop { !$0.isNumber }
        let parts = digits.split(whereSeparator: { !$0.isNumber }).prefix(3).compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }
}
