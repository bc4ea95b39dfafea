// MARK: - Subscriptions stored where nothing keeps them: weak and unowned variables

extension SubscriptionScanner {
    /// The variable the call's value is stored in when that variable does not keep it, and
    /// the word that makes it so (`weak` or `unowned`): `weak var token = p.sink { … }`, or an
    /// assignment to a `weak` or `unowned` property of the enclosing type (`token = p.sink {
    /// … }`, `self.token = …`). Neither reference keeps the `AnyCancellable`, which is freed at
    /// once, and the subscription is cancelled with it (a later read of an `unowned` one traps).
    func nonRetainingTarget(_ call: Call) -> (name: String, reference: String)? {
        guard tokens[call.end].kind != .period, tokens[call.end].kind != .postfixQuestionMark else { return nil }
        let equal = tokenBefore(call)
        guard equal >= 1, tokens[equal].kind == .equal else { return nil }
        if let nameToken = declaredName(assignedAt: equal) {
            guard let index = tree.declaration(namedAt: nameToken),
                  let reference = Self.nonRetainingReference(tree.declarations[index].modifiers) else { return nil }
            return (tree.declarations[index].name, reference)
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
            return Self.nonRetainingReference(local.modifiers).map { (name, $0) }
        } else if mayBeBoundLocally(name, before: target) {
            // A parameter, a closure's parameter, `if var token`, a tuple pattern: not the
            // property, as far as this check can tell.
            return nil
        }
        return nonRetainingProperty(name, around: equal).map { (name, $0) }
    }

    /// `weak` or `unowned` (also `unowned(unsafe)`), when `modifiers` hold one: the words
    /// that make a variable not keep what it refers to.
    static func nonRetainingReference(_ modifiers: Modifiers) -> String? {
        if modifiers.contains(.weak) { return "weak" }
        if modifiers.contains(.unowned) { return "unowned" }
        return nil
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
        // Only the places that may name it (``NameMentions``): a method of thousands of such
        // assignments read itself from its start for each (hw61b).
        return mentions.candidates(for: name, in: start..<position).contains { index in
            tokens[index].kind == .identifier && tree.token(index, named: name) && (index == 0 || tokens[index - 1].kind != .period)
        }
    }

    /// `weak` or `unowned` when the type (or extension) around `token` has a stored property
    /// `name` declared so, in its body or, for an extension, in the body of a type of the file
    /// that it extends (named by its path: `extension Feature.Model`).
    func nonRetainingProperty(_ name: String, around token: Int) -> String? {
        guard let properties = nonRetainingProperties[name] else { return nil }
        let declarations = tree.declarations
        var owner = innermostDeclaration(containing: token)
        while let current = owner, !declarations[current].kind.isTypeLike { owner = declarations[current].parent }
        guard let owner else { return nil }
        let isExtension = declarations[owner].kind == .extension
        // The extended type by its path (`extension Feature.Model` of `Model` in `enum Feature`).
        let extended = isExtension ? ProjectIndex.path(of: owner, in: tree) : ""
        return properties.first { property in
            let parent = property.parent
            return parent == owner || isExtension && declarations[parent].kind.isTypeLike && declarations[parent].kind != .extension
                && ProjectIndex.path(of: parent, in: tree) == extended
        }?.reference
    }
}
