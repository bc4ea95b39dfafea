/// Whether a local is named or read in a stretch of code.
extension SubscriptionScanner {
    /// Whether the word `name` appears in `range` (not as a member after `.`), read or assigned.
    func isNamed(_ name: String, in range: Range<Int>) -> Bool {
        range.contains { position in
            tokens[position].kind == .identifier && tree.token(position, named: name) && (position == 0 || tokens[position - 1].kind != .period)
        }
    }

    /// Whether `name` is read (not just assigned) in `range`; with `ignoringStores`, being
    /// stored into (`.store(in: &name)`) is no read either; with `countingReleases`, `name = nil`
    /// counts as one (the variable held its value until then, on purpose). With
    /// `skippingRebindings`, where another binding of the name made in `range` is meant
    /// (``Rebinding``: `names.forEach { token in … }`) is no read of it.
    func isRead(_ name: String, in range: Range<Int>, ignoringStores: Bool = false, ignoringCounts: Bool = false,
                countingReleases: Bool = false, skippingRebindings: Bool = false) -> Bool {
        // Only the tokens that may name it; the bindings that hide it, read up to each of those.
        var rebound: [Range<Int>] = []
        var reboundReadUpTo = range.lowerBound
        for position in mentions.candidates(for: name, in: range) where position < tokens.count - 1 {
            if skippingRebindings {
                rebound += Rebinding(tree: tree).reboundRanges(of: name, in: reboundReadUpTo..<(position + 1))
                reboundReadUpTo = position + 1
            }
            if !rebound.isEmpty && rebound.contains(where: { $0.contains(position) }) { continue }
            let token = tokens[position]
            if token.kind == .stringLiteral {
                // The code of its interpolations is read as any other (`"\(bag.count)"` is a
                // look at the set, as `bag.count` is); nested literals by the same call.
                for code in tree.interpolations[position] ?? []
                where isRead(name, in: code, ignoringStores: ignoringStores, ignoringCounts: ignoringCounts, countingReleases: countingReleases,
                             skippingRebindings: skippingRebindings) {
                    return true
                }
                continue
            }
            guard token.kind == .identifier, tree.token(position, named: name) else { continue }
            if position > 0 && tokens[position - 1].kind == .period { continue }
            // `hud.show(progress: 0)`, `(progress: 0.5, done: false)`: a label, not the name.
            if position > 0, tokens[position + 1].kind == .colon,
               tokens[position - 1].kind == .leftParen || tokens[position - 1].kind == .comma { continue }
            if tokens[position + 1].kind == .equal {
                if countingReleases && position + 2 < tokens.count && tokens[position + 2].keyword == .nil { return true }
                continue  // overwritten, not read
            }
            // `_ = token`: discarded, which keeps nothing.
            if position >= 2, tokens[position - 1].kind == .equal, tokens[position - 2].kind == .wildcard,
               tokens[position + 1].isAtStartOfLine || tokens[position + 1].kind == .semicolon || tokens[position + 1].kind == .rightBrace {
                continue
            }
            if ignoringStores && isStore(into: name, closingAt: position + 1) { continue }
            // `bag.count`, `bag.isEmpty`: a look at the set, which keeps nothing.
            if ignoringCounts, position + 2 < tokens.count, tokens[position + 1].kind == .period,
               tree.token(position + 2, is: "count") || tree.token(position + 2, is: "isEmpty") { continue }
            return true
        }
        return false
    }
}
