/// Pass 1 of the engine: read every file and index its declarations.
extension LintEngine {
    /// Files per work item of the index pass. A worker reads, tokenizes and indexes a run of
    /// consecutive files into one index, in file order, so little is left to merge on one
    /// thread afterwards.
    static let indexChunkSize = 32

    /// Reads every input and builds the project index from declarations-only parses (code is
    /// skipped; trees are dropped as soon as their part of the index is taken, so memory stays
    /// small). Token streams of the files to lint are kept for pass 2 while the
    /// ``MemoryBudget`` lasts.
    ///
    /// Each chunk of files is indexed in file order on a worker; the chunks' indexes then go
    /// into the first on two threads, each taking half of the index's tables. Adding and
    /// merging are associative, so the index (and the output) is the same as adding the files
    /// one by one.
    func indexPass(count: Int, lintCount: Int, input: @Sendable @escaping (Int) -> Input, timings: Timings)
        -> (sources: ParallelSlots<Result<SourceFile, FileReader.Failure>>, streams: ParallelSlots<TokenStream.Kept>, index: ProjectIndex) {
        let sources = ParallelSlots<Result<SourceFile, FileReader.Failure>>(count: count)
        let streams = ParallelSlots<TokenStream.Kept>(count: count)
        let budget = MemoryBudget()
        let keepTokens = keepsTokenStreams
        let chunkSize = Self.indexChunkSize
        let chunkCount = (count + chunkSize - 1) / chunkSize
        let chunks = ParallelSlots<ProjectIndex>(count: chunkCount)
        WorkerPool.run(count: chunkCount) { chunk in
            let combined = ProjectIndex()
            for position in (chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize) {
                let readStart = timings.now()
                let result: Result<SourceFile, FileReader.Failure>
                switch input(position) {
                case let .path(path):
                    result = FileReader.read(path)
                    timings.record("read", since: readStart, file: path)
                case let .file(file):
                    result = .success(file)
                }
                sources.set(position, result)
                guard case let .success(file) = result else { continue }
                budget.addSource(file.bytes.count)
                let lexStart = timings.now()
                let stream = Lexer.tokenize(file.bytes)
                timings.record("tokenize", since: lexStart, file: file.path)
                let start = timings.now()
                let tree = Parser.parse(file, stream: stream, declarationsOnly: true)
                combined.add(tree)
                timings.record("index (declarations)", since: start, file: file.path)
                if keepTokens && position < lintCount && budget.reserve(stream.keptMemoryFootprint) {
                    streams.set(position, stream.kept())
                }
            }
            chunks.set(chunk, combined)
        }
        let mergeStart = timings.now()
        // The chunks' indexes go into the first one, on two threads that each take half of
        // the index's tables (so each table is still filled in file order).
        let parts = (0..<chunkCount).compactMap { chunks.take($0) }
        let index = parts.first ?? ProjectIndex()
        if parts.count > 1 {
            WorkerPool.run(count: 2) { group in
                for part in parts.dropFirst() { index.absorb(part, fieldGroup: group) }
            }
        }
        timings.record("index (merge)", since: mergeStart, file: nil)
        return (sources, streams, index)
    }
}
