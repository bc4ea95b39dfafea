// MARK: - Key-path literals

extension ValueExpressionReader {
    /// `\Root.member`, `\Outer.Inner.member.member`, `\Self.member`: the root is the names up
    /// to the first that starts with a lower-case letter, the members the rest. After a member, `?`
    /// (optional chaining), `!` (a force unwrap) and a subscript `[…]` are components of their
    /// own, listed as `"?"`, `"!"` and `"[]"`; `\Root.self` is the one member `"self"`, and
    /// `.self` after a member is `"self"` too; a tuple element's position (`.0`) is a member
    /// (`"0"`). `\.member` has no root (an empty one: the context gives it); `\(any P).member`
    /// has the root `P` (the rule's typing finds it a protocol). Anything else in
    /// the range (generic arguments, a `?` at the end) is unknown.
    func keyPathLiteral(_ range: Range<Int>) -> ValueExpression {
        var index = range.lowerBound + 1
        // `\.member`: a key path whose root the context gives (`engines.map(\.name)`).
        let isRootless = index + 1 < range.upperBound && tokens[index].kind == .period && !tokens[index].hasLeadingTrivia
        if isRootless { index += 1 }
        var root: [String] = []
        var members: [String] = []
        // `\(any P).member`: the spelling existential_any's fix writes for `\P.member`.
        if !isRootless, tokens[index].kind == .leftParen, index + 3 < range.upperBound, tokens[index + 1].keyword == .any {
            let close = Int(tree.stream.matching[index])
            var name = index + 2
            while name < close, tokens[name].kind == .identifier {
                root.append(tree.text(of: name))
                name += 1
                guard name < close else { break }
                guard tokens[name].kind == .period else { return .unknown }
                name += 1
            }
            guard name == close, !root.isEmpty, close + 2 < range.upperBound, tokens[close + 1].kind == .period,
                  !tokens[close + 1].hasLeadingTrivia, !tokens[close + 2].hasLeadingTrivia else { return .unknown }
            index = close + 2
        }
        while index < range.upperBound {
            guard !tokens[index].hasLeadingTrivia else { return .unknown }
            if tokens[index].keyword == .self, !root.isEmpty || isRootless {
                // `\Root.self`, `\.self` (`engines.map(\.self)`), or `.self` after a member
                // (which changes nothing).
                members.append("self")
                index += 1
                guard index < range.upperBound else { break }
                guard tokens[index].kind == .period, !tokens[index].hasLeadingTrivia else { return .unknown }
                index += 1
                continue
            }
            // `\Self.member`: the root is the type around (see the rule's key-path typing).
            let isSelfRoot = root.isEmpty && index == range.lowerBound + 1 && tokens[index].keyword == .capitalSelf
            // `\S.pair.0`: a tuple element by its position, after a member.
            let isElementIndex = !members.isEmpty && tokens[index].kind == .integerLiteral
            guard tokens[index].kind == .identifier || isSelfRoot || isElementIndex else { return .unknown }
            let name = tree.text(of: index)
            if members.isEmpty && !isRootless && (isSelfRoot || ProjectIndex.startsLikeTypeName(name)) {
                root.append(name)
            } else {
                members.append(name.trimmingBackticks)
            }
            index += 1
            // The postfix components after a member.
            postfix: while !members.isEmpty, index < range.upperBound, !tokens[index].hasLeadingTrivia {
                switch tokens[index].kind {
                case .postfixQuestionMark: members.append("?")
                case .exclamationMark: members.append("!")
                case .leftSquare:
                    guard let after = afterGroup(index), after <= range.upperBound, after > index + 2 else { return .unknown }
                    members.append("[]")
                    index = after - 1
                default: break postfix
                }
                index += 1
            }
            guard index < range.upperBound else { break }
            guard tokens[index].kind == .period, !tokens[index].hasLeadingTrivia else { return .unknown }
            index += 1
            guard index < range.upperBound else { return .unknown }
        }
        guard !root.isEmpty || isRootless, let first = members.first, !Self.keyPathMarkers.contains(first),
              members.last != "?", first != "self" || members.count == 1 || isRootless else { return .unknown }
        return .keyPath(root: root, members: members)
    }

    /// The components of ``keyPathLiteral(_:)`` that are no member's name.
    static let keyPathMarkers: Set<String> = ["?", "!", "[]"]
}
