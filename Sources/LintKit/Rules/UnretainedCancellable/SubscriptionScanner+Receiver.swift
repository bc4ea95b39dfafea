// MARK: - The receiver's declared type

extension SubscriptionScanner {
    /// The name of the receiver's type as written (`Signal`, `UI.Signal`; see
    /// ``receiverTypePath(_:index:reader:)`` for the type it names): the receiver of `call` is
    /// `self` (the enclosing type, by its path), a name (`signal`, `signal?`), a member of
    /// `self` (`self.signal`), or a chain of stored properties (`model.taps`, `self.model.taps`).
    ///
    /// A name's type comes from its declaration in this file: an annotation (`let signal:
    /// Signal<Int>`, a parameter `_ signal: Signal<Int>?`), an initializer call (`let signal =
    /// Signal<Int>()`), or an initializer that is itself such a chain (`let taps =
    /// model.taps`). Each property after the first name is typed from what `index` keeps of
    /// the project's stored properties: an annotation, or an initializer that constructs a
    /// type (`Signal<Int>()`: the declarations-only parse reads generic constructions in
    /// initializers); or of its computed properties and methods (`services.makeBus()`,
    /// `services.bus(named: "audit")`): an annotation, a written result. Nil when the receiver is
    /// anything else or a type is not written.
    ///
    /// A project that declares its own `sink(_:) -> Void` can tell its calls from Combine's
    /// this way in a file that imports Combine. `reader` reads initializers; made on first use.
    func receiverTypeName(_ call: Call, index: ProjectIndex, reader: inout ValueExpressionReader?) -> String? {
        // `signal?.sink`, `signal!.sink`: the name before the unwrapping.
        var period = call.name - 1
        if period > 0 && (tokens[period - 1].kind == .postfixQuestionMark || tokens[period - 1].kind == .exclamationMark) { period -= 1 }
        return typeName(ofChain: call.chainStart..<period, index: index, reader: &reader, depth: 0)
    }

    /// The simple name of the type of the chain `range` (see
    /// ``receiverTypeName(_:index:reader:)``); `depth` bounds how many locals initialized by
    /// chains are followed.
    private func typeName(ofChain range: Range<Int>, index: ProjectIndex, reader: inout ValueExpressionReader?, depth: Int) -> String? {
        let start = range.lowerBound
        // The members after the chain's first name (or after `self.`), read back from its end.
        var members: [Int] = []
        // Those called (`services.makeBus()`, `services.bus(named: "audit")`).
        var called: Set<Int> = []
        var cursor = range.upperBound - 1
        while cursor >= start + 2 {
            var name = cursor
            if tokens[cursor].kind == .rightParen, let open = match(cursor), open < cursor, open >= start + 3 {
                name = open - 1
                called.insert(name)
            }
            guard tokens[name].kind == .identifier && tokens[name - 1].kind == .period else { break }
            members.insert(name, at: 0)
            cursor = name - 2
        }
        guard cursor == start else { return nil }
        var typeName: String
        if tokens[start].keyword == .self {
            // `self.signal`: the first member is the declared name; `self`: the enclosing type.
            if let first = members.first {
                guard !called.contains(first) else { return nil }
                members.removeFirst()
                guard let found = declaredTypeName(of: first, isMember: true, index: index, reader: &reader, depth: depth) else { return nil }
                typeName = found
            } else {
                let context = innermostDeclaration(containing: start)
                guard let type = Scope.innermostType(in: tree, from: context) else { return nil }
                typeName = ProjectIndex.path(of: type, in: tree)
            }
        } else {
            guard tokens[start].kind == .identifier else { return nil }
            if let found = declaredTypeName(of: start, isMember: false, index: index, reader: &reader, depth: depth) {
                typeName = found
            } else if let first = members.first, !called.contains(first), let found = staticPropertyTypeName(tree.name(of: first), ofTypeNamed: tree.name(of: start), index: index) {
                // `Env.shared.bus`: a static property of a type the project declares.
                members.removeFirst()
                typeName = found
            } else {
                return nil
            }
        }
        for member in members {
            guard let valuePath = index.nominalPath(named: typeName, from: "") else { return nil }
            let name = tree.name(of: member)
            let isCalled = called.contains(member)
            // A member the class inherits: the superclass's declaration (not one written with
            // `Self`, which is the value's own class).
            let path = index.declaringClass(ofInstanceMember: name, from: valuePath) ?? valuePath
            if !isCalled, let property = index.storedProperty(named: name, ofPath: path) {
                guard path == valuePath || !(property.written?.mentionsSelf ?? false),
                      let next = property.type.flatMap(Self.nominalName(of:)) ?? property.initializer.flatMap(Self.constructedTypeName)
                else { return nil }
                typeName = next
            } else if let written = index.memberResultType(named: name, ofPath: path, isCalled: isCalled)?.type,
                      path == valuePath || !written.mentionsSelf,
                      let next = Self.nominalName(of: written.node) {
                // A computed property's annotation or a method's written result, in whichever
                // file declares it.
                typeName = next
            } else {
                return nil
            }
        }
        return typeName
    }

    /// The simple name of the type that the name at `nameToken` is declared with in this file:
    /// a parameter of an enclosing function, initializer or subscript (not for a member,
    /// `self.x`), or the nearest variable of that name declared before it and visible there.
    func declaredTypeName(of nameToken: Int, isMember: Bool, index: ProjectIndex,
                          reader: inout ValueExpressionReader?, depth: Int) -> String? {
        let declarations = tree.declarations
        let name = tree.name(of: nameToken)
        if !isMember {
            if case let .parameter(typeName) = closureParameter(named: name, at: nameToken) { return typeName }
            var current = innermostDeclaration(containing: nameToken)
            while let position = current {
                if let parameter = declarations[position].parameters.last(where: { ($0.secondName ?? $0.firstName) == name }) {
                    return parameter.type.flatMap(Self.nominalName(of:))
                }
                current = declarations[position].parent
            }
        }
        // The nearest variable of that name declared before the name and visible there: not a
        // local of another function. Only the declarations of that name are read (hw61: a walk
        // back over all declarations, bounded at 4,096, read thousands for each of thousands
        // of calls, and missed a variable declared further up).
        // The declarations just before the name are read first (the variable is mostly
        // there), so that a large file's table of names is built only when needed.
        var variable: Int?
        func isTheVariable(_ position: Int) -> Bool {
            // Not the variable whose initializer holds the name (`let model = model.inner`).
            declarations[position].kind.isVariable && declarations[position].name == name && isVisible(position, at: nameToken)
                && !(declarations[position].initializer?.contains(nameToken) ?? false)
        }
        let before = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].nameToken < nameToken }
        let nearby = max(0, before - Self.nearbyDeclarations)..<before
        if let found = nearby.reversed().first(where: isTheVariable) {
            variable = found
        } else if nearby.lowerBound > 0 {
            let namesakes = tree.declarations(named: name)
            var next = SyntaxTree.partitionPoint(namesakes.count) { namesakes[$0] < nearby.lowerBound }
            while next > 0 {
                next -= 1
                if isTheVariable(namesakes[next]) {
                    variable = namesakes[next]
                    break
                }
            }
        }
        guard let variable else { return storedPropertyTypeName(name, around: nameToken, index: index) }
        if let type = declarations[variable].type { return Self.nominalName(of: type) }
        guard let initializer = declarations[variable].initializer, !initializer.isEmpty else { return nil }
        if reader == nil { reader = ValueExpressionReader(tree: tree) }
        let value = reader!.read(initializer)
        if let constructed = Self.constructedTypeName(value) { return constructed }
        // `let bus = makeBus()`: the written result type of the project's function.
        if case let .chain(steps) = value, steps.count == 1, steps[0].isCalled,
           let result = index.globalFunctionResult(named: steps[0].name) {
            return Self.nominalName(of: result.node)
        }
        // `let taps = model.taps`: the chain's type, followed a few locals deep.
        guard depth < 4 else { return nil }
        return typeName(ofChain: initializer, index: index, reader: &reader, depth: depth + 1)
    }

    /// The name of the type of the static property `name` of the type `typeName` declares
    /// (without generic arguments), as the index infers it; nil when the project declares no
    /// such type or the property's type is not known.
    func staticPropertyTypeName(_ name: String, ofTypeNamed typeName: String, index: ProjectIndex) -> String? {
        guard Self.startsUppercase(typeName), let path = index.nominalPath(named: typeName, from: ""),
              let spelling = index.staticMemberType(name, of: path, isCalled: false, depth: 0)?.spelling else { return nil }
        return spelling.firstIndex(of: "<").map { String(spelling[..<$0]) } ?? spelling
    }

    /// The simple name of the type of the stored property `name` of the type around `token`
    /// or of one of its superclasses, as the index keeps it from any file (`taps` in an
    /// extension whose type another file declares, or inherited from a `BaseScreen` there, or
    /// a property requirement of the protocol an extension extends):
    /// its annotation, or the type its initializer constructs; nil when none is found.
    func storedPropertyTypeName(_ name: String, around token: Int, index: ProjectIndex) -> String? {
        guard let type = Scope.innermostType(in: tree, from: innermostDeclaration(containing: token)) else { return nil }
        let written = ProjectIndex.path(of: type, in: tree)
        // A protocol's extension reads the protocol's property requirements.
        var path: String? = index.nominalPath(named: written, from: "") ?? (index.typeKind(atPath: written) == .protocol ? written : nil)
        var steps = 0
        while let current = path, steps < 16 {
            if let property = index.storedProperty(named: name, ofPath: current) {
                return property.type.flatMap(Self.nominalName(of:)) ?? property.initializer.flatMap(Self.constructedTypeName)
            }
            path = index.superclassPath(of: current)
            steps += 1
        }
        return nil
    }

    /// What a name is to the closures around it.
    enum ClosureParameterLookup {
        /// No closure around the name (inside the innermost declaration around it) has a
        /// parameter of that name.
        case notAParameter
        /// A closure's parameter, nearer than the declaration's parameters: the simple name of
        /// its written type (`{ (signal: Signal<Int>) in … }`), nil when it has none.
        case parameter(typeName: String?)
    }

    /// How many closures around a token ``closureChain(before:openedAfter:)`` looks through.
    static let closureNestingSearched = 256

    /// Whether `name`, at `nameToken`, is a parameter of a closure around it, and its type.
    func closureParameter(named name: String, at nameToken: Int) -> ClosureParameterLookup {
        let floor = innermostDeclaration(containing: nameToken).map { tree.declarations[$0].firstToken } ?? -1
        let (chain, isCut) = closureChain(before: nameToken, openedAfter: floor)
        for position in chain {
            let closure = tree.closures[position]
            if closure.bodyStart <= nameToken && nameToken < closure.rightBrace,
               let parameter = closure.parameterNames.lastIndex(of: name) {
                // Types line up with names only when every parameter has one.
                guard closure.parameterTypes.count == closure.parameterNames.count else { return .parameter(typeName: nil) }
                return .parameter(typeName: Self.nominalName(of: closure.parameterTypes[parameter]))
            }
        }
        // Past the bound, the name is taken for a parameter of an unknown type.
        return isCut ? .parameter(typeName: nil) : .notAParameter
    }

    /// The closures that may hold `token`, innermost first: the last closure opened before it
    /// and that closure's parents (the way out of the last closure passes every closure around
    /// `token`), as long as they open after `floor`. Bounded: closures nested thousands deep
    /// (only generated or fuzzed code has them) would make a walk per call quadratic (hw65);
    /// `isCut` says the walk stopped at ``closureNestingSearched``.
    func closureChain(before token: Int, openedAfter floor: Int) -> (closures: [Int], isCut: Bool) {
        let closures = tree.closures
        var chain: [Int] = []
        var current: Int? = SyntaxTree.partitionPoint(closures.count) { closures[$0].leftBrace < token } - 1
        while let position = current, position >= 0, closures[position].leftBrace > floor {
            if chain.count == Self.closureNestingSearched { return (chain, true) }
            chain.append(position)
            current = closures[position].parentClosure
        }
        return (chain, false)
    }

    /// Whether `token` is inside a closure opened after `start` that is stored by an
    /// assignment or a variable's initializer (`onAppear = { … }`, `let retry = { … }`): a
    /// variable that closure assigns is captured, and lives as long as the closure. A closure
    /// passed as an argument (`DispatchQueue.main.async { … }`) is not taken to be kept.
    func isInStoredClosure(_ token: Int, after start: Int) -> Bool {
        closureChain(before: token, openedAfter: start).closures.contains { position in
            let closure = tree.closures[position]
            return closure.leftBrace < token && token < closure.rightBrace && closure.leftBrace > 0
                && tokens[closure.leftBrace - 1].kind == .equal
        }
    }

    /// Whether the variable `position` can be seen at `token`: a member or a global always
    /// (as far as this check goes), a local only inside the declaration it belongs to.
    private func isVisible(_ position: Int, at token: Int) -> Bool {
        let declarations = tree.declarations
        guard declarations[position].isLocal, let owner = declarations[position].parent else { return true }
        return declarations[owner].firstToken <= token && token < declarations[owner].endToken
    }

    /// How many declarations before a name are read one by one for its variable (and for a
    /// local set's `var`) before the file's table of declarations by name is consulted.
    static let nearbyDeclarations = 256

    /// The innermost declaration whose tokens hold `token`, or nil at file scope (see
    /// ``SyntaxTree/innermostDeclaration(containing:)``).
    func innermostDeclaration(containing token: Int) -> Int? {
        tree.innermostDeclaration(containing: token)
    }

    /// The type an initializer constructs, as written, when its name is capitalized:
    /// `Signal` for `Signal()` and `Signal<Int>()`, `UI.Signal` for `UI.Signal(…)`; nil for any
    /// other shape.
    static func constructedTypeName(_ value: ValueExpression) -> String? {
        guard case let .chain(steps) = value, let last = steps.last, last.isCalled,
              steps.dropLast().allSatisfy({ !$0.isCalled && $0.unwrap == .none }),
              SubscriptionScanner.startsUppercase(last.name) else { return nil }
        // `UI.Signal(…)`: the dotted name; `model.Signal(…)` is no type's.
        guard steps.allSatisfy({ SubscriptionScanner.startsUppercase($0.name) }) else { return last.name }
        return steps.map(\.name).joined(separator: ".")
    }

    /// The nominal name of a written type: `Signal` for `Signal<Int>` and `Signal<Int>?`,
    /// `UI.Signal` for `UI.Signal<Int>`, `Source` for `some Source & AnyObject`; nil for other
    /// shapes.
    static func nominalName(of type: TypeNode) -> String? {
        switch type.kind {
        case let .optional(wrapped), let .implicitlyUnwrapped(wrapped): return nominalName(of: wrapped)
        case let .attributed(_, _, base), let .specified(_, _, base): return nominalName(of: base)
        case let .composition(members):
            // The one member that is neither `AnyObject` nor `Sendable`.
            let named = members.filter { !["AnyObject", "Sendable", "Any"].contains(ProjectIndex.dottedName($0) ?? "") }
            return named.count == 1 ? nominalName(of: named[0]) : nil
        default: return ProjectIndex.dottedName(type) ?? type.simpleName
        }
    }

    /// The path of the project's type that the receiver of `call` is declared with (see
    /// ``receiverTypeName(_:index:reader:)``), looked up from the type around the call
    /// (`UI.Signal` for `Signal` written inside `enum UI`); nil when the project declares none.
    ///
    /// A generic parameter stands for the type its constraint names (`<S: EventSource>`, `where
    /// S: EventSource`), and a typealias for the type it names (`typealias AppBus =
    /// EventBus<String>`).
    func receiverTypePath(_ call: Call, index: ProjectIndex, reader: inout ValueExpressionReader?) -> String? {
        guard let name = receiverTypeName(call, index: index, reader: &reader) else { return nil }
        let context = innermostDeclaration(containing: call.name)
        let scope = Scope.innermostType(in: tree, from: context).map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        if let constraint = genericConstraint(of: name, from: context) {
            return constraint.flatMap(Self.nominalName(of:)).flatMap { index.nominalPath(named: $0, from: scope) }
        }
        if let path = index.nominalPath(named: name, from: scope) { return path }
        guard let target = index.typealiasTarget(named: name, scope: scope), let targetName = Self.nominalName(of: target) else { return nil }
        return index.nominalPath(named: targetName, from: scope)
    }

    /// When `name` is a generic parameter of a declaration around `context` (the innermost
    /// one that declares it): its constraint, from its clause or a conformance requirement of
    /// that declaration's `where` clause (`.some(nil)` when it has none); nil when `name` is
    /// no generic parameter there.
    func genericConstraint(of name: String, from context: Int?) -> TypeNode?? {
        let declarations = tree.declarations
        var current = context
        while let position = current {
            if let parameter = declarations[position].genericParameters.first(where: { $0.name == name }) {
                if let constraint = parameter.constraint { return .some(constraint) }
                let requirement = declarations[position].requirements.first { requirement in
                    requirement.relation == .conformance && ProjectIndex.dottedName(requirement.left) == name
                }
                return .some(requirement?.right)
            }
            current = declarations[position].parent
        }
        return nil
    }

    /// The paths of the project's types that the last member named before `call`'s name is
    /// declared with in this file, when the receiver's own type is not known (see
    /// ``receiverTypePath(_:index:reader:)``): `panel.clicks` or `panel.signal()` or
    /// `panel.signals[0]` where this file declares `var clicks: Signal<Int> { … }`, `func
    /// signal() -> Signal<Int>` or `var signals: [Signal<Int>]` (an array's or an Optional's
    /// element). Read by name, in any type: a hint, for telling a project's own `sink` from
    /// Combine's, not a verdict. `reader` reads initializers; made on first use.
    func lastMemberTypePaths(_ call: Call, index: ProjectIndex, reader: inout ValueExpressionReader?) -> [String] {
        // The name before the call's `.`, past a subscript, a call's arguments and `?`/`!`.
        var position = call.name - 2
        while position > call.chainStart {
            switch tokens[position].kind {
            case .postfixQuestionMark, .exclamationMark:
                position -= 1
                continue
            case .rightParen, .rightSquare:
                guard let open = match(position), open < position else { return [] }
                position = open - 1
                continue
            default:
                break
            }
            break
        }
        guard position >= call.chainStart, tokens[position].kind == .identifier || tokens[position].kind == .dollarIdentifier else { return [] }
        // `buses.first?.sink`, `buses.filter { … }.first?.sink`: an element of `buses`.
        if position >= call.chainStart + 2, tokens[position - 1].kind == .period,
           Self.elementPreservingMembers.contains(tree.name(of: position)),
           let collection = collectionName(endingAt: position - 2), collection >= call.chainStart {
            position = collection
        }
        return hintedTypePaths(nameAt: position, index: index, reader: &reader, depth: 0)
    }
}

