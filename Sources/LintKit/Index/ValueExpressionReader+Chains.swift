// MARK: - Member chains and closures

extension ValueExpressionReader {
    /// Callees whose first argument's type gives the result's: `Optional(x)`,
    /// `Optional.some(x)`, `Array(repeating: x, count: n)`, `Set(x)`, `Unmanaged.passRetained(x)` and
    /// `passUnretained(x)`.
    static let wrappingCallees: Set<String> = ["Optional", "some", "Array", "Set", "passRetained", "passUnretained"]

    /// How deep in nested constructions the argument values are read (`Box(value: Box(value: 1))`).
    static let argumentDepthLimit = 4
    /// Calls of more arguments are not read for them (an initializer's generic parameters are
    /// few; a long argument list is data).
    static let argumentCountLimit = 8

    /// `A.b<T>.c(…)`: the steps of a member chain starting at `first` and the token after it.
    /// Generic arguments are taken from the type the parser read there; a step is called when
    /// an argument list or a trailing closure follows it.
    /// The subscript whose `[` is at `open` (`[0]`, `["a"]`, `[1...]`, `["a", default: x]`): a
    /// step named `[]`, called with its arguments' labels, and the token after its `]`; nil
    /// when it is empty or runs past `end`.
    func subscriptStep(at open: Int, end: Int) -> (ChainStep, Int)? {
        guard let after = afterGroup(open), after <= end, after - open > 2 else { return nil }
        var step = ChainStep(name: "[]")
        step.isCalled = true
        let items = topLevelItems((open + 1)..<(after - 1))
        step.argumentLabels = items.map { label(of: $0) ?? "_" }
        step.subscriptsRange = items.count == 1 && items[0].contains { position in
            tokens[position].kind.isOperator && (tree.token(position, is: "...") || tree.token(position, is: "..<"))
        }
        return (step, after)
    }

    func chain(from first: Int, end: Int, depth: Int) -> ([ChainStep], Int)? {
        var steps: [ChainStep] = []
        var index = first
        if let (type, after) = writtenType(at: first), after <= end, let named = chainSteps(of: type.node) {
            steps = named
            index = after
        } else {
            // A backticked name is the name (`` `Normal`() ``).
            steps.append(ChainStep(name: tree.text(of: first).trimmingBackticks))
            index += 1
        }
        while true {
            // A collection member's or a task's closure value types the step (`map { … }`,
            // `Task { … }`).
            let readsClosureValue = ProjectIndex.collectionMemberNames.contains(steps[steps.count - 1].name)
                || ProjectIndex.taskInitializerNames.contains(steps[steps.count - 1].name)
                || steps.count == 1 && (steps[0].name == "Dictionary" || steps[0].name == "Result")
            if index < end && tokens[index].kind == .leftParen && !tokens[index].isAtStartOfLine {
                guard let after = afterGroup(index), after <= end else { return nil }
                if readsClosureValue, depth < Self.argumentDepthLimit {
                    readCollectionMemberArguments((index + 1)..<(after - 1), into: &steps[steps.count - 1], depth: depth)
                }
                // `Engine.init(rpm:)`, `compute(_:)`: a compound name, which names a function
                // without calling it. An initializer's ends the chain, uncalled, with its labels
                // (`ids.map(Engine.init(id:))` constructs an `Engine` of each).
                if let labels = tree.compoundNameLabels(openingAt: index) {
                    guard steps.count >= 2, steps[steps.count - 1].name == "init", after == end else { return nil }
                    steps[steps.count - 1].argumentLabels = labels
                    return (steps, after)
                }
                steps[steps.count - 1].isCalled = true
                if Self.wrappingCallees.contains(steps[steps.count - 1].name) {
                    steps[steps.count - 1].wrappedArgument = wrappedArgument((index + 1)..<(after - 1), depth: depth)
                }
                // The labels tell which initializer or function a call means (and whether a C
                // struct's lower-case name constructs it, `ptr_t(p: nil)`, or calls a function).
                if after - index > 2 {
                    let items = topLevelItems((index + 1)..<(after - 1))
                    steps[steps.count - 1].argumentLabels = items.map { label(of: $0) ?? "_" }
                    // A construction's argument values may give the type's generic arguments.
                    // So may an enum case's (`Outcome.success(Conn())`), a generic function's
                    // (`box(Conn())`, any call of a bare name) and a generic method's
                    // (`pool.pair(Conn())`), and a decoder's `decode(Model.self, from:)` makes a
                    // value of its first argument's type: every call's are read.
                    if readsConstructionArguments, items.count <= Self.argumentCountLimit, depth < Self.argumentDepthLimit {
                        steps[steps.count - 1].argumentValues = items.map { item in
                            label(of: item) == nil ? read(item, depth: depth + 1)
                                                   : read((item.lowerBound + 2)..<item.upperBound, depth: depth + 1)
                        }
                    }
                }
                index = after
            }
            if index < end && tokens[index].kind == .leftBrace {
                guard let after = afterGroup(index), after <= end else { return nil }
                // A construction's trailing closure may give the type's generic arguments too
                // (`Factory { Database() }`), and a generic function's or method's, file-scope,
                // static or of a value (`build { Engine() }`, `Factory.make { Engine() }`,
                // `pool.map { _ in Engine() }`).
                if readsClosureValue || readsConstructionArguments, depth < Self.argumentDepthLimit {
                    let shape = closureShape(index, close: after - 1, depth: depth + 1)
                    // `{ () throws -> Worker in … }`: the written result type.
                    steps[steps.count - 1].closureResult = shape.body ?? shape.result.map { .typed($0) }
                    steps[steps.count - 1].closureParameterCount = shape.parameterCount
                    steps[steps.count - 1].closureThrows = shape.effects.contains("throws")
                }
                if steps.count == 1 && steps[0].name == "Regex" {
                    steps[0].regexBuilderCaptures = ((index + 1)..<(after - 1)).contains { position in
                        tokens[position].kind == .identifier
                            && (tree.token(position, is: "Capture") || tree.token(position, is: "TryCapture") || tree.token(position, is: "Reference"))
                    }
                }
                steps[steps.count - 1].isCalled = true
                steps[steps.count - 1].trailingClosures += 1
                index = after
            }
            // `peers[0]`, `table["a"]`, `peers[1...]`: a subscript, a step named `[]`.
            if index < end && tokens[index].kind == .leftSquare && !tokens[index].isAtStartOfLine {
                guard let (step, after) = subscriptStep(at: index, end: end) else { return nil }
                steps.append(step)
                index = after
                continue
            }
            // `a?.b`, `a!.b`: the step's value is unwrapped before the next member.
            if index + 2 < end, tokens[index].kind == .postfixQuestionMark || tokens[index].kind == .exclamationMark,
               tokens[index + 1].kind == .period {
                steps[steps.count - 1].unwrap = tokens[index].kind == .exclamationMark ? .forced : .optionalChaining
                index += 1
            }
            guard index + 1 < end, tokens[index].kind == .period else { break }
            let member = tokens[index + 1]
            // After a `.`, a keyword names a member too (`Store.default`), and a number a tuple's
            // element (`pair.0`); a backticked name is the name without its backticks
            // (`Store.`default``).
            guard member.kind == .identifier || member.kind == .keyword || member.kind == .integerLiteral else { return nil }
            steps.append(ChainStep(name: tree.text(of: index + 1).trimmingBackticks))
            index += 2
        }
        return (steps, index)
    }

    /// Reads what a collection member's argument list `range` gives its result: the value a
    /// closure argument returns (`map({ … })`) and the first argument's value (`reduce(0, +)`,
    /// `reduce(into: [])`).
    func readCollectionMemberArguments(_ range: Range<Int>, into step: inout ChainStep, depth: Int) {
        guard let first = topLevelItems(range).first else { return }
        let value = label(of: first) == nil ? first : (first.lowerBound + 2)..<first.upperBound
        guard !value.isEmpty else { return }
        let read = self.read(value, depth: depth + 1)
        if case let .closure(shape) = read {
            step.closureResult = shape.body
            step.closureParameterCount = shape.parameterCount
        } else {
            step.firstArgument = read
        }
    }

    /// The steps an identifier or member type spells (`Tagged<Tag, Int>`, `NS.Sub.Deep`).
    func chainSteps(of type: TypeNode) -> [ChainStep]? {
        switch type.kind {
        case let .identifier(name, _, arguments):
            var step = ChainStep(name: name)
            if !arguments.isEmpty { step.genericArguments = arguments.map(written) }
            return [step]
        case let .member(base, name, _, arguments):
            guard var steps = chainSteps(of: base) else { return nil }
            var step = ChainStep(name: name)
            if !arguments.isEmpty { step.genericArguments = arguments.map(written) }
            steps.append(step)
            return steps
        default:
            return nil
        }
    }

    /// The first argument of a call's argument list `range`, unlabeled or `repeating:`.
    func wrappedArgument(_ range: Range<Int>, depth: Int) -> ValueExpression? {
        guard let item = topLevelItems(range).first else { return nil }
        if let name = label(of: item) {
            guard name == "repeating" else { return nil }
            return read((item.lowerBound + 2)..<item.upperBound, depth: depth + 1)
        }
        return read(item, depth: depth + 1)
    }

    /// Calls `body` with each token of `range` outside brackets (a group is passed over whole,
    /// its opening bracket included). With `enteringStatementBlocks`, the blocks of statements
    /// (`if`, `switch`, `do`, loops) are walked into, the bodies of closures and of
    /// declarations still passed over. False when a bracket in `range` has no match.
    func forEachTopLevelToken(in range: Range<Int>, enteringStatementBlocks: Bool = false, _ body: (Int) -> Void) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            switch tokens[index].kind {
            case .leftBrace where enteringStatementBlocks && tree.closureIndex(leftBrace: index) == nil
                && tree.declarationByBodyStart[index] == nil:
                body(index)
                index += 1
            case .leftParen, .leftSquare, .leftBrace:
                guard let next = afterGroup(index) else { return false }
                index = next
            default:
                body(index)
                index += 1
            }
        }
        return true
    }

    /// The `return` of `body`'s top level that starts its last statement, if any.
    func lastTopLevelReturn(_ body: Range<Int>) -> Int? {
        var found: Int?
        let matched = forEachTopLevelToken(in: body) { index in
            let token = tokens[index]
            if token.keyword == .return && token.kind == .keyword {
                found = index
                return
            }
            // Another statement after the `return`: it is not the last one.
            if found != nil && token.isAtStartOfLine && token.kind != .period && token.kind != .binaryOperator { found = nil }
            if found != nil && token.kind == .semicolon { found = nil }
        }
        return matched ? found : nil
    }

    /// The local `let`/`var` declaration in `range` (a closure body's top level) that binds
    /// the name of token `use`.
    func localBinding(named use: Int, in range: Range<Int>) -> Int? {
        var found: Int?
        let matched = forEachTopLevelToken(in: range) { index in
            let token = tokens[index]
            guard token.kind == .keyword, token.keyword == .let || token.keyword == .var, index + 1 < range.upperBound else { return }
            if tokens[index + 1].kind == .identifier, tree.text(of: index + 1) == tree.text(of: use),
               let declaration = tree.declaration(namedAt: index + 1), tree.declarations[declaration].kind.isVariable {
                found = declaration
            }
        }
        return matched ? found : nil
    }

    /// A closure value's shape: its written signature, or (with none) its body when that is
    /// one expression (`{ 1 }` is a `() -> Int`).
    func closureShape(_ brace: Int, close: Int, depth: Int) -> ClosureShape {
        let closure = tree.closureIndex(leftBrace: brace).map { tree.closures[$0] }
        let isSendable = closure?.attributes.contains("Sendable")
            ?? (brace + 2 < tokens.count && tokens[brace + 1].kind == .atSign && tree.token(brace + 2, is: "Sendable"))
        guard let closure, let inToken = closure.inToken else {
            // A tree of declarations only records no closure: a signature of names alone
            // (`{ _ in Engine() }`, `{ a, b in a }`) is read from the tokens, a single name
            // standing for the argument as `$0` does (see ``localValues(of:brace:body:depth:)``).
            let signature = closure == nil ? untypedSignature(after: brace, close: close) : nil
            let bodyStart = signature.map { $0.inToken + 1 } ?? brace + 1
            let value = closureValue(bodyStart..<close)
            let bodyRange = bodyStart..<close
            var locals = localValues(of: closure, brace: brace, body: bodyRange, depth: depth)
            // Each name stands for its anonymous parameter (`{ a, b in a }` is `{ $0 }`).
            for (position, name) in (signature?.names ?? []).enumerated() {
                if let name { locals[name] = .chain([ChainStep(name: "$" + String(position))]) }
            }
            let body = bodyStart < close ? returnedValue(value, locals: locals, depth: depth).known : nil
            // `{ print($0) }` takes as many parameters as its highest `$n` says, of types not
            // read here: `(_) -> ()`.
            let anonymous = signature?.names.count ?? anonymousParameterCount((brace + 1)..<close)
            let parameters = "(" + Array(repeating: "_", count: anonymous).joined(separator: ", ") + ")"
            var shape = ClosureShape(parameters: parameters, result: nil, body: body, isSendable: isSendable)
            shape.parameterCount = anonymous
            shape.hasUnreadResult = bodyStart < close && hasValueOtherThanVoid(value)
            shape.effects = bodyEffects(bodyRange)
            return shape
        }
        let parameterTypes = closure.parameterTypes.map(written)
        let parameters = "(" + parameterTypes.map(\.text).joined(separator: ", ") + ")"
        var shape = ClosureShape(parameters: parameters, result: closure.resultType.map(written), body: nil, isSendable: isSendable)
        shape.parameterTypes = parameterTypes
        shape.parameterCount = closure.parameterNames.count
        shape.effects = signatureEffects(from: brace + 1, to: inToken)
        if shape.effects.hasSuffix(")") {
            // `throws(E)`: the parser recorded `E` as a type of the signature.
            shape.thrownType = tree.typeUses.first { use in
                use.context == .closureSignature && use.type.range.lowerBound > brace && use.type.range.upperBound < inToken
                    && tokens[use.type.range.lowerBound - 1].kind == .leftParen && tokens[use.type.range.lowerBound - 2].keyword == .throws
            }.map { written($0.type) }
        }
        if shape.effects.isEmpty { shape.effects = bodyEffects((inToken + 1)..<close) }
        shape.attributes = closure.attributes
        if shape.result == nil, inToken + 1 < close {
            let value = closureValue((inToken + 1)..<close)
            if value.count == 1, tokens[value.lowerBound].kind == .identifier, parameterTypes.count == closure.parameterNames.count,
               let parameter = closure.parameterNames.firstIndex(where: { tree.token(value.lowerBound, named: $0) }) {
                // `{ (a: Int, b: String) in b }`: a parameter's written type (the name is the
                // parameter's, not a global's of the same name), as its value has it.
                shape.result = written(Self.valueType(ofParameter: closure.parameterTypes[parameter]))
                return shape
            }
            // `{ [n = Node()] in n }`: a name the capture list binds is its initializer's value
            // (an Optional of it when `weak`).
            if value.count == 1, tokens[value.lowerBound].kind == .identifier,
               let capture = closure.captures.first(where: { tree.token(value.lowerBound, named: $0.name) }) {
                if let initializer = captureInitializer(capture, brace: brace) {
                    let captured = read(initializer, depth: depth + 1)
                    if case .unknown = captured {} else { shape.body = capture.specifier == .weak ? .optional(captured) : captured }
                    return shape
                }
            }
            // `{ @MainActor in 42 }`: the single expression's type, when it can be read; an
            // operation on the parameters by their written types (`{ (a: Int, b: Int) in a + b }`).
            let bodyRange = (inToken + 1)..<close
            var body = returnedValue(value, locals: localValues(of: closure, brace: brace, body: bodyRange, depth: depth), depth: depth)
            if case .unknown = body, parameterTypes.count == closure.parameterNames.count, !parameterTypes.isEmpty {
                var operandTypes: [String: String] = [:]
                for (name, type) in zip(closure.parameterNames, parameterTypes) { operandTypes[name] = type.text }
                body = literalOperation(value, operandTypes: operandTypes)
            }
            shape.hasUnreadResult = hasValueOtherThanVoid(value)
            if case .unknown = body {} else { shape.body = body }
        }
        return shape
    }

    /// The names of a closure signature made of parameter names alone (`_` a nil name) and its
    /// `in` token, read from the tokens after `brace`: `{ a, _ in … }`; nil for a closure
    /// without one, or with types, parentheses, captures or attributes.
    func untypedSignature(after brace: Int, close: Int) -> (names: [String?], inToken: Int)? {
        var names: [String?] = []
        var index = brace + 1
        while index < close {
            let token = tokens[index]
            guard token.kind == .identifier || token.kind == .wildcard else { return nil }
            names.append(token.kind == .wildcard ? nil : tree.text(of: index).trimmingBackticks)
            guard index + 1 < close else { return nil }
            if tokens[index + 1].kind == .keyword && tokens[index + 1].keyword == .`in` { return (names, index + 1) }
            guard tokens[index + 1].kind == .comma else { return nil }
            index += 2
        }
        return nil
    }

    /// The most parameters counted for a closure without a signature (see
    /// ``anonymousParameterCount(_:)``).
    static let anonymousParameterLimit = 256

    /// How many parameters a closure without a signature takes: one more than the highest
    /// `$n` its body `range` uses outside the closures nested in it (each has its own).
    func anonymousParameterCount(_ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .leftBrace, tree.closureIndex(leftBrace: index) != nil, let after = afterGroup(index) {
                index = after
                continue
            }
            // (A number past ``anonymousParameterLimit`` names no parameter a closure could
            // have: `$2147483648` is not counted.)
            if token.kind == .dollarIdentifier, let number = Int(tree.text(of: index).dropFirst()), number < Self.anonymousParameterLimit {
                count = max(count, number + 1)
            }
            index += 1
        }
        return count
    }

    /// Whether `value`, a closure body's tokens (or what its last `return` returns), is one
    /// expression on one line that yields something other than `()`: a member (`s.isEmpty`),
    /// an operation (`x + base`), a tuple or a `try?` (an Optional, whatever it wraps); not a
    /// statement, an assignment (`x += 1`) or a call (whose result, usually `()` in a closure
    /// stored as a value, is not known here).
    func hasValueOtherThanVoid(_ value: Range<Int>) -> Bool {
        guard !value.isEmpty else { return false }
        switch tokens[value.lowerBound].keyword {
        case .if, .switch, .for, .while, .repeat, .guard, .do, .let, .var, .throw, .defer, .return, .break, .continue:
            return false
        default:
            break
        }
        // `try? load()` is an Optional whatever `load()` returns (`()?` for nothing).
        let isOptionalTry = value.count >= 3 && tokens[value.lowerBound].keyword == .try
            && tokens[value.lowerBound + 1].kind == .postfixQuestionMark
        let last = tokens[value.upperBound - 1].kind
        if last == .rightBrace && !isOptionalTry { return false }
        // A call (`refresh()`, `log(x)`), not a tuple or a parenthesized expression.
        if last == .rightParen, !isOptionalTry, Int(tree.stream.matching[value.upperBound - 1]) > value.lowerBound { return false }
        var isOneExpression = true
        let complete = forEachTopLevelToken(in: value) { index in
            let token = tokens[index]
            if index > value.lowerBound && token.isAtStartOfLine { isOneExpression = false }
            switch token.kind {
            case .semicolon, .equal: isOneExpression = false
            case .binaryOperator:
                let text = tree.text(of: index)
                if text.utf8.last == UInt8(ascii: "="), text != "==", text != "!=", text != "<=", text != ">=", text != "===", text != "!==" {
                    isOneExpression = false
                }
            default: break
            }
        }
        return complete && isOneExpression
    }

    /// The tokens of `capture`'s initializer in the capture list after `brace` (`Node()` in
    /// `[n = Node()]`), or nil when it binds an outer name (`[self]`, `[weak self]`).
    func captureInitializer(_ capture: Capture, brace: Int) -> Range<Int>? {
        let open = brace + 1
        guard capture.token + 2 < tokens.count, tokens[capture.token + 1].kind == .equal,
              open < tokens.count, tokens[open].kind == .leftSquare, let after = afterGroup(open) else { return nil }
        guard let item = topLevelItems((open + 1)..<(after - 1)).first(where: { $0.contains(capture.token) }),
              capture.token + 2 < item.upperBound else { return nil }
        return (capture.token + 2)..<item.upperBound
    }

    /// Where a closure body's value is: what follows the `return` that starts its last
    /// statement (`{ return Engine() }`, `{ log(); return Engine() }`: swiftc infers a
    /// closure's result from its returns), or else the body itself (`{ 1 }`).
    func closureValue(_ body: Range<Int>) -> Range<Int> {
        guard body.count > 1, let found = lastTopLevelReturn(body), found + 1 < body.upperBound,
              !tokens[found + 1].isAtStartOfLine else { return body }
        return (found + 1)..<body.upperBound
    }

    /// The effects swiftc infers for a closure without them in its signature from its body
    /// (`range`): ` async` when it awaits, ` throws` when a `try` (not `try?` or `try!`) or a
    /// `throw` is not inside a `do` that has a `catch`; nested closures are their own.
    func bodyEffects(_ range: Range<Int>) -> String {
        var awaits = false
        var throwsError = false
        // The ends of the enclosing `do { … } catch` blocks.
        var caught: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            while let last = caught.last, last < index { caught.removeLast() }
            let token = tokens[index]
            if token.kind == .leftBrace, let close = afterGroup(index) {
                if tree.closureIndex(leftBrace: index) != nil {
                    index = close
                    continue
                }
                if index > 0, tokens[index - 1].keyword == .do, close < tokens.count, tree.token(close, is: "catch") {
                    caught.append(close)
                }
            } else if token.keyword == .await {
                awaits = true  // a contextual keyword: not always lexed as a keyword
            } else if token.kind == .keyword {
                if caught.isEmpty, token.keyword == .try || token.keyword == .throw {
                    let next = index + 1 < tokens.count ? tokens[index + 1] : token
                    let handled = token.keyword == .try && (next.kind == .postfixQuestionMark || next.kind == .exclamationMark)
                    if !handled { throwsError = true }
                }
            }
            index += 1
        }
        return (awaits ? " async" : "") + (throwsError ? " throws" : "")
    }

    /// ` async`, ` throws`, ` async throws` or ` throws(E)`: the effects a closure signature
    /// between `start` and its `in` declares (outside brackets, before `->`).
    func signatureEffects(from start: Int, to end: Int) -> String {
        var effects = ""
        var index = start
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare:
                index = afterGroup(index) ?? end
                continue
            case .arrow:
                return effects
            default:
                break
            }
            if token.keyword == .async {
                effects += " async"
            } else if token.keyword == .throws && token.kind == .keyword {
                if index + 1 < end, tokens[index + 1].kind == .leftParen, !tokens[index + 1].hasLeadingTrivia, let after = afterGroup(index + 1) {
                    effects += " " + tree.file.text(Int(token.start)..<Int(tokens[after - 1].end))
                    index = after
                    continue
                }
                effects += " throws"
            }
            index += 1
        }
        return effects
    }
}
