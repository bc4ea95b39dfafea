import Foundation

// MARK: - Packages by path: which package a file is in, and how near a declaration is

extension ProjectIndex {
    /// A key naming the package a file belongs to: the folder of the manifest one of whose
    /// targets holds the file (see ``ManifestTargets``), else its path up to the last
    /// `/Sources/`, `/Tests/` or `/Plugins/` folder (empty when there is none). Name lookup
    /// prefers declarations of the same package, then of its checkouts, then any other.
    public static func packageKey(of path: String) -> String {
        owner(ofFile: path).package
    }

    /// The package key by SwiftPM's default layout alone: an absolute path up to its last
    /// `/Sources/`, `/Tests/` or `/Plugins/` folder (empty when there is none).
    static func layoutPackageKey(of path: String) -> String {
        // Byte search from the end. A relative path was made absolute first:
        // `Sources/App/A.swift`, linted from the package's folder, belongs to that folder's
        // package and to module `App`.
        var path = path
        let end = path.withUTF8 { bytes -> Int in
            var best = -1
            for marker in packageMarkers where bytes.count >= marker.count {
                var start = bytes.count - marker.count
                while start > best {
                    if bytes[start] == UInt8(ascii: "/") && marker.indices.allSatisfy({ bytes[start + $0] == marker[$0] }) { break }
                    start -= 1
                }
                best = max(best, start)
            }
            // A target named like a marker folder (`Sources/Plugins/Gear.swift`, `Sources/Tests/…`):
            // the marker is the one before it, whose folder is the target's.
            if best > 0 {
                for marker in packageMarkers where best >= marker.count - 1 {
                    let start = best - (marker.count - 1)
                    if marker.indices.allSatisfy({ bytes[start + $0] == marker[$0] }) { return start }
                }
            }
            return best
        }
        return end > 0 ? String(decoding: path.utf8.prefix(end), as: UTF8.self) : ""
    }

    /// `path` if it is absolute, else `path` in the current folder (read once per run).
    public static func absolutePath(_ path: String) -> String {
        if path.utf8.first == UInt8(ascii: "/") || path.isEmpty { return path }
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return currentFolder.hasSuffix("/") ? currentFolder + trimmed : currentFolder + "/" + trimmed
    }

    /// The current folder when the index first needed it.
    private static let currentFolder = WorkingDirectory.path

    /// The folders that end a package key, as bytes.
    private static let packageMarkers = ["/Sources/", "/Tests/", "/Plugins/"].map { Array($0.utf8) }

    /// How close a symbol is to a use in package `package`: 0 same package, 1 one of its
    /// checkouts, 2 another linted package, 3 another checkout.
    static func distance(_ symbol: TypeSymbol, from package: String) -> Int {
        if symbol.packageKey == package { return 0 }
        if symbol.isDependency { return package.isEmpty || isCheckout(symbol.packageKey, of: package) ? 1 : 3 }
        return 2
    }

    /// Whether the package key `key` lies in `package`'s `.build/` folder (bytes compared,
    /// no string built).
    private static func isCheckout(_ key: String, of package: String) -> Bool {
        let suffix = "/.build/".utf8
        let keyBytes = key.utf8
        guard keyBytes.count >= package.utf8.count + suffix.count, keyBytes.starts(with: package.utf8) else { return false }
        return keyBytes.dropFirst(package.utf8.count).starts(with: suffix)
    }
}
