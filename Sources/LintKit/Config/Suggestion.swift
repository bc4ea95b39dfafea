/// "Did you mean …?" suggestions for misspelt configuration keys and rule ids.
public enum Suggestion {
    /// The candidate closest to `word` by Levenshtein distance, when that distance is at most
    /// `max(2, word.count / 3)`; the earliest candidate wins a tie. `nil` when none is close
    /// enough, e.g. `closest(to: "exluded", in: ["included", "excluded"])` is `"excluded"`.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let bound = min(limit, best.map { $0.distance - 1 } ?? limit)
            guard bound >= 0, let distance = distance(word, candidate, atMost: bound) else { continue }
            best = (candidate, distance)
            if distance == 0 { break }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between `a` and `b`: the fewest insertions, deletions and
    /// substitutions of characters that turn one into the other.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(a, b, atMost: Int.max)!
    }

    /// The distance when it is at most `bound`, else `nil`; stops early once every entry of a
    /// row exceeds `bound`.
    static func distance(_ a: String, _ b: String, atMost bound: Int) -> Int? {
        let a = Array(a)
        let b = Array(b)
        if abs(a.count - b.count) > bound { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
