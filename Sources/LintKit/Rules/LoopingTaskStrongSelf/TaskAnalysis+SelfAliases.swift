/// `self` captured under another name in the task's own capture list: `[me = self]` holds it
/// strongly for as long as the task runs, as `[self]` does; `[weak owner = self]` holds it
/// weakly (so does a `weak var owner = self` declared before the task), and `guard let owner`
/// (or `guard let strong = owner`) makes a strong reference of it, as `guard let self` does
/// for `[weak self]`.
extension TaskAnalysis {
    /// The names the task's capture list binds to `self`: `[self]`, `[me = self]` (strong) and
    /// `[weak owner = self]` (weak; `unowned` entries are left out: they keep nothing alive).
    struct SelfAliases {
        /// Whether an entry holds `self` strongly: `[self]` or `[me = self]`.
        var holdsStrongly = false
        /// The names other than `self` of the strong entries (`me`).
        var strong: Set<String> = []
        /// The names other than `self` of the weak entries (`owner`).
        var weak: Set<String> = []
    }

    /// The task closure's own captures of `self` (see ``SelfAliases``).
    func selfAliases() -> SelfAliases {
        var aliases = SelfAliases()
        for capture in closure.captures {
            let isSelf = capture.name == "self"
            guard isSelf || capturesSelfUnderOtherName(capture) else { continue }
            switch capture.specifier {
            case .weak:
                if !isSelf { aliases.weak.insert(capture.name) }
            case .unowned:
                continue
            default:
                aliases.holdsStrongly = true
                if !isSelf { aliases.strong.insert(capture.name) }
            }
        }
        // `weak let weakSelf = self` (or `weak var`) before the task, in the code around it:
        // the task captures the weak reference, and `guard let strong = weakSelf` makes a
        // strong one, as for `[weak owner = self]`. A capture-list entry of the name rebinds it.
        let captured = Set(closure.captures.map(\.name))
        for name in weakLocalsOfSelf() where !captured.contains(name) { aliases.weak.insert(name) }
        return aliases
    }

    /// The names of the local `weak` variables declared as `self` (`weak var weakSelf = self`)
    /// in the declaration around the task, before it.
    func weakLocalsOfSelf() -> [String] {
        guard let owner = closure.declaration else { return [] }
        var names: [String] = []
        let declarations = tree.declarations
        var position = owner + 1
        while position < declarations.count && declarations[position].firstToken < closure.leftBrace {
            defer { position += 1 }
            let local = declarations[position]
            guard local.parent == owner, local.isLocal, local.kind.isVariable, local.modifiers.contains(.weak),
                  let initializer = local.initializer, initializer.count == 1,
                  tokens[initializer.lowerBound].keyword == .self, tokens[initializer.lowerBound].kind == .keyword else { continue }
            names.append(local.name)
        }
        return names
    }

    /// Whether the capture-list entry `capture` is `name = self` (with nothing after `self`).
    func capturesSelfUnderOtherName(_ capture: Capture) -> Bool {
        let name = capture.token
        guard name + 3 < tokens.count, tokens[name + 1].kind == .equal,
              tokens[name + 2].keyword == .self, tokens[name + 2].kind == .keyword else { return false }
        return tokens[name + 3].kind == .comma || tokens[name + 3].kind == .rightSquare
    }

    /// `guard let owner`, `if let owner`, `guard let owner = owner` or `guard let strong = owner`
    /// at `index` (a `let` or `var`), where `owner` is one of `weakAliases`: the name bound to
    /// a strong reference to `self`, or nil.
    func aliasUnwrapBinding(at index: Int, weakAliases: Set<String>) -> String? {
        guard tokens[index].keyword == .let || tokens[index].keyword == .var, index > 0, index + 3 < tokens.count else { return nil }
        let previous = tokens[index - 1]
        guard previous.keyword == .guard || previous.keyword == .if || previous.kind == .comma else { return nil }
        let nameIndex = index + 1
        guard tokens[nameIndex].kind == .identifier else { return nil }
        let name = tree.name(of: nameIndex)
        guard tokens[nameIndex + 1].kind == .equal else { return weakAliases.contains(name) ? name : nil }
        let source = nameIndex + 2
        guard tokens[source].kind == .identifier, weakAliases.contains(tree.name(of: source)),
              tokens[source + 1].kind != .period, tokens[source + 1].kind != .postfixQuestionMark else { return nil }
        return name
    }
}
