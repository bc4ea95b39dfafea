/// Publishers that finish while `sink` subscribes: `Just(1).map { $0 * 2 }.sink { … }` has
/// delivered its value and its completion before `sink` returns, so dropping the
/// `AnyCancellable` cancels nothing.
extension SubscriptionScanner {
    /// Publishers that emit everything and complete on subscription, by the name that starts
    /// the chain: `Just(…)`, `Empty(…)`, `Fail(…)`, `Record(…)` (which replays what it
    /// recorded), and the same with generic arguments.
    static let synchronousRoots: Set<String> = ["Just", "Empty", "Fail", "Record"]

    /// Operators that emit on the thread that delivers their input, without a scheduler,
    /// a timer or another publisher: a chain of them over a synchronous root stays
    /// synchronous. `receive(on:)`, `delay`, `debounce`, `flatMap`, `merge` and the like are
    /// not among them.
    static let synchronousOperators: Set<String> = [
        "map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "removeDuplicates",
        "tryRemoveDuplicates", "scan", "tryScan", "reduce", "tryReduce", "collect", "first", "tryFirst",
        "last", "tryLast", "dropFirst", "drop", "tryDrop", "prefix", "tryPrefix", "output", "count",
        "min", "tryMin", "max", "tryMax", "contains", "tryContains", "allSatisfy", "tryAllSatisfy",
        "replaceNil", "replaceEmpty", "replaceError", "mapError", "setFailureType", "ignoreOutput",
        "eraseToAnyPublisher", "handleEvents", "print", "assertNoFailure", "breakpoint",
        "breakpointOnError", "encode", "decode", "retry",
    ]

    /// Whether the chain of `call` starts at a synchronous publisher (``synchronousRoots``,
    /// `Result.Publisher(…)`, `Optional.Publisher(…)`, `Publishers.Sequence(…)`, or `.publisher`
    /// of an array literal or a parenthesized range) and applies only
    /// ``synchronousOperators`` before the subscription.
    func isSynchronousChain(_ call: Call, index: ProjectIndex? = nil) -> Bool {
        let period = call.name - 1  // the `.` before `sink` / `assign`
        guard let afterRoot = synchronousRootEnd(from: call.chainStart, before: period, index: index) else { return false }
        return appliesOnlySynchronousOperators(from: afterRoot, before: period)
    }

    /// Whether the chain of `call` starts at a local or property declared in this file with a
    /// synchronous publisher's type, or constructed as one, also through a typealias (`let
    /// record = Record<Int, Never>(output: [1], completion: .finished)`, `let sequence =
    /// Publishers.Sequence<[Int], Never>(sequence: [1])`, `typealias Sut = Record<…>`), and
    /// applies only ``synchronousOperators`` before the subscription.
    func isSynchronousReceiverChain(_ call: Call, index: ProjectIndex, reader: inout ValueExpressionReader?) -> Bool {
        let start = call.chainStart
        guard tokens[start].kind == .identifier, start + 1 < call.name, tokens[start + 1].kind == .period,
              let name = declaredTypeName(of: start, isMember: false, index: index, reader: &reader, depth: 0) else { return false }
        // The name (`Record`, `Combine.Record`, `Publishers.Sequence`), or what the project's
        // typealiases make of it (`typealias Sut = Record<Int, Failure>`).
        let isSynchronous = { (name: String) in
            let simple = ProjectIndex.lastComponent(ofPath: name)
            return Self.synchronousRoots.contains(simple) || simple == "Sequence"
        }
        guard isSynchronous(name) || aliasTargets(of: name, at: start, index: index).contains(where: isSynchronous) else { return false }
        return appliesOnlySynchronousOperators(from: start + 1, before: call.name - 1)
    }

    /// Whether the chain from `start` to the `.` at `period` applies only
    /// ``synchronousOperators`` (`.map { … }.filter(…)`), or nothing.
    private func appliesOnlySynchronousOperators(from start: Int, before period: Int) -> Bool {
        var cursor = start
        while cursor < period {
            guard tokens[cursor].kind == .period, cursor + 1 < period else { return false }
            let name = cursor + 1
            guard tokens[name].kind == .identifier || tokens[name].kind == .keyword,
                  Self.synchronousOperators.contains(tree.name(of: name)) else { return false }
            cursor = name + 1
            // Arguments, then trailing closures.
            if tokens[cursor].kind == .leftParen, !tokens[cursor].hasLeadingTrivia, let close = match(cursor) {
                cursor = close + 1
            }
            while tokens[cursor].kind == .leftBrace && !tokens[cursor].isAtStartOfLine, let close = match(cursor) {
                cursor = close + 1
            }
        }
        return cursor == period
    }

    /// The token after a synchronous publisher that starts a chain at `start`, or nil when the
    /// chain starts with something else.
    private func synchronousRootEnd(from start: Int, before limit: Int, index: ProjectIndex?) -> Int? {
        // `[1, 2, 3].publisher`, `(1...3).publisher`
        if tokens[start].kind == .leftSquare || tokens[start].kind == .leftParen, let close = match(start),
           close + 2 <= limit, tokens[close + 1].kind == .period, tree.token(close + 2, is: "publisher") {
            return close + 3
        }
        guard tokens[start].kind == .identifier else { return nil }
        var start = start
        // `Combine.Just(1)`: the module's name before the publisher's.
        if tree.token(start, is: "Combine") || tree.token(start, is: "OpenCombine"), start + 2 < limit,
           tokens[start + 1].kind == .period, tokens[start + 2].kind == .identifier {
            start += 2
        }
        var cursor = start + 1
        let name = tree.name(of: start)
        if name == "Result" || name == "Optional" || name == "Publishers" {
            // `Result<Int, Never>.Publisher(…)`, `Optional.Publisher(…)`, `Publishers.Sequence(…)`
            cursor = skipGenericArguments(from: cursor, before: limit)
            guard cursor + 1 < limit, tokens[cursor].kind == .period else { return nil }
            let member = cursor + 1
            let expected: StaticString = name == "Publishers" ? "Sequence" : "Publisher"
            guard tree.token(member, is: expected) else { return nil }
            cursor = member + 1
        } else if !Self.synchronousRoots.contains(name) {
            // A typealias of the project for one (`typealias Sut<T> = Result<T, E>.Publisher`),
            // also one declared in a type and named through it (`Fixtures.Replay(…)`).
            guard let index else { return nil }
            var dotted = name
            var found = isSynchronousPublisherAlias(name, at: start, index: index)
            while !found, cursor + 1 < limit, tokens[cursor].kind == .period, tokens[cursor + 1].kind == .identifier,
                  Self.startsUppercase(tree.name(of: cursor + 1)) {
                dotted += "." + tree.name(of: cursor + 1)
                cursor += 2
                found = isSynchronousPublisherAlias(dotted, at: start, index: index)
            }
            guard found else { return nil }
        }
        cursor = skipGenericArguments(from: cursor, before: limit)
        // `Just.init(1)`
        if cursor + 1 < limit, tokens[cursor].kind == .period, tree.token(cursor + 1, is: "init") { cursor += 2 }
        // The construction's arguments, its trailing closures (`Record<Int, Never> { recording in … }`),
        // or both.
        var isConstructed = false
        if cursor < limit, tokens[cursor].kind == .leftParen, let close = match(cursor), close < limit {
            cursor = close + 1
            isConstructed = true
        }
        while cursor < limit, tokens[cursor].kind == .leftBrace, !tokens[cursor].isAtStartOfLine, let close = match(cursor), close < limit {
            cursor = close + 1
            isConstructed = true
        }
        return isConstructed ? cursor : nil
    }

    /// Whether `name` starts with an uppercase ASCII letter, as a type's name does.
    static func startsUppercase(_ name: String) -> Bool {
        name.utf8.first.map { (65...90).contains($0) } == true
    }

    /// Whether `name`, written at `token`, is a typealias of the project for a synchronous
    /// publisher (see ``aliasTargets(of:at:index:)``): one of ``synchronousRoots``,
    /// `Result.Publisher`, `Optional.Publisher` (also with a namespace between, as
    /// OpenCombine's `Result.OCombine.Publisher`) or `Publishers.Sequence`.
    func isSynchronousPublisherAlias(_ name: String, at token: Int, index: ProjectIndex) -> Bool {
        aliasTargets(of: name, at: token, index: index).contains { target in
            Self.synchronousRoots.contains(target) || target == "Sequence"
                || ((target.hasPrefix("Result.") || target.hasPrefix("Optional.")) && target.hasSuffix(".Publisher"))
        }
    }

    /// What the project's typealiases make of `name`, written at `token`, step by step (at
    /// most four), as seen from the type around it; a `Publishers.` qualifier is dropped
    /// (`Sequence` for `Publishers.Sequence`).
    func aliasTargets(of name: String, at token: Int, index: ProjectIndex) -> [String] {
        let scope = Scope.innermostType(in: tree, from: innermostDeclaration(containing: token)).map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        var targets: [String] = []
        var current = name
        while targets.count < 4, let target = index.typealiasTarget(named: current, scope: scope), let dotted = ProjectIndex.dottedName(target) {
            current = dotted.hasPrefix("Publishers.") ? String(dotted.dropFirst("Publishers.".count)) : dotted
            targets.append(current)
        }
        return targets
    }

    /// The token after `<…>` generic arguments at `index` (`Empty<Int, Never>`), or `index`
    /// when none start there.
    private func skipGenericArguments(from index: Int, before limit: Int) -> Int {
        guard index < limit, tokens[index].kind.isOperator, tree.name(of: index).hasPrefix("<") else { return index }
        var depth = 0
        var cursor = index
        while cursor < limit && cursor < index + 32 {
            let token = tokens[cursor]
            if token.kind.isOperator {
                for byte in tree.name(of: cursor).utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return cursor + 1 }
            } else if token.kind != .identifier && token.kind != .comma && token.kind != .period
                        && token.kind != .leftSquare && token.kind != .rightSquare && token.kind != .colon
                        && token.kind != .postfixQuestionMark && token.kind != .keyword {
                return index
            }
            cursor += 1
        }
        return index
    }
}
