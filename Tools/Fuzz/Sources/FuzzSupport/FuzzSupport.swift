import Foundation
import FuzzEntry
import LintKit

/// Helpers shared by the fuzz targets.
public enum FuzzSupport {
    /// Every rule of the registry with its default options and severity, as a run without a
    /// `.lint.yml` builds them.
    public static let allRules: [ConfiguredRule] = {
        do {
            return try Configuration(rootDirectory: "/fuzz").makeRules(configPath: "/fuzz/.lint.yml")
        } catch {
            fatalError("cannot build the default rules: \(error)")
        }
    }()

    /// Folder the fuzzed files are said to live in: `/fuzz/Sources/…` makes `/fuzz` their
    /// package (which does not exist, so no C headers are read from disk).
    public static let packageRoot = "/fuzz-nonexistent-package"

    /// Whether a fix that turns valid UTF-8 into invalid UTF-8 stops the fuzzer (on unless
    /// `FUZZ_ALLOW_BAD_FIX_UTF8=1`): the fixed file could no longer be linted.
    static let checkFixedUTF8 = ProcessInfo.processInfo.environment["FUZZ_ALLOW_BAD_FIX_UTF8"] != "1"

    /// How many rounds of fix → lint again to run at most (the CLI runs up to 16).
    static let fixRounds = Int(ProcessInfo.processInfo.environment["FUZZ_FIX_ROUNDS"] ?? "") ?? 3

    /// Runs libFuzzer's driver with the command line `argc`/`argv` on `target` (a target's
    /// `LLVMFuzzerTestOneInput`): each executable's entry point calls this.
    public static func runDriver(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                 _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = argc
        var argv = argv
        return LLVMFuzzerRunDriver(&argc, &argv, target)
    }

    /// The bytes of the input, copied.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Whether a file with these bytes would be linted (``FileReader/validate(_:path:)``
    /// accepts it: not UTF-16, no NUL in the first 8 KiB, valid UTF-8).
    public static func isLintable(_ bytes: [UInt8]) -> Bool {
        FileReader.validate(bytes, path: "fuzz.swift") == nil
    }

    /// Runs the whole per-file pipeline on `files`: lint with every rule (index, parse,
    /// rules, suppression comments), render every report format, then apply the findings'
    /// fixes (as `--fix` does, round after round) and lint the fixed files again.
    public static func runPipeline(_ files: [SourceFile]) {
        let engine = LintEngine(rules: allRules)
        var current = files
        for round in 0...fixRounds {
            let result = engine.lint(files: current)
            if round == 0 { report(result) }
            // Group fixes by file, in findings order (as FixCommand does).
            var fixesByPath: [String: [Fix]] = [:]
            for finding in result.findings {
                if let fix = finding.fix { fixesByPath[finding.path, default: []].append(fix) }
            }
            if fixesByPath.isEmpty || round == fixRounds { return }
            var changed = false
            current = current.map { file in
                guard let fixes = fixesByPath[file.path], !GeneratedFile.isMarked(file.bytes) else { return file }
                let (bytes, applied) = FixApplier.apply(fixes, to: file.bytes)
                guard applied > 0, bytes != file.bytes else { return file }
                if checkFixedUTF8, let bad = FileReader.firstInvalidUTF8Offset(bytes) {
                    let descriptions = fixes.map { "\($0.description) \($0.edits.map { "\($0.range)→\($0.replacement.debugDescription)" })" }
                    fatalError("fix made invalid UTF-8 at byte \(bad) of \(file.path): \(descriptions)")
                }
                changed = true
                return SourceFile(path: file.path, bytes: bytes)
            }
            if !changed { return }
        }
    }

    /// Renders `result`'s findings in every report format (the CLI renders one).
    static func report(_ result: LintResult) {
        let findings = FixApplier.withoutConflictingFixes(result.findings)
        let context = ReportContext(rules: allRules.map(\.metadata), toolVersion: "fuzz", rootDirectory: packageRoot,
                                    files: result.files)
        for kind in ReporterKind.allCases {
            _ = kind.makeReporter().reportBytes(findings, context: context)
        }
        _ = Baseline.render(findings, rootDirectory: packageRoot)
        _ = Baseline(findings: findings, rootDirectory: packageRoot).newFindings(findings)
    }
}
