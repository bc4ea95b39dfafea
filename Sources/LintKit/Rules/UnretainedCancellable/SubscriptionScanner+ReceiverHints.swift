// MARK: - Hints at the receiver's type

extension SubscriptionScanner {
    /// The paths of the project's types that the name at `position` may hold, read by name
    /// (see ``lastMemberTypePaths(_:index:reader:)``): a variable or function of this file declared
    /// with such a type (an array's or an Optional's element too) or a variable initialized by
    /// constructing one (`let level = Observable<Int>()`), a parameter of the declaration
    /// around the name, or a function of the project's (`makeSignal()`) whose written result
    /// is one. A name bound by `if let s = maybe`, `guard let s = maybe` or `for s in signals`,
    /// and a closure's `$0` in `signals.forEach { $0.sink { … } }`, hint at what the value
    /// they come from holds.
    /// `depth` bounds how many such steps are followed; `reader` reads initializers.
    func hintedTypePaths(nameAt position: Int, index: ProjectIndex, reader: inout ValueExpressionReader?, depth: Int) -> [String] {
        let name = tree.name(of: position)
        var paths: [String] = []
        for declaration in tree.declarations(named: name).map({ tree.declarations[$0] })
            where (declaration.kind.isVariable || declaration.kind == .function) && isVisible(declaration, at: position) {
            let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
            if let type = declaration.type {
                if let path = elementOrValuePath(of: type, scope: scope, index: index) { paths.append(path) }
            } else if declaration.kind.isVariable, let initializer = declaration.initializer, !initializer.isEmpty {
                // `let level = Observable<Int>()`: the type it constructs.
                if reader == nil { reader = ValueExpressionReader(tree: tree) }
                if let typeName = Self.constructedTypeName(reader!.read(initializer)),
                   let path = index.nominalPath(named: typeName, from: scope) {
                    paths.append(path)
                }
            }
        }
        // A parameter of the function, initializer or subscript around the name.
        var enclosing = innermostDeclaration(containing: position)
        while let current = enclosing {
            let declaration = tree.declarations[current]
            if let parameter = declaration.parameters.last(where: { ($0.secondName ?? $0.firstName) == name }) {
                let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
                if let type = parameter.type, let path = elementOrValuePath(of: type, scope: scope, index: index) { paths.append(path) }
                break
            }
            enclosing = declaration.parent
        }
        if position + 1 < tokens.count, tokens[position + 1].kind == .leftParen, let result = index.globalFunctionResult(named: name),
           let path = elementOrValuePath(of: result.node, scope: "", index: index) {
            paths.append(path)
        }
        guard paths.isEmpty, depth < 4, let source = bindingSource(ofNameAt: position) else { return paths }
        return hintedTypePaths(nameAt: source, index: index, reader: &reader, depth: depth + 1)
    }

    /// Whether `declaration` may be what a name at `position` refers to: a local only from
    /// within the body around it, after it (a local of another function is not).
    private func isVisible(_ declaration: Declaration, at position: Int) -> Bool {
        guard declaration.isLocal else { return true }
        guard declaration.firstToken < position else { return false }
        guard let parent = declaration.parent.map({ tree.declarations[$0] }) else { return true }
        return parent.firstToken <= position && position < parent.endToken
    }

    /// The path of the project's type `type` names, or of its element when it is an array or
    /// an Optional (of an array).
    private func elementOrValuePath(of type: TypeNode, scope: String, index: ProjectIndex) -> String? {
        var node = type
        if case let .optional(wrapped) = node.kind { node = wrapped }
        if case let .array(element) = node.kind { node = element }
        guard let typeName = Self.nominalName(of: node) else { return nil }
        return index.nominalPath(named: typeName, from: scope)
    }

    /// Where the value the name at `position` holds comes from, as the token of the last name
    /// of that expression: `maybe` for `s` bound by `if let s = maybe` (also `guard let`,
    /// `while let`, `var`, a later condition of a list), `signals` for `for s in signals`,
    /// `signals` for `$0` in a closure passed to `signals.forEach`. The binding is the
    /// nearest one before the name, in the declaration around it. Nil when there is none.
    func bindingSource(ofNameAt position: Int) -> Int? {
        let name = tree.name(of: position)
        if tokens[position].kind == .dollarIdentifier {
            // `$0` of the innermost closure around it: the closure's callee's receiver.
            guard let closure = innermostClosure(aroundBodyToken: position),
                  let callee = tree.calleeToken(ofClosureAt: tree.closures[closure].leftBrace), callee >= 2,
                  tokens[callee - 1].kind == .period else { return nil }
            return collectionName(endingAt: callee - 2)
        }
        let floor = innermostDeclaration(containing: position).map { tree.declarations[$0].firstToken } ?? 0
        var cursor = position - 1
        var steps = 0
        while cursor > floor && steps < 4096 {
            steps += 1
            defer { cursor -= 1 }
            guard tokens[cursor].kind == .identifier, tree.name(of: cursor) == name, cursor >= 1, cursor + 2 < position else { continue }
            let before = tokens[cursor - 1]
            let after = tokens[cursor + 1]
            if (before.keyword == .let || before.keyword == .var) && after.kind == .equal {
                // An optional binding (`if let`, `guard let`, `while let`, `, let`).
                guard cursor >= 2 else { continue }
                let opener = tokens[cursor - 2]
                guard opener.keyword == .if || opener.keyword == .guard || opener.keyword == .while || opener.kind == .comma else { continue }
                return lastName(ofExpressionFrom: cursor + 2, before: position)
            }
            if after.keyword == .in && after.kind == .keyword, before.keyword == .for || before.keyword == .let || before.keyword == .var {
                return lastName(ofExpressionFrom: cursor + 2, before: position)
            }
        }
        return nil
    }

    /// The token of the last name of the expression starting at `start` (up to a `,`, `{`,
    /// `else` or `where` outside brackets, and before `limit`): `maybe` in `self.model.maybe`,
    /// `signals` in `signals {`; nil when it ends otherwise.
    private func lastName(ofExpressionFrom start: Int, before limit: Int) -> Int? {
        var position = start
        while position < limit {
            let token = tokens[position]
            if token.kind == .leftParen || token.kind == .leftSquare, let close = match(position) {
                position = close + 1
                continue
            }
            if token.kind == .comma || token.kind == .leftBrace || token.keyword == .else || token.keyword == .where { break }
            position += 1
        }
        return position > start ? lastName(endingAt: position - 1) : nil
    }

    /// The members that leave a collection's elements as they are: their result is the
    /// collection's element or a collection of its elements (`signals.first`,
    /// `signals.filter { … }`).
    static let elementPreservingMembers: Set<String> = [
        "first", "last", "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
        "randomElement", "min", "max", "lazy",
    ]

    /// The name token of the collection whose elements the chain ending at `end` holds, past
    /// `?` and `!`, calls' arguments, subscripts and trailing closures, and the members of
    /// ``elementPreservingMembers``: `signals` in `signals`, `signals.first?`,
    /// `signals.filter { … }`; nil when the chain ends with anything else.
    func collectionName(endingAt end: Int) -> Int? {
        var position = end
        for _ in 0..<8 {
            while position > 0 {
                switch tokens[position].kind {
                case .postfixQuestionMark, .exclamationMark:
                    position -= 1
                    continue
                case .rightParen, .rightSquare, .rightBrace:
                    guard let open = match(position), open < position, open > 0 else { return nil }
                    position = open - 1
                    continue
                default:
                    break
                }
                break
            }
            guard position >= 0, tokens[position].kind == .identifier else { return nil }
            guard position >= 2, tokens[position - 1].kind == .period,
                  Self.elementPreservingMembers.contains(tree.name(of: position)) else { return position }
            position -= 2
        }
        return nil
    }

    /// The name token that ends the chain at `end`, past `?` and `!` (`maybe?`); nil when the
    /// chain ends with anything else.
    private func lastName(endingAt end: Int) -> Int? {
        var position = end
        while position > 0 && (tokens[position].kind == .postfixQuestionMark || tokens[position].kind == .exclamationMark) { position -= 1 }
        return tokens[position].kind == .identifier ? position : nil
    }
}
