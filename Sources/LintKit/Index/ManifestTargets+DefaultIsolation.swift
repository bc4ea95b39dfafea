/// Which targets of a manifest make the main actor their default isolation (SE-0466, Swift
/// 6.2): `swiftSettings: [.defaultIsolation(MainActor.self)]`, or the compiler's flag passed
/// through `.unsafeFlags(["-default-isolation", "MainActor"])`. In such a module every
/// declaration without isolation of its own is `@MainActor`, so its globals and most statics
/// are not shared mutable state (see ``StaticVarConcurrencyRule``).
///
/// The setting is found where manifests usually write it: among a target's own arguments; in
/// a variable that targets name (`let settings: [SwiftSetting] = [...]`, then
/// `swiftSettings: settings`; also a `static let` of an extension named as `.mainActor`, a
/// variable the setting is appended to, and other variables built from one); or in a loop
/// over the package's targets (`for target in package.targets { ... }`), which marks them all
/// (but test targets when the loop's header names `.test`). A setting anywhere else (inside a
/// function that makes targets, or a loop with any other filter) marks none: which targets it
/// reaches is not known.
extension ManifestTargets {
    /// Sets ``DeclaredTarget/isMainActorByDefault`` on the targets of `targets` (whose tokens
    /// are `ranges`, from `(` to `)`) that a MainActor default-isolation setting reaches.
    /// `inactive`: the token ranges of `#if` branches the host does not compile.
    static func applyDefaultIsolation(to targets: inout [DeclaredTarget], ranges: [ClosedRange<Int>],
                                      tokens: [Token], bytes: [UInt8], inactive: [Range<Int>]) {
        let isInactive = inactiveMask(inactive, count: tokens.count)
        let settings = mainActorSettings(tokens: tokens, bytes: bytes, isInactive: isInactive)
        guard !settings.isEmpty else { return }
        let brackets = Brackets(tokens)
        // The target ranges in source order, for a binary search by position.
        let byStart = ranges.indices.sorted { ranges[$0].lowerBound < ranges[$1].lowerBound }
        func target(holding position: Int) -> Int? {
            var low = 0, high = byStart.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[byStart[middle]].lowerBound <= position { low = middle + 1 } else { high = middle }
            }
            return low > 0 && ranges[byStart[low - 1]].contains(position) ? byStart[low - 1] : nil
        }
        var variables: Set<String> = []
        var loops = TargetLoops()
        // Settings in one `(…)` or `[…]` share every answer below (the target around them, the
        // variable or loop whose statement holds them): each list is worked out once.
        var listsDone: Set<Int32> = []
        var loopsByStatement: [Int: TargetLoop?] = [:]
        var walks = VariableWalks()
        for position in settings {
            let list = brackets.parents[position]
            if list >= 0, tokens[Int(list)].kind != .leftBrace, !listsDone.insert(list).inserted { continue }
            if let target = target(holding: position) {
                targets[target].isMainActorByDefault = true
            } else if isInTargetCall(position, tokens: tokens, bytes: bytes, brackets: brackets) {
                continue
            } else if let name = variable(holding: position, tokens: tokens, bytes: bytes, brackets: brackets, walks: &walks) {
                variables.insert(name)
            } else {
                let start = brackets.statementStarts[position]
                let loop: TargetLoop?
                if let known = loopsByStatement[start] {
                    loop = known
                } else {
                    loop = targetLoop(startingAt: start, tokens: tokens, bytes: bytes, brackets: brackets)
                    loopsByStatement[start] = loop
                }
                if let loop, loop.bodyStart <= position, position < loop.firstCondition {
                    loops.add(loop)
                }
            }
        }
        if !loops.isEmpty {
            for index in targets.indices where loops.reach(targets[index]) { targets[index].isMainActorByDefault = true }
        }
        guard !variables.isEmpty else { return }
        addVariables(builtFrom: &variables, tokens: tokens, bytes: bytes, brackets: brackets, isInactive: isInactive)
        for (index, range) in ranges.enumerated() where !targets[index].isMainActorByDefault {
            targets[index].isMainActorByDefault = range.contains { position in
                tokens[position].kind == .identifier && !isInactive[position] && !isLabel(position, tokens: tokens)
                    && variables.contains(text(of: tokens[position], in: bytes))
            }
        }
    }

    /// Whether each of `count` tokens lies in one of the `inactive` ranges (which may nest or
    /// overlap: merged first, so that each token is set once).
    static func inactiveMask(_ inactive: [Range<Int>], count: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: count)
        for range in InactiveBranches.merged(inactive) where range.lowerBound < count {
            for position in max(range.lowerBound, 0)..<min(range.upperBound, count) { mask[position] = true }
        }
        return mask
    }

    /// The tokens that set the main actor as the default isolation, outside inactive `#if`
    /// branches: `defaultIsolation` in `.defaultIsolation(MainActor.self)` (also with a
    /// condition after it), and the string `"-default-isolation"` followed by `"MainActor"`
    /// (with `"-Xfrontend"` between them or not), or `"-default-isolation=MainActor"`.
    static func mainActorSettings(tokens: [Token], bytes: [UInt8], isInactive: [Bool]) -> [Int] {
        var found: [Int] = []
        func string(_ index: Int) -> String? { index < tokens.count ? stringValue(of: tokens[index], in: bytes) : nil }
        for index in tokens.indices where !isInactive[index] {
            let token = tokens[index]
            if token.kind == .identifier, index >= 1, index + 5 < tokens.count, tokens[index - 1].kind == .period,
               text(of: token, in: bytes) == "defaultIsolation", tokens[index + 1].kind == .leftParen,
               text(of: tokens[index + 2], in: bytes) == "MainActor", tokens[index + 3].kind == .period,
               tokens[index + 4].keyword == .self, tokens[index + 5].kind == .rightParen || tokens[index + 5].kind == .comma {
                found.append(index)
            } else if token.kind == .stringLiteral, let flag = string(index) {
                if flag == "-default-isolation=MainActor" {
                    found.append(index)
                } else if flag == "-default-isolation", index + 2 < tokens.count, tokens[index + 1].kind == .comma {
                    var value = index + 2
                    if string(value) == "-Xfrontend", value + 2 < tokens.count, tokens[value + 1].kind == .comma { value += 2 }
                    if string(value) == "MainActor" { found.append(index) }
                }
            }
        }
        return found
    }

    /// The bracket structure of a manifest's tokens, worked out in one pass, so that the walks
    /// below go from bracket to bracket instead of token by token.
    struct Brackets {
        /// How many brackets are open before each token; a closing bracket has its opening
        /// one's depth (the brackets around it, not itself).
        var depths: [Int32]
        /// The innermost opening bracket around each token (-1: none); a closing bracket's is
        /// the one around its pair.
        var parents: [Int32]
        /// The opening bracket of each closing one (-1 for any other token).
        var openers: [Int32]
        /// The first token of the statement at depth 0 that holds each token (see
        /// ``ManifestTargets/startsStatement(_:tokens:)``).
        var statementStarts: [Int]

        init(_ tokens: [Token]) {
            depths = [Int32](repeating: 0, count: tokens.count)
            parents = [Int32](repeating: -1, count: tokens.count)
            openers = [Int32](repeating: -1, count: tokens.count)
            statementStarts = [Int](repeating: 0, count: tokens.count)
            var open: [Int32] = []
            var statement = 0
            for index in tokens.indices {
                if open.isEmpty && ManifestTargets.startsStatement(index, tokens: tokens) { statement = index }
                statementStarts[index] = statement
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace:
                    depths[index] = Int32(open.count)
                    parents[index] = open.last ?? -1
                    open.append(Int32(index))
                case .rightParen, .rightSquare, .rightBrace:
                    if let opener = open.popLast() { openers[index] = opener }
                    depths[index] = Int32(open.count)
                    parents[index] = open.last ?? -1
                default:
                    depths[index] = Int32(open.count)
                    parents[index] = open.last ?? -1
                }
            }
        }
    }

    /// Whether token `position` lies in the arguments of a target factory call that was not
    /// kept (one inside a function that makes targets from a name it is given).
    static func isInTargetCall(_ position: Int, tokens: [Token], bytes: [UInt8], brackets: Brackets) -> Bool {
        var open = Int(brackets.parents[position])
        while open >= 2 {
            if tokens[open].kind == .leftParen, tokens[open - 1].kind == .identifier, tokens[open - 2].kind == .period,
               targetKinds.contains(text(of: tokens[open - 1], in: bytes)) {
                return true
            }
            open = Int(brackets.parents[open])
        }
        return false
    }

    /// What the walk back from a setting finds (see ``variable(holding:tokens:bytes:brackets:walks:)``).
    enum VariableWalk {
        /// The `let` or `var` at this token.
        case declaration(Int)
        /// A variable the statement appends to.
        case appended(String)
        /// Neither.
        case none
    }

    /// What ``variable(holding:tokens:bytes:brackets:walks:)`` keeps between the settings of
    /// one manifest: where the walk from an opening bracket with a given limit of depth ends
    /// (settings in sibling lists walk through the same brackets), and where each declaration's
    /// statement ends.
    struct VariableWalks {
        var fromBracket: [Int: VariableWalk] = [:]
        var statementEnds: [Int: Int] = [:]
    }

    /// The name of the variable whose initializer holds token `position`: the nearest `let` or
    /// `var` before it (at its depth or outside it) with no other statement of that depth
    /// between them, or a variable the statement holding it appends to (`settings.append(…)`,
    /// `settings += […]`); nil when there is none.
    static func variable(holding position: Int, tokens: [Token], bytes: [UInt8], brackets: Brackets,
                         walks: inout VariableWalks) -> String? {
        switch walkBack(from: position, tokens: tokens, bytes: bytes, brackets: brackets, walks: &walks) {
        case .none:
            return nil
        case let .appended(name):
            return name
        case let .declaration(declaration):
            guard declaration + 1 < position, tokens[declaration + 1].kind == .identifier else { return nil }
            // `let x = 1` then, on a line of its own, `.defaultIsolation(…)` of no variable: the
            // first statement of the declaration's depth after it (found once for each
            // declaration) comes before the setting.
            let depths = brackets.depths
            let end: Int
            if let known = walks.statementEnds[declaration] {
                end = known
            } else {
                var next = declaration + 2
                while next < tokens.count && !(depths[next] == depths[declaration] && startsStatement(next, tokens: tokens)) {
                    if depths[next] < depths[declaration] { next = tokens.count; break }
                    next += 1
                }
                end = next
                walks.statementEnds[declaration] = end
            }
            return end < position ? nil : text(of: tokens[declaration + 1], in: bytes)
        }
    }

    /// The walk back from token `position` for ``variable(holding:tokens:bytes:brackets:walks:)``:
    /// tokens of its depth or outside it, a bracketed group passed over whole, statements inside
    /// brackets passed over to the brackets around them. Its state is the token and the depth
    /// limit: at an opening bracket, the rest of the walk is looked up, or kept for the next.
    private static func walkBack(from position: Int, tokens: [Token], bytes: [UInt8], brackets: Brackets,
                                 walks: inout VariableWalks) -> VariableWalk {
        let depths = brackets.depths
        var index = position
        var ceiling = depths[position]
        var passed: [Int] = []
        var result = VariableWalk.none
        walk: while index > 0 {
            index -= 1
            guard depths[index] <= ceiling else { continue }
            if brackets.openers[index] >= 0 && brackets.openers[index] < index {
                index = Int(brackets.openers[index]) + 1
                continue
            }
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace:
                let key = index << 32 | Int(ceiling)
                if let known = walks.fromBracket[key] {
                    result = known
                    break walk
                }
                passed.append(key)
            default:
                break
            }
            if token.keyword == .let || token.keyword == .var {
                result = .declaration(index)
                break
            }
            if startsStatement(index, tokens: tokens) {
                // `settings.append(…)`, `settings += […]`.
                if token.kind == .identifier, index + 2 < tokens.count {
                    let next = tokens[index + 1]
                    if next.kind == .period && ["append", "insert"].contains(text(of: tokens[index + 2], in: bytes))
                        || next.kind == .binaryOperator && text(of: next, in: bytes) == "+=" {
                        result = .appended(text(of: token, in: bytes))
                        break
                    }
                }
                guard depths[index] > 0 else { break }
                ceiling = depths[index] - 1
                // Everything between the statement and its opening bracket is deeper: go there.
                if brackets.parents[index] >= 0 { index = Int(brackets.parents[index]) + 1 }
            }
        }
        for key in passed { walks.fromBracket[key] = result }
        return result
    }

    /// A loop over the package's targets (`for target in package.targets { … }`,
    /// `package.targets.forEach { … }`) and the filter of its header this reader can run.
    struct TargetLoop {
        /// `where target.type != .test`: the test targets are left out.
        var skipsTests = false
        /// `where ["App", "Kit"].contains(target.name)` or `where target.name == "App"`: only
        /// these targets.
        var names: Set<String>?
        /// The loop body's `{` (the statement's first token when it has no body of its own,
        /// `forEach(addSettings)`): a setting after it is in the body.
        var bodyStart = 0
        /// The body's first `if`, `guard` or `switch` (past the statement when there is none):
        /// a setting after it may not run for every target, and marks none.
        var firstCondition = Int.max
    }

    /// The targets that the loops holding a setting reach, gathered so that each target is
    /// looked at once however many loops there are.
    struct TargetLoops {
        /// A loop without a filter: every target.
        private var all = false
        /// A loop that leaves out the test targets.
        private var allButTests = false
        /// The targets loops with a name filter name.
        private var names: Set<String> = []
        /// Whether no loop was added.
        private(set) var isEmpty = true

        /// Adds the targets `loop` reaches.
        mutating func add(_ loop: TargetLoop) {
            isEmpty = false
            if let named = loop.names {
                // (A header filters by name or leaves out tests, not both: see `targetLoop`.)
                names.formUnion(named)
            } else if loop.skipsTests {
                allButTests = true
            } else {
                all = true
            }
        }

        /// Whether one of the loops added runs for `target`.
        func reach(_ target: DeclaredTarget) -> Bool {
            all || (allButTests && target.kind != "testTarget") || names.contains(target.name)
        }
    }

    /// The loop over the package's targets that is the statement starting at token `start`
    /// (at depth 0); nil when that statement is no such loop, or one with a filter this reader
    /// cannot run (any other `where`, a `filter`).
    static func targetLoop(startingAt start: Int, tokens: [Token], bytes: [UInt8], brackets: Brackets) -> TargetLoop? {
        // The header: up to the statement's first `{` (a body), else the whole statement
        // (`package.targets.forEach(addSettings([…]))`).
        var header = start
        while header < tokens.count && brackets.statementStarts[header] == start && tokens[header].kind != .leftBrace { header += 1 }
        let hasBody = header < tokens.count && brackets.statementStarts[header] == start
        let words = (start..<header).filter { tokens[$0].kind == .identifier || tokens[$0].kind == .keyword }.map { text(of: tokens[$0], in: bytes) }
        guard words.contains("targets"), words.first == "for" || words.contains("forEach"), !words.contains("filter") else { return nil }
        var loop = TargetLoop()
        loop.bodyStart = hasBody ? header : start
        var position = header + 1
        while hasBody && position < tokens.count && brackets.statementStarts[position] == start {
            if [.if, .guard, .switch].contains(tokens[position].keyword) {
                loop.firstCondition = position
                break
            }
            position += 1
        }
        guard let filter = words.firstIndex(of: "where") else { return loop }
        let literals = (start..<header).compactMap { stringValue(of: tokens[$0], in: bytes) }
        let negates = (start..<header).contains { tokens[$0].kind == .prefixOperator || text(of: tokens[$0], in: bytes) == "!=" }
        if words[filter...].contains("test") && negates && literals.isEmpty {
            loop.skipsTests = true
        } else if words[filter...].contains("name") && !literals.isEmpty && !negates {
            loop.names = Set(literals)
        } else {
            return nil
        }
        return loop
    }

    /// Whether token `index` (at depth 0) begins a statement: the file's first token, or one on
    /// a new line that does not continue the line before (`+ [...]`, `.map`, a closing
    /// bracket) and does not follow an operator, `=`, `,` or `:`.
    static func startsStatement(_ index: Int, tokens: [Token]) -> Bool {
        guard index > 0 else { return true }
        if tokens[index - 1].kind == .semicolon { return true }
        guard tokens[index].isAtStartOfLine else { return false }
        switch tokens[index].kind {
        case .period, .binaryOperator, .equal, .arrow, .infixQuestionMark, .colon, .rightParen, .rightSquare, .rightBrace: return false
        default: break
        }
        switch tokens[index - 1].kind {
        case .binaryOperator, .prefixOperator, .equal, .comma, .colon, .arrow, .period, .infixQuestionMark: return false
        default: return true
        }
    }

    /// Whether the word at `index` is an argument's label (`swiftSettings:` after `(` or `,`),
    /// not a value (`strict ? settings : []`).
    static func isLabel(_ index: Int, tokens: [Token]) -> Bool {
        guard index > 0, index + 1 < tokens.count, tokens[index + 1].kind == .colon else { return false }
        return tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma
    }

    /// Adds to `variables` the variables whose initializers name one of them (`let strict =
    /// common + [...]` with `common` in the set), until none is added; declarations and names
    /// in inactive `#if` branches do not count.
    static func addVariables(builtFrom variables: inout Set<String>, tokens: [Token], bytes: [UInt8], brackets: Brackets,
                             isInactive: [Bool]) {
        let depths = brackets.depths
        // Each `let`/`var`: its name and its tokens, up to the next statement of its depth.
        var declared: [(name: String, tokens: Range<Int>)] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].keyword == .let || tokens[index].keyword == .var, tokens[index + 1].kind == .identifier,
                  !isInactive[index] else { continue }
            var end = index + 2
            while end < tokens.count && depths[end] >= depths[index] && !(depths[end] == depths[index] && startsStatement(end, tokens: tokens)) {
                end += 1
            }
            declared.append((text(of: tokens[index + 1], in: bytes), index + 2..<end))
        }
        // Each name a declaration's tokens mention is an edge from that name to the
        // declaration's. A token is given to the innermost declaration holding it only; a
        // declaration nested in another (in a closure of its initializer) has its own name in
        // the outer one's tokens, so what reaches the inner one reaches the outer one too.
        var builtFrom: [String: [String]] = [:]
        var open: [Int] = []
        var next = 0
        for position in tokens.indices {
            while let innermost = open.last, declared[innermost].tokens.upperBound <= position { open.removeLast() }
            while next < declared.count && declared[next].tokens.lowerBound <= position {
                if declared[next].tokens.upperBound > position { open.append(next) }
                next += 1
            }
            guard let innermost = open.last, tokens[position].kind == .identifier, !isInactive[position] else { continue }
            let source = text(of: tokens[position], in: bytes)
            if source != declared[innermost].name { builtFrom[source, default: []].append(declared[innermost].name) }
        }
        // Every variable reachable from the settings' variables, each visited once.
        var pending = Array(variables)
        while let source = pending.popLast() {
            for built in builtFrom[source] ?? [] where variables.insert(built).inserted { pending.append(built) }
        }
    }

    /// The bytes of `token` as a string.
    private static func text(of token: Token, in bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }
}
