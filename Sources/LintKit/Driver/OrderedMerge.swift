import Foundation

/// Merges the chunk indexes of the index pass into one, in chunk order, while the pass is
/// still running.
///
/// A worker that finishes chunk `k` hands its index over. Whichever worker hands over the
/// next chunk in order merges it, and every later chunk already waiting, outside the lock,
/// while the other worker goes on reading and parsing. Only one worker merges at a time, and
/// always in chunk order, so the result is the same as merging the chunks one by one
/// afterwards.
final class OrderedMerge: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [ProjectIndex?]
    private var nextChunk = 0
    private var merging = false
    /// The merged index (chunk 0's, with the later chunks merged into it).
    private var merged: ProjectIndex?

    /// Where merge times are recorded (as `index (merge)`).
    private let timings: Timings

    /// Prepares for `chunkCount` chunks.
    init(chunkCount: Int, timings: Timings) {
        waiting = Array(repeating: nil, count: chunkCount)
        self.timings = timings
    }

    /// Hands over the index of chunk `chunk`; merges what is ready, in order, unless another
    /// worker is already merging (it will pick this chunk up).
    func complete(_ chunk: Int, _ index: ProjectIndex) {
        lock.lock()
        waiting[chunk] = index
        guard !merging else {
            lock.unlock()
            return
        }
        merging = true
        while nextChunk < waiting.count, let ready = waiting[nextChunk] {
            waiting[nextChunk] = nil
            nextChunk += 1
            let target = merged
            lock.unlock()
            if let target {
                let start = timings.now()
                target.absorb(ready, fieldGroup: 0)
                target.absorb(ready, fieldGroup: 1)
                timings.record("index (merge)", since: start, file: nil)
            } else {
                merged = ready  // only the merging worker touches `merged`
            }
            lock.lock()
        }
        merging = false
        lock.unlock()
    }

    /// The merged index, after every chunk has been handed over (an empty index when there
    /// were none).
    func result() -> ProjectIndex {
        lock.lock()
        defer { lock.unlock() }
        precondition(nextChunk == waiting.count, "every chunk must be handed over before the result is read")
        return merged ?? ProjectIndex()
    }
}
