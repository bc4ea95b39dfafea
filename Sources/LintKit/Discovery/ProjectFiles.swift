import Foundation

/// The rest of the project around the paths named on the command line: files that are read
/// for their declarations (indexed) but not linted, so that a run on some files of a package
/// (a pre-commit hook, an editor, "lint what changed" in CI) knows the protocols and types the
/// package's other files declare, as a run on the whole package does and as swiftc does.
///
/// A path's project is the nearest folder at or above it that holds a `Package.swift`; for a
/// path in no package, the folder of the configuration file when one was read, else the
/// current folder when it is a repository's top (``projectFolder(configurationFolder:)``),
/// when the path lies in it. Within a project every Swift file counts, also those the configuration
/// excludes or does not include (generated code declares protocols too); the folders
/// discovery never enters (`.build`, `Packages`, hidden ones) stay out, as dependencies are
/// found apart (``CheckoutIndex``).
public enum ProjectFiles {
    /// The files of the projects around `paths` (as given on the command line; none means the
    /// current folder) that are not among `linted` (the discovered files).
    /// `configurationFolder` is the folder of the configuration file, when one was read.
    /// `patternsFilter` says whether `included`/`excluded` patterns left files out of `linted`.
    public static func indexOnly(around paths: [String], linted: [String], configurationFolder: String?,
                                 patternsFilter: Bool) -> [String] {
        let searched = paths.isEmpty ? ["."] : paths
        let roots = projectRoots(around: searched, configurationFolder: configurationFolder)
        guard !roots.isEmpty else { return [] }
        // A run on the project's own folder with no patterns has linted every file already.
        if !patternsFilter {
            let searchedFolders = Set(searched.compactMap { FileDiscovery.folderIdentity($0) })
            if roots.allSatisfy({ root in FileDiscovery.folderIdentity(root).map(searchedFolders.contains) ?? false }) { return [] }
        }
        let everything = FileDiscovery(root: "/").discover(roots).files
        let lintedIdentities = Set(linted.map(FileDiscovery.fileIdentity))
        return everything.filter { !lintedIdentities.contains(FileDiscovery.fileIdentity($0)) }
    }

    /// The folder that is the project of a path in no package: the configuration's folder when
    /// a configuration was read, else the current folder when it is the top of a git
    /// repository (it holds `.git`), as an editor's workspace or a CI checkout is; a file named
    /// on the command line and the same file sent by an editor (`--stdin-path`) see the same
    /// project. Any other current folder may hold unrelated projects (`~/src`), and is none;
    /// nor is the file system's root or the home folder (whose `.git` may version dotfiles).
    public static func projectFolder(configurationFolder: String?) -> String? {
        if let configurationFolder { return configurationFolder }
        let current = absolute(WorkingDirectory.path)
        let home = getenv("HOME").map { absolute(String(cString: $0)) }
        guard current != "/", current != home, access(current + "/.git", F_OK) == 0 else { return nil }
        return current
    }

    /// The folder whose paths a report for code scanning uses (SARIF's `%SRCROOT%`): the
    /// repository's folder on a GitHub Actions runner (`githubWorkspace`) when `folder` lies
    /// in it; else the nearest folder from `folder` up that holds `.git` (not the file system's
    /// root nor the home folder, whose `.git` may version dotfiles); else `folder`. GitHub
    /// code scanning resolves a result's path from the top of the repository, and its
    /// fingerprints need the same path for a file whichever folder the run started in.
    public static func sourceRoot(around folder: String, githubWorkspace: String?) -> String {
        let start = ReportPaths.absolute(folder, root: "/")
        if let workspace = githubWorkspace, !workspace.isEmpty {
            let top = ReportPaths.absolute(workspace, root: "/")
            if start == top || ReportPaths.relative(start, root: top) != nil { return top }
        }
        let home = getenv("HOME").map { ReportPaths.absolute(String(cString: $0), root: "/") }
        var current = start
        while current != "/" && !current.isEmpty {
            if current != home && access(current + "/.git", F_OK) == 0 { return current }
            current = (current as NSString).deletingLastPathComponent
        }
        return start
    }

    /// The project folders around `paths` (absolute, each once).
    public static func projectRoots(around paths: [String], configurationFolder: String?) -> [String] {
        var roots: [String] = []
        var seen = Set<String>()
        let configuration = configurationFolder.map { absolute($0) }
        for path in paths {
            let start = absolute(path)
            var root = packageRoot(around: start)
            if root == nil, let configuration, start == configuration || start.hasPrefix(configuration.hasSuffix("/") ? configuration : configuration + "/") {
                root = configuration
            }
            guard let root, let identity = FileDiscovery.folderIdentity(root), seen.insert(identity).inserted else { continue }
            roots.append(root)
        }
        return roots
    }

    /// The nearest folder at or above `path` (absolute) that holds a `Package.swift`, or nil.
    public static func packageRoot(around path: String) -> String? {
        var folder = path
        var status = stat()
        if stat(folder, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR { folder = PathText.parent(folder) }
        while true {
            if access(folder.hasSuffix("/") ? folder + "Package.swift" : folder + "/Package.swift", F_OK) == 0 { return folder }
            let up = PathText.parent(folder)
            if up == folder { return nil }
            folder = up
        }
    }

    /// `path` made absolute the way the index makes file paths absolute (so that the package
    /// keys of indexed and linted files agree), with `.` and `..` components resolved when
    /// there are any (walking up through `..` by text would go wrong).
    static func absolute(_ path: String) -> String {
        var result = ProjectIndex.absolutePath(path)
        if result.contains("/..") || result.contains("/./") || result.hasSuffix("/.") {
            result = (result as NSString).standardizingPath
        }
        while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
