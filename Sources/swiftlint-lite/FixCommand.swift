import LintKit

/// `--fix`: writes the rewrites of a run's findings back to the files.
enum FixCommand {
    /// Applies every finding's fix to its file and writes each changed file atomically. Files
    /// that say they are generated (``GeneratedFile``) are left alone and listed.
    static func apply(_ result: LintResult) -> (filesChanged: Int, generatedSkipped: [String], failure: FileReader.Failure?) {
        var fixesByPath: [String: [Fix]] = [:]
        for finding in result.findings {
            if let fix = finding.fix { fixesByPath[finding.path, default: []].append(fix) }
        }
        var changed = 0
        var skipped: [String] = []
        for (path, fixes) in fixesByPath.sorted(by: { $0.key < $1.key }) {
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
                return (changed, skipped, error)
            }
            changed += 1
        }
        return (changed, skipped, nil)
    }
}
