/// Where a name is bound again inside code that a rule reads for uses of a local: a use of
/// `token` inside `names.forEach { token in … }`, in a `for token in …` loop or after `if let
/// token = other` means that binding, not the local. Rules ask it before they count an
/// occurrence of a local's name as a use of the local.
struct Rebinding {
    /// The file.
    let tree: SyntaxTree

    private var tokens: [Token] { tree.tokens }

    /// The token that closes the bracket at `index`, or nil.
    private func match(_ index: Int) -> Int? {
        guard index >= 0 && index < tokens.count else { return nil }
        let other = Int(tree.stream.matching[index])
        return other >= 0 ? other : nil
    }

    // MARK: Rebound ranges

    /// The token ranges inside `range` where `name` means a binding made inside `range`
    /// itself: a closure's parameter or capture-list entry (`[token = other]`, `[weak token]`;
    /// `[token]` captures the outer one) in the closure's body, a loop's variable in its
    /// pattern and body, a condition's binding (`if let token = x`, `guard let token = x`) in
    /// its scope, and a `let`/`var` statement from its name to the end of its block. The
    /// binding's own name token is inside its range.
    func reboundRanges(of name: String, in range: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for closure in tree.closures(openingIn: range).map({ tree.closures[$0] }) {
            let body = closure.leftBrace..<(closure.rightBrace + 1)
            if closure.parameterNames.contains(name) {
                ranges.append(body)
                continue
            }
            for capture in closure.captures where capture.name == name {
                let equal = capture.token + 1
                let holdsOther = equal < tokens.count && tokens[equal].kind == .equal
                    && !(equal + 2 < tokens.count && tree.token(equal + 1, named: name)
                         && (tokens[equal + 2].kind == .comma || tokens[equal + 2].kind == .rightSquare))
                if capture.specifier != .none || holdsOther { ranges.append((capture.token)..<body.upperBound) }
            }
        }
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.keyword == .for && token.kind == .keyword && position + 1 < tokens.count && tokens[position + 1].kind != .colon,
               let body = loopBody(after: position), loopPattern(from: position + 1, before: body.lowerBound, binds: name) {
                ranges.append(position..<(body.upperBound + 1))
            } else if token.keyword == .let || token.keyword == .var, position + 1 < tokens.count,
                      tokens[position + 1].kind == .identifier, tree.token(position + 1, named: name) {
                let next = position + 2 < tokens.count ? tokens[position + 2].kind : .rightBrace
                if let scope = conditionScope(ofBindingAt: position) {
                    // `if let token {` unwraps the outer one: a use, and the same value.
                    if next == .equal || next == .colon { ranges.append((position + 1)..<scope.upperBound) }
                } else if next == .equal || next == .colon, let end = blockEnd(around: position) {
                    ranges.append((position + 1)..<end)
                }
            }
            position += 1
        }
        return ranges
    }

    // MARK: Loops and conditions

    /// The body of the loop whose `for` is at `forToken`: from its `{` (the first one after
    /// `in`, outside brackets) to its `}`.
    func loopBody(after forToken: Int) -> ClosedRange<Int>? {
        var position = forToken + 1
        var sawIn = false
        while position < tokens.count {
            let token = tokens[position]
            if token.keyword == .in { sawIn = true }
            if token.kind == .leftParen || token.kind == .leftSquare {
                position = (match(position) ?? position) + 1
                continue
            }
            if token.kind == .leftBrace {
                guard sawIn, let close = match(position) else { return nil }
                return position...close
            }
            if token.kind == .rightBrace || token.kind == .semicolon { return nil }
            position += 1
        }
        return nil
    }

    /// Whether the loop pattern from `start` (to its `in`, before `end`) binds `name`.
    func loopPattern(from start: Int, before end: Int, binds name: String) -> Bool {
        var position = start
        while position < end && tokens[position].keyword != .in {
            if tokens[position].kind == .identifier && tree.token(position, named: name) && tokens[position - 1].kind != .period {
                return true
            }
            position += 1
        }
        return false
    }

    /// Where the binding whose `let`/`var` is at `keyword` is visible when it is an `if`,
    /// `while` or `guard` condition's: the body of `if` and `while`, the rest of the block
    /// after a `guard`'s `else { … }`; nil for a binding that is a statement of its own.
    func conditionScope(ofBindingAt keyword: Int) -> Range<Int>? {
        // Back to the statement's keyword, across the condition's clauses. Every statement
        // before it in its block ends in a `}` or is a line of its own that no `if` starts,
        // and a brace ends the walk: an `if`, `while` or `guard` reached without crossing one
        // is the binding's own.
        var position = keyword - 1
        var statement: Keyword?
        while position >= 0 {
            let token = tokens[position]
            if token.kind == .rightParen || token.kind == .rightSquare {
                guard let open = match(position) else { return nil }
                position = open - 1
                continue
            }
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return nil }
            if token.keyword == .if || token.keyword == .while || token.keyword == .guard {
                statement = token.keyword
                break
            }
            position -= 1
        }
        guard let statement else { return nil }
        // The body: the first `{` after the binding, outside brackets.
        var cursor = keyword + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .leftParen || token.kind == .leftSquare {
                cursor = (match(cursor) ?? cursor) + 1
                continue
            }
            if token.kind == .leftBrace {
                guard let close = match(cursor) else { return nil }
                if statement != .guard { return cursor..<close }
                return blockEnd(around: keyword).map { (close + 1)..<$0 }
            }
            cursor += 1
        }
        return nil
    }

    /// The `}` that closes the innermost block around `position`.
    func blockEnd(around position: Int) -> Int? {
        tree.enclosingBraceOpen(of: position).flatMap(match)
    }
}
