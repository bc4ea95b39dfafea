// MARK: - What the closures that the project's declarations take return

extension ProjectIndex {
    /// Records under `key` what the function types in the parameter clause of the function or
    /// initializer `index` of `tree` return (``ValueNameKinds/voidClosureTaker``,
    /// ``ValueNameKinds/valueClosureTaker``). Read from the tokens (the index's parse keeps no
    /// parameters): each `->` in the clause is followed by `Void` or `()` or by something else.
    func recordClosureResults(ofParameters index: Int, of tree: SyntaxTree, key: String) {
        guard let clause = tree.declarations[index].parameterClause else { return }
        let tokens = tree.tokens
        var kinds: ValueNameKinds = []
        var position = clause.lowerBound
        while position + 1 < clause.upperBound {
            if tokens[position].kind == .arrow {
                kinds.insert(Self.isVoidResult(after: position, in: tree, before: clause.upperBound) ? .voidClosureTaker : .valueClosureTaker)
            }
            position += 1
        }
        if !kinds.isEmpty { valueNames[key, default: []].formUnion(kinds) }
    }

    /// Records under its name what the function type of variable `index`'s annotation
    /// returns (`var onStop: (() -> Void)?`), when it is one.
    func recordClosureResult(ofVariable index: Int, of tree: SyntaxTree) {
        guard let type = tree.declarations[index].type, let returnsVoid = Self.functionTypeReturnsVoid(type) else { return }
        valueNames[tree.declarations[index].name, default: []].insert(returnsVoid ? .voidClosureTaker : .valueClosureTaker)
    }

    /// Whether the function type `type` (also Optional, parenthesized or with attributes)
    /// returns `Void`; nil when it is no function type.
    static func functionTypeReturnsVoid(_ type: TypeNode) -> Bool? {
        switch type.kind {
        case let .optional(inner), let .implicitlyUnwrapped(inner), let .attributed(_, _, inner):
            return functionTypeReturnsVoid(inner)
        case let .tuple(elements) where elements.count == 1 && elements[0].label == nil:
            return functionTypeReturnsVoid(elements[0].type)
        case let .function(_, _, _, _, result):
            return isVoid(result)
        default:
            return nil
        }
    }

    /// Whether a closure passed to a function or initializer named `callee` (a type's name for
    /// an initializer), or assigned to a variable of that name, returns nothing: the project
    /// declares the name, and every function type written there returns `Void`.
    public func takesOnlyVoidClosures(_ callee: String) -> Bool {
        guard let kinds = valueNames[callee] else { return false }
        return kinds.contains(.voidClosureTaker) && !kinds.contains(.valueClosureTaker)
    }

    /// Whether the project declares a function or initializer named `callee` (a type's name
    /// for an initializer) whose parameters include a function type, or a variable of that
    /// name of a function type.
    public func takesClosures(_ callee: String) -> Bool {
        guard let kinds = valueNames[callee] else { return false }
        return kinds.contains(.voidClosureTaker) || kinds.contains(.valueClosureTaker)
    }

    /// Whether the type after the `->` at `arrow` is `Void`, `Swift.Void` or `()`, and ends
    /// there (not `() -> Void` as the result of a function type that returns a function).
    static func isVoidResult(after arrow: Int, in tree: SyntaxTree, before end: Int) -> Bool {
        let tokens = tree.tokens
        var next = arrow + 1
        if next + 2 < end, tree.token(next, is: "Swift"), tokens[next + 1].kind == .period { next += 2 }
        var after: Int
        if next < end, tokens[next].kind == .identifier, tree.token(next, is: "Void") {
            after = next + 1
        } else if next + 1 < end, tokens[next].kind == .leftParen, tokens[next + 1].kind == .rightParen {
            after = next + 2
        } else {
            return false
        }
        // `-> Void)?`, `-> Void,`, `-> Void)`: the type ends; `-> ()` followed by `->` does not.
        guard after < tokens.count else { return true }
        return tokens[after].kind != .arrow && tokens[after].kind != .period
    }

    /// Whether `type` is `Void`, `Swift.Void` or `()`.
    static func isVoid(_ type: TypeNode) -> Bool {
        switch type.kind {
        case let .identifier(name, _, arguments): return name == "Void" && arguments.isEmpty
        case let .member(base, name, _, arguments):
            guard case let .identifier(module, _, _) = base.kind else { return false }
            return module == "Swift" && name == "Void" && arguments.isEmpty
        case let .tuple(elements): return elements.isEmpty
        default: return false
        }
    }
}
