import Foundation
import LintKit

// MARK: - A configuration the run does not read

extension LintCommand {
    /// The `.lint.yml` of a folder named in `paths`, or of the package around one of them
    /// (shown relative to the current folder), when no configuration was read from the
    /// current folder or above it, or nil.
    static func unreadProjectConfiguration(around paths: [String]) -> String? {
        // A folder named on the command line that holds one (`swiftlint-lite App` for an app
        // without a Package.swift, hw61), then the projects around the paths.
        if let candidate = paths.lazy.compactMap(namedFolderConfiguration).first { return candidate }
        for root in ProjectFiles.projectRoots(around: paths, configurationFolder: nil) {
            let candidate = root + "/.lint.yml"
            if Configuration.isPresent(candidate) { return ReportPaths.relativeThroughParents(candidate, root: WorkingDirectory.path) }
        }
        return nil
    }

    /// The `.lint.yml` of each folder named in `paths` that is not `configuration`, the file
    /// this run reads (`swiftlint-lite App` from a folder with its own `.lint.yml`):
    /// configurations are not merged, so its settings do not apply.
    static func nestedConfigurations(in paths: [String], besides configuration: String) -> [String] {
        let read = FileDiscovery.fileIdentity(configuration)
        var found: [String] = []
        for candidate in paths.compactMap(namedFolderConfiguration)
        where FileDiscovery.fileIdentity(candidate) != read && !found.contains(candidate) {
            found.append(candidate)
        }
        return found
    }

    /// The `.lint.yml` inside `path` when `path` names a folder other than the current one
    /// and that folder holds one, or nil.
    static func namedFolderConfiguration(_ path: String) -> String? {
        guard path != ".", path != "./" else { return nil }
        var isFolder: ObjCBool = false
        let candidate = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/.lint.yml"
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
              Configuration.isPresent(candidate) else { return nil }
        return candidate
    }
}
