import Foundation

/// The current folder, spelled as the user's shell spells it.
///
/// `getcwd` gives the physical path, with every symbolic link resolved; a shell that was taken
/// to the folder through a link (`cd /work/link`, or macOS's `/tmp`, a link to `/private/tmp`)
/// keeps the path it was given in `PWD`. Paths the user writes (`--config "$PWD/.lint.yml"`,
/// `"$PWD/Sources"`) use that spelling, so it is the one relative paths, patterns and baseline
/// entries are compared in: a folder must not lie "outside" itself.
public enum WorkingDirectory {
    /// `PWD` when it is absolute and names the current folder itself (the same device and
    /// inode as `.`); otherwise the physical path. (A `PWD` inherited from another folder, as a
    /// child started in a new folder may have, names another inode and is ignored.) Worked out
    /// once: the program never changes its folder, and files of a run ask for it many times.
    public static let path: String = {
        let physical = FileManager.default.currentDirectoryPath
        guard let value = getenv("PWD"), case let logical = String(cString: value), logical.hasPrefix("/"), logical != physical else {
            return physical
        }
        var named = stat()
        var current = stat()
        guard stat(logical, &named) == 0, stat(".", &current) == 0,
              named.st_dev == current.st_dev, named.st_ino == current.st_ino else { return physical }
        return logical
    }()
}
