// MARK: - Array and dictionary types written in expressions

extension ParserState {
    /// `[T]()`, `[K: V]()`, `[T].self`, and `[T]` or `[K: V]` before a member, also after
    /// `?`/`!` (`[T].init()`, `[T]?.none`, `[K: V].Element.self`) in an expression: records the
    /// sugared type and returns the index after it. An array literal before a member
    /// (`[a, b].count`) is no type; `[a].count` reads as one but names no protocol.
    mutating func scanArrayTypeExpression(at index: Int, context: ItemContext) -> Int? {
        guard let close = match(index), close > index + 1 else { return nil }
        let after = close + 1
        let isCall = kind(after) == .leftParen && !tokens[after].hasLeadingTrivia
        var member = after
        while kind(member) == .postfixQuestionMark || kind(member) == .exclamationMark { member += 1 }
        let isMember = kind(member) == .period && !tokens[member].hasLeadingTrivia && kind(member + 1).isWord
        guard isCall || isMember else { return nil }
        if index > 0 {
            switch kind(index - 1) {
            case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .dollarIdentifier:
                if !tokens[index].hasLeadingTrivia { return nil }  // a subscript: `x[i](…)`
            default: break
            }
        }
        guard let (type, next) = parsePrimary(TypeCursor(index: index, offset: 0)), next.offset == 0, next.index == after else { return nil }
        // `[Node]?.none`: a case of the Optional of the written type.
        if let marks = optionalCaseMarks(after: after) {
            recordType(optional(type, questionMarks: marks), .expression, currentDeclaration(context))
            return after + marks
        }
        recordType(type, .expression, currentDeclaration(context))
        return after
    }

    /// `\[T].count`, `\[K: V].count`: the sugared root type of a key path (the caller has
    /// left out key paths written as call arguments). Returns the index after the root.
    mutating func scanSugaredKeyPathRoot(at root: Int, context: ItemContext) -> Int? {
        guard let close = match(root), close > root + 1, kind(close + 1) == .period || kind(close + 1) == .postfixQuestionMark,
              let (type, next) = parsePrimary(TypeCursor(index: root, offset: 0)), next.offset == 0, next.index == close + 1 else { return nil }
        recordType(type, .expression, currentDeclaration(context))
        return close + 1
    }
}
