import Dispatch

/// Pass 1 of the engine: read every file and index its declarations.
extension LintEngine {
    /// Files per work item of the index pass. A worker reads, tokenizes and indexes a run of
    /// consecutive files into one index, in file order, so little is left to merge on one
    /// thread afterwards.
    static let indexChunkSize = 32

    /// Reads every input and builds the project index from declarations-only parses (code is
    /// skipped; trees are dropped as soon as their part of the index is taken, so memory stays
    /// small). Token streams of the files to lint are kept for pass 2 while the
    /// ``MemoryBudget`` lasts. When reads wait for the disk, the files still to come are read
    /// ahead (``ReadAhead``).
    ///
    /// Each chunk of files is indexed in file order on a worker; the chunks' indexes are merged
    /// in chunk order as they complete, by the worker that completes the next one in order
    /// (``OrderedMerge``), while the other goes on. Adding and merging are associative, so the
    /// index (and the output) is the same as adding the files one by one.
    func indexPass(count: Int, lintCount: Int, input: @Sendable @escaping (Int) -> Input, timings: Timings)
        -> (sources: ParallelSlots<Result<SourceFile, FileReader.Failure>>, streams: ParallelSlots<TokenStream.Kept>, index: ProjectIndex) {
        let sources = ParallelSlots<Result<SourceFile, FileReader.Failure>>(count: count)
        let streams = ParallelSlots<TokenStream.Kept>(count: count)
        let budget = MemoryBudget()
        let keepTokens = keepsTokenStreams
        let mainActorOutsidePackages = isMainActorByDefaultOutsidePackages
        let chunkSize = Self.indexChunkSize
        let chunkCount = (count + chunkSize - 1) / chunkSize
        let merge = OrderedMerge(chunkCount: chunkCount, timings: timings)
        let readAhead = ReadAhead(paths: (0..<count).map { position in
            if case let .path(path) = input(position) { return path }
            return nil
        })
        WorkerPool.run(count: chunkCount) { chunk in
            let combined = ProjectIndex()
            // A chunk's files are read on one thread: its reads from storage tell a slow read
            // that waited for the disk from one whose thread was descheduled.
            var storageReads = ReadAhead.StorageReads()
            for position in (chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize) {
                let readStart = timings.now()
                let result: Result<SourceFile, FileReader.Failure>
                switch input(position) {
                case let .path(path):
                    let began = DispatchTime.now().uptimeNanoseconds
                    result = FileReader.read(path)
                    if case let .success(file) = result {
                        let elapsed = DispatchTime.now().uptimeNanoseconds &- began
                        if ReadAhead.isSlow(nanoseconds: elapsed, bytes: file.bytes.count) && storageReads.readSinceLastCheck() {
                            readAhead.noteRead(at: position, nanoseconds: elapsed, bytes: file.bytes.count)
                        }
                    }
                    timings.record("read", since: readStart, file: path)
                case let .file(file):
                    result = .success(file)
                }
                sources.set(position, result)
                guard case let .success(file) = result else { continue }
                if let mainActorOutsidePackages { file.setMainActorByDefaultOutsidePackages(mainActorOutsidePackages) }
                budget.addSource(file.bytes.count)
                let lexStart = timings.now()
                let stream = Lexer.tokenize(file.bytes)
                timings.record("tokenize", since: lexStart, file: file.path)
                let start = timings.now()
                let tree = Parser.parse(file, stream: stream, declarationsOnly: true)
                combined.add(tree)
                timings.record("index (declarations)", since: start, file: file.path)
                if keepTokens && position < lintCount {
                    // Kept whole (a large file) or packed while the budget lasts; a whole
                    // stream that does not fit may still fit packed.
                    let kept = stream.kept()
                    if budget.reserve(kept.memoryFootprint) {
                        streams.set(position, kept)
                    } else if kept.isWhole {
                        let packed = stream.keptPacked()
                        if budget.reserve(packed.memoryFootprint) { streams.set(position, packed) }
                    }
                }
            }
            merge.complete(chunk, combined)
        }
        readAhead.stop()
        return (sources, streams, merge.result())
    }
}
