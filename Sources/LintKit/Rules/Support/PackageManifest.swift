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
            guard let handle = FileHandle(forReadingAtPath: folder + "/" + name) else { continue }
            let head = String(decoding: handle.readData(ofLength: 200), as: UTF8.self)
            try? handle.close()
            guard let version = toolsVersion(head) else { continue }
            if lowest == nil || version < lowest! { lowest = version }
        }
        return lowest
    }

    /// `// swift-tools-version:5.5` → (5, 5).
    static func toolsVersion(_ text: String) -> (major: Int, minor: Int)? {
        guard let parts = toolsVersionParts(text), let major = parts.first else { return nil }
        return (major, parts.count > 1 ? parts[1] : 0)
    }

    /// The numbers of the version on a manifest's first line: `// swift-tools-version:5.10.1`
    /// → `[5, 10, 1]` (at most three); nil when the line names no tools version.
    static func toolsVersionParts(_ text: String) -> [Int]? {
        guard let line = text.split(separator: "\n").first, line.lowercased().contains("swift-tools-version") else { return nil }
        let digits = line.drop { !$0.isNumber }
        let parts = digits.split(whereSeparator: { !$0.isNumber }).prefix(3).compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }
}
