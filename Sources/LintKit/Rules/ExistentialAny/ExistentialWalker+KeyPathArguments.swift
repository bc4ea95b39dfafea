// MARK: - Key paths passed as call arguments

extension ExistentialWalker {
    /// The standard library's methods whose closure argument a key path is converted to
    /// (`items.map(\P.name)`, `items.first(where: \P.isReady)`): swiftc 6.3.1 does not check
    /// the root of a key path converted to a function outside an initializer.
    static let functionTakingCallees: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy",
        "drop", "prefix", "removeAll", "forEach", "mapValues", "compactMapValues", "count", "partition", "split",
        "trimmingPrefix", "sorted", "min", "max", "reduce", "grouping",
    ]

    /// Argument labels of the standard library's closure parameters a key path may be given
    /// for (`Dictionary(grouping: items, by: \P.kind)`).
    static let functionTakingLabels: Set<String> = ["by", "where", "while", "whereSeparator"]

    /// Whether the key path whose root starts at token `root` (a ``TypeContext/keyPathArgument``)
    /// is converted to a function by its call: the callee is one of the standard library's
    /// methods that take a closure (``functionTakingCallees``), the argument's label is one of
    /// ``functionTakingLabels``, or the project declares a function of the callee's name that
    /// takes a closure; assigned (`f = \P.name`), when the variable is declared in the file
    /// with a function type. Otherwise the parameter takes a key path (`use(\P.name)`,
    /// `print(\P.name)`, `list.append(\P.name)`), and swiftc checks the root.
    func keyPathArgumentIsConvertedToFunction(rootAt root: Int) -> Bool {
        let tokens = tree.tokens
        let backslash = root - 1
        guard backslash > 0 else { return false }
        // `f = \P.name`: converted when `f` is declared in this file with a function type.
        if tokens[backslash - 1].kind == .equal {
            guard backslash >= 2, tokens[backslash - 2].kind == .identifier else { return false }
            let name = tree.text(of: backslash - 2)
            return tree.declarations.contains { declaration in
                declaration.kind.isVariable && declaration.name == name
                    && declaration.type.flatMap(ProjectIndex.functionTypeReturnsVoid) != nil
            }
        }
        var label: String?
        if tokens[backslash - 1].kind == .colon, backslash >= 2 { label = tree.text(of: backslash - 2) }
        if let label, Self.functionTakingLabels.contains(label) { return true }
        guard let open = enclosingParenthesis(before: backslash), open > 0, tokens[open - 1].kind == .identifier else { return false }
        let callee = tree.text(of: open - 1)
        return Self.functionTakingCallees.contains(callee) || index.takesClosures(callee)
    }

    /// The `(` whose argument list holds token `position` (walking back over complete
    /// groups); nil when a `[` or `{` opens first, or after a bounded walk.
    func enclosingParenthesis(before position: Int) -> Int? {
        let tokens = tree.tokens
        var cursor = position - 1
        var steps = 0
        while cursor >= 0 && steps < 512 {
            steps += 1
            switch tokens[cursor].kind {
            case .leftParen:
                return cursor
            case .leftSquare, .leftBrace:
                return nil
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = matchingBracket(cursor), open < cursor else { return nil }
                cursor = open - 1
            default:
                cursor -= 1
            }
        }
        return nil
    }
}
