import Foundation
import LintKit

/// Runs the lint command and returns the exit code.
struct LintCommand {
    let arguments: Arguments

    /// Exit codes, as documented in `--help` and README.
    enum ExitCode {
        static let clean: Int32 = 0
        static let findings: Int32 = 1
        static let failure: Int32 = 2
    }

    /// What the summary line adds when some paths could not be linted (or fixed): the errors
    /// printed above it are not findings, so "(0 errors)" alone would contradict them.
    static func pathErrorsNote(_ count: Int, fixing: Bool = false) -> String {
        count == 0 ? "" : "; \(count) path\(count == 1 ? "" : "s") could not be \(fixing ? "linted or fixed" : "linted") (see the errors above)"
    }

    /// Rounds of fixing and linting again that `--fix` runs at most: enough for a function
    /// with a dozen single-use generic parameters (Swinject's `resolve` has nine), one per round.
    static let maximumFixRounds = 16

    /// Why the files this run writes (`--output`, `--write-baseline`, `--trace`) cannot be
    /// written: one of them is a file being linted, or an existing Swift source the run does
    /// not lint (a forgotten option value took the next file name), two of them are one file,
    /// or one of them is the configuration file or the baseline the run reads (`configuration`,
    /// `baseline`; the baseline may be written anew with `--write-baseline`, which is how it is
    /// updated). Nil when they can. The run's own streams (`/dev/stdout`, `/dev/stderr`), which
    /// are written where they stand, and the null device, which keeps nothing, are not compared. Only a path that ends in `.swift` or is
    /// named among the paths is compared with the linted files, so that a usual run does not
    /// resolve every file's identity.
    static func writtenFileClash(_ arguments: Arguments, linted: [String], configuration: String? = nil,
                                 baseline: String? = nil) -> String? {
        let written = [("--output", arguments.outputPath), ("--write-baseline", arguments.writeBaselinePath),
                       ("--trace", arguments.tracePath)].compactMap { option, path in path.map { (option, $0) } }
            .filter { AtomicFile.openDescriptor(named: $0.1) == nil && !FileReader.isNullDevice(path: $0.1) }
        guard !written.isEmpty else { return nil }
        let identities = written.map { FileDiscovery.fileIdentity($0.1) }
        for first in written.indices {
            for second in written.indices where second > first && identities[first] == identities[second] {
                return "\(written[first].0) and \(written[second].0) name the same file (\(written[second].1))"
            }
        }
        let read = [("the configuration file", configuration), ("the baseline", baseline)]
            .compactMap { role, path in path.map { (role, $0, FileDiscovery.fileIdentity($0)) } }
        for position in written.indices {
            for (role, path, identity) in read where identity == identities[position] {
                if role == "the baseline" && written[position].0 == "--write-baseline" { continue }
                return "\(written[position].0) \(written[position].1) is \(role) this run reads (\(path)); it would be overwritten"
            }
        }
        let named = Set(arguments.paths)
        // A name is judged by the file it leads to: `-o report.txt` with `report.txt -> A.swift`
        // would write over `A.swift`.
        let destinations = written.map { AtomicFile.destination(of: $0.1) }
        let candidates = written.indices.filter {
            written[$0].1.hasSuffix(".swift") || destinations[$0].hasSuffix(".swift") || named.contains(written[$0].1)
        }
        guard !candidates.isEmpty else { return nil }
        let lintedIdentities = Set(linted.map(FileDiscovery.fileIdentity))
        for position in candidates where lintedIdentities.contains(identities[position]) {
            return "\(written[position].0) \(written[position].1) is one of the files being linted; it would be overwritten"
        }
        // An existing Swift source that is not linted (an option whose value was forgotten took
        // the next file name, `--write-baseline Sources/A.swift Sources/B.swift`) is no report.
        for position in candidates where destinations[position].hasSuffix(".swift") {
            var status = stat()
            if stat(destinations[position], &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                let through = destinations[position] == written[position].1 ? "" : " (a link to \(PrintablePath.escaped(destinations[position])))"
                return "\(written[position].0) \(PrintablePath.escaped(written[position].1))\(through) is an existing Swift source; it would be overwritten (did \(written[position].0) take a file name meant to be linted?)"
            }
        }
        return nil
    }

    /// Ends a run that stopped before linting (a configuration error): prints `message` and
    /// returns the failure status. A report from an earlier run must not stay as if this one
    /// had written it. The report's format is `--reporter`, else the `reporter` of `configured`
    /// (the configuration when it was read; else `declaredReporter`, the `reporter:` line of a
    /// configuration that has an error elsewhere), else `sarif` for an `-o` name ending in
    /// `.sarif`. A SARIF log with the error in its invocation (`executionSuccessful: false`),
    /// or a `github-actions` `::error` annotation, is written where the report goes (`-o`, or
    /// standard output); a report file in another format is removed.
    ///
    /// The `--output` and `--trace` files are left as they are when they would be refused in a
    /// run that lints (an existing Swift source, a file named among the paths, the
    /// configuration file or the baseline, or any `.lint.yml`): the stopped run must not
    /// destroy what a mistyped option named.
    func failBeforeLinting(_ message: String, path: String?, configured: Configuration? = nil,
                           declaredReporter: ReporterKind? = nil) -> Int32 {
        printError(message)
        if let refusal = refusedEarlyOutput(configurationPath: path) {
            printError("error: \(refusal); left as it is")
            return ExitCode.failure
        }
        let kind = arguments.reporter ?? configured?.reporter ?? declaredReporter ?? arguments.reporterForOutputName
        // A trace from an earlier run must not pass for this one's either.
        if let tracePath = arguments.tracePath, case let code = AtomicFile.removeEarlierOutput(tracePath), code != 0 {
            printError("\(PrintablePath.escaped(tracePath)): error: cannot remove the earlier trace: \(String(cString: strerror(code)))")
        }
        // `--write-baseline` writes no report, not even a failure log (the error is on standard
        // error, and the baseline is left as it was).
        guard arguments.writeBaselinePath == nil else { return ExitCode.failure }
        // The formats that can carry an error of the run: SARIF's failed invocation, an
        // `::error` annotation, a JUnit test case or Checkstyle error for the file at fault
        // (an empty file would be rejected by the CI step that reads it).
        guard kind == .sarif || kind == .githubActions || kind == .junit || kind == .checkstyle else {
            if let outputPath = arguments.outputPath, case let code = AtomicFile.removeEarlierOutput(outputPath), code != 0 {
                printError("\(PrintablePath.escaped(outputPath)): error: cannot remove the earlier report: \(String(cString: strerror(code)))")
            }
            return ExitCode.failure
        }
        var context = ReportContext(rules: [], toolVersion: toolVersion, rootDirectory: WorkingDirectory.path,
                                    files: [:], toolErrors: [Self.toolError(fromMessage: message, path: path)])
        context.githubWorkspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]
        context.sourceRoot = ProjectFiles.sourceRoot(around: context.rootDirectory, githubWorkspace: context.githubWorkspace)
        let reporter = (kind ?? .sarif).makeReporter()
        guard let outputPath = arguments.outputPath else {
            // A workflow that sends the report to a file (`> lint.sarif`) uploads a log that says
            // why the run failed, not an empty file; a pull request gets the annotation.
            reporter.deliverPieces([], context: context) { piece in
                _ = AtomicFile.writeAll(piece, to: STDOUT_FILENO)
            }
            return ExitCode.failure
        }
        do {
            try AtomicFile.write(to: outputPath, durable: false) { write in
                reporter.deliverPieces([], context: context, to: write)
            }
        } catch {
            printError(error.description)
        }
        return ExitCode.failure
    }

    /// Why a run that stopped before linting must not remove or write its `--output` or
    /// `--trace` file (see ``writtenFileClash(_:linted:configuration:baseline:)``; also any
    /// file named `.lint.yml`), or nil.
    func refusedEarlyOutput(configurationPath: String?) -> String? {
        let configuration = configurationPath ?? arguments.configPath ?? ".lint.yml"
        if let clash = Self.writtenFileClash(arguments, linted: [], configuration: configuration, baseline: arguments.baselinePath) {
            return clash
        }
        for (option, written) in [("--output", arguments.outputPath), ("--trace", arguments.tracePath)] {
            guard let written, (written as NSString).lastPathComponent == ".lint.yml" else { continue }
            return "\(option) \(PrintablePath.escaped(written)) is a configuration file; it would be overwritten"
        }
        return nil
    }

    /// Prints the `--timings` table and writes the `--trace` file, when asked for; false (after
    /// printing why) when the trace cannot be written.
    func writeTimings(_ result: LintResult) -> Bool {
        if arguments.timings {
            printError(TimingReport.table(result.timings, fileCount: result.files.count))
            #if os(Linux)
            printError(AllocatorTuning.summary)
            #endif
        }
        if let tracePath = arguments.tracePath {
            do { try AtomicFile.write(TimingReport.traceJSON(result.timings), to: tracePath, durable: false) } catch {
                printError(error.description)
                return false
            }
        }
        return true
    }

    func run() -> Int32 {
        let currentDirectory = WorkingDirectory.path
        // Configuration.
        var configuration = Configuration(rootDirectory: currentDirectory)
        var configPath = ".lint.yml"
        // Whether a configuration file was read (its folder then bounds the project of files
        // in no package: see ProjectFiles).
        var readConfiguration = false
        do {
            if let path = arguments.configPath {
                configPath = path
                configuration = try Configuration.load(path: path)
                readConfiguration = true
            } else if Configuration.isPresent(".lint.yml") {
                configuration = try Configuration.load(path: ".lint.yml")
                readConfiguration = true
            } else if let above = Configuration.nearestAbove() {
                // Run from a subfolder of a repository (an editor in a file's folder): its
                // configuration, excludes and baseline still apply.
                configPath = above
                configuration = try Configuration.load(path: above)
                readConfiguration = true
                if !arguments.quiet { printError("note: using the configuration \(above), the nearest above this folder") }
            }
        } catch {
            return failBeforeLinting(error.description, path: configPath, declaredReporter: Configuration.declaredReporter(inFileAt: configPath))
        }
        let rules: [ConfiguredRule]
        do {
            rules = try configuration.makeRules(only: arguments.only, disable: arguments.disable, configPath: configPath)
        } catch {
            return failBeforeLinting(error.description, path: configPath, configured: configuration)
        }
        if rules.isEmpty && !arguments.only.isEmpty {
            // `--only X --disable X`: a run that checks nothing is surely not what was meant.
            return failBeforeLinting("error: --disable removes every rule --only names (\(arguments.only.joined(separator: ", "))); nothing would be checked",
                                     path: nil, configured: configuration)
        }
        // Warnings about the run as a whole, also carried by a SARIF report.
        var runWarnings: [String] = []
        if rules.isEmpty {
            // `only_rules: []`, or every rule disabled: allowed, but a CI gate that checks
            // nothing must not pass in silence (so `--quiet` does not hide it).
            // Named after the configuration when its lists are what left none.
            let byConfiguration = readConfiguration && (configuration.onlyRules != nil || !configuration.disabledRules.isEmpty)
            let source = byConfiguration ? "\(configPath): " : ""
            runWarnings.append(source + "no rule is enabled ('only_rules', 'disabled_rules' or --disable leave none); nothing will be checked")
            printError(source + "warning: no rule is enabled ('only_rules', 'disabled_rules' or --disable leave none); nothing will be checked")
        }
        let strict = !arguments.noStrict && (arguments.strict || configuration.strict)
        let reporterKind = arguments.reporter ?? configuration.reporter ?? arguments.reporterForOutputName ?? .text
        if !readConfiguration && !arguments.quiet, let unread = Self.unreadProjectConfiguration(around: (arguments.paths.isEmpty ? ["."] : arguments.paths) + [arguments.stdinPath].compactMap { $0 }) {
            // The project named from outside it (or in no repository): its settings would
            // silently not apply.
            printError("note: \(PrintablePath.escaped(unread)) is not read (a configuration is looked up in the current folder, then in the folders above it up to the repository's top); pass --config \(PrintablePath.escaped(unread)) to use it")
        }
        for nested in readConfiguration && !arguments.quiet ? Self.nestedConfigurations(in: arguments.paths, besides: configPath) : [] {
            printError("note: \(PrintablePath.escaped(nested)) is not read: this run's configuration is \(PrintablePath.escaped(configPath)) (configurations are not merged); pass --config \(PrintablePath.escaped(nested)) to use it")
        }

        let timings = Timings(enabled: arguments.timings || arguments.tracePath != nil)
        // Dependencies (checkouts, and catalogued packages that are not checked out) are looked
        // up on a thread of their own while the files are discovered: both mostly wait for the
        // file system.
        let searchedPaths = arguments.paths.isEmpty ? ["."] : arguments.paths
        let rootDirectory = configuration.rootDirectory
        // What a baseline's paths are relative to: the configuration's folder, or without one
        // the package around the current folder (so that a run from `Sources/` matches a
        // baseline written from the package's folder), else the current folder.
        let baselineRoot = readConfiguration ? rootDirectory : (ProjectFiles.packageRoot(around: WorkingDirectory.path) ?? rootDirectory)
        let dependencies = BackgroundWork { () -> (indexOnly: [String], catalogStubs: [SourceFile]) in
            let start = timings.now()
            let packageFolders = CheckoutIndex.candidateFolders(near: searchedPaths, root: rootDirectory)
            let found = (indexOnly: CheckoutIndex.protocolFiles(in: packageFolders),
                         catalogStubs: PackageCatalog.stubFiles(in: packageFolders))
            timings.record("dependencies", since: start, file: nil)
            return found
        }
        let discoverStart = timings.now()
        // Files.
        var paths: [String] = []
        var problems: [String] = []
        // The same, for the report (see ReportContext.toolErrors).
        var toolErrors: [ToolError] = []
        // Files met in folders and skipped with a warning (see FileDiscovery.Problem.isWarning).
        var skippedFiles: [ToolError] = []
        var stdinFile: SourceFile?
        // With standard input: the project's other files, indexed but not linted.
        var projectFiles: [String] = []
        // The project of a path in no package (see ProjectFiles), for standard input and for
        // named paths alike.
        let projectFolder = ProjectFiles.projectFolder(configurationFolder: readConfiguration ? configuration.rootDirectory : nil)
        let extraProtocols = Set((configuration.rules["existential_any"]?.options["extra_protocols"]?.stringArrayValue) ?? [])
        let discovery = FileDiscovery(root: configuration.rootDirectory,
                                      included: configuration.included.map(Glob.init),
                                      excluded: configuration.excluded.map(Glob.init))
        if let stdinPath = arguments.stdinPath {
            // Checked as a file is (unreadable, binary, invalid UTF-8): an error, and nothing
            // to lint; the report is still written (empty, with the error in SARIF's
            // invocation), as for a file on disk, so that an editor reading it gets a report.
            let read = FileReader.readStandardInput(path: stdinPath)
            if case let .failure(failure) = read {
                problems.append(failure.description)
                toolErrors.append(ToolError(path: failure.path, message: failure.reason, location: failure.location))
            } else if case let .success(bytes) = read, let failure = FileReader.validate(bytes, path: stdinPath) {
                problems.append(failure.description)
                toolErrors.append(ToolError(path: failure.path, message: failure.reason, location: failure.location))
            } else if case let .success(bytes) = read {
                stdinFile = SourceFile(path: stdinPath, bytes: bytes)
            }
            // The rest of the project is indexed (declarations only, not linted), so that the
            // buffer's findings are those a run on the folder gives it: a protocol it uses may
            // be declared in another file. The file on disk is the buffer's older version.
            let buffer = FileDiscovery.fileIdentity(stdinPath)
            let name = "/" + ((stdinPath as NSString).lastPathComponent)
            if stdinFile != nil {
                // Its project: the package around it, else the configuration's folder, else
                // the current folder when it is a repository's top; all files, excluded ones
                // too (see ProjectFiles).
                let roots = ProjectFiles.projectRoots(around: [stdinPath], configurationFolder: projectFolder)
                projectFiles = FileDiscovery(root: "/").discover(roots).files.filter {
                    !("/" + $0).hasSuffix(name) || FileDiscovery.fileIdentity($0) != buffer
                }
            }
        } else {
            let (found, unlintable, notSwift, merged) = discovery.discoverNaming(searchedPaths)
            // Paths under the current folder are shown without `./`, files and folders alike.
            func shown(_ path: String) -> String { path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
            // Links named like Swift files that lead nowhere, met in folders: warned about (also
            // under --quiet, and in the report), not failing the run.
            let missing = unlintable.filter { !$0.isWarning }
            for skipped in unlintable where skipped.isWarning {
                printError("\(PrintablePath.escaped(shown(skipped.path))): warning: \(skipped.reason)")
                skippedFiles.append(ToolError(path: shown(skipped.path), message: skipped.reason))
            }
            if !arguments.quiet {
                for path in notSwift {
                    printError("\(shown(path)): note: not a Swift file (no '.swift' extension, no '#!' line running swift); not linted")
                }
            }
            paths = found.map(shown)
            // `swiftlint-lite help` (with no file of that name) meant `--help`.
            func hint(_ path: String) -> String { path == "help" || path == "-help" ? "; for help, run 'swiftlint-lite --help'" : "" }
            // A name from the command line may hold control characters: shown escaped, so that
            // it cannot start a line of its own (a `::error` workflow command).
            problems = missing.map { "\($0.isEscaped ? shown($0.path) : PrintablePath.escaped(shown($0.path))): error: \($0.reason)\(hint($0.path))" }
            toolErrors = missing.map { ToolError(path: shown($0.path), message: $0.reason, pathIsFileName: !$0.isEscaped) }
            // Whether the configuration's patterns are what left nothing to lint (and said so).
            var patternsLeftNothing = false
            if paths.isEmpty && missing.isEmpty && configuration.hasPatterns {
                // Otherwise a run in a folder whose configuration includes other folders, or
                // excludes this one, silently lints nothing. Said only when the patterns are
                // what dropped the files: 'included' if it did, else 'excluded'. A warning, which
                // `--quiet` does not hide: a CI job gated on a quiet run would otherwise pass
                // on a configuration that lints nothing.
                let source = PrintablePath.escaped(configPath)
                let withoutIncluded = FileDiscovery(root: configuration.rootDirectory, included: [],
                                                    excluded: configuration.excluded.map(Glob.init))
                if !configuration.included.isEmpty && !withoutIncluded.discover(searchedPaths).files.isEmpty {
                    patternsLeftNothing = true
                    runWarnings.append("\(source): no Swift file under the given paths matches 'included' (\(configuration.included.joined(separator: ", "))); nothing was linted")
                    printError("\(source): warning: no Swift file under the given paths matches 'included' (\(configuration.included.joined(separator: ", "))); nothing was linted")
                } else if !configuration.excluded.isEmpty,
                          !FileDiscovery(root: configuration.rootDirectory).discover(searchedPaths).files.isEmpty {
                    patternsLeftNothing = true
                    runWarnings.append("\(source): every Swift file under the given paths matches 'excluded' (\(configuration.excluded.joined(separator: ", "))); nothing was linted")
                    printError("\(source): warning: every Swift file under the given paths matches 'excluded' (\(configuration.excluded.joined(separator: ", "))); nothing was linted (name a file to lint it anyway)")
                }
            }
            // Not the patterns (there are none, or there was nothing for them to leave out):
            // the paths themselves hold nothing to lint.
            if patternsLeftNothing {
                // Said above.
            } else if paths.isEmpty && missing.isEmpty && notSwift.isEmpty {
                // A folder that holds no Swift file (`Source/` for `Sources/` in a CI job):
                // said even with `--quiet`, as above.
                runWarnings.append("no Swift file under \(searchedPaths.map { "'\(shown($0))'" }.joined(separator: ", ")); nothing was linted")
                printError("warning: " + runWarnings[runWarnings.count - 1])
            } else if paths.isEmpty && missing.isEmpty {
                // Only files that are not Swift were named (`git diff --name-only | xargs …` for a
                // change to documents): nothing was linted, which a gate should hear of.
                runWarnings.append("none of the files named is a Swift file; nothing was linted")
                printError("warning: " + runWarnings[runWarnings.count - 1])
            } else if searchedPaths.count > 1 {
                // One of several folders named holds no Swift file (`App Widgets` after
                // `Widgets` was emptied or moved): the rest is linted, and a gate should hear of
                // the one that checks nothing. With patterns, only a folder that holds no Swift
                // file at all (one whose files the patterns leave out is the configuration's
                // choice).
                // The folders that hold a linted file, spelled absolute and resolved (a folder
                // named twice, or through a link, is linted under one spelling only).
                var holding = Set<String>()
                // A file linted under another name (a link between the folders) counts for both.
                for path in paths + merged {
                    var folder = ReportPaths.absolute(path, root: currentDirectory)
                    while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), slash != folder.utf8.startIndex {
                        folder = String(decoding: folder.utf8[..<slash], as: UTF8.self)
                        guard holding.insert(folder).inserted else { break }
                    }
                }
                for folder in searchedPaths {
                    var status = stat()
                    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
                    let absolute = ReportPaths.absolute(folder, root: currentDirectory)
                    let physical = AtomicFile.destination(of: absolute)
                    guard !holding.contains(absolute), !holding.contains(physical), absolute != "/" else { continue }
                    if configuration.hasPatterns && !FileDiscovery(root: configuration.rootDirectory).discover([folder]).files.isEmpty { continue }
                    runWarnings.append("no Swift file under '\(PrintablePath.escaped(shown(folder)))'; nothing was linted there")
                    printError("warning: " + runWarnings[runWarnings.count - 1])
                }
            }
        }
        // The rest of the project around the linted files (its other files, and those the
        // patterns leave out) is indexed, not linted: naming some files finds what a run on the
        // whole package finds for them.
        let projectOnly = stdinFile != nil || arguments.stdinPath != nil ? []
            : ProjectFiles.indexOnly(around: arguments.paths, linted: paths,
                                     configurationFolder: projectFolder,
                                     patternsFilter: configuration.hasPatterns)
        let configuredBaselinePath = configuration.baseline.map { $0.hasPrefix("/") ? $0 : configuration.rootDirectory + "/" + $0 }
        if let clash = Self.writtenFileClash(arguments, linted: paths + (arguments.stdinPath.map { [$0] } ?? []),
                                             configuration: readConfiguration ? configPath : nil,
                                             baseline: arguments.baselinePath ?? configuredBaselinePath) {
            printError("error: \(clash)")
            return ExitCode.failure
        }
        // A report, baseline or trace that cannot be written stops the run before anything is
        // linted or fixed (a typo in a folder's name), not after.
        for output in [arguments.outputPath, arguments.writeBaselinePath, arguments.tracePath].compactMap({ $0 }) {
            if let failure = AtomicFile.problemWriting(to: output) {
                printError(failure.description)
                return ExitCode.failure
            }
        }
        // The baseline is read before anything is linted or fixed: a missing or broken one
        // stops the run as a configuration error does, with no file changed.
        var baseline: Baseline?
        // Shown from the current folder when it is inside it, as other paths are.
        let configuredBaseline = configuration.baseline.map { path in
            ReportPaths.display(path.hasPrefix("/") ? path : rootDirectory + "/" + path, root: WorkingDirectory.path)
        }
        // With `--write-baseline`, a `--baseline` given too (or `.lint.yml`'s `baseline:`, which
        // stands for one) is still read, so that a missing or broken one is an error as ever
        // (`--baseline b.json --write-baseline b.json` updates it, keeping the entries of rules
        // and files the run did not check); the new baseline records every finding all the same.
        do {
            if arguments.baselinePath == nil, let configured = configuredBaseline, !FileManager.default.fileExists(atPath: configured) {
                // `.lint.yml` names a baseline that was never written: every finding is new.
                // The path to give `--write-baseline`, which is read from the current folder.
                if !arguments.quiet && arguments.writeBaselinePath == nil {
                    printError("\(configured): note: no baseline file yet; reporting every finding (create it with --write-baseline \(configured))")
                }
            } else if let baselinePath = arguments.baselinePath ?? configuredBaseline {
                do {
                    baseline = try Baseline.read(path: baselinePath, rootDirectory: baselineRoot)
                } catch {
                    return failBeforeLinting(error.description, path: baselinePath, configured: configuration)
                }
            }
        }
        timings.record("discover", since: discoverStart, file: nil)
        let (dependencyFiles, catalogStubs) = dependencies.wait()
        let indexOnly = projectOnly + dependencyFiles
        // Lint.
        var engine = LintEngine(rules: rules, extraProtocols: extraProtocols,
                                measureTimings: arguments.timings || arguments.tracePath != nil,
                                reportSuperfluousDisables: !arguments.noSuperfluousDisable && configuration.reportsSuperfluousDisables)
        engine.timings = timings
        engine.indexOnlyFiles = catalogStubs
        engine.isMainActorByDefaultOutsidePackages = configuration.isMainActorByDefaultOutsidePackages
        var result: LintResult
        // The files `--fix` rewrote, as read before their first rewrite (for the baseline).
        var originals: [String: SourceFile] = [:]
        if let stdinFile {
            result = engine.lint(files: [stdinFile], indexOnly: projectFiles + dependencyFiles)
        } else if arguments.stdinPath != nil {
            // Standard input was not linted (see above): an empty run.
            result = engine.lint(files: [])
        } else {
            result = engine.lint(paths: paths, indexOnly: indexOnly)
            if arguments.fix {
                // A file the configuration leaves out is linted when it is named, but not
                // rewritten: `excluded` marks code the project does not own (vendored, generated).
                let fixed = fixUntilNothingChanges(result, engine: engine, paths: paths, indexOnly: indexOnly,
                                                   leftOut: paths.filter { discovery.leavesOut($0) })
                result = fixed.result
                originals = fixed.originals
                problems += fixed.unwritable.keys.sorted().map { fixed.unwritable[$0]!.description }
                toolErrors += fixed.unwritable.keys.sorted().map { ToolError(path: $0, message: fixed.unwritable[$0]!.reason) }
            }
        }
        problems += result.failures.map(\.description)
        toolErrors += result.failures.map { ToolError(path: $0.path, message: $0.reason, location: $0.location) }
        // A file linted in part is a warning, not a failure (the report carries it too).
        for partial in result.partlyLinted {
            printError("\(partial.location.map { "\(partial.path):\($0.line):\($0.column)" } ?? partial.path): warning: \(partial.message)")
        }

        // The rules whose findings this run confirms or refutes. Disables of the rules that did
        // not run are not judged (`--only`, a rule turned off), so the superfluous reports
        // count only when every rule ran.
        let ranIDs = Set(rules.map(\.metadata.id))
        let judgesDisables = engine.reportSuperfluousDisables && Set(RuleRegistry.ids).isSubset(of: ranIDs)
        let ranRules = ranIDs.union(judgesDisables ? [SuppressionRegions.superfluousRuleID] : [])
        if let writePath = arguments.writeBaselinePath {
            // An update (`--baseline` read too) keeps the entries of rules that did not run
            // and of files that were not linted.
            let kept = baseline?.entries(outsideRules: ranRules, files: Array(result.files.keys)) ?? []
            let recorded = judgesDisables ? result.findings : result.findings.filter { ranRules.contains($0.ruleID) }
            do {
                let writeStart = result.timings.now()
                try AtomicFile.write(Baseline.render(recorded, rootDirectory: baselineRoot, keeping: kept), to: writePath)
                result.timings.record("write", since: writeStart, file: nil)
            } catch {
                printError(error.description)
                return ExitCode.failure
            }
            guard writeTimings(result) else { return ExitCode.failure }
            // The errors come before the summary line, which counts them (as a lint run's does).
            problems.forEach(printError)
            if !arguments.quiet {
                let keptNote = kept.isEmpty ? "" : " (and kept \(kept.count) entr\(kept.count == 1 ? "y" : "ies") of rules or files this run did not check)"
                printError("Wrote a baseline of \(recorded.count) finding\(recorded.count == 1 ? "" : "s") to \(writePath)"
                           + keptNote + Self.pathErrorsNote(toolErrors.count) + ".")
            }
            return problems.isEmpty ? ExitCode.clean : ExitCode.failure
        }
        // What the summary line says of the baseline: findings it hid, and its entries for the
        // linted files that matched nothing (fixed, or their line changed: refresh it).
        var baselineNote = ""
        if let baseline {
            let before = result.findings.count
            let matched = baseline.newFindingsAfterFixes(result.findings, originals: originals, files: result.files)
            result.findings = matched.findings
            let hidden = before - result.findings.count
            let unmatched = baseline.entryCount(inFiles: Array(result.files.keys), rules: ranRules) - hidden
            baselineNote = "; the baseline holds \(hidden) more"
            if matched.coveredByTextBeforeFix > 0 {
                // Their lines changed: the next run without --fix would report them (hw61).
                baselineNote += " (\(matched.coveredByTextBeforeFix) only by their lines before --fix rewrote them: --write-baseline records them as they are now, or the next run reports them as new)"
            }
            if unmatched > 0 {
                baselineNote += ", and \(unmatched) of its entries for these files match\(unmatched == 1 ? "es" : "") nothing (--write-baseline refreshes it)"
            }
        }

        // Report: its fixes never conflict, so that an editor can apply them all together.
        FixApplier.dropConflictingFixes(&result.findings)
        let reportStart = result.timings.now()
        let metadata = rules.map { configured -> RuleMetadata in
            var data = configured.metadata
            data.helpMarkdown = RuleDocumentation.markdown(for: data.id) ?? ""
            // The run's severity (`severity: error` in `.lint.yml`): SARIF's
            // `defaultConfiguration.level` then agrees with its results' `level`.
            data.defaultSeverity = configured.severity
            return data
        }
        var context = ReportContext(rules: metadata, toolVersion: toolVersion, rootDirectory: currentDirectory, files: result.files,
                                    toolErrors: toolErrors)
        context.runWarnings = runWarnings
        context.fileWarnings = skippedFiles + result.partlyLinted
        context.githubWorkspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]
        context.sourceRoot = ProjectFiles.sourceRoot(around: currentDirectory, githubWorkspace: context.githubWorkspace)
        let reporter = reporterKind.makeReporter()
        // The report is written piece by piece while its later pieces render: on this thread,
        // the time spent waiting for a piece counts as `report`, writing it as `write`.
        var mark = reportStart
        func report(to write: (UnsafeBufferPointer<UInt8>) -> Void) {
            reporter.deliverPieces(result.findings, context: context) { piece in
                result.timings.record("report", since: mark, file: nil)
                let writeStart = result.timings.now()
                write(piece)
                result.timings.record("write", since: writeStart, file: nil)
                mark = result.timings.now()
            }
        }
        if let outputPath = arguments.outputPath {
            do {
                try AtomicFile.write(to: outputPath, durable: false, report(to:))
                // Closing and renaming the file (the last piece set `mark`).
                result.timings.record("write", since: mark, file: nil)
            } catch {
                printError(error.description)
                return ExitCode.failure
            }
        } else {
            // After a failed write the rest of the report is dropped, and the run fails.
            var writeError: Int32 = 0
            report { piece in
                if writeError == 0 { writeError = AtomicFile.writeAll(piece, to: STDOUT_FILENO) }
            }
            if writeError != 0 {
                printError("error: cannot write the report to standard output: \(String(cString: strerror(writeError)))")
                return ExitCode.failure
            }
        }
        guard writeTimings(result) else { return ExitCode.failure }

        problems.forEach(printError)
        // Counted through the array: `filter` would copy each finding.
        var errors = 0
        for index in result.findings.indices where result.findings[index].severity == .error { errors += 1 }
        if !arguments.quiet {
            let files = result.files.count
            printError("Found \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) in \(files) file\(files == 1 ? "" : "s")"
                       + Self.pathErrorsNote(toolErrors.count, fixing: arguments.fix) + baselineNote + ".")
        }
        let status: Int32
        if !problems.isEmpty {
            status = ExitCode.failure
        } else if errors > 0 || (strict && !result.findings.isEmpty) {
            status = ExitCode.findings
        } else {
            status = ExitCode.clean
        }
        // Exit here, with the run's data still alive: freeing millions of small objects one by
        // one only to end the process would take a tenth of the run.
        withExtendedLifetime(result) { exit(status) }
    }
}

/// The version `--version` prints and reporters embed.
let toolVersion = "0.1.0"
