// MARK: - Type annotations on patterns in statements

extension ParserState {
    /// `for x: T in …`, `for case let x: T in …`, `for (a, b): (T, U) in …`: records the
    /// pattern's type annotation (what swiftc checks like a variable's) and returns the index
    /// after the type, or nil when the `for` at `index` has none.
    mutating func scanForInAnnotation(at index: Int, context: ItemContext) -> Int? {
        var cursor = index + 1
        while isKeyword(cursor, .case) || isKeyword(cursor, .try) || isKeyword(cursor, .let) || isKeyword(cursor, .var)
                || keyword(cursor) == .await && kind(cursor) == .identifier {
            cursor += 1
        }
        guard let colon = colonAfterPattern(at: cursor), let (type, next) = parseType(at: colon + 1), isKeyword(next, .in) else {
            return nil
        }
        recordType(type, .annotation, currentDeclaration(context))
        return next
    }

    /// `if let x: T = …`, `guard var (a, b): (T, U) = …`, `while let x: T = …`, a later
    /// binding of a condition list (`if let a = o, let b: T = p`) or `if case let x: T = …`:
    /// records the annotation of the binding whose `let`/`var` is at `index` and returns the
    /// index after the type, or nil when the binding has no annotation or is not in a
    /// condition (a `switch` case's `case let x:` ends its label with that colon).
    mutating func scanConditionBindingAnnotation(at index: Int, context: ItemContext) -> Int? {
        guard let colon = colonAfterPattern(at: index + 1), isInCondition(binding: index),
              let (type, next) = parseType(at: colon + 1) else { return nil }
        recordType(type, .annotation, currentDeclaration(context))
        return next
    }

    /// The `:` after the pattern that starts at `index` (a name, `_`, or a parenthesized
    /// tuple pattern), or nil when no `:` follows it.
    private func colonAfterPattern(at index: Int) -> Int? {
        let after: Int
        switch kind(index) {
        case .identifier, .wildcard: after = index + 1
        case .leftParen:
            guard let close = match(index), close > index else { return nil }
            after = close + 1
        default: return nil
        }
        return kind(after) == .colon ? after : nil
    }

    /// Whether the `let`/`var` at `binding` belongs to the condition list of an `if`,
    /// `guard` or `while` (directly, after `case`, or after a `,` of that list): walks back
    /// over the list at its own bracket level.
    private func isInCondition(binding: Int) -> Bool {
        var cursor = binding - 1
        var steps = 0
        while cursor >= 0 && steps < 512 {
            steps += 1
            switch kind(cursor) {
            case .rightParen, .rightSquare:
                guard let open = match(cursor), open < cursor else { return false }
                cursor = open - 1
                continue
            case .leftParen, .leftSquare, .leftBrace, .rightBrace, .semicolon:
                return false
            case .keyword:
                switch keyword(cursor) {
                case .if, .guard, .while: return true
                case .case:
                    // `if case let x: T = …` or `, case …` in a list; any other `case` is a
                    // `switch` case or an enum case.
                    let before = cursor - 1
                    return isKeyword(before, .if) || isKeyword(before, .guard) || isKeyword(before, .while)
                        || (kind(before) == .comma && isInCondition(binding: before))
                default: break
                }
            default: break
            }
            cursor -= 1
        }
        return false
    }
}
