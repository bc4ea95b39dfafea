/// The `{` of the innermost block around each token of a file, worked out in one pass on
/// first use. ``SyntaxTree/enclosingBraceOpen(of:after:)`` walks back over every statement
/// before the token, which a rule that asks it for each of thousands of statements of one
/// block made quadratic (hw61: 8,000 `let token = p.sink { … }` in one method).
final class EnclosingBraces {
    private let tree: SyntaxTree
    /// Per token: its innermost `{`, or -1 (none, or an unpaired closer between them, where
    /// the walk back gives up as well).
    private var table: [Int32] = []

    /// The blocks of `tree`, found on first use.
    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// ``SyntaxTree/enclosingBraceOpen(of:after:)`` from the file's start.
    func enclosingBraceOpen(of position: Int) -> Int? {
        if table.isEmpty { build() }
        guard position >= 0, position < table.count, table[position] >= 0 else { return nil }
        return Int(table[position])
    }

    private func build() {
        let tokens = tree.tokens
        let matching = tree.stream.matching
        table = Array(repeating: -1, count: tokens.count)
        // The open braces around the current token, each with whether an unpaired closer has
        // come since it opened.
        var open: [(brace: Int32, isCut: Bool)] = []
        for index in tokens.indices {
            if let innermost = open.last, !innermost.isCut { table[index] = innermost.brace }
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
    }
}
