import Foundation
import LintKit

/// `--fix`: writes the rewrites of a run's findings back to the files.
enum FixCommand {
    /// Applies every finding's fix to its file and writes each changed file atomically. Files
    /// that say they are generated (``GeneratedFile``) are left alone and listed; files in
    /// `skipping` (found unwritable before) are left alone; a file that cannot be written, or
    /// that changed on disk since it was read (an edit made while the run went on is never
    /// overwritten), is listed with the reason, and the others are still written. The time
    /// spent goes to the run's timings as the stage `fix`. Returns the files written, the
    /// fixes applied to them, the files skipped or not written, and the written files that had
    /// other hard links (the atomic rename gives the path a new file; the other links keep the
    /// old text).
    static func apply(_ result: LintResult, skipping: Set<String> = [])
        -> (filesChanged: Int, fixesApplied: Int, changedPaths: [String], generatedSkipped: [String], failures: [FileReader.Failure],
            hardLinked: [String]) {
        var fixesByPath: [String: [Fix]] = [:]
        for finding in result.findings {
            if let fix = finding.fix { fixesByPath[finding.path, default: []].append(fix) }
        }
        var changed = 0
        var fixesApplied = 0
        var changedPaths: [String] = []
        var skipped: [String] = []
        var failures: [FileReader.Failure] = []
        var hardLinked: [String] = []
        for (path, fixes) in fixesByPath.sorted(by: { $0.key < $1.key }) where !skipping.contains(path) {
            guard let file = result.files[path] else { continue }
            if GeneratedFile.isMarked(file.bytes) {
                skipped.append(path)
                continue
            }
            let start = result.timings.now()
            defer { result.timings.record("fix", since: start, file: path) }
            let (bytes, applied) = FixApplier.apply(fixes, to: file.bytes)
            guard applied > 0, bytes != file.bytes else { continue }
            var status = stat()
            let linkCount = stat(path, &status) == 0 ? Int(status.st_nlink) : 1
            do {
                try FixApplier.write(bytes, over: file)
            } catch {
                failures.append(error)
                continue
            }
            changed += 1
            fixesApplied += applied
            changedPaths.append(path)
            if linkCount > 1 { hardLinked.append(path) }
        }
        return (changed, fixesApplied, changedPaths, skipped, failures, hardLinked)
    }
}
