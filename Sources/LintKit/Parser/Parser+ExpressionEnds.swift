// MARK: - Where an expression or a statement ends

extension ParserState {
    /// The index after the expression starting at `index`: the next `;`, an unbalanced
    /// closer, a `,` at this level (when `stopAtComma`), or a line break that starts a new
    /// statement.
    func expressionEnd(from index: Int, end: Int, stopAtComma: Bool) -> Int {
        var cursor = index
        // In the condition of an `if` expression (`if a > 1, b { … } else { … }`), up to its
        // body's `{`, commas separate conditions, not bindings.
        var inCondition = isKeyword(index, .if)
        while cursor < end {
            let token = tokens[cursor]
            if cursor > index && token.isAtStartOfLine && !continuesExpression(cursor) { return cursor }
            switch token.kind {
            case .semicolon, .rightParen, .rightSquare, .rightBrace:
                return cursor
            case .comma:
                if stopAtComma && !inCondition { return cursor }
                cursor += 1
            case .identifier, .keyword:
                if cursor > index && token.keyword == .if && isKeyword(cursor - 1, .else) { inCondition = true }
                // `Name<A, B>(…)`: the commas of generic arguments do not end the expression.
                cursor = skipGenericArguments(after: cursor) ?? cursor + 1
            case .leftParen, .leftSquare, .leftBrace:
                if token.kind == .leftBrace { inCondition = false }
                if token.kind == .leftBrace && cursor > index && isAccessorBlock(cursor, hasInitializer: false) && startsObserverBlock(cursor) {
                    return cursor
                }
                // An unbalanced opener ends the expression: scanning on would make every
                // later binding rescan the rest of the file.
                guard let close = match(cursor), close > cursor else { return cursor }
                cursor = close + 1
            case .poundKeyword:
                // `if #available(…) { … } else { … }`: a condition, not a directive.
                guard inCondition, textIs(cursor, "#available") || textIs(cursor, "#unavailable") else { return cursor }
                cursor += 1
            default:
                cursor += 1
            }
        }
        return min(cursor, end)
    }

    /// Whether the token at `index`, first on its line, continues the expression before it.
    func continuesExpression(_ index: Int) -> Bool {
        switch kind(index) {
        case .period, .binaryOperator, .infixQuestionMark, .equal, .arrow:
            return true
        case .keyword:
            if keyword(index) == .as || keyword(index) == .is { return true }
        case .colon:
            return true
        default:
            break
        }
        // A member named by a keyword (`wrap = .repeat`, `KeyEquivalent.return`) ends the line
        // like any other name.
        let isMemberName = index >= 2 && kind(index - 2) == .period
        switch kind(index - 1) {
        case .binaryOperator, .prefixOperator, .equal, .period, .infixQuestionMark, .arrow, .comma, .colon, .leftParen, .leftSquare:
            return true
        case .keyword:
            if isMemberName { return false }
            switch keyword(index - 1) {
            case .try, .return, .throw: return !startsStatement(index)
            case .in, .as, .is: return true
            default: return false
            }
        case .identifier:
            return keyword(index - 1) == .await && !isMemberName
        default:
            return false
        }
    }

    /// Whether the keyword at `index` starts a statement or declaration, which no expression
    /// does: a bare `return` on the line before it (dead code after it) takes no operand.
    func startsStatement(_ index: Int) -> Bool {
        guard kind(index) == .keyword else { return false }
        switch keyword(index) {
        case .let, .var, .func, .class, .struct, .enum, .protocol, .extension, .typealias, .import, .guard, .for, .while,
             .repeat, .defer, .case, .default:
            return true
        default:
            return false
        }
    }
}
