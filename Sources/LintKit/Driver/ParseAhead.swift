import Foundation

/// Parses the first files of the rule pass on a thread of its own while the caller does
/// something that the parse does not depend on (finishing the project index), so that the
/// second core is not idle meanwhile.
///
/// It parses files in order, from the first, until ``stop()`` is called, ``limit`` files are
/// parsed or their sources reach ``byteLimit``, and hands the trees over; the rule pass takes
/// them instead of parsing again. The trees are the ones the rule pass would build, so the
/// output does not change.
final class ParseAhead: @unchecked Sendable {
    /// At most this many trees are parsed ahead (they wait in memory for the index). On the
    /// perf corpus 256 ran out 6 ms before the index was finished, leaving a core idle; files
    /// average 10 KB, so ``byteLimit`` is what usually stops it now.
    static let limit = 1024
    /// Parsing ahead stops once the files parsed hold this many bytes: a tree takes several
    /// times its file's size, and a project of large files must not hold hundreds of them.
    static let byteLimit = 8 << 20

    private let trees: ParallelSlots<SyntaxTree>
    private let stopFlag: StopFlag
    private let work: BackgroundWork<Void>

    /// Starts parsing inputs `0..<count` with `parse`.
    init(count: Int, parse: @escaping @Sendable (Int) -> SyntaxTree?) {
        let trees = ParallelSlots<SyntaxTree>(count: count)
        self.trees = trees
        let stopFlag = StopFlag()
        self.stopFlag = stopFlag
        work = BackgroundWork {
            var position = 0
            var bytes = 0
            while position < min(count, ParseAhead.limit) && bytes < ParseAhead.byteLimit && !stopFlag.isSet {
                if let tree = parse(position) {
                    trees.set(position, tree)
                    bytes += tree.file.bytes.count
                }
                position += 1
            }
        }
    }

    /// Stops after the file being parsed and returns the trees parsed so far (by input
    /// position; the rule pass takes each once).
    func stop() -> ParallelSlots<SyntaxTree> {
        stopFlag.set()
        work.wait()
        return trees
    }

    /// A flag one thread sets and another reads.
    final class StopFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        /// Whether ``set()`` was called.
        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }

        /// Sets the flag.
        func set() {
            lock.lock()
            value = true
            lock.unlock()
        }
    }
}
