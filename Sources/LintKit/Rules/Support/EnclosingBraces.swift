/// The `{` of the innermost block around a token. ``SyntaxTree/enclosingBraceOpen(of:after:)``
/// walks back over every statement before the token, which a rule that asks it for each of
/// thousands of statements of one block made quadratic (hw61: 8,000 `let token = p.sink
/// { … }` in one method). Here a short walk back answers most questions; a longer one is
/// answered from a table of the outermost declaration around the token
/// (``SyntaxTree/outermostDeclarationTokens(containing:)``), made in one pass on first need.
final class EnclosingBraces {
    private let tree: SyntaxTree
    /// Per region (by its first token): per token of the region, its innermost `{`, or -1
    /// (none, or an unpaired closer between them, where the walk back gives up as well).
    private var tables: [Int: [Int32]] = [:]

    /// The walk back takes at most this many steps before the table is made.
    static let walkLimit = 64

    /// The blocks of `tree`, found as they are asked for.
    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// ``SyntaxTree/enclosingBraceOpen(of:after:)`` from the file's start.
    func enclosingBraceOpen(of position: Int) -> Int? {
        let tokens = tree.tokens
        guard position >= 0, position < tokens.count else { return nil }
        let matching = tree.stream.matching
        var cursor = position - 1
        var steps = 0
        while cursor >= 0 && steps < Self.walkLimit {
            steps += 1
            switch tokens[cursor].kind {
            case .rightBrace, .rightParen, .rightSquare:
                let open = Int(matching[cursor])
                guard open >= 0, open < cursor else { return nil }
                cursor = open - 1
            case .leftBrace:
                return cursor
            default:
                cursor -= 1
            }
        }
        if cursor < 0 { return nil }
        let bounds = tree.outermostDeclarationTokens(containing: position)
        let table = tables[bounds.lowerBound] ?? build(bounds)
        let brace = table[position - bounds.lowerBound]
        return brace >= 0 ? Int(brace) : nil
    }

    private func build(_ bounds: Range<Int>) -> [Int32] {
        let tokens = tree.tokens
        let matching = tree.stream.matching
        var table = [Int32](repeating: -1, count: bounds.count)
        // The open braces around the current token, each with whether an unpaired closer has
        // come since it opened.
        var open: [(brace: Int32, isCut: Bool)] = []
        for index in bounds {
            if let innermost = open.last, !innermost.isCut { table[index - bounds.lowerBound] = innermost.brace }
            switch tokens[index].kind {
            case .leftBrace:
                open.append((Int32(index), false))
            case .rightBrace, .rightParen, .rightSquare:
                let partner = Int(matching[index])
                guard partner >= 0, partner < index else {
                    if !open.isEmpty { open[open.count - 1].isCut = true }
                    continue
                }
                if tokens[index].kind == .rightBrace, let position = open.lastIndex(where: { $0.brace == Int32(partner) }) {
                    open.removeSubrange(position...)
                }
            default:
                continue
            }
        }
        tables[bounds.lowerBound] = table
        return table
    }
}
