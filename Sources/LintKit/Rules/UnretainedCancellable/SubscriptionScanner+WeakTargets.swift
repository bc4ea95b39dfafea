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
        if target >= 1 && tokens[target - 1].kind == .period {
            // `self.token = …` (not `a.self.token`).
            guard target >= 2, tokens[target - 2].keyword == .self,
                  target == 2 || tokens[target - 3].kind != .period else { return nil }
        } else if localVariable(named: target, before: target, orLet: true) != nil {
            return nil
        }
        let name = tree.text(of: target)
        return isWeakProperty(name, around: equal) ? name : nil
    }

    /// Whether the type (or extension) around `token` has a `weak` stored property `name`,
    /// declared in its body or, for an extension, in the body of a type of the file that it
    /// extends.
    func isWeakProperty(_ name: String, around token: Int) -> Bool {
        guard let parents = weakProperties[name] else { return false }
        let declarations = tree.declarations
        var owner = innermostDeclaration(containing: token)
        while let current = owner, !declarations[current].kind.isTypeLike { owner = declarations[current].parent }
        guard let owner else { return false }
        let isExtension = declarations[owner].kind == .extension
        return parents.contains { parent in
            parent == owner || isExtension && declarations[parent].kind.isTypeLike && declarations[parent].kind != .extension
                && declarations[parent].name == declarations[owner].name
        }
    }
}
