// MARK: - What a closure returns

extension ValueExpressionReader {
    /// `{ … }()` (or `{ … }(arguments)`): the value the closure returns. Its written result
    /// type; else what its last top-level `return` returns; else what the returns in the
    /// branches of its statements agree on; else its body when that is one expression. The
    /// closure's own names stand for their values (see ``localValues(of:brace:body:depth:)``;
    /// an untyped parameter for its argument's).
    func calledClosure(_ brace: Int, close: Int, arguments: Range<Int>? = nil, depth: Int) -> ValueExpression {
        let closure = tree.closureIndex(leftBrace: brace).map { tree.closures[$0] }
        if let result = closure?.resultType { return .typed(written(result)) }
        let bodyStart = closure?.bodyStart ?? brace + 1
        guard bodyStart < close else { return .unknown }
        let body = bodyStart..<close
        var locals = localValues(of: closure, brace: brace, body: body, depth: depth)
        if let closure, let arguments, closure.parameterTypes.count != closure.parameterNames.count {
            // `{ x in x }(Engine())`: an untyped parameter is its argument's value.
            let items = topLevelItems(arguments)
            if items.count == closure.parameterNames.count {
                for (name, item) in zip(closure.parameterNames, items) where label(of: item) == nil {
                    locals[name] = read(item, depth: depth + 1)
                }
            }
        }
        if let returned = lastTopLevelReturn(body) {
            return returnedValue((returned + 1)..<close, locals: locals, depth: depth)
        }
        // `if c { return a } else { return b }`, a `switch` or `do`/`catch` whose branches
        // return: the value all returns agree on.
        let returns = nestedReturnValues(body)
        guard returns.isEmpty else {
            return .choice(returns.map { returnedValue($0, locals: locals, depth: depth) })
        }
        return read(body, depth: depth + 1).substituting(locals)
    }

    /// The values the `return` statements of a closure's `body` return, outside closures and
    /// local declarations nested in it; empty when a `return` returns nothing or a bracket
    /// has no match.
    func nestedReturnValues(_ body: Range<Int>) -> [Range<Int>] {
        var values: [Range<Int>] = []
        var isComplete = true
        let matched = forEachTopLevelToken(in: body, enteringStatementBlocks: true) { index in
            guard tokens[index].kind == .keyword, tokens[index].keyword == .return else { return }
            if let value = returnedRange(after: index, end: body.upperBound) { values.append(value) } else { isComplete = false }
        }
        return matched && isComplete ? values : []
    }

    /// The tokens of the value that the `return` at `returnToken` returns: up to the end of
    /// its statement (a `;`, the `}` closing its block, or a line that does not go on with a
    /// `.` or an operator); nil for a `return` of nothing.
    func returnedRange(after returnToken: Int, end: Int) -> Range<Int>? {
        let start = returnToken + 1
        guard start < end, !tokens[start].isAtStartOfLine, tokens[start].kind != .rightBrace, tokens[start].kind != .semicolon
        else { return nil }
        var index = start
        while index < end {
            let token = tokens[index]
            if index > start && token.isAtStartOfLine && token.kind != .period && token.kind != .binaryOperator { break }
            switch token.kind {
            case .rightBrace, .semicolon:
                return start..<index
            case .leftParen, .leftSquare, .leftBrace:
                guard let next = afterGroup(index) else { return nil }
                index = next
            default:
                index += 1
            }
        }
        return start..<index
    }

    /// The value of `value`, what a closure returns, with the closure's own names (`locals`,
    /// see ``localValues(of:brace:body:depth:)``) standing for their values: `let a =
    /// Engine(); return a` returns an `Engine`, whatever a global `a` is.
    func returnedValue(_ value: Range<Int>, locals: [String: ValueExpression], depth: Int) -> ValueExpression {
        var value = value
        // `return consume n`, `return copy n`: the local's own value.
        if value.count == 2, tokens[value.lowerBound].kind == .identifier, tokens[value.lowerBound + 1].kind == .identifier,
           tree.token(value.lowerBound, is: "consume") || tree.token(value.lowerBound, is: "copy") {
            value = (value.lowerBound + 1)..<value.upperBound
        }
        return read(value, depth: depth + 1).substituting(locals)
    }

    /// A parameter's type as its value has it: without `@escaping` and `@autoclosure`, which
    /// only a parameter's type has (`{ (f: @escaping () -> C) in f }` returns a `() -> C`).
    static func valueType(ofParameter type: TypeNode) -> TypeNode {
        guard case let .attributed(attributes, specifiers, base) = type.kind, specifiers.isEmpty, !attributes.isEmpty,
              attributes.allSatisfy({ $0 == "escaping" || $0 == "autoclosure" }) else { return type }
        return base
    }

    /// The names a closure binds for its body, with their values where this can tell them: a
    /// parameter's written type, a capture's initializer (an Optional of it when `weak`), a
    /// `let`/`var` binding's annotation or initializer (read with the names bound before it;
    /// also in the blocks of the body's statements, a name bound twice there being unknown),
    /// what `guard let`, `if let` or `while let` unwraps; the one parameter without a type of a
    /// closure stands for its argument as `$0` does (`{ peer in peer.name }` is `{ $0.name }`,
    /// which a collection member's closure gives its element); ``ValueExpression/unknown`` for
    /// the rest (several untyped parameters, a name a `case` pattern binds).
    func localValues(of closure: Closure?, brace: Int, body: Range<Int>, depth: Int) -> [String: ValueExpression] {
        var values: [String: ValueExpression] = [:]
        if let closure {
            let types = closure.parameterTypes
            for (position, name) in closure.parameterNames.enumerated() {
                if types.count == closure.parameterNames.count {
                    values[name] = .typed(written(Self.valueType(ofParameter: types[position])))
                } else {
                    // Each name stands for its anonymous parameter: one is the argument
                    // itself, several take a tuple argument apart (`pairs.map { a, b in a }`).
                    values[name] = .chain([ChainStep(name: "$" + String(position))])
                }
            }
            for capture in closure.captures {
                if let initializer = captureInitializer(capture, brace: brace) {
                    let captured = read(initializer, depth: depth + 1)
                    values[capture.name] = capture.specifier == .weak ? .optional(captured) : captured
                } else if capture.specifier == .weak || capture.specifier == .unowned {
                    // `[weak x]`, `[unowned x]`: another value than the outer name's.
                    values[capture.name] = .unknown
                }
            }
        }
        // The keyword of the statement whose condition list the walk is in.
        var condition: Keyword?
        // Names bound in the blocks of the body's statements too (`if c { let a = … }`); a
        // name bound twice there is left unknown.
        var bound: Set<String> = []
        _ = forEachTopLevelToken(in: body, enteringStatementBlocks: true) { index in
            let token = tokens[index]
            if token.kind == .keyword, [.guard, .if, .while, .case, .for].contains(token.keyword) { condition = token.keyword }
            // `func make(_ x: Int) -> Int { x }` declared in the body hides the project's
            // `make` (a call of a name bound here is left unknown).
            if token.kind == .keyword, token.keyword == .func, index + 1 < body.upperBound, tokens[index + 1].kind == .identifier {
                values[tree.text(of: index + 1).trimmingBackticks] = .unknown
                return
            }
            guard token.kind == .keyword, token.keyword == .let || token.keyword == .var, index + 1 < body.upperBound,
                  tokens[index + 1].kind == .identifier else { return }
            let name = tree.text(of: index + 1).trimmingBackticks
            let previous = index > body.lowerBound ? tokens[index - 1] : nil
            if let previous, previous.kind == .comma || [.guard, .if, .while, .case].contains(previous.keyword) {
                // `guard let x = y` (the rest of the body), `if let x = y` (its block): `y`
                // unwrapped, also when it rebinds a name (`guard let b else`). A name a `case`
                // pattern binds is not typed.
                bound.insert(name)
                let isUnwrap = condition == .guard || condition == .if || condition == .while
                values[name] = isUnwrap && previous.keyword != .case
                    ? conditionBinding(named: name, at: index + 1, end: body.upperBound, values: values, depth: depth) : .unknown
                return
            }
            if !bound.insert(name).inserted {
                values[name] = .unknown
                return
            }
            guard let declaration = tree.declaration(namedAt: index + 1), tree.declarations[declaration].kind.isVariable else {
                values[name] = .unknown
                return
            }
            if let type = tree.declarations[declaration].type {
                values[name] = .typed(written(type))
            } else if let initializer = tree.declarations[declaration].initializer {
                values[name] = read(initializer, depth: depth + 1).substituting(values)
            } else {
                values[name] = .unknown
            }
        }
        return values
    }

    /// The value `guard let name = value` (or `if let`, `while let`) binds at token
    /// `nameToken` (the part of the condition list that ends at the next `,`, `else` or `{`
    /// before `end`): `value` unwrapped, or the annotation's type (`guard let n: Int = …`);
    /// `guard let name` alone unwraps the name outside.
    func conditionBinding(named name: String, at nameToken: Int, end: Int, values: [String: ValueExpression], depth: Int) -> ValueExpression {
        var index = nameToken + 1
        if index < end, tokens[index].kind == .colon {
            guard let (type, after) = writtenType(at: index + 1), after <= end else { return .unknown }
            return .typed(type)
        }
        guard index < end, tokens[index].kind == .equal else {
            return .forceUnwrapped(values[name] ?? .chain([ChainStep(name: name)]))
        }
        index += 1
        let start = index
        while index < end {
            let kind = tokens[index].kind
            if kind == .comma || kind == .leftBrace || tokens[index].keyword == .else { break }
            if kind == .leftParen || kind == .leftSquare {
                guard let after = afterGroup(index) else { return .unknown }
                index = after
            } else {
                index += 1
            }
        }
        guard start < index else { return .unknown }
        return .forceUnwrapped(read(start..<index, depth: depth + 1).substituting(values))
    }
}
