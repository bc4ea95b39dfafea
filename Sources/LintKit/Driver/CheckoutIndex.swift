import Foundation

/// Finds Swift files of SwiftPM dependency checkouts (`.build/checkouts/*`), whose
/// protocols are indexed (so `existential_any` knows them) but never reported.
public enum CheckoutIndex {
    /// The folders that may be packages: `root`, each folder in `paths`, each folder's direct
    /// subfolders (a folder of packages, sorted by name), and the package around each path
    /// (the nearest folder above it with a `Package.swift`), in that order. A run on
    /// `Sources/`, on one file or from a subfolder sees the package's dependencies as a run on
    /// the whole package does (hw67: naming `Sources` lost NIO's protocols). Read once per
    /// run; ``protocolFiles(in:)`` and ``PackageCatalog/stubFiles(in:)`` both look in them.
    public static func candidateFolders(near paths: [String], root: String) -> [String] {
        var candidates = [root] + paths
        for path in paths {
            let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            candidates += children.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
        for path in paths {
            if let package = ProjectFiles.packageRoot(around: ProjectFiles.absolute(path)) { candidates.append(package) }
        }
        return candidates
    }

    /// The `.swift` files under the `.build/checkouts` of each of `candidates`
    /// (``candidateFolders(near:root:)``), excluding their tests.
    public static func protocolFiles(in candidates: [String]) -> [String] {
        var folders = Set<String>()
        for candidate in candidates {
            let folder = (candidate as NSString).appendingPathComponent(".build/checkouts")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.insert((folder as NSString).standardizingPath)
            }
        }
        var files: [String] = []
        for folder in folders.sorted() {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".swift") && !relative.contains("/Tests/") && !relative.contains("/.build/") {
                    files.append(folder + "/" + relative)
                }
            }
        }
        return files
    }
}
