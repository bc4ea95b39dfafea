/// Where a file writes each name: the identifier tokens that spell it, and the string
/// literals with interpolations (whose code may name it), in order. A rule that asks whether
/// a local is read anywhere in the rest of its scope, for each of thousands of locals of one
/// function, reads only the places that may name it instead of every token of the scope
/// (hw61: 8,000 `let token = p.sink { … }` in one method took 4 s).
///
/// A short stretch is read directly; a long one through a table of the names of the
/// outermost declaration around it (``SyntaxTree/outermostDeclarationTokens(containing:)``),
/// built on first need: a table of a whole 20 MB file's names cost ten times what the rule
/// spent on the file before.
final class NameMentions {
    private let tree: SyntaxTree
    /// Per region (by its first token): its tokens, and its identifiers and interpolated
    /// literals.
    private var regions: [Int: Region] = [:]

    private struct Region {
        var tokens: Range<Int>
        var identifiers: [String: [Int]] = [:]
        var interpolatedLiterals: [Int] = []
    }

    /// Stretches of at most this many tokens are read directly.
    static let directReadLimit = 2_048

    /// The mentions of `tree`'s names, gathered as they are asked for.
    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The tokens in `range` that may name `name`, in order: identifiers spelled like it
    /// (backticks aside; the caller compares their bytes) and interpolated string literals.
    func candidates(for name: String, in range: Range<Int>) -> [Int] {
        let range = range.clamped(to: 0..<tree.tokens.count)
        guard range.count > Self.directReadLimit else { return directCandidates(for: name, in: range) }
        let bounds = tree.outermostDeclarationTokens(containing: range.lowerBound)
        guard bounds.contains(range.lowerBound), range.upperBound <= bounds.upperBound else {
            return directCandidates(for: name, in: range)
        }
        let region = regions[bounds.lowerBound] ?? build(bounds)
        let named = Self.slice(region.identifiers[name] ?? [], in: range)
        let literals = Self.slice(region.interpolatedLiterals, in: range)
        if literals.isEmpty { return Array(named) }
        if named.isEmpty { return Array(literals) }
        return (named + literals).sorted()
    }

    /// ``candidates(for:in:)`` read token by token.
    private func directCandidates(for name: String, in range: Range<Int>) -> [Int] {
        let tokens = tree.tokens
        return range.filter { index in
            switch tokens[index].kind {
            case .identifier: return tree.token(index, named: name)
            case .stringLiteral: return tokens[index].flags & Token.Flags.hasInterpolation != 0
            default: return false
            }
        }
    }

    /// The part of the ascending `positions` that lies in `range`.
    private static func slice(_ positions: [Int], in range: Range<Int>) -> ArraySlice<Int> {
        let start = SyntaxTree.partitionPoint(positions.count) { positions[$0] < range.lowerBound }
        let end = SyntaxTree.partitionPoint(positions.count) { positions[$0] < range.upperBound }
        return positions[start..<max(start, end)]
    }

    private func build(_ bounds: Range<Int>) -> Region {
        let tokens = tree.tokens
        var region = Region(tokens: bounds)
        for index in bounds {
            switch tokens[index].kind {
            case .identifier:
                region.identifiers[tree.name(of: index), default: []].append(index)
            case .stringLiteral where tokens[index].flags & Token.Flags.hasInterpolation != 0:
                region.interpolatedLiterals.append(index)
            default:
                continue
            }
        }
        regions[bounds.lowerBound] = region
        return region
    }
}
