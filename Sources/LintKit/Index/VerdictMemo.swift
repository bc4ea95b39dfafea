import Foundation

/// Verdicts of the index that the rules ask for again and again, kept once the index is
/// complete: the Sendable verdict of a nominal type is asked for by every file that stores or
/// builds a value of it, and working it out reads every stored property the type's
/// declarations have. Where one type is declared in many files (copies of a file, or a name
/// that many example targets declare), each declaration adds its stored properties, so
/// working the verdict out in each file made a run quadratic in the number of files.
final class VerdictMemo: @unchecked Sendable {
    /// A nominal type's path, and the depth of recursion it was asked at.
    private struct Key: Hashable {
        var path: String
        var depth: Int
    }

    private let lock = NSLock()
    private var sendability: [Key: Sendability] = [:]

    /// The verdict kept for the nominal type at `path` asked at `depth`, if any.
    func verdict(ofNominal path: String, depth: Int) -> Sendability? {
        lock.lock()
        defer { lock.unlock() }
        return sendability[Key(path: path, depth: depth)]
    }

    /// Keeps `verdict` for the nominal type at `path` asked at `depth`. Two workers may work
    /// out the same verdict at once; they find the same one.
    func record(_ verdict: Sendability, ofNominal path: String, depth: Int) {
        lock.lock()
        defer { lock.unlock() }
        sendability[Key(path: path, depth: depth)] = verdict
    }
}

extension ProjectIndex {
    /// From now on, keeps the verdicts listed in ``VerdictMemo`` once worked out, for every
    /// thread that reads the index. Call it when the index is complete: a verdict kept is not
    /// worked out again, so a change to the index after this call would not be seen.
    public func memoizeVerdicts() {
        if verdictMemo == nil { verdictMemo = VerdictMemo() }
    }
}
