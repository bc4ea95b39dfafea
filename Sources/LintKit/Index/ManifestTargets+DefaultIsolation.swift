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
        let settings = mainActorSettings(tokens: tokens, bytes: bytes, inactive: inactive)
        guard !settings.isEmpty else { return }
        let depths = bracketDepths(tokens)
        var variables: Set<String> = []
        for position in settings {
            if let target = ranges.firstIndex(where: { $0.contains(position) }) {
                targets[target].isMainActorByDefault = true
            } else if isInTargetCall(position, tokens: tokens, bytes: bytes, depths: depths) {
                continue
            } else if let name = variable(holding: position, tokens: tokens, bytes: bytes, depths: depths) {
                variables.insert(name)
            } else if let loop = targetLoop(around: position, tokens: tokens, bytes: bytes, depths: depths) {
                for index in targets.indices where loop.reaches(targets[index]) {
                    targets[index].isMainActorByDefault = true
                }
            }
        }
        guard !variables.isEmpty else { return }
        addVariables(builtFrom: &variables, tokens: tokens, bytes: bytes, depths: depths, inactive: inactive)
        for (index, range) in ranges.enumerated() where !targets[index].isMainActorByDefault {
            targets[index].isMainActorByDefault = range.contains { position in
                tokens[position].kind == .identifier && variables.contains(text(of: tokens[position], in: bytes))
                    && !isLabel(position, tokens: tokens) && !inactive.contains { $0.contains(position) }
            }
        }
    }

    /// The tokens that set the main actor as the default isolation, outside inactive `#if`
    /// branches: `defaultIsolation` in `.defaultIsolation(MainActor.self)` (also with a
    /// condition after it), and the string `"-default-isolation"` followed by `"MainActor"`
    /// (with `"-Xfrontend"` between them or not), or `"-default-isolation=MainActor"`.
    static func mainActorSettings(tokens: [Token], bytes: [UInt8], inactive: [Range<Int>]) -> [Int] {
        var found: [Int] = []
        func string(_ index: Int) -> String? { index < tokens.count ? stringValue(of: tokens[index], in: bytes) : nil }
        for index in tokens.indices where !inactive.contains(where: { $0.contains(index) }) {
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

    /// How many brackets are open before each token; a closing bracket has its opening one's
    /// depth (the brackets around it, not itself).
    static func bracketDepths(_ tokens: [Token]) -> [Int32] {
        var depths = [Int32](repeating: 0, count: tokens.count)
        var depth: Int32 = 0
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                depths[index] = depth
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth = max(0, depth - 1)
                depths[index] = depth
            default:
                depths[index] = depth
            }
        }
        return depths
    }

    /// Whether token `position` lies in the arguments of a target factory call that was not
    /// kept (one inside a function that makes targets from a name it is given).
    static func isInTargetCall(_ position: Int, tokens: [Token], bytes: [UInt8], depths: [Int32]) -> Bool {
        var index = position
        var depth = depths[position]
        while index > 1 && depth > 0 {
            index -= 1
            guard depths[index] < depth else { continue }
            depth = depths[index]
            if tokens[index].kind == .leftParen, tokens[index - 1].kind == .identifier, tokens[index - 2].kind == .period,
               targetKinds.contains(text(of: tokens[index - 1], in: bytes)) {
                return true
            }
        }
        return false
    }

    /// The name of the variable whose initializer holds token `position`: the nearest `let` or
    /// `var` before it (at its depth or outside it) with no other statement of that depth
    /// between them, or a variable the statement holding it appends to (`settings.append(…)`,
    /// `settings += […]`); nil when there is none.
    static func variable(holding position: Int, tokens: [Token], bytes: [UInt8], depths: [Int32]) -> String? {
        var index = position
        // Statements inside brackets (a computed variable's body, `{ [ … ] }`) are passed over
        // to the brackets around them.
        var ceiling = depths[position]
        while index > 0 {
            index -= 1
            guard depths[index] <= ceiling else { continue }
            let token = tokens[index]
            if token.keyword == .let || token.keyword == .var {
                guard index + 1 < position, tokens[index + 1].kind == .identifier else { return nil }
                // `let x = 1` then, on a line of its own, `.defaultIsolation(…)` of no variable.
                let statementEnds = (index + 2..<position).contains { depths[$0] == depths[index] && startsStatement($0, tokens: tokens) }
                return statementEnds ? nil : text(of: tokens[index + 1], in: bytes)
            }
            if startsStatement(index, tokens: tokens) {
                // `settings.append(…)`, `settings += […]`.
                if token.kind == .identifier, index + 2 < position {
                    let next = tokens[index + 1]
                    if next.kind == .period && ["append", "insert"].contains(text(of: tokens[index + 2], in: bytes))
                        || next.kind == .binaryOperator && text(of: next, in: bytes) == "+=" {
                        return text(of: token, in: bytes)
                    }
                }
                guard depths[index] > 0 else { return nil }
                ceiling = depths[index] - 1
            }
        }
        return nil
    }

    /// A loop over the package's targets (`for target in package.targets { … }`,
    /// `package.targets.forEach { … }`) and the filter of its header this reader can run.
    struct TargetLoop {
        /// `where target.type != .test`: the test targets are left out.
        var skipsTests = false
        /// `where ["App", "Kit"].contains(target.name)` or `where target.name == "App"`: only
        /// these targets.
        var names: Set<String>?

        /// Whether the loop's body runs for `target`.
        func reaches(_ target: DeclaredTarget) -> Bool {
            if skipsTests && target.kind == "testTarget" { return false }
            return names.map { $0.contains(target.name) } ?? true
        }
    }

    /// The loop over the package's targets that holds token `position`; nil when the statement
    /// holding it is no such loop, or one with a filter this reader cannot run (any other
    /// `where`, a `filter`, an `if` in the body).
    static func targetLoop(around position: Int, tokens: [Token], bytes: [UInt8], depths: [Int32]) -> TargetLoop? {
        var start = position
        while start > 0 && !(depths[start] == 0 && startsStatement(start, tokens: tokens)) { start -= 1 }
        // The header: up to the statement's first `{`.
        var header = start
        while header < position && tokens[header].kind != .leftBrace { header += 1 }
        let words = (start..<header).filter { tokens[$0].kind == .identifier || tokens[$0].kind == .keyword }.map { text(of: tokens[$0], in: bytes) }
        guard words.contains("targets"), words.first == "for" || words.contains("forEach"), !words.contains("filter") else { return nil }
        if (header..<position).contains(where: { [.if, .guard, .switch].contains(tokens[$0].keyword) }) { return nil }
        var loop = TargetLoop()
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
    static func addVariables(builtFrom variables: inout Set<String>, tokens: [Token], bytes: [UInt8], depths: [Int32],
                             inactive: [Range<Int>]) {
        // Each `let`/`var`: its name and its tokens up to the next statement of its depth.
        var declared: [(name: String, tokens: Range<Int>)] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].keyword == .let || tokens[index].keyword == .var, tokens[index + 1].kind == .identifier,
                  !inactive.contains(where: { $0.contains(index) }) else { continue }
            var end = index + 2
            while end < tokens.count && depths[end] >= depths[index] && !(depths[end] == depths[index] && startsStatement(end, tokens: tokens)) {
                end += 1
            }
            declared.append((text(of: tokens[index + 1], in: bytes), index + 2..<end))
        }
        var grew = true
        while grew {
            grew = false
            for declaration in declared where !variables.contains(declaration.name) {
                let namesOne = declaration.tokens.contains { position in
                    tokens[position].kind == .identifier && variables.contains(text(of: tokens[position], in: bytes))
                        && !inactive.contains { $0.contains(position) }
                }
                if namesOne {
                    variables.insert(declaration.name)
                    grew = true
                }
            }
        }
    }

    /// The bytes of `token` as a string.
    private static func text(of token: Token, in bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }
}
