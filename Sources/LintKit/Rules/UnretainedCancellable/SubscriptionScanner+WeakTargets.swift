// MARK: - Subscriptions stored where nothing keeps them: weak variables

extension SubscriptionScanner {
    /// The name of the `weak` variable the call's value is stored in, when it is: `weak var
    /// token = p.sink { … }`, or an assignment to a `weak` property of the enclosing type
    /// (`token = p.sink { … }`, `self.token = …`). A weak reference does not keep the
    /// `AnyCancellable`, which is freed at once, and the subscription is cancelled with it.
    func weakTarget(_ call: Call) -> String? {
        guard tokens[call.end].kind != .period, tokens[call.end].kind != .postfixQuestionMark else { return nil }
        let equal = tokenBefore(call)
        guard equal >= 1, tokens[equal].kind == .equal else { return nil }
        if let nameToken = declaredName(assignedAt: equal) {
            guard let index = tree.declaration(namedAt: nameToken), tree.declarations[index].modifiers.contains(.weak) else { return nil }
            return tree.declarations[index].name
        }
        let target = equal - 1
        guard tokens[target].kind == .identifier else { return nil }
        let name = tree.name(of: target)
        if target >= 1 && tokens[target - 1].kind == .period {
            // `self.token = …` and `self?.token = …` (in a `[weak self]` closure), not
            // `a.self.token`.
            var owner = target - 2
            if owner >= 0 && tokens[owner].kind == .postfixQuestionMark { owner -= 1 }
            guard owner >= 0, tokens[owner].keyword == .self, owner == 0 || tokens[owner - 1].kind != .period else { return nil }
        } else if let local = localVariable(named: target, before: target, orLet: true) {
            // `weak var token: AnyCancellable?` and then `token = p.sink { … }`.
            return local.modifiers.contains(.weak) ? name : nil
        } else if mayBeBoundLocally(name, before: target) {
            // A parameter, a closure's parameter, `if var token`, a tuple pattern: not the
            // property, as far as this check can tell.
            return nil
        }
        return isWeakProperty(name, around: equal) ? name : nil
    }

    /// Whether the word `name` occurs, other than as a member after `.`, in the declaration
    /// (function, initializer, accessor) around `position` before it: a parameter, a
    /// closure's parameter or a binding of that name may hide the property there.
    func mayBeBoundLocally(_ name: String, before position: Int) -> Bool {
        let declarations = tree.declarations
        // The outermost function-like declaration around it inside the type: its parameters
        // and everything bound in its body come after its first token.
        var current = innermostDeclaration(containing: position)
        var start = position
        while let index = current, !declarations[index].kind.isTypeLike {
            start = declarations[index].firstToken
            current = declarations[index].parent
        }
        return (start..<position).contains { index in
            tokens[index].kind == .identifier && tree.token(index, named: name) && (index == 0 || tokens[index - 1].kind != .period)
        }
    }

    /// Whether the type (or extension) around `token` has a `weak` stored property `name`,
    /// declared in its body or, for an extension, in the body of a type of the file that it
    /// extends (named by its path: `extension Feature.Model`).
    func isWeakProperty(_ name: String, around token: Int) -> Bool {
        guard let parents = weakProperties[name] else { return false }
        let declarations = tree.declarations
        var owner = innermostDeclaration(containing: token)
        while let current = owner, !declarations[current].kind.isTypeLike { owner = declarations[current].parent }
        guard let owner else { return false }
        let isExtension = declarations[owner].kind == .extension
        // The extended type by its path (`extension Feature.Model` of `Model` in `enum Feature`).
        let extended = isExtension ? ProjectIndex.path(of: owner, in: tree) : ""
        return parents.contains { parent in
            parent == owner || isExtension && declarations[parent].kind.isTypeLike && declarations[parent].kind != .extension
                && ProjectIndex.path(of: parent, in: tree) == extended
        }
    }
}
