import Foundation
import LintKit

// MARK: - `--fix`: rewrite, lint again, until nothing changes

extension LintCommand {
    /// Applies the fixes of `first` (the run on `paths`), then lints again: one fix can make
    /// room for another (two generic parameters of one function: each fixes one of them; a
    /// file is linted again in memory for those, see ``FixCommand/apply(_:engine:skipping:)``),
    /// so it repeats until nothing changes, at most ``maximumFixRounds`` times. Files in
    /// `leftOut` (named, but left out by the configuration) are linted, not rewritten. A file
    /// that cannot be written is an error, reported once; the others are still fixed. Prints
    /// the notes and the count of fixes applied; returns the last run's result, the files
    /// rewritten as read before their first rewrite (for the baseline), and the files that
    /// could not be written.
    func fixUntilNothingChanges(_ first: LintResult, engine: LintEngine, paths: [String], indexOnly: [String], leftOut: [String])
        -> (result: LintResult, originals: [String: SourceFile], unwritable: [String: FileReader.Failure]) {
        var result = first
        var originals: [String: SourceFile] = [:]
        var notedGenerated = Set<String>()
        var notedHardLinks = Set<String>()
        var unwritable: [String: FileReader.Failure] = [:]
        let fixable = Set(result.findings.lazy.filter { $0.fix != nil }.map(\.path))
        for path in leftOut where fixable.contains(path) && !arguments.quiet {
            printError("\(PrintablePath.escaped(path)): note: not fixed: the configuration's 'excluded' (or 'included') leaves the file out; it is linted only because it was named")
        }
        var fixesApplied = 0
        var fixedFiles = Set<String>()
        for _ in 0..<Self.maximumFixRounds {
            let fixed = FixCommand.apply(result, engine: engine, skipping: Set(unwritable.keys).union(leftOut))
            for path in fixed.changedPaths where originals[path] == nil { originals[path] = result.files[path] }
            fixesApplied += fixed.fixesApplied
            fixedFiles.formUnion(fixed.changedPaths)
            for path in fixed.generatedSkipped where notedGenerated.insert(path).inserted && !arguments.quiet {
                printError("\(PrintablePath.escaped(path)): note: not fixed: the file says it is generated (\"do not edit\", \"do not modify\" or \"@generated\"); change its generator instead")
            }
            for path in fixed.hardLinked where notedHardLinks.insert(path).inserted && !arguments.quiet {
                printError("\(PrintablePath.escaped(path)): note: the file had other hard links; --fix wrote a new file under this name, which no longer shares its text with the other names (a linted one is fixed on its own)")
            }
            for failure in fixed.failures { unwritable[failure.path] = failure }
            if fixed.filesChanged == 0 { break }
            result = engine.lint(paths: paths, indexOnly: indexOnly)
        }
        if !arguments.quiet {
            // What changed, before the count of what is left (the summary line).
            // Fixes, not findings: one fix may mend several (`any P & Q` for `P & Q`).
            printError("Applied \(fixesApplied) fix\(fixesApplied == 1 ? "" : "es") in \(fixedFiles.count) file\(fixedFiles.count == 1 ? "" : "s").")
        }
        return (result, originals, unwritable)
    }
}
