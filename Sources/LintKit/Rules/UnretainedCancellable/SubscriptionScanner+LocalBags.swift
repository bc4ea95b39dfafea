/// `.store(in: &bag)` into a local `var bag = Set<AnyCancellable>()` that nothing reads
/// afterwards, as the last thing its scope does (also from inside a loop or `if` that ends
/// the scope): the set, and with it the subscription, goes away as the scope ends.
extension SubscriptionScanner {
    /// The name of the local set the subscription is stored in, when that set is not read after
    /// the store (not returned, assigned, passed or captured) before its scope ends; nil when
    /// the call is not followed by `.store(in: &name)`, `name` is no local `var` of an enclosing
    /// block, the store sits in a closure inside that block (the closure may keep the set), or
    /// code follows the last store into the set before the scope ends.
    func unreadLocalBag(_ call: Call) -> String? {
        if let bag = unreadLocalBag(storeAt: call.end, after: call.chainStart) { return bag }
        if let bag = unreadLocalCollection(holding: call) { return bag }
        return unreadLocalBagThroughLocal(call)
    }

    /// The same for a subscription put into a local collection of cancellables as the last
    /// thing its scope does: `bag.insert(p.sink { … })`, `bag.append(…)`, `bag[key] = p.sink
    /// { … }`, `bag.updateValue(p.sink { … }, forKey: key)`, where `bag` is a local `var` whose
    /// declaration names `AnyCancellable` (`var bag = Set<AnyCancellable>()`, `var byID: [Int:
    /// AnyCancellable] = [:]`) and only `}` follows the store before the scope ends.
    func unreadLocalCollection(holding call: Call) -> String? {
        if let bag = unreadLocalCollection(holdingValueAt: call.chainStart, end: call.end) { return bag }
        // An element of an array literal added as a whole: `bag += [p.sink { … }]`,
        // `bag.append(contentsOf: [p.sink { … }, …])`, `set.formUnion([…])`.
        let before = tokenBefore(call)
        guard before >= 1, tokens[before].kind == .leftSquare || tokens[before].kind == .comma,
              let literal = enclosingArrayLiteral(of: before), let close = match(literal), close + 1 < tokens.count else { return nil }
        if literal >= 2, tokens[literal - 1].kind == .binaryOperator, tree.token(literal - 1, is: "+="), tokens[literal - 2].kind == .identifier {
            return unreadLocalCollection(at: literal - 2, storeEnd: close)
        }
        // `(contentsOf: [ … ])` or `([ … ])` after `append`, `insert` or `formUnion`.
        var open = literal - 1
        if open >= 2, tokens[open].kind == .colon, tree.token(open - 1, is: "contentsOf") { open -= 2 }
        guard open >= 3, tokens[open].kind == .leftParen, match(open) == close + 1,
              tree.token(open - 1, is: "append") || tree.token(open - 1, is: "formUnion") || tree.token(open - 1, is: "insert"),
              tokens[open - 2].kind == .period, tokens[open - 3].kind == .identifier else { return nil }
        return unreadLocalCollection(at: open - 3, storeEnd: close + 1)
    }

    /// The local collection named at `nameToken`, when a store into it ends with `storeEnd`, it
    /// is a local `var` of cancellables, only `}` follows the store before its scope ends, and
    /// no `defer` or closure reads it.
    private func unreadLocalCollection(at nameToken: Int, storeEnd: Int) -> String? {
        guard nameToken == 0 || tokens[nameToken - 1].kind != .period,
              let local = localVariable(named: nameToken, before: nameToken), declaresCancellables(local),
              let scopeEnd = enclosingBlockEnd(of: local.nameToken), storeEnd < scopeEnd,
              ((storeEnd + 1)..<scopeEnd).allSatisfy({ tokens[$0].kind == .rightBrace }) else { return nil }
        let facts = bagFacts(of: local, scopeEnd: scopeEnd)
        // A closure that names it before the store may keep it (see ``LocalBagFacts``).
        guard !facts.isReadInDefer, facts.firstNamingClosure >= storeEnd else { return nil }
        // In a closure inside the collection's block, the closure may keep the collection.
        if isInClosure(from: nameToken, through: storeEnd, after: local.nameToken) { return nil }
        return local.name
    }

    /// ``unreadLocalCollection(holding:)`` for the value that spans `start..<end` (a call, or
    /// the name of a local that holds one).
    func unreadLocalCollection(holdingValueAt start: Int, end: Int) -> String? {
        let before = start - 1
        let nameToken: Int
        let storeEnd: Int
        if before >= 3, tokens[before].kind == .leftParen, end < tokens.count, tokens[end].kind == .rightParen,
           match(before) == end, tree.token(before - 1, is: "insert") || tree.token(before - 1, is: "append"),
           tokens[before - 2].kind == .period, tokens[before - 3].kind == .identifier {
            nameToken = before - 3
            storeEnd = end
        } else if before >= 3, tokens[before].kind == .leftParen, end < tokens.count, tokens[end].kind == .comma,
                  tree.token(end + 1, is: "forKey"), tree.token(before - 1, is: "updateValue"),
                  tokens[before - 2].kind == .period, tokens[before - 3].kind == .identifier, let close = match(before) {
            // `byKey.updateValue(p.sink { … }, forKey: key)`
            nameToken = before - 3
            storeEnd = close
        } else if before >= 2, tokens[before].kind == .equal, tokens[before - 1].kind == .rightSquare,
                  let open = match(before - 1), open >= 1, tokens[open - 1].kind == .identifier {
            nameToken = open - 1
            storeEnd = end - 1
        } else {
            return nil
        }
        return unreadLocalCollection(at: nameToken, storeEnd: storeEnd)
    }

    /// Whether the local `declaration` names `AnyCancellable` in its annotation or initializer.
    private func declaresCancellables(_ declaration: Declaration) -> Bool {
        if let type = declaration.type, tree.file.text(type.startOffset..<type.endOffset).contains("AnyCancellable") { return true }
        guard let initializer = declaration.initializer else { return false }
        return initializer.contains { tokens[$0].kind == .identifier && tree.token($0, is: "AnyCancellable") }
    }

    /// The same for a subscription kept in a local that its scope reads only to store it:
    /// `let token = p.sink { … }` then `token.store(in: &bag)` or `bag.insert(token)`.
    func unreadLocalBagThroughLocal(_ call: Call) -> String? {
        guard call.chainStart >= 1, tokens[call.chainStart - 1].kind == .equal,
              let nameToken = declaredName(assignedAt: call.chainStart - 1),
              tree.declaration(namedAt: nameToken).map({ tree.declarations[$0].isLocal }) == true,
              let scopeEnd = enclosingBlockEnd(of: nameToken), call.end <= scopeEnd else { return nil }
        let name = tree.name(of: nameToken)
        // Its one read: `token.store(in: &bag)`, outside any closure.
        var store: Int?
        for position in mentions.candidates(for: name, in: call.end..<scopeEnd)
        where tokens[position].kind == .identifier && tree.token(position, named: name) {
            guard position > 0, tokens[position - 1].kind != .period, store == nil else { return nil }
            store = position
        }
        guard let store, store + 1 < scopeEnd,
              !tree.closures.contains(where: { $0.leftBrace > call.end && $0.leftBrace < store && $0.rightBrace > store }) else { return nil }
        if tokens[store + 1].kind != .period {
            // `bag.insert(token)`: the local's one read puts it into a local collection.
            return unreadLocalCollection(holdingValueAt: store, end: store + 1)
        }
        return unreadLocalBag(storeAt: store + 1, after: nameToken)
    }

    /// The bag of `.store(in: &bag)` starting at the `.` at `end`, when the bag is an unread
    /// local (see ``unreadLocalBag(_:)``) declared before `start`.
    private func unreadLocalBag(storeAt end: Int, after start: Int) -> String? {
        guard end + 7 < tokens.count, tokens[end].kind == .period, tree.token(end + 1, is: "store"),
              tokens[end + 2].kind == .leftParen, tree.token(end + 3, is: "in"), tokens[end + 4].kind == .colon,
              tokens[end + 5].kind == .prefixAmpersand, tokens[end + 6].kind == .identifier, tokens[end + 7].kind == .rightParen,
              let local = localVariable(named: end + 6, before: start),
              let scopeEnd = enclosingBlockEnd(of: local.nameToken),
              // A bag whose block ended before the store (unbalanced braces) is another name's.
              end + 8 <= scopeEnd else { return nil }
        if isInClosure(from: start, through: end, after: local.nameToken) { return nil }
        // Read after the store, in a `defer`, or by a closure before it (the subscription's own
        // closures too: `a.sink { _ in bag.removeAll() }`); see ``LocalBagFacts``.
        let facts = bagFacts(of: local, scopeEnd: scopeEnd)
        guard facts.lastRead < end + 8, !facts.isReadInDefer, facts.firstNamingClosure >= end else { return nil }
        // Code after the last store runs while the set still holds the subscriptions (a test
        // that subscribes, then advances a scheduler and checks): only a scope that ends right
        // after its stores (past the `}` of a loop or `if` around the last one) drops them
        // unused.
        let lastStoreEnd = max(end + 7, facts.lastStoreEnd)
        return endsScope(from: lastStoreEnd + 1, to: scopeEnd) ? local.name : nil
    }

    /// Whether nothing runs between `start` and the scope's end `scopeEnd` but the ends of
    /// blocks: `}`, and the `catch` clauses and `else` branches after them, which run instead of
    /// the block that ended, not after it; or a bare `return`, which leaves the function.
    private func endsScope(from start: Int, to scopeEnd: Int) -> Bool {
        var position = start
        while position < scopeEnd {
            if tokens[position].keyword == .return && tokens[position].kind == .keyword,
               position + 1 >= scopeEnd || tokens[position + 1].kind == .rightBrace || tokens[position + 1].kind == .semicolon
                || tokens[position + 1].isAtStartOfLine {
                return true
            }
            guard tokens[position].kind == .rightBrace else { return false }
            position += 1
            while position < scopeEnd, tokens[position].keyword == .catch || tokens[position].keyword == .else {
                guard let open = (position + 1..<scopeEnd).first(where: { tokens[$0].kind == .leftBrace }),
                      let close = match(open), close < scopeEnd else { return false }
                position = close + 1
            }
        }
        return true
    }

    /// Whether a `defer` block between `start` and `end` reads `name`: it runs as the scope
    /// ends, after the stores, wherever it is written (`defer { kept = bag }`). Its `count` or
    /// `isEmpty` (`defer { print(bag.count) }`) keeps nothing.
    func isReadInDefer(_ name: String, from start: Int, to end: Int) -> Bool {
        var position = start
        while position < end {
            if tokens[position].keyword == .defer, tokens[position + 1].kind == .leftBrace, let close = match(position + 1), close > position + 1 {
                if isRead(name, in: (position + 2)..<close, ignoringCounts: true) { return true }
                position = close
            }
            position += 1
        }
        return false
    }

    /// Whether the `)` at `close` ends `.store(in: &name)`.
    func isStore(into name: String, closingAt close: Int) -> Bool {
        close >= 6 && close < tokens.count && tokens[close].kind == .rightParen && tokens[close - 1].kind == .identifier && tree.token(close - 1, named: name)
            && tokens[close - 2].kind == .prefixAmpersand && tokens[close - 3].kind == .colon && tree.token(close - 4, is: "in")
            && tokens[close - 5].kind == .leftParen && tree.token(close - 6, is: "store")
    }
}
