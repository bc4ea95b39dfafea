import Foundation

/// Finds the `.swift` files to lint under the paths given on the command line.
///
/// Folders are searched recursively, skipping `.build`, `.swiftpm`, hidden folders and
/// whatever the configuration excludes. Symbolic links are followed, each real folder at most
/// once, so link loops end. The result is sorted and free of duplicates.
public struct FileDiscovery: Sendable {
    /// Folder names never entered.
    public static let skippedFolderNames: Set<String> = [".build", ".swiftpm", "Packages", "DerivedData"]

    /// Patterns (relative to `root`) whose matches are skipped.
    public var excluded: [Glob]
    /// Patterns (relative to `root`) limiting which files are linted; empty means all.
    public var included: [Glob]
    /// The folder patterns are relative to (the configuration file's folder).
    public var root: String

    /// Creates a discovery.
    public init(root: String, included: [Glob] = [], excluded: [Glob] = []) {
        self.root = root
        self.included = included
        self.excluded = excluded
    }

    /// A path that could not be searched.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// Why.
        public var reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The files under `paths`, and the paths that do not exist or cannot be read.
    /// A file named explicitly is linted even when an exclusion pattern matches it.
    public func discover(_ paths: [String]) -> (files: [String], problems: [Problem]) {
        var files: [String] = []
        var problems: [Problem] = []
        var visited = Set<String>()
        let manager = FileManager.default
        for given in paths {
            // `Sources//` and `Sources/` name the folder `Sources`.
            var path = given
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Problem(path: path, reason: "no such file or folder"))
                continue
            }
            if isDirectory.boolValue {
                walk(path, into: &files, visited: &visited, problems: &problems)
            } else {
                files.append(path)
            }
        }
        // A file named twice (`Sources ./Sources/a.swift`, an absolute path, a link) is linted once.
        var seen = Set<String>()
        files = files.filter { seen.insert(Self.realPath($0) ?? $0).inserted }
        files.sort()
        return (files, problems)
    }

    /// The path relative to `root` when it lies inside it, for matching patterns.
    public func relative(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = (absolute as NSString).standardizingPath
        let base = (root as NSString).standardizingPath
        if standardized == base { return "" }
        if standardized.hasPrefix(base + "/") { return String(standardized.dropFirst(base.count + 1)) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    func isExcluded(_ path: String) -> Bool {
        let relativePath = relative(path)
        return excluded.contains { $0.matchesPathOrAncestor(relativePath) }
    }

    func isIncluded(_ path: String) -> Bool {
        guard !included.isEmpty else { return true }
        let relativePath = relative(path)
        return included.contains { $0.matchesPathOrAncestor(relativePath) }
    }

    /// The canonical absolute path (all links resolved), or nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func walk(_ folder: String, into files: inout [String], visited: inout Set<String>, problems: inout [Problem]) {
        var stack = [folder]
        let manager = FileManager.default
        while let current = stack.popLast() {
            // Each real folder once, so symbolic-link loops end.
            guard let real = Self.realPath(current), visited.insert(real).inserted else { continue }
            let entries: [String]
            do {
                entries = try manager.contentsOfDirectory(atPath: current)
            } catch {
                problems.append(Problem(path: current, reason: "cannot read folder"))
                continue
            }
            for entry in entries.sorted() {
                let path = current.hasSuffix("/") ? current + entry : current + "/" + entry
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }  // dangling link
                if isDirectory.boolValue {
                    if entry.hasPrefix(".") || Self.skippedFolderNames.contains(entry) || isExcluded(path) { continue }
                    stack.append(path)
                } else if entry.hasSuffix(".swift") && !isExcluded(path) && isIncluded(path) {
                    files.append(path)
                }
            }
        }
    }
}
