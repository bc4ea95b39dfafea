/// For each closure of a file, the nearest closure around it (itself included) whose capture
/// list names `self`, and where each such closure first unwraps `self`; worked out once per
/// closure and shared by the analyses of the file's tasks, which would otherwise each walk up
/// the same chain of closures (tasks nested thousands deep made that quadratic).
final class SelfCaptureTable {
    private let tree: SyntaxTree
    /// Per closure: the nearest closure capturing `self` (`none`: no such closure; `unknown`:
    /// not worked out yet).
    private var nearest: [Int32]
    /// Per closure capturing `self`: the first token of its body that unwraps `self`
    /// (`guard let self`), or its `}` when none does.
    private var firstUnwrap: [Int: Int] = [:]
    private static let unknown: Int32 = -2
    private static let none: Int32 = -1

    /// A table for `tree`'s closures, filled as it is asked.
    init(tree: SyntaxTree) {
        self.tree = tree
        nearest = Array(repeating: Self.unknown, count: tree.closures.count)
    }

    /// The nearest closure around closure `index` (itself included) that captures `self`.
    func nearestCapturingSelf(from index: Int) -> Int? {
        // Up to the first closure known or capturing, then the answer for the whole path.
        var path: [Int] = []
        var current: Int? = index
        var answer = Self.none
        while let position = current {
            if nearest[position] != Self.unknown {
                answer = nearest[position]
                break
            }
            path.append(position)
            if tree.closures[position].captures.contains(where: { $0.name == "self" }) {
                answer = Int32(position)
                break
            }
            current = tree.closures[position].parentClosure
        }
        for position in path { nearest[position] = answer }
        return answer == Self.none ? nil : Int(answer)
    }

    /// The first token of closure `index`'s body for which `unwrapsSelf` holds, or the
    /// closure's `}` when there is none (worked out once per closure).
    func firstSelfUnwrap(in index: Int, _ unwrapsSelf: (Int) -> Bool) -> Int {
        if let known = firstUnwrap[index] { return known }
        let closure = tree.closures[index]
        let found = (closure.bodyStart..<max(closure.bodyStart, closure.rightBrace)).first(where: unwrapsSelf) ?? closure.rightBrace
        firstUnwrap[index] = found
        return found
    }
}
