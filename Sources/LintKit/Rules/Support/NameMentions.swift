/// Where a file writes each name: the identifier tokens that spell it, and the string
/// literals with interpolations (whose code may name it), in order. A rule that asks whether
/// a local is read anywhere in the rest of its scope, for each of thousands of locals of one
/// function, reads only the places that may name it instead of every token of the scope
/// (hw61: 8,000 `let token = p.sink { … }` in one method took 4 s).
final class NameMentions {
    private let tree: SyntaxTree
    private var identifiers: [String: [Int]] = [:]
    private var interpolatedLiterals: [Int] = []
    private var isBuilt = false

    /// The mentions of `tree`'s names, gathered on first use.
    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The tokens in `range` that may name `name`, in order: identifiers spelled like it
    /// (backticks aside; the caller compares their bytes) and interpolated string literals.
    func candidates(for name: String, in range: Range<Int>) -> [Int] {
        if !isBuilt { build() }
        let named = slice(identifiers[name] ?? [], in: range)
        let literals = slice(interpolatedLiterals, in: range)
        if literals.isEmpty { return Array(named) }
        if named.isEmpty { return Array(literals) }
        return (named + literals).sorted()
    }

    /// The part of the ascending `positions` that lies in `range`.
    private func slice(_ positions: [Int], in range: Range<Int>) -> ArraySlice<Int> {
        let start = SyntaxTree.partitionPoint(positions.count) { positions[$0] < range.lowerBound }
        let end = SyntaxTree.partitionPoint(positions.count) { positions[$0] < range.upperBound }
        return positions[start..<max(start, end)]
    }

    private func build() {
        isBuilt = true
        let tokens = tree.tokens
        for index in tokens.indices {
            switch tokens[index].kind {
            case .identifier:
                identifiers[tree.name(of: index), default: []].append(index)
            case .stringLiteral where tokens[index].flags & Token.Flags.hasInterpolation != 0:
                interpolatedLiterals.append(index)
            default:
                continue
            }
        }
    }
}
