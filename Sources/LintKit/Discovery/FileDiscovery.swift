import Foundation

/// Finds the `.swift` files to lint under the paths given on the command line.
///
/// Folders are searched recursively, skipping `.build`, `.swiftpm`, `DerivedData`, a
/// `Packages` folder beside a `Package.swift`, hidden folders and whatever the configuration
/// excludes. Symbolic links are followed, each real folder at most
/// once, so link loops end. The result is sorted and free of duplicates.
public struct FileDiscovery: Sendable {
    /// Folder names never entered.
    public static let skippedFolderNames: Set<String> = [".build", ".swiftpm", "DerivedData"]

    /// A folder name not entered where it sits beside a `Package.swift`: there it holds the
    /// dependencies `swift package edit` checked out, other projects' code. Elsewhere (an app's
    /// `Packages/` of local packages beside its Xcode project) it holds the project's own code.
    public static let editedPackagesFolderName = "Packages"

    /// Patterns (relative to `root`) whose matches are skipped.
    public var excluded: [Glob]
    /// Patterns (relative to `root`) limiting which files are linted; empty means all.
    public var included: [Glob]
    /// The folder patterns are relative to (the configuration file's folder).
    public var root: String

    /// Creates a discovery.
    public init(root: String, included: [Glob] = [], excluded: [Glob] = []) {
        self.root = root
        self.included = included.map { Self.resolvingParents($0, root: root) }
        self.excluded = excluded.map { Self.resolvingParents($0, root: root) }
    }

    /// A relative pattern that climbs out of `root` with `..` (`../Own/Sources` for a `root`
    /// named `Own`, as a configuration shared by checkouts writes it), as the path it names
    /// relative to `root` (`Sources`), which is how the files it should match are named. The
    /// `..` components are resolved by text, as the shell's `$PWD` is; a pattern with a
    /// wildcard before its last `..` is left as written.
    static func resolvingParents(_ glob: Glob, root: String) -> Glob {
        let pattern = glob.pattern
        guard pattern.hasPrefix("../") || pattern == ".." else { return glob }
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard let lastParent = components.lastIndex(of: ".."),
              !components[..<lastParent].contains(where: { $0.contains(where: { "*?[{".contains($0) }) }) else { return glob }
        let base = ReportPaths.absolute(root, root: WorkingDirectory.path)
        return Glob(ReportPaths.relativeThroughParents(ReportPaths.absolute(base + "/" + pattern, root: "/"), root: base))
    }

    /// A path that could not be searched.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// Why.
        public var reason: String
        /// Whether ``path`` is shown with escapes (a name that is not UTF-8), and so names no
        /// file as it is written.
        public var isEscaped = false
        /// Whether the path is skipped with a warning rather than failing the run: a name
        /// ending in `.swift`, met while walking a folder, that is a symbolic link leading
        /// nowhere (named on the command line, the same link is an error).
        public var isWarning = false
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The files under `paths`, and the paths that do not exist or cannot be read.
    /// A file named explicitly is linted even when an exclusion pattern matches it.
    public func discover(_ paths: [String]) -> (files: [String], problems: [Problem]) {
        let result = discoverNaming(paths)
        return (result.files, result.problems)
    }

    /// ``discover(_:)``, with the named files it left out because they are not Swift
    /// (`README.md` in `git diff --name-only | xargs swiftlint-lite`; see ``isSwiftSource(_:)``).
    ///
    /// A file reached under several names (named twice, through symbolic links) is linted
    /// once, under one name that does not depend on the order of `paths`: the one that goes
    /// through no symbolic link, else the first in byte order; `merged` lists the others.
    public func discoverNaming(_ paths: [String]) -> (files: [String], problems: [Problem], notSwift: [String], merged: [String]) {
        var found: [(path: String, identity: String)] = []
        var problems: [Problem] = []
        var notSwift: [String] = []
        var visited = Set<String>()
        let context = MatchContext(discovery: self)
        // Each path once, `Sources//` and `Sources/` naming the folder `Sources`, with its status
        // or why `stat` failed.
        let named = paths.map { given -> (path: String, status: stat?, error: Int32) in
            var path = given
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            var status = stat()
            return stat(path, &status) == 0 ? (path, status, 0) : (path, nil, errno)
        }
        // A folder named through a symbolic link is walked after the others: a folder reached
        // twice is walked once, and its files then keep their own names (`b a` with `b -> a`
        // lints `a/x.swift`), whatever the order of `paths`.
        let isFolderThroughLink = named.map { entry in
            entry.status.map { $0.st_mode & S_IFMT == S_IFDIR } == true && !Self.isOwnName(entry.path)
        }
        let ordered = named.indices.filter { !isFolderThroughLink[$0] } + named.indices.filter { isFolderThroughLink[$0] }
        for position in ordered {
            let path = named[position].path
            guard let status = named[position].status else {
                problems.append(Problem(path: path, reason: Self.whyNotFound(path, errno: named[position].error)))
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(path, into: &found, visited: &visited, problems: &problems, context: context)
            } else if status.st_mode & S_IFMT != S_IFREG || Self.isSwiftSource(path) {
                // Not a regular file (a pipe, `/dev/fd/63`): read as given, as it cannot be
                // peeked at without consuming it.
                found.append((path, Self.fileIdentity(path)))
            } else {
                notSwift.append(path)
            }
        }
        // A file named twice (`Sources ./Sources/a.swift`, an absolute path, a link) is linted once.
        var chosen: [String: String] = [:]
        var merged: [String] = []
        for (path, identity) in found {
            guard let earlier = chosen[identity] else {
                chosen[identity] = path
                continue
            }
            if earlier == path { continue }
            let keepsEarlier = Self.isPreferredName(earlier, over: path)
            merged.append(keepsEarlier ? path : earlier)
            if !keepsEarlier { chosen[identity] = path }
        }
        var files = Array(chosen.values)
        files.sort()
        return (files, problems, notSwift, merged)
    }

    /// Whether `first` is the better of two names of one file: the one that goes through no
    /// symbolic link (the file's own name), else the first in byte order.
    static func isPreferredName(_ first: String, over second: String) -> Bool {
        let firstIsOwn = isOwnName(first)
        if firstIsOwn != isOwnName(second) { return firstIsOwn }
        return Array(first.utf8).lexicographicallyPrecedes(Array(second.utf8))
    }

    /// Whether `path` reaches its file or folder through no symbolic link: resolved, it is
    /// itself.
    static func isOwnName(_ path: String) -> Bool {
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        // Spelled without `.`, `..` and empty parts, read as written (not through links).
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return String(cString: resolved) == "/" + parts.joined(separator: "/")
    }

    /// Why a path named on the command line cannot be linted, when `stat` failed with `code`:
    /// no such file or folder, or, more precisely, an empty name, a symbolic link that points
    /// nowhere or at itself, a name that is not valid UTF-8, or the system's reason.
    static func whyNotFound(_ path: String, errno code: Int32) -> String {
        if path.isEmpty { return "an empty path names no file or folder" }
        var link = stat()
        if lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK {
            if code == ELOOP { return "a symbolic link that leads back to itself (a loop of links)" }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &buffer, buffer.count - 1)
            let target = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return code == ENOENT ? "a symbolic link to '\(target)', which does not exist" : "a symbolic link to '\(target)': \(String(cString: strerror(code)))"
        }
        // The command line's arguments arrive decoded, with U+FFFD for each byte that is not
        // UTF-8: such a name cannot be found again.
        if path.unicodeScalars.contains("\u{FFFD}") { return "no such file or folder (a name that is not valid UTF-8 cannot be opened; rename it)" }
        return code == ENOENT || code == ENOTDIR ? "no such file or folder" : String(cString: strerror(code))
    }

    /// Whether a file named on the command line is Swift source: its name ends in `.swift`, or
    /// it has no extension and starts with a `#!` line that runs Swift (`#!/usr/bin/env swift`,
    /// a script). Anything else (`README.md`, `Package.resolved`) would be read as Swift and
    /// give nonsense findings. `path` must be a regular file (reading a pipe would block).
    public static func isSwiftSource(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard !name.contains(".") else { return false }
        guard let handle = fopen(path, "rb") else { return true }  // the reader names the problem
        defer { fclose(handle) }
        var head = [UInt8](repeating: 0, count: 128)
        let count = fread(&head, 1, head.count, handle)
        guard count >= 2, head[0] == UInt8(ascii: "#"), head[1] == UInt8(ascii: "!") else { return false }
        let firstLine = head[..<count].prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: firstLine, as: UTF8.self).contains("swift")
    }

    /// What pattern matching needs, computed once per discovery.
    struct MatchContext {
        let currentDirectory: String
        let standardizedRoot: String
        let hasPatterns: Bool

        init(discovery: FileDiscovery) {
            currentDirectory = WorkingDirectory.path
            // By text, not through links: a linked folder's files are named, and matched, by
            // the link's path (`Vendor/K.swift` for `Vendor -> /elsewhere`).
            standardizedRoot = ReportPaths.absolute(discovery.root, root: currentDirectory)
            hasPatterns = !discovery.included.isEmpty || !discovery.excluded.isEmpty
        }
    }

    /// Whether the configuration's patterns leave out the file at `path` (`excluded` matches
    /// it, or `included` does not): a file named on the command line is linted all the same,
    /// but `--fix` does not rewrite it.
    public func leavesOut(_ path: String) -> Bool {
        isLeftOut(path, MatchContext(discovery: self))
    }

    /// Whether the patterns leave out the file at `path` (see ``leavesOut(_:)``), with the
    /// patterns' context already made.
    func isLeftOut(_ path: String, _ context: MatchContext) -> Bool {
        context.hasPatterns && (isExcluded(path, context) || !isIncluded(path, context))
    }

    /// The path relative to `root` when it lies inside it, for matching patterns.
    public func relative(_ path: String) -> String {
        relative(path, MatchContext(discovery: self))
    }

    /// Outside `root`, the path climbs out of it with `..` (`../Sources/A/a.swift` for a
    /// configuration in `conf/`), so that patterns stay relative to the configuration's folder.
    func relative(_ path: String, _ context: MatchContext) -> String {
        let standardized = Self.standardized(path, context)
        let base = context.standardizedRoot
        if standardized == base { return "" }
        if standardized.hasPrefix(base + "/") { return String(standardized.dropFirst(base.count + 1)) }
        guard base.hasPrefix("/"), standardized.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let baseParts = base.split(separator: "/")
        let pathParts = standardized.split(separator: "/")
        var shared = 0
        while shared < baseParts.count && shared < pathParts.count && baseParts[shared] == pathParts[shared] { shared += 1 }
        return (Array(repeating: "..", count: baseParts.count - shared) + pathParts[shared...].map(String.init)).joined(separator: "/")
    }

    /// `path` made absolute (from the current folder), with `.` and `..` resolved by text and
    /// links left as they are.
    static func standardized(_ path: String, _ context: MatchContext) -> String {
        ReportPaths.absolute(path, root: context.currentDirectory)
    }

    /// Whether one of `patterns` matches `path` or a folder above it: a pattern that starts
    /// with `/` against the absolute path, the others against the path relative to `root`.
    func matches(_ patterns: [Glob], _ path: String, _ context: MatchContext) -> Bool {
        let relativePath = relative(path, context)
        var absolutePath: String?
        return patterns.contains { glob in
            guard glob.pattern.hasPrefix("/") else { return glob.matchesPathOrAncestor(relativePath) }
            if absolutePath == nil { absolutePath = Self.standardized(path, context) }
            return glob.matchesPathOrAncestor(absolutePath!)
        }
    }

    func isExcluded(_ path: String, _ context: MatchContext) -> Bool {
        guard !excluded.isEmpty else { return false }
        return matches(excluded, path, context)
    }

    func isIncluded(_ path: String, _ context: MatchContext) -> Bool {
        guard !included.isEmpty else { return true }
        return matches(included, path, context)
    }

    /// The canonical absolute path (all links resolved), or nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a file named on the command line is known by: the identity of its real folder
    /// and its real name, as a walk of that folder would name it.
    public static func fileIdentity(_ path: String) -> String {
        let real = realPath(path) ?? path
        guard let slash = real.lastIndex(ofASCII: UInt8(ascii: "/")) else { return real }
        let folder = slash == real.startIndex ? "/" : String(real[..<slash])
        let name = String(real[real.utf8.index(after: slash)...])
        return folderIdentity(folder).map { $0 + "/" + name } ?? real
    }

    /// `device:inode` of the folder at `path` (links followed), or nil when it cannot be read.
    static func folderIdentity(_ path: String) -> String? {
        try? folderIdentityOrFailure(path).get()
    }

    /// `device:inode` of the folder at `path` (links followed), or why it cannot be read.
    static func folderIdentityOrFailure(_ path: String) -> Result<String, Problem> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(unreadableFolder(path, errno)) }
        return .success("\(status.st_dev):\(status.st_ino)")
    }

    /// The problem of a folder that cannot be read, with the system's reason (a path longer
    /// than the system allows, no permission): a folder is never left out without a word.
    static func unreadableFolder(_ path: String, _ code: Int32) -> Problem {
        Problem(path: path, reason: "cannot read folder: \(String(cString: strerror(code)))")
    }

    /// One folder walked from a start: the files found in walk order, and the folders that
    /// could not be read.
    private struct Walk {
        var files: [(path: String, identity: String)] = []
        var problems: [Problem] = []
        /// The folders entered (by identity).
        var visited: Set<String> = []
    }

    /// Walks `folder` and appends what it finds. The folder's own files come first; its
    /// subfolders are then walked in parallel, each subtree on its own, and their results are
    /// appended in the order a sequential walk visits them (the last subfolder by name first).
    /// A folder reachable from two subtrees (through a link) is walked by both and its files
    /// are kept once, under the path the sequential walk would give them, by the caller's
    /// de-duplication on identity.
    private func walk(_ folder: String, into files: inout [(path: String, identity: String)], visited: inout Set<String>,
                      problems: inout [Problem], context: MatchContext) {
        let identity: String
        switch Self.folderIdentityOrFailure(folder) {
        case let .success(known): identity = known
        case let .failure(problem):
            problems.append(problem)
            return
        }
        guard visited.insert(identity).inserted else { return }
        var top = Walk()
        let subfolders: [String]
        switch list(folder, identity: identity, into: &top, context: context) {
        case let .success(found): subfolders = found
        case let .failure(problem):
            problems.append(problem)
            return
        }
        files += top.files
        problems += top.problems
        let seen = visited
        let ordered = Array(subfolders.reversed())
        let subtrees = ParallelSlots<Walk>.map(count: ordered.count) { position in
            var walk = Walk(visited: seen)
            self.walkSequentially(ordered[position], into: &walk, context: context)
            return walk
        }
        var reported = Set(problems.map(\.path))
        for subtree in subtrees {
            guard let subtree else { continue }
            files += subtree.files
            visited.formUnion(subtree.visited)
            for problem in subtree.problems where reported.insert(problem.path).inserted { problems.append(problem) }
        }
    }

    /// Walks `folder` depth first on the calling thread: a folder's files, then its subfolders
    /// from the last by name to the first.
    private func walkSequentially(_ folder: String, into walk: inout Walk, context: MatchContext) {
        var stack = [folder]
        while let current = stack.popLast() {
            // Each real folder once, so symbolic-link loops end. A folder is known by its device
            // and inode (one `stat`, where resolving its real path takes one per component).
            switch Self.folderIdentityOrFailure(current) {
            case let .failure(problem):
                walk.problems.append(problem)
            case let .success(identity):
                guard walk.visited.insert(identity).inserted else { continue }
                switch list(current, identity: identity, into: &walk, context: context) {
                case let .success(subfolders): stack += subfolders
                case let .failure(problem): walk.problems.append(problem)
                }
            }
        }
    }

    /// Reads `folder` (whose identity is `identity`): appends its Swift files to `walk` and
    /// returns its subfolders to enter, both in name order, or why it cannot be read.
    private func list(_ folder: String, identity: String, into walk: inout Walk, context: MatchContext) -> Result<[String], Problem> {
        guard let directory = opendir(folder) else { return .failure(Self.unreadableFolder(folder, errno)) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard let name else {
                // A name that is not UTF-8 (Latin-1 from an old archive) cannot be given back
                // to the file system through a `String`: a Swift file or a folder of that name
                // is an error rather than silently left out.
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                let shown = PrintablePath.escaped(bytes: bytes)
                let type = entry.pointee.d_type
                if type == UInt8(DT_DIR) && !bytes.starts(with: [UInt8(ascii: ".")]) || bytes.reversed().starts(with: Array(".swift".utf8.reversed())) {
                    let path = folder.hasSuffix("/") ? folder + shown : folder + "/" + shown
                    walk.problems.append(Problem(path: path, reason: "the name is not valid UTF-8; not linted (rename it)", isEscaped: true))
                }
                continue
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        var subfolders: [String] = []
        let isPackageRoot = entries.contains { $0.name == "Package.swift" && $0.type != UInt8(DT_DIR) }
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory = type == UInt8(DT_DIR)
            var isFile = type == UInt8(DT_REG)
            if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                var status = stat()
                guard stat(path, &status) == 0 else {
                    // A link that leads nowhere: a Swift file's name is reported with a warning,
                    // so that a file the project expects to be linted does not vanish in
                    // silence; any other name is not looked at.
                    let code = errno
                    if name.hasSuffix(".swift") && !isLeftOut(path, context) {
                        walk.problems.append(Problem(path: path, reason: Self.whyNotFound(path, errno: code) + "; not linted",
                                                     isWarning: true))
                    }
                    continue
                }
                isDirectory = status.st_mode & S_IFMT == S_IFDIR
                isFile = status.st_mode & S_IFMT == S_IFREG
            }
            if isDirectory {
                if name.hasPrefix(".") || Self.skippedFolderNames.contains(name) { continue }
                if isPackageRoot && name == Self.editedPackagesFolderName { continue }
                if context.hasPatterns && isExcluded(path, context) { continue }
                subfolders.append(path)
            } else if name.hasSuffix(".swift") {
                // Not only regular files: a socket or device named `.swift` is reported as
                // unreadable by the reader instead of vanishing silently.
                _ = isFile
                if isLeftOut(path, context) { continue }
                // A link to a file is known by its target's identity, so a file is linted once
                // however many links name it.
                walk.files.append((path, type == UInt8(DT_LNK) ? Self.fileIdentity(path) : identity + "/" + name))
            }
        }
        return .success(subfolders)
    }
}
