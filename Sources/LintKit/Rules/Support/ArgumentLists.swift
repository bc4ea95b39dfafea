/// Finding the call an argument belongs to, for rules that look at closures passed as
/// arguments (`Task(operation: { … })`, `DispatchQueue.main.async(execute: { … })`).
extension SyntaxTree {
    /// The `(` of the argument list that the argument label at `label` is in; nil when a `{`,
    /// `[`, `;` or the start of the file comes first, or after 64 steps back (an argument list
    /// longer than that is not one these rules follow).
    func openParen(ofArgumentLabeled label: Int) -> Int? {
        let tokens = self.tokens
        var position = label - 1
        var steps = 0
        while position >= 0 && steps < 64 {
            steps += 1
            switch tokens[position].kind {
            case .leftParen:
                return position
            case .rightParen, .rightSquare, .rightBrace:
                let open = Int(stream.matching[position])
                guard open >= 0, open < position else { return nil }
                position = open - 1
            case .leftBrace, .leftSquare, .semicolon:
                return nil
            default:
                position -= 1
            }
        }
        return nil
    }
}
