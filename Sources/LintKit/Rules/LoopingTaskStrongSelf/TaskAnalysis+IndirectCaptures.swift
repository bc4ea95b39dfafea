/// `self` held without being named in the task: a method reference in the capture list
/// (`[handle = self.handle]`, `[handle]` for a method `handle`), or a local of the enclosing
/// function that holds `self` itself and that the task uses: `self` stored in a local (`let
/// model = self`), a local function whose body uses `self`, a closure stored in a local that
/// captures it strongly, or a method reference stored in a local (`let send = self.send`). Each keeps `self` alive for as long as the task holds
/// it, whatever the task's own capture of `self` says.
extension TaskAnalysis {
    /// Whether the task closure holds `self` through one of its captures or through a local of
    /// the enclosing function that holds it (see the extension's summary). `members` are the
    /// instance members of the type at `typePath`.
    func holdsSelfIndirectly(typePath: String, members: Set<String>) -> Bool {
        let methodNames = index.instanceMethods(of: typePath)
        if closure.captures.contains(where: { capturedMethod($0, methods: methodNames) }) { return true }
        let holders = localsHoldingSelf(methods: methodNames, members: members)
        guard !holders.isEmpty else { return false }
        // A local of the task's own body with a holder's name hides it from there on; so does
        // a binding of its name made after it around the use (see ``Rebinding``): the task's
        // capture list (`[model = 3]`, `[weak model]`), a closure's parameter, a loop's
        // variable, `if let model = other`.
        var hidden: Set<String> = []
        var rebound: [String: [Range<Int>]] = [:]
        // Whether the identifier at `position` uses a holder; `anchor` is the file's token
        // that holds it (a string literal, for the code of its interpolations), and `code` the
        // interpolation's own tokens, whose bindings hide the name too (`"\(items.map { model
        // in model.count })"`).
        func usesHolder(at position: Int, anchor: Int, code: Range<Int>? = nil) -> Bool {
            let name = tree.name(of: position)
            guard let declared = holders[name], position == 0 || tokens[position - 1].kind != .period else { return false }
            if let code, Rebinding(tree: tree).reboundRanges(of: name, in: code).contains(where: { $0.contains(position) }) {
                return false
            }
            // `report(model: n)`: a label, not the local.
            if isArgumentLabel(position) { return false }
            if let declaration = tree.declaration(namedAt: position), tree.declarations[declaration].nameToken == position {
                hidden.insert(name)
                return false
            }
            if hidden.contains(name) { return false }
            if rebound[name] == nil {
                // A local function declared after the task: from the task on.
                let start = declared < closure.leftBrace ? declared + 1 : closure.leftBrace
                rebound[name] = Rebinding(tree: tree).reboundRanges(of: name, in: start..<closure.rightBrace)
            }
            return !rebound[name]!.contains(where: { $0.contains(anchor) })
        }
        for position in closure.bodyStart..<closure.rightBrace {
            switch tokens[position].kind {
            case .identifier:
                if usesHolder(at: position, anchor: position) { return true }
            case .stringLiteral:
                for code in Interpolations.codeRanges(ofLiteral: position, in: tree) {
                    for inner in code where tokens[inner].kind == .identifier && usesHolder(at: inner, anchor: position, code: code) {
                        return true
                    }
                }
            default:
                break
            }
        }
        return false
    }

    /// Whether the capture-list entry `capture` evaluates a method of `self`: `[handle]`,
    /// `[handle = handle]` or `[handle = self.handle]` where `handle` is one of `methods`.
    func capturedMethod(_ capture: Capture, methods: Set<String>) -> Bool {
        guard capture.name != "self", capture.specifier == .none else { return false }
        let name = capture.token
        guard name + 1 < tokens.count else { return false }
        if tokens[name + 1].kind != .equal { return methods.contains(capture.name) }
        var start = name + 2
        if start + 1 < tokens.count, tokens[start].keyword == .self, tokens[start + 1].kind == .period { start += 2 }
        guard start + 1 < tokens.count, tokens[start].kind == .identifier else { return false }
        let end = afterArgumentLabels(start + 1)
        guard end < tokens.count, tokens[end].kind == .comma || tokens[end].kind == .rightSquare else { return false }
        return methods.contains(tree.name(of: start))
    }

    /// The token after the argument labels of a method reference that starts at `index`
    /// (`handle(_:)`, `send(to:value:)`: `(`, each label and its `:`, `)`), or `index` when no
    /// such list starts there.
    func afterArgumentLabels(_ index: Int) -> Int {
        guard index < tokens.count, !tokens[index].hasLeadingTrivia, tree.compoundNameLabels(openingAt: index) != nil,
              let close = match(index) else { return index }
        return close + 1
    }

    /// The names of the locals declared in the function around the task, before it and in
    /// scope at it, that hold `self`: local functions whose bodies use it, and constants or
    /// variables (not `weak` or `unowned`) initialized with `self`, with a closure that
    /// captures it strongly or with a method reference (`self.send`, `send`). A later local of
    /// the same name that holds nothing hides an earlier one. Each name maps to the first token
    /// of the declaration that holds `self`.
    func localsHoldingSelf(methods: Set<String>, members: Set<String>) -> [String: Int] {
        guard let function = enclosingFunction() else { return [:] }
        let declarations = tree.declarations
        var holders: [String: Int] = [:]
        // Only the function's declarations of names the task's body uses matter: they are
        // looked up by name (``FunctionLocals``), not read one by one for each task.
        let byName = functionLocals.declarations(in: function, of: tree)
        var candidates: [Int] = []
        var seen: Set<String> = []
        func consider(_ position: Int) {
            guard tokens[position].kind == .identifier && (position == 0 || tokens[position - 1].kind != .period) else { return }
            let name = tree.name(of: position)
            if let found = byName[name], seen.insert(name).inserted { candidates.append(contentsOf: found) }
        }
        for position in closure.bodyStart..<closure.rightBrace {
            consider(position)
            // `"\(model.name)"`: the code of an interpolation uses locals too.
            if tokens[position].kind == .stringLiteral {
                for inner in Interpolations.positions(ofLiteral: position, in: tree) { consider(inner) }
            }
        }
        // In source order, each once: a later local of a name decides over an earlier one; a
        // local function is visible in all of its block, so one declared after the task in
        // the task's block is seen too.
        var previous = -1
        for position in candidates.sorted() where position != previous {
            previous = position
            let declaration = declarations[position]
            if declaration.firstToken >= closure.leftBrace {
                if declaration.kind == .function, declaration.firstToken > closure.rightBrace,
                   isVisibleAtTask(laterDeclaration: declaration), let body = declaration.body {
                    let parameters = Set(declaration.parameters.compactMap { $0.secondName ?? $0.firstName })
                    if bodyUsesSelf(body, members: members, ownNames: parameters) { holders[declaration.name] = declaration.firstToken }
                }
                continue
            }
            guard isInScopeAtTask(declaration) else { continue }
            let holds: Bool
            switch declaration.kind {
            case .function:
                guard let body = declaration.body else { continue }
                let parameters = Set(declaration.parameters.compactMap { $0.secondName ?? $0.firstName })
                holds = bodyUsesSelf(body, members: members, ownNames: parameters)
            case .constant where declaration.patternNameTokens.count > 1, .variable where declaration.patternNameTokens.count > 1:
                // `let (me, label) = (self, "counter")`: each name by its element.
                let elements = tupleElements(of: declaration)
                for (offset, nameToken) in declaration.patternNameTokens.enumerated() {
                    let name = tree.name(of: nameToken)
                    if let elements, !declaration.has(.weak), !declaration.has(.unowned),
                       initializerHoldsSelf(elements[offset], methods: methods, members: members) {
                        holders[name] = declaration.firstToken
                    } else {
                        holders[name] = nil
                    }
                }
                continue
            case .constant, .variable:
                if let initializer = declaration.initializer, !initializer.isEmpty, !declaration.has(.weak), !declaration.has(.unowned) {
                    holds = initializerHoldsSelf(initializer, methods: methods, members: members)
                } else {
                    holds = false
                }
            default:
                continue
            }
            holders[declaration.name] = holds ? declaration.firstToken : nil
        }
        return holders
    }

    /// The initializer's elements (token ranges, labels left out) of a tuple pattern whose names
    /// are all direct (`let (a, b) = (x, y)`), one per name; nil for any other shape.
    func tupleElements(of declaration: Declaration) -> [Range<Int>]? {
        let names = declaration.patternNameTokens
        guard let initializer = declaration.initializer, initializer.count >= 2, tokens[initializer.lowerBound].kind == .leftParen,
              match(initializer.lowerBound) == initializer.upperBound - 1,
              names.allSatisfy({ $0 > 0 && $0 + 1 < tokens.count
                  && (tokens[$0 - 1].kind == .leftParen || tokens[$0 - 1].kind == .comma)
                  && (tokens[$0 + 1].kind == .rightParen || tokens[$0 + 1].kind == .comma) }) else { return nil }
        var elements: [Range<Int>] = []
        var start = initializer.lowerBound + 1
        var position = start
        let end = initializer.upperBound - 1
        while position <= end {
            if position == end || tokens[position].kind == .comma {
                var element = start..<position
                // `(owner: self, …)`: the label is no part of the value.
                if element.count > 2, tokens[element.lowerBound].kind == .identifier, tokens[element.lowerBound + 1].kind == .colon {
                    element = (element.lowerBound + 2)..<element.upperBound
                }
                guard !element.isEmpty else { return nil }
                elements.append(element)
                start = position + 1
                position += 1
                continue
            }
            if tokens[position].kind == .leftParen || tokens[position].kind == .leftSquare || tokens[position].kind == .leftBrace {
                guard let close = match(position), close < end else { return nil }
                position = close + 1
                continue
            }
            position += 1
        }
        return elements.count == names.count ? elements : nil
    }

    /// Whether the local `declaration`, declared after the task, is in the task's block: no
    /// block around the task closes before it, and it sits in no block opened after the task.
    func isVisibleAtTask(laterDeclaration declaration: Declaration) -> Bool {
        for position in (closure.rightBrace + 1)..<declaration.firstToken {
            switch tokens[position].kind {
            case .rightBrace:
                if let open = match(position), open < closure.leftBrace { return false }
            case .leftBrace:
                if let close = match(position), close > declaration.firstToken { return false }
            default:
                break
            }
        }
        return true
    }

    /// Whether the local `declaration` (declared before the task) is still in scope at the
    /// task: no block that holds it closes in between (`if verbose { let me = self }`, or
    /// another closure's body).
    func isInScopeAtTask(_ declaration: Declaration) -> Bool {
        for position in declaration.endToken..<closure.leftBrace where tokens[position].kind == .rightBrace {
            if let open = match(position), open < declaration.firstToken { return false }
        }
        return true
    }

    /// Whether a local's initializer (token range) holds `self`: `self` itself (`let model =
    /// self`), a closure literal that uses `self` without capturing it `weak` or `unowned`, or
    /// a method reference (`self.send`, `send`) of one of `methods`.
    func initializerHoldsSelf(_ initializer: Range<Int>, methods: Set<String>, members: Set<String>) -> Bool {
        let first = initializer.lowerBound
        if initializer.count == 1 && tokens[first].keyword == .self && tokens[first].kind == .keyword { return true }
        if tokens[first].kind == .leftBrace, let index = tree.closureIndex(leftBrace: first), match(first) == initializer.upperBound - 1 {
            let literal = tree.closures[index]
            if literal.captures.contains(where: { $0.name == "self" && $0.specifier != .none }) { return false }
            let ownNames = Set(literal.parameterNames + literal.captures.map(\.name))
            return bodyUsesSelf(literal.bodyStart..<literal.rightBrace, members: members, ownNames: ownNames)
        }
        var name = first
        if initializer.count >= 3, tokens[first].keyword == .self, tokens[first + 1].kind == .period { name = first + 2 }
        guard tokens[name].kind == .identifier, afterArgumentLabels(name + 1) == initializer.upperBound else { return false }
        return methods.contains(tree.name(of: name))
    }

    /// Whether the code in `range` (a local function's or closure's body) uses `self`: the word
    /// `self`, or a member named bare, unless the name is one of `ownNames` (its parameters and
    /// captures) or declared by a `let` or `var` in the body, or bound around the use by a
    /// closure's parameter or another binding in the body (see ``Rebinding``). The code of
    /// string interpolations counts (`"\(name)"`).
    func bodyUsesSelf(_ range: Range<Int>, members: Set<String>, ownNames: Set<String>) -> Bool {
        var declared = ownNames
        var rebound: [String: [Range<Int>]] = [:]
        for position in range where position > 0 {
            let token = tokens[position]
            let previous = tokens[position - 1]
            if token.kind == .stringLiteral {
                for code in tree.interpolations[position] ?? [] where bodyUsesSelf(code, members: members, ownNames: declared) {
                    return true
                }
                continue
            }
            if token.keyword == .self && token.kind == .keyword && previous.kind != .period { return true }
            if token.keyword == .super && token.kind == .keyword { return true }
            guard token.kind == .identifier else { continue }
            let name = tree.name(of: position)
            if previous.keyword == .let || previous.keyword == .var {
                declared.insert(name)
                continue
            }
            guard members.contains(name) && !declared.contains(name) && isImplicitMemberUse(position) else { continue }
            // `items.map { name in name.count }`: a closure's parameter, not the member.
            if rebound[name] == nil { rebound[name] = Rebinding(tree: tree).reboundRanges(of: name, in: range) }
            if !rebound[name]!.contains(where: { $0.contains(position) }) { return true }
        }
        return false
    }

    /// The function, initializer or accessor whose body holds the task closure (the innermost
    /// declaration around it that is no type), or nil.
    func enclosingFunction() -> Int? {
        guard let position = closure.declaration else { return nil }
        let kind = tree.declarations[position].kind
        return kind.isTypeLike ? nil : position
    }
}
