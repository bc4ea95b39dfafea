// MARK: - The receiver's declared type

extension SubscriptionScanner {
    /// The simple name of the type that the receiver of `call` is declared with in this file,
    /// when the receiver is `self` (the enclosing type), a name (`signal`, `signal?`) or a
    /// member of `self` (`self.signal`) whose declaration shows its type: an annotation (`let
    /// signal: Signal<Int>`, a parameter `_ signal: Signal<Int>?`) or an initializer call
    /// (`let signal = Signal<Int>()`). Nil when the receiver is anything else or its type is
    /// not written.
    ///
    /// A project that declares its own `sink(_:) -> Void` can tell its calls from Combine's
    /// this way in a file that imports Combine. `reader` reads initializers; made on first use.
    func receiverTypeName(_ call: Call, reader: inout ValueExpressionReader?) -> String? {
        // `signal?.sink`, `signal!.sink`: the name before the unwrapping.
        var period = call.name - 1
        if period > 0 && (tokens[period - 1].kind == .postfixQuestionMark || tokens[period - 1].kind == .exclamationMark) { period -= 1 }
        let start = call.chainStart
        let declarations = tree.declarations
        let context = innermostDeclaration(containing: call.name)
        if start + 1 == period, tokens[start].keyword == .self {
            return Scope.innermostType(in: tree, from: context).map { ProjectIndex.lastComponent(ofPath: declarations[$0].name) }
        }
        let nameToken: Int
        if start + 1 == period, tokens[start].kind == .identifier {
            nameToken = start
        } else if start + 3 == period, tokens[start].keyword == .self, tokens[start + 1].kind == .period,
                  tokens[start + 2].kind == .identifier {
            nameToken = start + 2
        } else {
            return nil
        }
        let name = tree.text(of: nameToken)
        // A parameter of an enclosing function, initializer or subscript (not for `self.x`).
        if nameToken == start {
            var current = context
            while let position = current {
                if let parameter = declarations[position].parameters.last(where: { ($0.secondName ?? $0.firstName) == name }) {
                    return parameter.type.flatMap(Self.nominalName(of:))
                }
                current = declarations[position].parent
            }
        }
        // The nearest variable of that name declared before the call and visible there: not a
        // local of another function (a bounded walk back from the call, reading fields in
        // place: a file of thousands of calls stays linear).
        var variable: Int?
        var position = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].nameToken < call.name } - 1
        var steps = 0
        while position >= 0 && steps < 4096 {
            if declarations[position].kind.isVariable && declarations[position].name == name
                && isVisible(position, at: call.name) {
                variable = position
                break
            }
            position -= 1
            steps += 1
        }
        guard let variable else { return nil }
        if let type = declarations[variable].type { return Self.nominalName(of: type) }
        guard let initializer = declarations[variable].initializer, !initializer.isEmpty else { return nil }
        if reader == nil { reader = ValueExpressionReader(tree: tree) }
        return Self.constructedTypeName(reader!.read(initializer))
    }

    /// The simple name of the receiver's type when the receiver is a chain of stored
    /// properties (`model.taps`, `self.model.taps`): the type of its first name (as
    /// ``receiverTypeName(_:reader:)`` finds it), then of each property after it, read from
    /// what `index` keeps of the project's stored properties (an annotation, or an initializer
    /// that constructs a type the index can read: not a generic one, `Signal<Int>()`, whose
    /// angle brackets the declarations-only parse does not record). Nil when a step is not
    /// such a property.
    func chainedReceiverTypeName(_ call: Call, index: ProjectIndex, reader: inout ValueExpressionReader?) -> String? {
        var period = call.name - 1
        if period > 0 && (tokens[period - 1].kind == .postfixQuestionMark || tokens[period - 1].kind == .exclamationMark) { period -= 1 }
        // The members after the chain's first name, read back from the call.
        var members: [Int] = []
        var cursor = period - 1
        while cursor >= call.chainStart + 2 && tokens[cursor].kind == .identifier && tokens[cursor - 1].kind == .period {
            members.insert(cursor, at: 0)
            cursor -= 2
        }
        guard !members.isEmpty, cursor == call.chainStart,
              var typeName = receiverTypeName(Call(name: members[0], chainStart: call.chainStart, end: members[0] + 1), reader: &reader)
        else { return nil }
        for member in members {
                guard let path = index.nominalPath(named: typeName, from: ""),
                  let property = index.storedProperty(named: tree.text(of: member), ofPath: path),
                  let next = property.type.flatMap(Self.nominalName(of:)) ?? property.initializer.flatMap(Self.constructedTypeName)
            else { return nil }
            typeName = next
        }
        return typeName
    }

    /// Whether the variable `position` can be seen at `token`: a member or a global always
    /// (as far as this check goes), a local only inside the declaration it belongs to.
    private func isVisible(_ position: Int, at token: Int) -> Bool {
        let declarations = tree.declarations
        guard declarations[position].isLocal, let owner = declarations[position].parent else { return true }
        return declarations[owner].firstToken <= token && token < declarations[owner].endToken
    }

    /// The innermost declaration whose tokens hold `token`, or nil at file scope: the last
    /// declaration that starts before it (declarations are in source order: found by
    /// bisection) is that declaration or one nested in it, so it is on that one's way out
    /// through its parents.
    func innermostDeclaration(containing token: Int) -> Int? {
        let declarations = tree.declarations
        var current: Int? = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].firstToken <= token } - 1
        while let position = current, position >= 0 {
            if declarations[position].firstToken <= token && token < declarations[position].endToken { return position }
            current = declarations[position].parent
        }
        return nil
    }

    /// `Signal` for an initializer that constructs a value of a capitalized type: `Signal()`,
    /// `Signal<Int>()`, `Module.Signal(…)`; nil for any other shape.
    static func constructedTypeName(_ value: ValueExpression) -> String? {
        guard case let .chain(steps) = value, let last = steps.last, last.isCalled,
              steps.dropLast().allSatisfy({ !$0.isCalled }),
              last.name.utf8.first.map({ (65...90).contains($0) }) == true else { return nil }
        return last.name
    }

    /// The nominal name of a written type: `Signal` for `Signal<Int>`, `Signal<Int>?` and
    /// `Module.Signal`; nil for other shapes.
    static func nominalName(of type: TypeNode) -> String? {
        switch type.kind {
        case let .optional(wrapped), let .implicitlyUnwrapped(wrapped): return nominalName(of: wrapped)
        case let .attributed(_, _, base), let .specified(_, _, base): return nominalName(of: base)
        default: return type.simpleName
        }
    }
}
