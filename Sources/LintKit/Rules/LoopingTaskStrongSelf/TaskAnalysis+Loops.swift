// MARK: - Loops that can outlive their owner

/// Which loops in a task can run for as long as the task lives: `for await`, `for _ in 1...`,
/// `while true`, `while !Task.isCancelled`, a condition that awaits, and `repeat { } while`
/// with such a condition; unless a counter the loop steps bounds it, or the body's last
/// statement leaves the loop.
extension TaskAnalysis {
    /// A loop that can outlive its owner starting at `index`: its token range (header and body).
    func longRunningLoop(at index: Int) -> (range: Range<Int>, header: Range<Int>)? {
        let token = tokens[index]
        guard token.kind == .keyword else { return nil }
        switch token.keyword {
        case .for:
            var next = index + 1
            if tokens[next].keyword == .try { next += 1 }
            guard let body = bodyBrace(after: index), let close = match(body) else { return nil }
            // `for await`, or `for _ in 1...` (a range without an end: a poll or retry loop
            // written as a count that never stops).
            guard tokens[next].keyword == .await || sequenceIsEndlessRange(header: (index + 1)..<body) else { return nil }
            if endsUnconditionally((body + 1)..<close, loop: index) { return nil }
            return ((index..<(close + 1)), index..<body)
        case .while:
            // The `while` that ends `repeat { } while …` belongs to the repeat loop.
            if endsRepeatLoop(index) { return nil }
            guard let body = bodyBrace(after: index), let close = match(body) else { return nil }
            let condition = (index + 1)..<body
            guard isEndless(condition), !isBoundedByCounter(condition, body: (body + 1)..<close),
                  !endsUnconditionally((body + 1)..<close, loop: index) else { return nil }
            return ((index..<(close + 1)), condition)
        case .repeat:
            guard index + 1 < tokens.count, tokens[index + 1].kind == .leftBrace, let close = match(index + 1) else { return nil }
            // The condition decides, as for `while`: `repeat { … } while attempts < 3` ends.
            guard tokens[close + 1].keyword == .while else { return nil }
            var end = close + 2
            while end < scanEnd && !tokens[end].isAtStartOfLine && tokens[end].kind != .semicolon && tokens[end].kind != .rightBrace {
                end = tokens[end].kind == .leftParen ? (match(end) ?? end) + 1 : end + 1
            }
            guard isEndless((close + 2)..<end), !isBoundedByCounter((close + 2)..<end, body: (index + 2)..<close),
                  !endsUnconditionally((index + 2)..<close, loop: index) else { return nil }
            return ((index..<end), (close + 1)..<end)
        default:
            return nil
        }
    }

    /// Whether the sequence of the `for` loop whose header (after `for`, up to its body's
    /// `{`) is `header` is a range without an end: `0...`, also in parentheses (`(0...)`) or
    /// before a `where` clause (`for i in 0... where i.isMultiple(of: 2)`).
    func sequenceIsEndlessRange(header: Range<Int>) -> Bool {
        var inKeyword: Int?
        var whereKeyword: Int?
        var position = header.lowerBound
        while position < header.upperBound {
            let token = tokens[position]
            if token.kind == .leftParen || token.kind == .leftSquare, let close = match(position) {
                position = close + 1
                continue
            }
            if token.kind == .keyword && token.keyword == .in && inKeyword == nil { inKeyword = position }
            if token.keyword == .where && inKeyword != nil { whereKeyword = position }
            position += 1
        }
        guard let inKeyword else { return false }
        guard let last = withoutParentheses((inKeyword + 1)..<(whereKeyword ?? header.upperBound)).last else { return false }
        return tokens[last].kind == .postfixOperator && tree.token(last, is: "...")
    }

    /// Whether the last statement of the loop body `body` leaves the loop whatever happens
    /// before it (`break`, `return`, `throw`), so that the body runs at most once:
    /// `while true { n += 1; break }`. Not when a `continue` of the loop (the one whose
    /// keyword is at `loop`) may skip that statement: `while true { guard ready else {
    /// continue }; tick(); break }` runs for as long as it is not ready.
    func endsUnconditionally(_ body: Range<Int>, loop: Int) -> Bool {
        var lastStart: Int?
        var position = body.lowerBound
        while position < body.upperBound {
            let token = tokens[position]
            if position == body.lowerBound || token.isAtStartOfLine || tokens[position - 1].kind == .semicolon {
                // A line that goes on with an operator or a member continues its statement.
                if token.kind != .period && token.kind != .binaryOperator { lastStart = position }
            }
            if token.kind == .leftParen || token.kind == .leftSquare || token.kind == .leftBrace, let close = match(position) {
                position = close + 1
                continue
            }
            position += 1
        }
        guard let lastStart, tokens[lastStart].kind == .keyword, !continues(body, loop: loop) else { return false }
        switch tokens[lastStart].keyword {
        case .return, .throw: return true
        // `break` with no label, or with one: either way the loop (or one around it) ends.
        case .break: return true
        default: return false
        }
    }

    /// Whether `body`, the body of the loop whose keyword is at `loop`, holds a `continue` of
    /// that loop: one without a label outside the loops nested in it, or one with the loop's
    /// label (`outer: while true`) anywhere.
    private func continues(_ body: Range<Int>, loop: Int) -> Bool {
        let label = loop >= 2 && tokens[loop - 1].kind == .colon && tokens[loop - 2].kind == .identifier ? tree.text(of: loop - 2) : nil
        var nestedLoopEnds: [Int] = []
        for position in body {
            while let end = nestedLoopEnds.last, position >= end { nestedLoopEnds.removeLast() }
            let token = tokens[position]
            guard token.kind == .keyword else { continue }
            switch token.keyword {
            case .for, .while:
                // A nested `repeat { } while …`'s `while` has no body: the next block (an
                // `if`'s) is no loop.
                if token.keyword == .while && endsRepeatLoop(position) { continue }
                if let brace = bodyBrace(after: position), let close = match(brace) { nestedLoopEnds.append(close) }
            case .repeat:
                if position + 1 < body.upperBound, tokens[position + 1].kind == .leftBrace, let close = match(position + 1) {
                    nestedLoopEnds.append(close)
                }
            case .continue:
                let next = position + 1
                let target = next < body.upperBound && tokens[next].kind == .identifier && !tokens[next].isAtStartOfLine ? tree.text(of: next) : nil
                if let target { if target == label { return true } } else if nestedLoopEnds.isEmpty { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether the `while` at `index` ends a `repeat { } while …` loop.
    private func endsRepeatLoop(_ index: Int) -> Bool {
        guard index > 0, tokens[index - 1].kind == .rightBrace, let open = match(index - 1), open > 0 else { return false }
        return tokens[open - 1].keyword == .repeat
    }

    /// `range` without the parentheses around all of it (`((x))` is `x`).
    private func withoutParentheses(_ range: Range<Int>) -> Range<Int> {
        var bare = range
        while bare.count >= 3 && tokens[bare.lowerBound].kind == .leftParen && match(bare.lowerBound) == bare.upperBound - 1 {
            bare = (bare.lowerBound + 1)..<(bare.upperBound - 1)
        }
        return bare
    }

    /// `while true` (also `while (true)`), `while !Task.isCancelled …`, or a condition that
    /// awaits.
    func isEndless(_ condition: Range<Int>) -> Bool {
        let bare = withoutParentheses(condition)
        if bare.count == 1 && tokens[bare.lowerBound].keyword == .true { return true }
        for position in condition {
            if tokens[position].keyword == .await { return true }
            if tokens[position].kind == .identifier && tree.token(position, is: "isCancelled") { return true }
        }
        return false
    }

    /// Whether a conjunct of `condition` (joined by `&&` or `,`, with no `||`) compares a
    /// counter that the loop's `body` steps toward the bound (`attempt += 1` for `attempt < 5`,
    /// `remaining -= 1` for `remaining > 0`; a step of unknown sign counts) with `<`, `<=`, `>`
    /// or `>=`: `while !Task.isCancelled && attempt < 5` ends after five rounds, so it cannot
    /// outlive its owner. A step away from the bound (`attempt -= 1`) never ends it.
    func isBoundedByCounter(_ condition: Range<Int>, body: Range<Int>) -> Bool {
        var conjuncts: [Range<Int>] = []
        var start = condition.lowerBound
        var position = condition.lowerBound
        while position < condition.upperBound {
            switch tokens[position].kind {
            case .leftParen, .leftSquare, .leftBrace:
                position = (match(position) ?? position) + 1
                continue
            case .comma:
                conjuncts.append(start..<position)
                start = position + 1
            case .binaryOperator:
                if tree.token(position, is: "||") { return false }
                if tree.token(position, is: "&&") {
                    conjuncts.append(start..<position)
                    start = position + 1
                }
            default:
                break
            }
            position += 1
        }
        conjuncts.append(start..<condition.upperBound)
        for conjunct in conjuncts where conjunct.count >= 3 {
            for comparison in conjunct where tokens[comparison].kind == .binaryOperator && isOrdering(comparison) {
                // The counter must grow to end the loop when it is on the small side
                // (`attempt < 5`, `5 > attempt`), and shrink otherwise.
                let isLess = tree.token(comparison, is: "<") || tree.token(comparison, is: "<=")
                for operand in [comparison - 1, comparison + 1] where conjunct.contains(operand) && tokens[operand].kind == .identifier {
                    let mustGrow = (operand < comparison) == isLess
                    switch step(of: tree.name(of: operand), in: body) {
                    case .up?: if mustGrow { return true }
                    case .down?: if !mustGrow { return true }
                    case .unknown?: return true
                    case .reset?, nil: break
                    }
                }
            }
        }
        return false
    }

    /// Whether the operator token at `position` is `<`, `<=`, `>` or `>=`.
    private func isOrdering(_ position: Int) -> Bool {
        tree.token(position, is: "<") || tree.token(position, is: "<=") || tree.token(position, is: ">") || tree.token(position, is: ">=")
    }

    /// Which way a counter is stepped.
    enum Step {
        case up, down, unknown
        /// Set back to a number (`failures = 0` on a success): whatever else steps it, the
        /// loop may run on for as long as the resets come.
        case reset
    }

    /// How `range` steps the variable `name` (also as `self.name`): up for `name += 1` (a
    /// number literal) or `name = name + 1`, down for `name -= 1` or `name = name - 1`, unknown
    /// for another step (`name += delta`, `name -= -1`, or steps both ways), reset when it is
    /// also set to a number literal (`name = 0`); nil when it is not stepped.
    private func step(of name: String, in range: Range<Int>) -> Step? {
        var found: Step?
        var isReset = false
        for position in range where position + 1 < range.upperBound && tokens[position].kind == .identifier {
            if tokens[position + 1].kind == .equal, tree.token(position, named: name) {
                if let this = reassignedStep(of: position, in: range) {
                    if let known = found, known != this { found = .unknown } else { found = this }
                } else if isLiteralAssignment(at: position, in: range) {
                    isReset = true
                }
                continue
            }
            guard tokens[position + 1].kind == .binaryOperator, tree.token(position, named: name) else { continue }
            let isPlus = tree.token(position + 1, is: "+=")
            guard isPlus || tree.token(position + 1, is: "-=") else { continue }
            let byLiteral = position + 2 < range.upperBound && tokens[position + 2].kind == .integerLiteral
            let this: Step = byLiteral ? (isPlus ? .up : .down) : .unknown
            if let known = found, known != this { found = .unknown } else { found = this }
        }
        return isReset && found != nil ? .reset : found
    }

    /// Whether the assignment whose target `name` is at `position` sets it to a number
    /// literal, as a statement of its own (`failures = 0`).
    private func isLiteralAssignment(at position: Int, in range: Range<Int>) -> Bool {
        var value = position + 2
        if value < range.upperBound, tokens[value].kind == .prefixOperator, tree.token(value, is: "-") { value += 1 }
        guard value < range.upperBound, tokens[value].kind == .integerLiteral else { return false }
        let end = value + 1
        return end == range.upperBound || tokens[end].isAtStartOfLine || tokens[end].kind == .semicolon || tokens[end].kind == .rightBrace
    }

    /// The step of `name = name + 1` (or `- 1`) whose first `name` is at `position`, when the
    /// statement is exactly that; nil for any other assignment.
    private func reassignedStep(of position: Int, in range: Range<Int>) -> Step? {
        let end = position + 5
        guard end <= range.upperBound, tree.token(position + 2, named: tree.name(of: position)),
              tokens[position + 3].kind == .binaryOperator, tokens[position + 4].kind == .integerLiteral,
              end == range.upperBound || tokens[end].isAtStartOfLine || tokens[end].kind == .semicolon
                || tokens[end].kind == .rightBrace else { return nil }
        if tree.token(position + 3, is: "+") { return .up }
        if tree.token(position + 3, is: "-") { return .down }
        return nil
    }
}
