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
            // `case 0: a.sink { … }` up to the next label or the switch's `}` (on the same line
            // too: `switch live { case true: a.sink { … } case false: … }`).
            let next = tokens[call.end]
            let isNextLabel = next.keyword == .case
                || (next.keyword == .default && call.end + 1 < tokens.count && tokens[call.end + 1].kind == .colon)
            guard next.kind == .rightBrace || isNextLabel,
                  let (switchKeyword, close) = enclosingSwitch(of: before) else { return false }
            keyword = switchKeyword
            expressionEnd = close
        } else {
            return false
        }
        return isValueKept(expressionStart: keyword, end: expressionEnd, call: call)
    }

    /// For `call` right after `marker` (the `?` or `:` of a conditional `c ? a : b`), whether
    /// the conditional's value is kept, when `call` is a whole branch of it and the conditional
    /// is the whole right-hand side of an assignment; nil when it is no such branch.
    func isKeptTernaryBranch(_ call: Call, after marker: Int) -> Bool? {
        let question: Int
        if tokens[marker].kind == .infixQuestionMark {
            // The first branch runs up to the conditional's `:`.
            guard tokens[call.end].kind == .colon else { return nil }
            question = marker
        } else {
            // The second branch ends the expression (a line end, `}` or `;`).
            let next = tokens[call.end]
            guard next.isAtStartOfLine || next.kind == .rightBrace || next.kind == .semicolon || next.kind == .endOfFile,
                  let found = lastToken(from: marker - 1, downTo: max(0, marker - Self.branchExpressionLookBack),
                                        where: { tokens[$0].kind == .infixQuestionMark }) else { return nil }
            question = found
        }
        // Back over the condition to the `=` the conditional is assigned with, not past the
        // statement's start (`return c ? … : …` is kept, as before).
        guard let found = lastToken(from: question - 1, downTo: max(0, question - Self.branchExpressionLookBack), where: {
            tokens[$0].kind == .equal || tokens[$0].keyword == .return || tokens[$0].keyword == .throw || startsStatement($0)
        }) else { return nil }
        if tokens[found].kind == .equal { return isValueKept(expressionStart: found + 1, end: call.end - 1, call: call) }
        // `flag ? a.sink { … } : b.sink { … }` as a statement of its own drops both, unless it
        // may be a one-statement body's implicit result (the first of a body: left as kept).
        guard tokens[found].keyword != .return, tokens[found].keyword != .throw,
              startsStatement(found), isWholeCondition(found..<question), found >= 1,
              tokens[found - 1].kind != .leftBrace, tokens[found - 1].keyword != .in else { return nil }
        return false
    }

    /// Whether the tokens of `range` are a condition on their own: every bracket opened in it
    /// is closed in it, and none closes one opened before it (not the argument `f(c ? a : b)`).
    private func isWholeCondition(_ range: Range<Int>) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            let kind = tokens[position].kind
            if kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                guard let close = match(position), close < range.upperBound else { return false }
                position = close + 1
                continue
            }
            if kind == .rightParen || kind == .rightSquare || kind == .rightBrace || kind == .comma { return false }
            position += 1
        }
        return !range.isEmpty
    }

    /// Whether the token at `position` starts a line that starts a statement: the line before
    /// does not end in an operator, `=`, `,`, `?` or `:`, and this one does not go on with one.
    private func startsStatement(_ position: Int) -> Bool {
        guard position > 0, tokens[position].isAtStartOfLine else { return false }
        func continues(_ kind: TokenKind) -> Bool {
            switch kind {
            case .equal, .binaryOperator, .prefixOperator, .infixQuestionMark, .colon, .comma, .period, .arrow: return true
            default: return false
            }
        }
        return !continues(tokens[position - 1].kind) && !continues(tokens[position].kind)
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
        while let found = lastToken(from: position, downTo: limit, where: { tokens[$0].keyword == .if }) {
            guard found > 0, tokens[found - 1].keyword == .else else { return found }
            // `else if`: on to the branch before it.
            position = found - 2
        }
        return nil
    }

    /// The last token at or before `start` and not before `limit`, at `start`'s bracket level
    /// and in its statement (groups are stepped over; an opening bracket or `;` ends the
    /// search), for which `isWanted` holds; nil when there is none.
    private func lastToken(from start: Int, downTo limit: Int, where isWanted: (Int) -> Bool) -> Int? {
        var position = start
        while position >= limit {
            switch tokens[position].kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = match(position), open < position else { return nil }
                position = open - 1
            case .leftBrace, .leftParen, .leftSquare, .semicolon:
                return nil
            default:
                if isWanted(position) { return position }
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
        guard let close = enclosingBlockEnd(of: colon), let open = match(close),
              let keyword = lastToken(from: open - 1, downTo: max(0, open - Self.branchExpressionLookBack),
                                      where: { tokens[$0].keyword == .switch }) else { return nil }
        return (keyword, close)
    }

    /// The `[` of the array literal whose element list holds the token at `position` (a `[` or
    /// a `,` at that literal's level), or nil when that bracket is no array literal (a
    /// subscript, a call's or a tuple's parentheses, a dictionary).
    func enclosingArrayLiteral(of position: Int) -> Int? {
        enclosingCollectionLiteral(of: position, isDictionary: false)
    }

    /// The `[` of the dictionary literal whose key and value the `:` at `colon` separates
    /// (`["a": a.sink { … }]`: the value is kept or dropped with the literal); nil when that
    /// `:` is anything else (an argument's label, a ternary's, a type annotation's).
    func enclosingDictionaryLiteral(ofColon colon: Int) -> Int? {
        guard colon > 0 else { return nil }
        return enclosingCollectionLiteral(of: colon - 1, isDictionary: true)
    }

    /// ``enclosingArrayLiteral(of:)`` or, with `isDictionary`, the dictionary literal around
    /// `position`.
    private func enclosingCollectionLiteral(of position: Int, isDictionary: Bool) -> Int? {
        var cursor = position
        let limit = max(0, position - Self.branchExpressionLookBack)
        while cursor >= limit {
            let token = tokens[cursor]
            switch token.kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = match(cursor), open < cursor else { return nil }
                cursor = open - 1
            case .leftParen, .leftBrace:
                return nil
            case .leftSquare:
                // A subscript follows a value (`a[…]`); a literal starts an expression.
                guard cursor > 0 else { return cursor }
                let previous = tokens[cursor - 1]
                switch previous.kind {
                case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .keyword:
                    return previous.keyword == .return || previous.keyword == .in ? cursor : nil
                default:
                    break
                }
                // `[k: v]` is a dictionary: its values are not an array literal's elements.
                guard let close = match(cursor), (count(.colon, atLevelOf: cursor, before: close) > 0) == isDictionary else { return nil }
                return cursor
            default:
                cursor -= 1
            }
        }
        return nil
    }

    /// The `(` of the tuple literal whose element list holds the token at `position` (a `(` or
    /// a `,` at that tuple's level), or nil when that bracket is no tuple (a call's arguments,
    /// a parenthesized expression, an array or a subscript). A tuple is kept or dropped as a
    /// whole, as an array literal is (`_ = (a.sink {}, b.sink {})` drops both).
    func enclosingTupleLiteral(of position: Int) -> Int? {
        var cursor = position
        let limit = max(0, position - Self.branchExpressionLookBack)
        while cursor >= limit {
            switch tokens[cursor].kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = match(cursor), open < cursor else { return nil }
                cursor = open - 1
            case .leftSquare, .leftBrace:
                return nil
            case .leftParen:
                // A call's arguments follow what is called; a tuple starts an expression.
                guard cursor == 0 || isChainBoundary(cursor - 1), let close = match(cursor), close > cursor,
                      count(.comma, atLevelOf: cursor, before: close) > 0 else { return nil }
                return cursor
            default:
                cursor -= 1
            }
        }
        return nil
    }

    /// For a tuple literal at `tuple` assigned at `equal` to a local tuple pattern (`let (a, b)
    /// = (…, …)`), whether the element holding `call` is kept: its name is read later in the
    /// block, and `_` drops it. Nil when the pattern is not a flat list of names and `_` that
    /// matches the tuple element for element (the caller then decides as for other assignments).
    func isKeptByTuplePattern(equal: Int, tuple: Int, call: Call) -> Bool? {
        guard equal >= 1, tokens[equal - 1].kind == .rightParen, let patternOpen = match(equal - 1), patternOpen >= 1,
              tokens[patternOpen - 1].keyword == .let || tokens[patternOpen - 1].keyword == .var,
              let tupleClose = match(tuple), tupleClose > tuple else { return nil }
        // The pattern's names, in order: each element one identifier or `_`.
        var names: [Int] = []
        var cursor = patternOpen + 1
        while cursor < equal - 1 {
            guard tokens[cursor].kind == .identifier || tokens[cursor].kind == .wildcard else { return nil }
            names.append(cursor)
            cursor += 1
            if tokens[cursor].kind == .comma { cursor += 1 } else if cursor != equal - 1 { return nil }
        }
        // Which element of the tuple holds the call: commas at the tuple's level before it.
        let element = count(.comma, atLevelOf: tuple, before: call.chainStart)
        guard element < names.count, count(.comma, atLevelOf: tuple, before: tupleClose) == names.count - 1 else { return nil }
        let name = names[element]
        if tokens[name].kind == .wildcard { return false }
        guard let scopeEnd = enclosingBlockEnd(of: name), tupleClose < scopeEnd else { return true }
        return isRead(tree.name(of: name), in: (tupleClose + 1)..<scopeEnd)
    }

    /// How many tokens of `kind` stand after the bracket at `open` and before `end`, outside
    /// the groups nested there (a tuple's or a literal's own commas, a dictionary's colons).
    private func count(_ kind: TokenKind, atLevelOf open: Int, before end: Int) -> Int {
        var found = 0
        var cursor = open + 1
        while cursor < end {
            switch tokens[cursor].kind {
            case kind:
                found += 1
            case .leftParen, .leftSquare, .leftBrace:
                if let close = match(cursor), close > cursor { cursor = close }
            default:
                break
            }
            cursor += 1
        }
        return found
    }

    /// Whether the array literal opening at `open` is kept: assigned, returned, passed on, an
    /// operand or element of something larger, or a body's implicit result.
    func isArrayLiteralKept(_ open: Int, call: Call) -> Bool {
        guard open > 0, let close = match(open) else { return true }
        let previous = tokens[open - 1]
        switch previous.kind {
        case .equal:
            // `let (a, b) = (x.sink {}, y.sink {})`: each element goes to its own name.
            if tokens[open].kind == .leftParen, let kept = isKeptByTuplePattern(equal: open - 1, tuple: open, call: call) {
                return kept
            }
            return isRetainedAssignment(equal: open - 1, call: call)
        case .keyword where previous.keyword == .return || previous.keyword == .throw:
            return true
        case .leftParen, .leftSquare, .comma, .colon, .infixQuestionMark, .binaryOperator, .prefixOperator, .arrow:
            return true
        default:
            // A statement of its own: kept only as a body's implicit result.
            return close + 1 < tokens.count && (tokens[close + 1].kind == .period || isSoleStatementOfBody(start: open, end: close + 1))
        }
    }
}
