/// What a local set of cancellables undergoes in its whole scope, worked out once for all the
/// stores into it: each store asked whether the set is read after it, read in a `defer`, or
/// named by a closure before it, and read the rest of the scope to know (hw61: thousands of
/// `.store(in: &bag)` in one test took seconds, and a walk back bounded at 4,096 tokens had
/// hidden that by missing the set's declaration).
struct LocalBagFacts {
    /// The `}` that ends the set's scope.
    var scopeEnd: Int
    /// The last token of the scope that reads the set other than by a store into it (-1: none).
    var lastRead: Int
    /// Whether a `defer` block of the scope reads the set.
    var isReadInDefer: Bool
    /// The `{` of the first closure after the declaration that names the set (`Int.max`: none).
    var firstNamingClosure: Int
    /// The `)` of the last `.store(in: &set)` of the scope (-1: none).
    var lastStoreEnd: Int
}

/// The ``LocalBagFacts`` of a file's local sets, by the token of each set's name.
final class LocalBagFactsTable {
    var facts: [Int: LocalBagFacts] = [:]
}

extension SubscriptionScanner {
    /// The facts of the local `declaration` (a set of cancellables), whose scope ends at
    /// `scopeEnd`, worked out on first use.
    func bagFacts(of declaration: Declaration, scopeEnd: Int) -> LocalBagFacts {
        if let known = bagFactsTable.facts[declaration.nameToken] { return known }
        let name = declaration.name
        let scope = (declaration.nameToken + 1)..<scopeEnd
        let mentions = mentions.candidates(for: name, in: scope)
        let lastRead = mentions.last { isRead(name, in: $0..<($0 + 1), ignoringStores: true) } ?? -1
        let lastStore = mentions.last { isStore(into: name, closingAt: $0 + 1) }.map { $0 + 1 } ?? -1
        let facts = LocalBagFacts(scopeEnd: scopeEnd, lastRead: lastRead,
                                  isReadInDefer: isReadInDefer(name, from: declaration.nameToken, to: scopeEnd),
                                  firstNamingClosure: firstClosureNaming(name, in: scope), lastStoreEnd: lastStore)
        bagFactsTable.facts[declaration.nameToken] = facts
        return facts
    }

    /// The `{` of the first closure opened in `range` that names `name` (reads or assigns it,
    /// also in an interpolation), or `Int.max`. Such a closure captures the set and may keep it
    /// past its scope (`onStop = { bag.removeAll() }` stores a closure that holds `bag`). A
    /// closure nested in another one is covered by the outer one, which holds its tokens.
    func firstClosureNaming(_ name: String, in range: Range<Int>) -> Int {
        var coveredUpTo = range.lowerBound
        for index in tree.closures(openingIn: range) {
            let closure = tree.closures[index]
            guard closure.leftBrace >= coveredUpTo, closure.leftBrace < closure.rightBrace else { continue }
            coveredUpTo = closure.rightBrace
            for position in mentions.candidates(for: name, in: (closure.leftBrace + 1)..<closure.rightBrace) {
                switch tokens[position].kind {
                case .identifier:
                    if tree.token(position, named: name) && tokens[position - 1].kind != .period { return closure.leftBrace }
                case .stringLiteral:
                    // `"\(bag.count)"` in an interpolation.
                    if !tree.occurrences(of: name, in: position..<(position + 1)).isEmpty { return closure.leftBrace }
                default:
                    break
                }
            }
        }
        return Int.max
    }

    /// Whether a closure opened after token `lowerBound` holds the tokens from `start` through
    /// `end`: found by going out from `start` block by block, not by reading every closure of
    /// the file.
    func isInClosure(from start: Int, through end: Int, after lowerBound: Int) -> Bool {
        var brace = blocks.enclosingBraceOpen(of: start)
        while let open = brace, open > lowerBound {
            if let index = tree.closureIndex(leftBrace: open), tree.closures[index].rightBrace > end { return true }
            brace = blocks.enclosingBraceOpen(of: open)
        }
        return false
    }
}
