import LintKit

/// `--fix`: writes the rewrites of a run's findings back to the files.
enum FixCommand {
    /// Applies every finding's fix to its file and writes each changed file atomically. Files
    /// that say they are generated (``GeneratedFile``) are left alone and listed; files in
    /// `skipping` (found unwritable before) are left alone; a file that cannot be written is
    /// listed with the reason, and the others are still written.
    static func apply(_ result: LintResult, skipping: Set<String> = [])
        -> (filesChanged: Int, generatedSkipped: [String], failures: [FileReader.Failure]) {
        var fixesByPath: [String: [Fix]] = [:]
        for finding in result.findings {
            if let fix = finding.fix { fixesByPath[finding.path, default: []].append(fix) }
        }
        var changed = 0
        var skipped: [String] = []
        var failures: [FileReader.Failure] = []
        for (path, fixes) in fixesByPath.sorted(by: { $0.key < $1.key }) where !skipping.contains(path) {
            guard let file = result.files[path] else { continue }
            if GeneratedFile.isMarked(file.bytes) {
                skipped.append(path)
                continue
            }
            let (bytes, applied) = FixApplier.apply(fixes, to: file.bytes)
            guard applied > 0, bytes != file.bytes else { continue }
            do {
                try AtomicFile.write(String(decoding: bytes, as: UTF8.self), to: path)
            } catch {
                failures.append(error)
                continue
            }
            changed += 1
        }
        return (changed, skipped, failures)
    }
}
