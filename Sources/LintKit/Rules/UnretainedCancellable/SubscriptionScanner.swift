/// Finds a Combine subscription call's extent and decides whether its result is kept.
struct SubscriptionScanner {
    let tree: SyntaxTree
    let tokens: [Token]
    /// The file's `weak` and `unowned` stored properties: their names, with the declarations
    /// (types or extensions) they are members of and the word (`weak`, `unowned`).
    let nonRetainingProperties: [String: [(parent: Int, reference: String)]]
    /// The project's index: what the closures its functions, initializers and variables take
    /// return (see ``returnsNothing(_:)``); nil reads this file alone.
    let index: ProjectIndex?
    /// The tokens that start a function or an initializer (`func`, and `init` not after `.`),
    /// in order: the bounds of ``localVariable(named:before:orLet:)``'s search. Listed on
    /// first use (most files never ask, and a large one holds millions of tokens).
    var functionKeywords: [Int] {
        if let listed = functionKeywordTable.positions { return listed }
        let listed = Self.functionKeywords(in: tokens)
        functionKeywordTable.positions = listed
        return listed
    }
    private let functionKeywordTable = FunctionKeywordTable()
    /// Where the file writes each name (read by ``isRead(_:in:ignoringStores:ignoringCounts:countingReleases:skippingRebindings:)``).
    let mentions: NameMentions
    /// The innermost `{` around each token (read by ``enclosingBlockEnd(of:)``).
    let blocks: EnclosingBraces
    /// What each local set of cancellables undergoes in its scope (``LocalBagFacts``).
    let bagFactsTable = LocalBagFactsTable()

    init(tree: SyntaxTree, index: ProjectIndex? = nil) {
        self.tree = tree
        self.tokens = tree.tokens
        self.index = index
        mentions = NameMentions(tree: tree)
        blocks = EnclosingBraces(tree: tree)
        var properties: [String: [(parent: Int, reference: String)]] = [:]
        // `weak var`, `weak let` (SE-0481, Swift 6.2) set once in an initializer, `unowned var`.
        // Read through the array: a copy of each declaration (a retain per part) would cost
        // more than the test in a file of many.
        let declarations = tree.declarations
        for index in declarations.indices where declarations[index].kind.isVariable && !declarations[index].isLocal {
            guard let reference = Self.nonRetainingReference(declarations[index].modifiers),
                  let parent = declarations[index].parent else { continue }
            properties[declarations[index].name, default: []].append((parent, reference))
        }
        nonRetainingProperties = properties
    }

    /// The tokens of `func`, and of `init` not after a `.`, in order (``functionKeywords``), in
    /// one pass over the tokens' buffer: a large file holds millions of tokens.
    static func functionKeywords(in tokens: [Token]) -> [Int] {
        tokens.withUnsafeBufferPointer { tokens in
            var positions: [Int] = []
            var position = 0
            while position < tokens.count {
                let keyword = tokens[position].keyword
                if keyword == .func || keyword == .`init` && (position == 0 || tokens[position - 1].kind != .period) {
                    positions.append(position)
                }
                position += 1
            }
            return positions
        }
    }

    /// A `.sink`/`.assign` call: the name token, the first token of the whole expression
    /// chain, and the token after the call (arguments and trailing closures included).
    struct Call {
        var name: Int
        var chainStart: Int
        var end: Int
    }

    func match(_ index: Int) -> Int? {
        guard index >= 0 && index < tokens.count else { return nil }
        let other = Int(tree.stream.matching[index])
        return other >= 0 ? other : nil
    }

    /// The call at `name` when it has Combine's shape: `sink { }`, `sink(receiveValue:)`,
    /// `sink(receiveCompletion:receiveValue:)`, `assign(to:on:)` (not `assign(to: &$x)`), or
    /// the shape of a project's own overload that returns a cancellable (`sink(onValue:)`,
    /// which `index` knows).
    func combineCall(at name: Int, index: ProjectIndex? = nil) -> Call? {
        var end = name + 1
        let isSink = tokens[name].keyword == .sink
        if tokens[end].kind == .leftParen && !tokens[end].hasLeadingTrivia {
            guard let close = match(end) else { return nil }
            let firstLabel = end + 1 < close ? tree.name(of: end + 1) : ""
            // Combine's own first labels keep Combine's shapes (`assign(to: &$x)` returns
            // nothing, whatever `assign(to:on:)` the project declares as well).
            let isCombineLabel = isSink ? firstLabel == "receiveValue" || firstLabel == "receiveCompletion" : firstLabel == "to"
            if !isCombineLabel, tokens[end + 2].kind == .colon, let index,
               index.declaresCancellableSubscription(named: tree.name(of: name), firstLabel: firstLabel) {
                // The project's own overload: its result is a cancellable all the same.
            } else if isSink {
                guard firstLabel == "receiveValue" || firstLabel == "receiveCompletion", tokens[end + 2].kind == .colon else { return nil }
            } else {
                // Combine's `to:` takes a key path, never an implicit member (`to: .beta`).
                guard firstLabel == "to", end + 3 < close, tokens[end + 3].kind != .period,
                      (end..<close).contains(where: { tree.token($0, is: "on") && tokens[$0 + 1].kind == .colon }) else { return nil }
            }
            end = close + 1
        } else if !(isSink && tokens[end].kind == .leftBrace) {
            return nil
        }
        // Trailing closures: `{ … }` and `label: { … }`.
        while true {
            if tokens[end].kind == .leftBrace && !tokens[end].isAtStartOfLine, let close = match(end) {
                end = close + 1
            } else if tokens[end].kind == .identifier && tokens[end + 1].kind == .colon && tokens[end + 2].kind == .leftBrace, let close = match(end + 2) {
                end = close + 1
            } else {
                break
            }
        }
        return Call(name: name, chainStart: chainStart(before: name - 1), end: end)
    }

    /// The first token of the postfix chain that ends with the `.` at `period`.
    func chainStart(before period: Int) -> Int {
        var position = period  // a `.` of the chain
        var steps = 0
        // A chain longer than this is cut (its start then counts as a statement start): it
        // keeps a file of thousands of chained `.sink`s linear.
        while position > 0 && steps < 256 {
            steps += 1
            // The element before the `.`: `x`, `f(…)`, `a[…]`, `{ … }`, `x?`, `x!`.
            var element = position - 1
            while element >= 0 {
                let kind = tokens[element].kind
                if kind == .postfixQuestionMark || kind == .exclamationMark {
                    element -= 1
                } else if kind == .rightParen || kind == .rightSquare || kind == .rightBrace, let open = match(element), open < element {
                    if tokens[open].isAtStartOfLine || open == 0 || isChainBoundary(open - 1) { return open }
                    element = open - 1
                } else if kind.isOperator, let open = tree.genericArgumentsOpen(closingAt: element) {
                    // `Result<Int, Failure>.Publisher`: the generic arguments of a type.
                    element = open - 1
                } else {
                    break
                }
            }
            guard element >= 0 else { return 0 }
            let kind = tokens[element].kind
            guard kind == .identifier || kind == .dollarIdentifier || kind == .keyword && (isMemberName(element) || tokens[element].keyword == .self
                                                                                          || tokens[element].keyword == .super || tokens[element].keyword == .capitalSelf) else {
                return position
            }
            // Continue through `a.b.c` when the next dot is part of the chain.
            if element > 0 && tokens[element - 1].kind == .period && !tokens[element].isAtStartOfLine {
                position = element - 1
                continue
            }
            if element > 0 && tokens[element - 1].kind == .period && tokens[element].isAtStartOfLine {
                return element
            }
            // A leading-dot line continues the chain of the previous line: `subject\n  .map { }\n  .sink`.
            if tokens[element].isAtStartOfLine || element == 0 { return element }
            return element
        }
        return position
    }

    /// Whether the token at `index` ends something that cannot call a trailing member.
    func isChainBoundary(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark, .exclamationMark, .period: return false
        case .keyword: return !(tokens[index].keyword == .self || tokens[index].keyword == .super || isMemberName(index))
        // `Empty<Int, Never>()`: the `>` of a type's generic arguments goes on with the chain.
        case .binaryOperator, .postfixOperator, .prefixOperator: return tree.genericArgumentsOpen(closingAt: index) == nil
        default: return true
        }
    }

    /// Whether the keyword at `index` is a member's name (`.default` in
    /// `NotificationCenter.default`, `.init`): after a `.`, any word names a member.
    func isMemberName(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].kind == .period
    }

    /// Whether the subscription's result is kept: stored, returned, passed on, chained
    /// (`.store(in:)`), assigned, or implicitly returned as a closure's or body's only statement.
    func isRetained(_ call: Call) -> Bool {
        // Chained: `.store(in: &bag)`, `.cancel()`, and anything else, also through a postfix
        // `#if` whose branches go on with the chain (`#if DEBUG` / `.store(in: &a)` / `#else` …).
        if tokens[call.end].kind == .period || tokens[call.end].kind == .postfixQuestionMark || continuesInPostfixIf(at: call.end)
            || continuesAfterIfConfig(at: call.end) { return true }
        let before = tokenBefore(call)
        guard before >= 0 else { return false }
        let previous = tokens[before]
        // `(subject.sink { … })`: the parentheses' value is the call's.
        if previous.kind == .leftParen, match(before) == call.end, before == 0 || previous.isAtStartOfLine || isChainBoundary(before - 1) {
            return isRetained(Call(name: call.name, chainStart: before, end: call.end + 1))
        }
        switch previous.kind {
        case .equal:
            return isRetainedAssignment(equal: before, call: call)
        case .colon where isCaseLabelColon(before):
            break  // `case .x:` then a statement
        case .leftSquare, .comma:
            // An element of an array literal is kept when the literal is (`let _ = [a.sink {}]`
            // drops both); an argument is passed on.
            if let literal = enclosingArrayLiteral(of: before) ?? enclosingTupleLiteral(of: before) {
                return isArrayLiteralKept(literal, call: call)
            }
            return true
        case .colon where enclosingDictionaryLiteral(ofColon: before) != nil:
            // A value of a dictionary literal is kept when the literal is (`_ = ["a": a.sink {}]`
            // drops it).
            return isArrayLiteralKept(enclosingDictionaryLiteral(ofColon: before)!, call: call)
        case .infixQuestionMark, .colon:
            // A branch of `c ? a.sink {} : b.sink {}` is kept when the conditional is (`_ = c ? …`
            // drops both); anything else after `?` or `:` is an argument or an operand.
            return isKeptTernaryBranch(call, after: before) ?? true
        case .leftParen:
            // The first element of a tuple, kept or dropped with it; else an argument.
            if let tuple = enclosingTupleLiteral(of: before) { return isArrayLiteralKept(tuple, call: call) }
            return true
        case .binaryOperator, .prefixOperator, .arrow:
            return true  // an operand
        case .keyword where previous.keyword == .return:
            // `return s.sink { … }` in a closure: the closure's value, kept or dropped as the
            // value of a one-statement closure is (`_ = items.map { …; return $0.sink { … } }`).
            return isReturnedValueKept(returnAt: before)
        case .keyword where previous.keyword == .throw:
            return true
        default:
            break
        }
        // A statement of its own: kept only as the implicit result of a one-statement body,
        // or as the value of an `if` or `switch` expression that is kept.
        if isSoleStatementOfBody(start: call.chainStart, end: call.end) {
            // The closure of `subjects.map { $0.sink { … } }` hands its subscription to the
            // array `map` makes, which is kept or dropped as a whole.
            if let collecting = collectingCall(aroundBodyClosedAt: call.end) { return isRetained(collecting) }
            return true
        }
        return isValueOfBranchExpression(call)
    }

    /// Whether the value that the `return` at `keyword` returns is kept: a function's result
    /// is; a closure's is unless the closure returns nothing (`_ = Task { …; return x }`, a
    /// `forEach` body) or is the body of a collecting call (`map`) whose result is dropped.
    func isReturnedValueKept(returnAt keyword: Int) -> Bool {
        guard let position = innermostClosure(aroundBodyToken: keyword) else { return true }
        let closure = tree.closures[position]
        // A function declared inside the closure returns from itself.
        if let owner = innermostDeclaration(containing: keyword), tree.declarations[owner].firstToken > closure.leftBrace { return true }
        if returnsNothing(position) { return false }
        if let collecting = collectingCall(aroundBodyClosedAt: closure.rightBrace) { return isRetained(collecting) }
        return true
    }

    /// The innermost closure whose body holds the token at `position`, found through the
    /// closures' parents within ``closureNestingSearched`` steps; nil when there is none.
    func innermostClosure(aroundBodyToken position: Int) -> Int? {
        let closures = tree.closures
        var current: Int? = SyntaxTree.partitionPoint(closures.count) { closures[$0].leftBrace < position } - 1
        var steps = 0
        while let candidate = current, candidate >= 0, steps < Self.closureNestingSearched {
            steps += 1
            if closures[candidate].bodyStart <= position && position < closures[candidate].rightBrace { return candidate }
            current = closures[candidate].parentClosure
        }
        return nil
    }

    /// Whether the token at `index` opens a postfix `#if` (SE-0308): `#if` whose first branch
    /// starts with a `.` member on the next line.
    func continuesInPostfixIf(at index: Int) -> Bool {
        guard tokens[index].kind == .poundKeyword, tree.token(index, is: "#if") else { return false }
        return nextLineStartsWithPeriod(after: index)
    }

    /// Whether the first token of the line after the one of `index` is a `.` (a chain going
    /// on after a `#if` condition or an `#endif`).
    func nextLineStartsWithPeriod(after index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count && !tokens[next].isAtStartOfLine { next += 1 }
        return next < tokens.count && tokens[next].kind == .period
    }

    /// Whether the token at `index` is the `#else`, `#elseif` or `#endif` of a postfix `#if`
    /// branch that the call ends, and the chain goes on after the `#endif` (`#if DEBUG` /
    /// `.sink { … }` / `#else` / `.sink { … }` / `#endif` / `.store(in: &bag)`).
    func continuesAfterIfConfig(at index: Int) -> Bool {
        guard tokens[index].kind == .poundKeyword else { return false }
        var position = index
        var depth = 0
        // The `#endif` of this `#if` (nested ones skipped), within a bounded scan.
        while position < min(tokens.count, index + 4096) {
            if tokens[position].kind == .poundKeyword {
                if tree.token(position, is: "#if") {
                    depth += 1
                } else if tree.token(position, is: "#endif") {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            position += 1
        }
        guard position < tokens.count, tokens[position].kind == .poundKeyword, tree.token(position, is: "#endif") else { return false }
        return nextLineStartsWithPeriod(after: position)
    }

    /// The token before the call's value: before its chain and any `try`, `try!`, `try?` or
    /// `await` (-1 at the start of the file).
    func tokenBefore(_ call: Call) -> Int {
        var before = call.chainStart - 1
        while before >= 0 && (tokens[before].keyword == .try || tokens[before].keyword == .await
                              || tokens[before].kind == .exclamationMark || tokens[before].kind == .postfixQuestionMark && tokens[before - 1].keyword == .try) {
            before -= 1
        }
        return before
    }

    /// Callees whose closure's results make the call's value (an array of them).
    static let collectingCallees: Set<String> = ["map", "compactMap", "flatMap"]

    /// When the `}` at `close` ends a closure passed to `.map`, `.compactMap` or `.flatMap`
    /// (`xs.map { … }`, `xs.map({ … })`): that call, whose value holds the closure's results.
    func collectingCall(aroundBodyClosedAt close: Int) -> Call? {
        guard tokens[close].kind == .rightBrace, let open = match(close), open > 1, tree.closureIndex(leftBrace: open) != nil else { return nil }
        var callee = open - 1
        var end = close + 1
        if tokens[callee].kind == .leftParen {
            // `map({ … })`: the closure is the only argument.
            guard let paren = match(callee), paren == close + 1 else { return nil }
            callee -= 1
            end = paren + 1
        }
        guard callee >= 1, tokens[callee].kind == .identifier, tokens[callee - 1].kind == .period,
              Self.collectingCallees.contains(tree.name(of: callee)) else { return nil }
        return Call(name: callee, chainStart: chainStart(before: callee - 1), end: end)
    }

    /// Whether the `:` at `colon` ends a `case …:` or `default:` label.
    /// The label's `case` starts a line or follows the switch's `{` or a `;` (`switch mode {
    /// case 0: a.sink { … }`), and the colon is the first one after it outside brackets.
    func isCaseLabelColon(_ colon: Int) -> Bool {
        guard colon > 0 else { return false }
        if tokens[colon - 1].keyword == .default { return true }
        var position = colon - 1
        while position >= 0 {
            let token = tokens[position]
            if token.kind == .rightParen || token.kind == .rightSquare, let open = match(position) {
                position = open - 1
                continue
            }
            if token.kind == .colon || token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
            if token.keyword == .case && token.kind == .keyword {
                return token.isAtStartOfLine || position == 0 || tokens[position - 1].kind == .leftBrace
                    || tokens[position - 1].kind == .semicolon
            }
            if token.isAtStartOfLine { return false }
            position -= 1
        }
        return false
    }

    /// A local `var` named like the assignment target `target` (a bare name); with
    /// `orLet`, also a local `let` (one that an assignment targets was declared without a
    /// value: `let token: AnyCancellable` and then `token = p.sink { … }`).
    func localVariable(named target: Int, before position: Int, orLet: Bool = false) -> Declaration? {
        guard tokens[target].kind == .identifier, target == 0 || tokens[target - 1].kind != .period else { return nil }
        // The nearest `var name` before `position` and after the start of the function around
        // it (the last `func` or `init` before it), found among the declarations of that name:
        // however far back (hw61: a walk back of 4,096 tokens missed a bag declared further
        // up a long test).
        let functionKeywords = self.functionKeywords
        let keywordsBefore = SyntaxTree.partitionPoint(functionKeywords.count) { functionKeywords[$0] < position }
        let functionStart = keywordsBefore > 0 ? functionKeywords[keywordsBefore - 1] : -1
        let name = tree.name(of: target)
        let declarations = tree.declarations
        func isTheVariable(_ index: Int) -> Bool {
            let nameToken = declarations[index].nameToken
            let keyword = tokens[nameToken - 1].keyword
            return (keyword == .var || orLet && keyword == .let) && declarations[index].isLocal && declarations[index].name == name
                && tree.declaration(namedAt: nameToken) == index
        }
        // The declarations just before it first (see ``nearbyDeclarations``), then those of the name.
        let before = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].nameToken < position }
        var next = before
        while next > max(0, before - Self.nearbyDeclarations) {
            next -= 1
            guard declarations[next].nameToken - 1 > functionStart else { return nil }
            if isTheVariable(next) { return declarations[next] }
        }
        guard next > 0 else { return nil }
        let candidates = tree.declarations(named: name)
        var candidate = SyntaxTree.partitionPoint(candidates.count) { candidates[$0] < next }
        while candidate > 0 {
            candidate -= 1
            guard declarations[candidates[candidate]].nameToken - 1 > functionStart else { return nil }
            if isTheVariable(candidates[candidate]) { return declarations[candidates[candidate]] }
        }
        return nil
    }

    /// `x = …`, `self.x = …`, `a[k] = …` keep it; `_ = …`, `let _ = …` drop it; a local
    /// `let c = …` keeps it only if `c` is used again before its scope ends.
    func isRetainedAssignment(equal: Int, call: Call) -> Bool {
        let target = equal - 1
        guard target >= 0 else { return true }
        if tokens[target].kind == .wildcard { return false }
        // `let _: AnyCancellable = …` drops it as `let _ = …` does.
        if let colon = annotationColon(before: equal), colon >= 2, tokens[colon - 1].kind == .wildcard,
           tokens[colon - 2].keyword == .let || tokens[colon - 2].keyword == .var {
            return false
        }
        // Assigning to a local `var` keeps it only if the variable is read later, or named at
        // all by the subscription's own closures (`token = p.sink { _ in token?.cancel() }`, or
        // `token = nil` there: the closure holds the variable, which holds the subscription,
        // until it lets go of it).
        if let local = localVariable(named: target, before: target, orLet: true),
           tokens[target - 1].kind != .keyword || tokens[target - 1].keyword != .var && tokens[target - 1].keyword != .let {
            guard let scopeEnd = enclosingBlockEnd(of: local.nameToken), call.name + 1 <= scopeEnd else { return true }
            if isNamed(local.name, in: (call.name + 1)..<min(call.end, scopeEnd)) { return true }
            // Assigned in a closure that is stored (`onAppear = { token = p.sink { … } }`): the
            // closure captures the variable, and what keeps the closure keeps the subscription.
            if isInStoredClosure(target, after: local.nameToken) { return true }
            if isAssigned(local.name, rightAfter: call.end) { return false }
            // A `defer` written before the assignment (`defer { token?.cancel() }`) runs as the
            // scope ends: the variable keeps the subscription until then.
            if isReadInDefer(local.name, from: local.nameToken, to: call.chainStart) { return true }
            return isRead(local.name, in: (call.name + 1)..<scopeEnd, countingReleases: true, skippingRebindings: true)
        }
        // `let name = …` or `let name: T = …`; a property (member or global) keeps it.
        guard let nameToken = declaredName(assignedAt: equal) else { return true }
        guard tree.declaration(namedAt: nameToken).map({ tree.declarations[$0].isLocal }) == true else { return true }
        guard let scopeEnd = enclosingBlockEnd(of: nameToken), call.end <= scopeEnd else { return true }
        let name = tree.name(of: nameToken)
        if isAssigned(name, rightAfter: call.end) { return false }
        return isRead(name, in: call.end..<scopeEnd, countingReleases: true, skippingRebindings: true)
    }

    /// Whether the statement that starts at `end` (after a `;`, if any) assigns the bare name
    /// `name` again (`t = p.sink { … }` and then `t = q.sink { … }`): the value the variable held
    /// is released before anything could be delivered to it.
    func isAssigned(_ name: String, rightAfter end: Int) -> Bool {
        var next = end
        if next < tokens.count && tokens[next].kind == .semicolon { next += 1 }
        guard next > 0, next + 1 < tokens.count, tokens[next].isAtStartOfLine || tokens[next - 1].kind == .semicolon,
              tokens[next].kind == .identifier, tree.token(next, named: name) else { return false }
        return tokens[next + 1].kind == .equal
    }

    /// The `}` closing the innermost block around `index`.
    func enclosingBlockEnd(of index: Int) -> Int? {
        blocks.enclosingBraceOpen(of: index).flatMap(match)
    }

    /// Whether `start..<end` is the only statement of a closure or of a function, getter or
    /// computed property body (an implicit return).
    func isSoleStatementOfBody(start: Int, end: Int) -> Bool {
        guard tokens[end].kind == .rightBrace, let open = match(end), open < start else { return false }
        if let closureIndex = tree.closureIndex(leftBrace: open) {
            // A closure that returns nothing drops the value of its only statement.
            return tree.closures[closureIndex].bodyStart == start && !returnsNothing(closureIndex)
        }
        guard open + 1 == start else { return false }
        if let owner = tree.declarationByBodyStart[open] {
            // Only a body that returns something returns its single expression.
            let declaration = tree.declarations[owner]
            // (`func bind() -> Void { s.sink { … } }` returns nothing, and drops the value.)
            switch declaration.kind {
            case .function: return declaration.type.map { !ProjectIndex.isVoid($0) } ?? false
            case .variable, .constant, .subscript: return declaration.isComputed && !(declaration.type.map(ProjectIndex.isVoid) ?? false)
            default: return false
            }
        }
        // `get { … }` in an accessor block.
        return open > 0 && tokens[open - 1].keyword == .get
    }

    /// Calls whose closure argument returns nothing (`Void`): SwiftUI's event modifiers and
    /// `Button`'s action, Dispatch, `OperationQueue.addOperation`, `forEach`, timers and
    /// animations, observers; and `sync`, `Task`, `detached`, and `immediate` and
    /// `immediateDetached` (SE-0472, Swift 6.2), whose closure's result is the call's (or the
    /// task's `value`): it dies with them unless the call's result is used (see
    /// ``valueReturningCallees``).
    static let voidClosureCallees: Set<String> = [
        "onAppear", "onDisappear", "onReceive", "onChange", "onSubmit", "onTapGesture", "task",
        "async", "asyncAfter", "sync", "forEach", "Task", "detached", "immediate", "immediateDetached", "animate", "scheduledTimer",
        "addObserver", "sink", "handleEvents", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "withUnsafeThrowingContinuation", "Button", "addOperation",
        "withLock", "withExtendedLifetime",
    ]

    /// The calls in ``voidClosureCallees`` that return their closure's result (a lock's
    /// `withLock { … }` and `withExtendedLifetime(_:_:)` too).
    static let valueReturningCallees: Set<String> = ["sync", "Task", "detached", "immediate", "immediateDetached",
                                                      "withLock", "withExtendedLifetime"]

    /// Whether the closure `closureIndex` returns nothing: its signature says `-> Void` or
    /// `-> ()`, or it is passed to a call in ``voidClosureCallees`` or to `MainActor.run`
    /// (`.onAppear { model.$name.sink { … } }`) whose result, if it has one, is not used
    /// (`cancellable = queue.sync { p.sink { … } }` keeps it, and so does passing the call as
    /// an argument, `tokens.insert(queue.sync { … })`).
    func returnsNothing(_ closureIndex: Int) -> Bool {
        let closure = tree.closures[closureIndex]
        if let result = closure.resultType { return ProjectIndex.isVoid(result) }
        // `let setup: () -> Void = { … }` (or a parameter's default value): the annotation
        // says the closure returns nothing.
        if closure.leftBrace > 0 && tokens[closure.leftBrace - 1].kind == .equal {
            if isVoidFunctionType(endingAt: closure.leftBrace - 2) { return true }
            // `onStop = { … }`, `work = { … }`: a variable declared elsewhere as `() -> Void`.
            return closure.leftBrace >= 2 && isVoidClosureVariable(closure.leftBrace - 2)
        }
        guard let calleeToken = tree.calleeToken(ofClosureAt: closure.leftBrace) else { return false }
        let callee = tree.name(of: calleeToken)
        // `MainActor.run { … }` returns its closure's value, as `sync` does.
        let isMainActorRun = tree.isMainActorRun(callee: calleeToken)
        // `group.addTask { … }` in a group whose child tasks return `Void`.
        if isChildTaskReturningNothing(closure, callee: calleeToken) { return true }
        guard isMainActorRun || Self.voidClosureCallees.contains(callee) else {
            // A function or initializer of the project whose closures all return `Void`
            // (`Runner.run { … }` of `static func run(_ f: @escaping () -> Void)`).
            return index?.takesOnlyVoidClosures(callee) ?? false
        }
        guard isMainActorRun || Self.valueReturningCallees.contains(callee) else { return true }
        // `x = queue.sync { … }`, `return queue.sync { … }`, `await Task { … }.value`, or the
        // call as a body's only statement: the closure's value is kept (not by `_ = …`).
        let end = closure.rightBrace + 1
        if end < tokens.count && tokens[end].kind == .period { return false }
        var start = calleeToken > 0 && tokens[calleeToken - 1].kind == .period ? chainStart(before: calleeToken - 1) : calleeToken
        while start > 0 && (tokens[start - 1].keyword == .await || tokens[start - 1].keyword == .try) { start -= 1 }
        if start > 0 && tokens[start - 1].kind == .equal {
            // `_ = Task { … }` discards the task, and its value with it.
            return start >= 2 && tokens[start - 2].kind == .wildcard && tokens[start - 2].isAtStartOfLine
        }
        if start > 0 && tokens[start - 1].keyword == .return { return false }
        // `tokens.insert(queue.sync { … })`, `[queue.sync { … }]`, `f(token: queue.sync { … })`:
        // the value is passed on, which keeps it.
        if start > 0 && [.leftParen, .leftSquare, .comma, .colon].contains(tokens[start - 1].kind) { return false }
        return !isSoleStatementOfBody(start: start, end: end)
    }

    /// Whether the name at token `name` (assigned a closure) is a variable whose annotation is
    /// a function type that returns nothing: a local or member of this file
    /// (`let work: () -> Void`), or one the project declares under that name alone.
    func isVoidClosureVariable(_ name: Int) -> Bool {
        guard tokens[name].kind == .identifier else { return false }
        let text = tree.name(of: name)
        var sawVoid = false
        for position in tree.declarations(named: text) where tree.declarations[position].kind.isVariable {
            guard let type = tree.declarations[position].type, let returnsVoid = ProjectIndex.functionTypeReturnsVoid(type) else { continue }
            if !returnsVoid { return false }
            sawVoid = true
        }
        return sawVoid || (index?.takesOnlyVoidClosures(text) ?? false)
    }


    /// Whether the type annotation ending at token `last` is a function type that returns
    /// nothing: `… -> Void`, `… -> ()`, also in parentheses and Optional (`(() -> Void)?`).
    func isVoidFunctionType(endingAt last: Int) -> Bool {
        var end = last
        if end > 0 && (tokens[end].kind == .postfixQuestionMark || tokens[end].kind == .exclamationMark) { end -= 1 }
        if end > 0 && tokens[end].kind == .rightParen, let open = match(end), open + 1 < end, tokens[end - 1].kind != .leftParen {
            // `(() -> Void)`: the parenthesized type.
            end -= 1
        }
        if end >= 1 && tokens[end].kind == .identifier && tree.token(end, is: "Void") { return tokens[end - 1].kind == .arrow }
        if end >= 2 && tokens[end].kind == .rightParen && tokens[end - 1].kind == .leftParen { return tokens[end - 2].kind == .arrow }
        return false
    }
}

/// Where a ``SubscriptionScanner`` keeps its ``SubscriptionScanner/functionKeywords`` once
/// listed.
final class FunctionKeywordTable {
    var positions: [Int]?
}
