import Foundation
import LintKit

/// `--fix`: writes the rewrites of a run's findings back to the files.
enum FixCommand {
    /// How many times a rewritten file is linted again in memory (see
    /// ``apply(_:engine:skipping:)``).
    static let inMemoryRounds = 8

    /// Applies every finding's fix to its file and writes each changed file atomically (flushed
    /// to disk many files at a time: see ``FixApplier/write(_:)``). Files
    /// that say they are generated (``GeneratedFile``) are left alone and listed; files in
    /// `skipping` (found unwritable before) are left alone; a file that cannot be written, or
    /// that changed on disk since it was read (an edit made while the run went on is never
    /// overwritten), is listed with the reason, and the others are still written. The time
    /// spent goes to the run's timings as the stages `fix` (the rewrites, per file) and
    /// `fix (write)`. Returns the files written, the
    /// fixes applied to them, the files skipped or not written, and the written files that had
    /// other hard links (the atomic rename gives the path a new file; the other links keep the
    /// old text).
    ///
    /// A rewritten file is linted again in memory by `engine`, with the run's index, and what
    /// it then offers is applied, up to ``inMemoryRounds`` times: a fix can make room for
    /// another (two single-use generic parameters of one function both edit its `<…>`, so only
    /// one is taken at a time; in public API the one before a rewritten parameter qualifies
    /// next), and one project-wide run after the rewrites then usually finds nothing left to fix.
    static func apply(_ result: LintResult, engine: LintEngine? = nil, skipping: Set<String> = [])
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
        var rewrites: [(file: SourceFile, bytes: [UInt8])] = []
        var appliedByPath: [String: Int] = [:]
        for (path, fixes) in fixesByPath.sorted(by: { $0.key < $1.key }) where !skipping.contains(path) {
            guard let file = result.files[path] else { continue }
            if GeneratedFile.isMarked(file.bytes) {
                skipped.append(path)
                continue
            }
            let start = result.timings.now()
            defer { result.timings.record("fix", since: start, file: path) }
            var (bytes, applied) = FixApplier.apply(fixes, to: file.bytes)
            var rounds = 0
            var rewrote = applied > 0
            while rewrote, let engine, let index = result.index, rounds < Self.inMemoryRounds {
                rounds += 1
                let again = engine.findings(in: SourceFile(path: path, bytes: bytes), index: index).compactMap(\.fix)
                let (next, more) = FixApplier.apply(again, to: bytes)
                rewrote = more > 0 && next != bytes
                if rewrote {
                    bytes = next
                    applied += more
                }
            }
            guard applied > 0, bytes != file.bytes else { continue }
            rewrites.append((file, bytes))
            appliedByPath[path] = applied
        }
        // Hard links are counted before the files are replaced (a rename gives the path a new file).
        let linkCounts = rewrites.map { rewrite -> Int in
            var status = stat()
            return stat(rewrite.file.path, &status) == 0 ? Int(status.st_nlink) : 1
        }
        let writeStart = result.timings.now()
        let writeFailures = FixApplier.write(rewrites)
        result.timings.record("fix (write)", since: writeStart, file: nil)
        for (rewrite, linkCount) in zip(rewrites, linkCounts) {
            let path = rewrite.file.path
            if let failure = writeFailures[path] {
                failures.append(failure)
                continue
            }
            changed += 1
            fixesApplied += appliedByPath[path] ?? 0
            changedPaths.append(path)
            if linkCount > 1 { hardLinked.append(path) }
        }
        return (changed, fixesApplied, changedPaths, skipped, failures, hardLinked)
    }
}
