/// `if` and `switch` expressions (Swift 5.9): a subscription that is the only statement of a
/// branch is the expression's value, kept when the expression's value is kept
/// (`token = if flag { a.sink { … } } else { b.sink { … } }`).
extension SubscriptionScanner {
    /// How far back the start of an `if` chain or a `switch` is looked for, in tokens.
    static let branchExpressionLookBack = 512

    /// Whether `call` (its chain from `call.chainStart` to `call.end`) is the only statement of
    /// a branch of an `if` or `switch` expression whose value is assigned, returned, passed on
    /// or is a body's implicit result.
    func isValueOfBranchExpression(_ call: Call) -> Bool {
        var before = call.chainStart - 1
        while before >= 0 && (tokens[before].keyword == .try || tokens[before].keyword == .await) { before -= 1 }
        guard before > 0 else { return false }
        let keyword: Int
        let expressionEnd: Int
        if tokens[before].kind == .leftBrace {
            // `if c { a.sink { … } } else { … }`: the branch's braces hold just the call.
            guard tokens[call.end].kind == .rightBrace, match(call.end) == before,
                  let start = ifChainStart(branchBrace: before), let end = ifChainEnd(branchClose: call.end) else { return false }
            keyword = start
            expressionEnd = end
        } else if tokens[before].kind == .colon && isCaseLabelColon(before) {
            // `case 0: a.sink { … }` up to the next label or the switch's `}`.
            let next = tokens[call.end]
            guard next.kind == .rightBrace || (next.isAtStartOfLine && (next.keyword == .case || next.keyword == .default)),
                  let (switchKeyword, close) = enclosingSwitch(of: before) else { return false }
            keyword = switchKeyword
            expressionEnd = close
        } else {
            return false
        }
        return isValueKept(expressionStart: keyword, end: expressionEnd, call: call)
    }

    /// Whether the value of the expression from `expressionStart` to `end` (its last `}`) is
    /// assigned, returned, passed on, or a body's implicit result.
    private func isValueKept(expressionStart: Int, end: Int, call: Call) -> Bool {
        guard expressionStart > 0 else { return false }
        let previous = tokens[expressionStart - 1]
        switch previous.kind {
        case .equal:
            return isRetainedAssignment(equal: expressionStart - 1, call: call)
        case .leftParen, .comma, .arrow:
            return true
        case .keyword where previous.keyword == .return || previous.keyword == .throw:
            return true
        default:
            return end + 1 < tokens.count && isSoleStatementOfBody(start: expressionStart, end: end + 1)
        }
    }

    /// The `if` that starts the chain whose branch opens at `branchBrace`: back over `else`
    /// branches and the conditions to an `if` that no `else` precedes.
    private func ifChainStart(branchBrace: Int) -> Int? {
        var position = branchBrace - 1
        let limit = max(0, branchBrace - Self.branchExpressionLookBack)
        while position >= limit {
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = match(position), open < position else { return nil }
                position = open - 1
            case .leftBrace, .leftParen, .leftSquare, .semicolon:
                return nil
            case .keyword where token.keyword == .if:
                guard position > 0, tokens[position - 1].keyword == .else else { return position }
                // `else if`: on to the branch before it.
                position -= 2
            default:
                position -= 1
            }
        }
        return nil
    }

    /// The last `}` of the `if` chain in which the branch closing at `branchClose` sits: on
    /// over `else { … }` and `else if … { … }`.
    private func ifChainEnd(branchClose: Int) -> Int? {
        var close = branchClose
        while close + 1 < tokens.count && tokens[close + 1].keyword == .else {
            var position = close + 2
            while position < tokens.count && tokens[position].kind != .leftBrace {
                if tokens[position].kind == .leftParen || tokens[position].kind == .leftSquare {
                    guard let end = match(position) else { return nil }
                    position = end
                }
                position += 1
            }
            guard position < tokens.count, let end = match(position) else { return nil }
            close = end
        }
        return close
    }

    /// The `switch` keyword and the closing `}` of the switch whose case label ends at `colon`.
    private func enclosingSwitch(of colon: Int) -> (keyword: Int, close: Int)? {
        guard let close = enclosingBlockEnd(of: colon), let open = match(close) else { return nil }
        var position = open - 1
        let limit = max(0, open - Self.branchExpressionLookBack)
        while position >= limit {
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let start = match(position), start < position else { return nil }
                position = start - 1
            case .leftBrace, .leftParen, .leftSquare, .semicolon:
                return nil
            case .keyword where token.keyword == .switch:
                return (position, close)
            default:
                position -= 1
            }
        }
        return nil
    }
}
