import LintKit

/// `--fix`: writes the rewrites of a run's findings back to the files.
enum FixCommand {
    /// Applies every finding's fix to its file and writes each changed file atomically.
    static func apply(_ result: LintResult) -> (filesChanged: Int, failure: FileReader.Failure?) {
        var fixesByPath: [String: [Fix]] = [:]
        for finding in result.findings {
            if let fix = finding.fix { fixesByPath[finding.path, default: []].append(fix) }
        }
        var changed = 0
        for (path, fixes) in fixesByPath.sorted(by: { $0.key < $1.key }) {
            guard let file = result.files[path] else { continue }
            let (bytes, applied) = FixApplier.apply(fixes, to: file.bytes)
            guard applied > 0, bytes != file.bytes else { continue }
            do {
                try AtomicFile.write(String(decoding: bytes, as: UTF8.self), to: path)
            } catch {
                return (changed, error)
            }
            changed += 1
        }
        return (changed, nil)
    }
}
