import Dispatch
import Foundation

/// A rule ready to run: the rule, its severity, and its metadata.
public struct ConfiguredRule: Sendable {
    /// The rule.
    public var rule: any Rule
    /// Findings' severity.
    public var severity: Severity
    /// The rule's metadata.
    public var metadata: RuleMetadata

    /// Creates a configured rule.
    public init(rule: any Rule, severity: Severity) {
        self.rule = rule
        self.severity = severity
        self.metadata = type(of: rule).metadata
    }
}

/// What one run produced.
public struct LintResult: Sendable {
    /// Findings that survived suppression comments, sorted.
    public var findings: [Finding]
    /// The files that were linted, by path.
    public var files: [String: SourceFile]
    /// Files that could not be read or decoded.
    public var failures: [FileReader.Failure]
    /// Files linted only in part: where each first nests deeper than the parser reads
    /// (``SyntaxTree/nestingLimitOffset``), and where a rule stopped reading it
    /// (``SyntaxTree/unreadNotes``), in path order.
    public var partlyLinted: [ToolError] = []
    /// Time spent per stage and rule.
    public var timings: Timings
    /// The project index the rules consulted. The result holds it so that a caller that
    /// exits right after reporting never pays for freeing it.
    public var index: ProjectIndex?
    /// The syntax trees of the last files linted (see ``LintEngine/treesKeptAtEnd``), held for
    /// the same reason: nothing is parsed after them, so freeing them would only cost time.
    var lastTrees: [SyntaxTree] = []
}

/// Runs the pipeline on a list of files: read → tokenize → parse (in parallel) → index →
/// rules (in parallel) → suppression comments → sort.
public struct LintEngine: Sendable {
    /// The rules to run.
    public var rules: [ConfiguredRule]
    /// Protocol names to add to the index.
    public var extraProtocols: Set<String>
    /// Whether to measure stage times.
    public var measureTimings: Bool
    /// Whether `disable` comments that suppress nothing are reported.
    public var reportSuperfluousDisables: Bool
    /// Whether the index pass keeps token streams for the rule pass (within ``MemoryBudget``);
    /// off, every file is tokenized twice. The findings are the same either way.
    var keepsTokenStreams = true
    /// In-memory files parsed into the index but not linted: the ``PackageCatalog`` stubs of
    /// dependencies that are not checked out.
    public var indexOnlyFiles: [SourceFile] = []
    /// A recorder shared with the caller (so that stages before linting, such as file
    /// discovery, appear in the same table); when nil the engine makes its own.
    public var timings: Timings?
    /// Whether files that no manifest's target holds take the main actor as their default
    /// isolation (`.lint.yml`'s `default_isolation`; see
    /// ``Configuration/isMainActorByDefaultOutsidePackages``); nil: as their Xcode project's
    /// build settings say (see ``XcodeProjects``).
    public var isMainActorByDefaultOutsidePackages: Bool?

    /// Creates an engine.
    public init(rules: [ConfiguredRule], extraProtocols: Set<String> = [], measureTimings: Bool = false,
                reportSuperfluousDisables: Bool = true) {
        self.rules = rules
        let configured = rules.compactMap { $0.rule as? ExistentialAnyRule }.flatMap(\.extraProtocols)
        self.extraProtocols = extraProtocols.union(configured)
        self.measureTimings = measureTimings
        self.reportSuperfluousDisables = reportSuperfluousDisables
    }

    /// Lints the files at `paths`; `indexOnly` files are parsed into the index but not linted.
    public func lint(paths: [String], indexOnly: [String] = []) -> LintResult {
        lint(inputs: paths.map(Input.path) + indexOnly.map(Input.path), lintCount: paths.count)
    }

    /// Lints files already in memory (standard input, tests).
    public func lint(files: [SourceFile], indexOnly: [String] = []) -> LintResult {
        lint(inputs: files.map(Input.file) + indexOnly.map(Input.path), lintCount: files.count)
    }

    /// Lints the first `lintCount` of `inputs`; the rest, and ``indexOnlyFiles`` after them,
    /// are parsed into the index only.
    private func lint(inputs given: [Input], lintCount: Int) -> LintResult {
        let inputs = given + indexOnlyFiles.map(Input.file)
        return lint(count: inputs.count, lintCount: lintCount) { index in inputs[index] }
    }

    /// Where one input comes from.
    enum Input: Sendable {
        case path(String)
        case file(SourceFile)
    }

    private func lint(count: Int, lintCount: Int, input: @Sendable @escaping (Int) -> Input) -> LintResult {
        let timings = self.timings ?? Timings(enabled: measureTimings)
        // C headers are read, and the protocol catalog parsed, on a thread of their own while
        // the index pass runs; so are the packages' manifests, which tell which packages the
        // files belong to (the workers wait for a manifest only if they need it first).
        let headerScan = BackgroundWork { () -> [CHeaderSymbols] in
            _ = ProjectIndex.catalogNameFilter
            let packagesStart = timings.now()
            let packages = Self.packageKeys(count: count, input: input).filter { !$0.isEmpty }
            timings.record("index (packages)", since: packagesStart, file: nil)
            let start = timings.now()
            let symbols = packages.map { CHeaderFiles.symbols(inPackage: $0) }
            timings.record("index (C headers)", since: start, file: nil)
            return symbols
        }
        let (sources, streams, index) = indexPass(count: count, lintCount: lintCount, input: input, timings: timings)
        for symbols in headerScan.wait() {
            index.addCTypes(symbols.types)
            index.addCSymbols(functions: symbols.functionNames, values: symbols.valueNames)
        }
        index.extraProtocols = extraProtocols
        // Parsing needs no more of the index: while this thread finishes it, another parses
        // the first files of pass 2 (see ``ParseAhead``). The rule pass skips the bodies no
        // rule reads (see ``BodyFilter``), which takes the names that may be protocols: the
        // first files are parsed whole until those are collected, the next ones take every
        // typealias's name for a protocol's (the aliases are resolved after), and the rest of
        // the pass only the typealiases of protocols.
        var needs = BodyNeeds.none
        for configured in rules { needs.formUnion(configured.rule.bodyNeeds) }
        let aheadFilter = PublishedValue<BodyFilter?>(nil)
        let parseAhead = ParseAhead(count: lintCount) { position in
            var size = 0
            if case let .success(file)? = sources.get(position) { size = file.bytes.count }
            return Self.parseForRules(position, sources: sources, streams: streams,
                                      bodyFilter: Self.filterForParsingAhead(sourceSize: size, aheadFilter), timings: timings)
        }
        let namesStart = timings.now()
        index.collectProtocolLikeNames()
        aheadFilter.publish(index.bodyFilter(for: needs))
        timings.record("index (names)", since: namesStart, file: nil)
        let finishStart = timings.now()
        index.resolveProtocolAliases()
        let bodyFilter = index.bodyFilter(for: needs)
        // Complete: the workers share the verdicts they work out from here on.
        index.memoizeVerdicts()
        timings.record("index (finish)", since: finishStart, file: nil)
        let parsedAhead = parseAhead.stop()

        // Pass 2: tokenize, parse and run the rules, one file at a time per worker.
        let rules = self.rules
        // Every rule id is known to suppression comments, also those not run this time.
        let knownRuleIDs = Set(RuleRegistry.ids)
        let activeRuleIDs = Set(rules.map(\.metadata.id))
        let reportSuperfluous = reportSuperfluousDisables
        let lastTrees = ParallelSlots<SyntaxTree>(count: lintCount)
        let unreadParts = ParallelSlots<[(offset: Int, message: String)]>(count: lintCount)
        let firstKept = lintCount - Self.treesKeptAtEnd
        var perFile = ParallelSlots<[Finding]>.map(count: lintCount) { position in
            guard let tree = parsedAhead.take(position)
                    ?? Self.parseForRules(position, sources: sources, streams: streams, bodyFilter: bodyFilter, timings: timings)
            else { return nil }
            let kept = Self.ruleFindings(tree, rules: rules, index: index, knownRuleIDs: knownRuleIDs, activeRuleIDs: activeRuleIDs,
                                         reportSuperfluous: reportSuperfluous, timings: timings)
            if position >= firstKept { lastTrees.set(position, tree) }
            let unread = (tree.nestingLimitOffset.map { [($0, Self.nestingLimitMessage)] } ?? []) + tree.unreadNotes
            if !unread.isEmpty { unreadParts.set(position, unread) }
            return kept
        }
        var files: [String: SourceFile] = [:]
        var failures: [FileReader.Failure] = []
        var partlyLinted: [ToolError] = []
        for position in 0..<lintCount {
            switch sources.get(position) {
            case let .success(file)?:
                files[file.path] = file
                for (offset, message) in unreadParts.get(position) ?? [] {
                    partlyLinted.append(ToolError(path: file.path, message: message, location: file.lineTable.location(of: offset)))
                }
            case let .failure(failure)?: failures.append(failure)
            case nil: break
            }
        }
        let sortStart = timings.now()
        let findings = Self.concatenatedInOrder(&perFile)
        timings.record("sort", since: sortStart, file: nil)
        return LintResult(findings: findings, files: files, failures: failures, partlyLinted: partlyLinted, timings: timings,
                          index: index, lastTrees: (max(0, firstKept)..<lintCount).compactMap { lastTrees.take($0) })
    }

    /// The findings of `rules` in `tree`, read with `index`, that its suppression comments
    /// leave, sorted (on the workers: files come in path order, so the run's findings are
    /// then usually sorted already, see ``concatenatedInOrder(_:)``).
    static func ruleFindings(_ tree: SyntaxTree, rules: [ConfiguredRule], index: ProjectIndex, knownRuleIDs: Set<String>,
                             activeRuleIDs: Set<String>, reportSuperfluous: Bool, timings: Timings) -> [Finding] {
        var findings: [Finding] = []
        for configured in rules {
            let start = timings.now()
            var context = RuleContext(tree: tree, index: index, ruleID: configured.metadata.id, severity: configured.severity)
            configured.rule.check(&context)
            findings.append(contentsOf: context.findings)
            timings.record(configured.metadata.id, since: start, file: tree.file.path)
        }
        let suppressStart = timings.now()
        let suppressions = SuppressionRegions(tree: tree, knownRules: knownRuleIDs)
        let kept = suppressions.filter(findings, reportSuperfluous: reportSuperfluous, activeRules: activeRuleIDs)
        timings.record("suppress", since: suppressStart, file: tree.file.path)
        return kept.sorted()
    }

    /// The findings of the rules in `file`, read with `index`: a run's index, made before
    /// `file` changed. What `--fix` asks of a file it has just rewritten in memory, to apply
    /// the fixes that the rewrite made room for (the second of two single-use generic
    /// parameters of one function) without linting the whole project again; the run after the
    /// rewrites checks everything with a fresh index.
    public func findings(in file: SourceFile, index: ProjectIndex) -> [Finding] {
        if let isMainActorByDefaultOutsidePackages { file.setMainActorByDefaultOutsidePackages(isMainActorByDefaultOutsidePackages) }
        let tree = Parser.parse(file, stream: Lexer.tokenize(file.bytes), bodyFilter: nil)
        return Self.ruleFindings(tree, rules: rules, index: index, knownRuleIDs: Set(RuleRegistry.ids),
                                 activeRuleIDs: Set(rules.map(\.metadata.id)), reportSuperfluous: reportSuperfluousDisables,
                                 timings: Timings(enabled: false))
    }

    /// The package keys of inputs `0..<count`, sorted (see ``ProjectIndex/packageKey(of:)``).
    /// A package key depends on the file's folder only: files come folder by folder, so it is
    /// worked out once per folder.
    static func packageKeys(count: Int, input: (Int) -> Input) -> [String] {
        var packages = Set<String>()
        var lastFolder: Substring?
        for position in 0..<count {
            let path: String
            switch input(position) {
            case let .path(given): path = given
            case let .file(file): path = file.path
            }
            let folder = PathText.folderPart(of: path)
            guard folder != lastFolder else { continue }
            lastFolder = folder
            packages.insert(ProjectIndex.packageKey(of: path))
        }
        return packages.sorted()
    }

    /// What a run says of a file that nests deeper than the parser reads.
    static let nestingLimitMessage = "nesting deeper than \(Parser.maximumDepth) levels; the rules did not read what lies inside"

    /// From this many bytes of source, a file the rule pass parses ahead waits for the body
    /// filter rather than being parsed whole. The wait (while the index's names are
    /// collected: ~10 ms on the perf corpus, 5 ms for the 20 MB file) costs no processor time,
    /// and from this size on it is shorter than the time it saves: parsing the bodies no rule
    /// reads costs about 2 ms per MB of source.
    static let largeFileWaitingForFilter = 4 << 20

    /// The body filter for parsing a file of `sourceSize` bytes ahead: the one `filter` holds
    /// now (nil, every body parsed, until the first is published), or, for a file of
    /// ``largeFileWaitingForFilter`` bytes or more, the first one published, waiting for it.
    static func filterForParsingAhead<Filter>(sourceSize: Int, _ filter: PublishedValue<Filter>) -> Filter {
        sourceSize >= largeFileWaitingForFilter ? filter.published() : filter.current
    }

    /// How many of the last files' trees the rule pass does not free but hands to the
    /// ``LintResult``: a worker's last tree is freed only when the run ends, so freeing it
    /// returns memory to no one. One per core, so that each worker's last file is usually
    /// among them. For a run on one large file this saves tearing down its whole tree
    /// (millions of objects).
    static var treesKeptAtEnd: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The full tree of input `position` for the rules: parsed from the tokens pass 1 kept,
    /// or tokenized again when it kept none; nil when the file could not be read.
    static func parseForRules(_ position: Int, sources: ParallelSlots<Result<SourceFile, FileReader.Failure>>,
                              streams: ParallelSlots<TokenStream.Kept>, bodyFilter: BodyFilter?, timings: Timings) -> SyntaxTree? {
        guard case let .success(file)? = sources.get(position) else { return nil }
        if var kept = streams.take(position) {
            let parseStart = timings.now()
            // Taken over, so that a stream kept whole is not shared and grows in place.
            let tree = Parser.parse(file, taking: &kept, bodyFilter: bodyFilter)
            timings.record("parse", since: parseStart, file: file.path)
            return tree
        }
        let lexStart = timings.now()
        let stream = Lexer.tokenize(file.bytes)
        timings.record("tokenize", since: lexStart, file: file.path)
        let parseStart = timings.now()
        let tree = Parser.parse(file, stream: stream, bodyFilter: bodyFilter)
        timings.record("parse", since: parseStart, file: file.path)
        return tree
    }
}
