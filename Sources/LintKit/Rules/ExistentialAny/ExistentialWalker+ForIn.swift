// MARK: - The sequence of a for-in loop, which swiftc does not check

extension ExistentialWalker {
    /// Whether the type written in an expression at token `start` lies in the sequence
    /// expression of a `for … in` loop (`for x in [a as P]`, `for x in Array<P>()`), outside
    /// the bodies of closures there: swiftc 6.3.1 reports no bare protocol in that expression,
    /// nor in the signature of a closure in it (`{ (y: Any) -> P? in … }`), while it does in
    /// those closures' bodies, in the loop's pattern (`for case let x as P in`, `for x: P in`)
    /// and in its `where` clause.
    func isInForInSequence(_ start: Int) -> Bool {
        let tokens = tree.tokens
        var position = start - 1
        var steps = 0
        // Walks back to the start of the expression, over complete groups; bounded, as an
        // expression of thousands of tokens is not worth the walk.
        while position >= 0 && steps < 2048 {
            steps += 1
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightSquare:
                guard let open = matchingBracket(position), open < position else { return false }
                position = open - 1
                continue
            case .rightBrace:
                // A closure in the same expression is passed over; a statement's body ends
                // the statement before this one.
                guard let open = matchingBracket(position), open < position, tree.closureIndex(leftBrace: open) != nil else { return false }
                position = open - 1
                continue
            case .leftBrace:
                // Inside a closure: its signature is part of the expression, its body is not;
                // a statement's body is not.
                guard let closure = tree.closureIndex(leftBrace: position).map({ tree.closures[$0] }),
                      let inToken = closure.inToken, start < inToken else { return false }
            case .semicolon:
                return false
            default:
                break
            }
            if token.kind == .keyword {
                switch token.keyword {
                case .in:
                    // A closure's `in`: the type is in that closure's body.
                    if tree.closures(openingIn: max(0, position - 4096)..<position).contains(where: { tree.closures[$0].inToken == position }) {
                        return false
                    }
                    return isForInKeyword(position)
                case .for, .where, .return, .let, .var, .if, .guard, .while, .switch, .case, .throw:
                    return false
                default:
                    break
                }
            }
            position -= 1
        }
        return false
    }

    /// Whether the `in` at `position` is a `for` loop's: a `for` starts the pattern before it.
    private func isForInKeyword(_ position: Int) -> Bool {
        let tokens = tree.tokens
        var cursor = position - 1
        var steps = 0
        while cursor >= 0 && steps < 256 {
            steps += 1
            switch tokens[cursor].kind {
            case .rightParen, .rightSquare:
                guard let open = matchingBracket(cursor), open < cursor else { return false }
                cursor = open - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftSquare:
                return false
            default:
                break
            }
            if tokens[cursor].kind == .keyword && tokens[cursor].keyword == .for { return true }
            cursor -= 1
        }
        return false
    }

    /// The token matching the bracket at `position`, or nil.
    private func matchingBracket(_ position: Int) -> Int? {
        let other = Int(tree.stream.matching[position])
        return other >= 0 ? other : nil
    }
}
