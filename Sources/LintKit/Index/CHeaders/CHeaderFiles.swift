import Foundation

/// Finds the public headers of a package's C targets: SwiftPM's convention puts them under
/// `Sources/<target>/include/`.
public enum CHeaderFiles {
    /// How deep below an `include` folder headers are looked for.
    static let maximumDepth = 32

    /// The `.h` files under `root/Sources/*/include/` (at any depth below each `include`
    /// folder), sorted. Hidden folders and `.build` are skipped; symbolic links are followed,
    /// but each folder and file is visited once (by its resolved path), so a link loop ends.
    public static func headers(inPackage root: String) -> [String] {
        let sources = (root as NSString).appendingPathComponent("Sources")
        var visitedFolders = Set<String>()
        var visitedFiles = Set<String>()
        var headers: [String] = []
        for target in visibleEntries(of: sources) {
            let include = ((sources as NSString).appendingPathComponent(target) as NSString).appendingPathComponent("include")
            guard isDirectory(include) else { continue }
            collectHeaders(under: include, into: &headers, folders: &visitedFolders, files: &visitedFiles)
        }
        return headers.sorted()
    }

    /// The types declared in the public headers of `root`'s C targets (see
    /// `headers(inPackage:)`), scanned together. Unreadable headers are left out.
    public static func importedTypes(inPackage root: String) -> [CImportedType] {
        symbols(inPackage: root).types
    }

    /// The types, functions and values declared in the public headers of `root`'s C targets.
    public static func symbols(inPackage root: String) -> CHeaderSymbols {
        let contents = headers(inPackage: root).compactMap { FileManager.default.contents(atPath: $0) }
        return CHeaderScanner.scanAll(contents.map { [UInt8]($0) })
    }

    // MARK: Walking

    /// Adds the `.h` files under `folder` to `headers`, depth first with an explicit stack.
    private static func collectHeaders(
        under folder: String, into headers: inout [String], folders: inout Set<String>, files: inout Set<String>
    ) {
        var pending: [(path: String, depth: Int)] = [(folder, 0)]
        while let (path, depth) = pending.popLast() {
            guard folders.insert(resolved(path)).inserted else { continue }
            for entry in visibleEntries(of: path) {
                let child = (path as NSString).appendingPathComponent(entry)
                if isDirectory(child) {
                    if depth < maximumDepth { pending.append((child, depth + 1)) }
                } else if entry.hasSuffix(".h"), files.insert(resolved(child)).inserted {
                    headers.append(child)
                }
            }
        }
    }

    /// The entries of `folder` that are neither hidden nor `.build`, sorted; none when it
    /// cannot be read.
    private static func visibleEntries(of folder: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Whether `path` is a folder (or a link to one).
    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `path` with its symbolic links resolved.
    private static func resolved(_ path: String) -> String {
        (path as NSString).resolvingSymlinksInPath
    }
}
