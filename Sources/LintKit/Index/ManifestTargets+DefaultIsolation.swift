/// Which targets of a manifest make the main actor their default isolation (SE-0466, Swift
/// 6.2): `swiftSettings: [.defaultIsolation(MainActor.self)]`, or the compiler's flag passed
/// through `.unsafeFlags(["-default-isolation", "MainActor"])`. In such a module every
/// declaration without isolation of its own is `@MainActor`, so its globals and most statics
/// are not shared mutable state (see ``StaticVarConcurrencyRule``).
///
/// The setting is found where manifests usually write it: among a target's own arguments, in
/// a variable that targets name (`let settings: [SwiftSetting] = [...]`, then
/// `swiftSettings: settings`, also through other variables built from it), or in code that
/// sets it on every target (`for target in package.targets { ... }`), which marks them all.
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
            } else if let name = variable(holding: position, tokens: tokens, bytes: bytes, depths: depths) {
                variables.insert(name)
            } else {
                // Set outside any variable: a loop over `package.targets`, say.
                for index in targets.indices { targets[index].isMainActorByDefault = true }
                return
            }
        }
        addVariables(builtFrom: &variables, tokens: tokens, bytes: bytes, depths: depths)
        for (index, range) in ranges.enumerated() where !targets[index].isMainActorByDefault {
            targets[index].isMainActorByDefault = range.contains { position in
                tokens[position].kind == .identifier && variables.contains(text(of: tokens[position], in: bytes))
                    && !(position + 1 < tokens.count && tokens[position + 1].kind == .colon)
            }
        }
    }

    /// The tokens that set the main actor as the default isolation, outside inactive `#if`
    /// branches: `defaultIsolation` in `.defaultIsolation(MainActor.self)`, and the string
    /// `"-default-isolation"` followed by `"MainActor"` (or `"-default-isolation=MainActor"`).
    static func mainActorSettings(tokens: [Token], bytes: [UInt8], inactive: [Range<Int>]) -> [Int] {
        var found: [Int] = []
        for index in tokens.indices where !inactive.contains(where: { $0.contains(index) }) {
            let token = tokens[index]
            if token.kind == .identifier, index >= 1, index + 5 < tokens.count, tokens[index - 1].kind == .period,
               text(of: token, in: bytes) == "defaultIsolation", tokens[index + 1].kind == .leftParen,
               text(of: tokens[index + 2], in: bytes) == "MainActor", tokens[index + 3].kind == .period,
               tokens[index + 4].keyword == .self, tokens[index + 5].kind == .rightParen {
                found.append(index)
            } else if token.kind == .stringLiteral, let flag = stringValue(of: token, in: bytes) {
                if flag == "-default-isolation=MainActor" {
                    found.append(index)
                } else if flag == "-default-isolation", index + 2 < tokens.count, tokens[index + 1].kind == .comma,
                          stringValue(of: tokens[index + 2], in: bytes) == "MainActor" {
                    found.append(index)
                }
            }
        }
        return found
    }

    /// How many brackets are open before each token (a closing bracket counts as inside).
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

    /// The name of the top-level `let` or `var` whose initializer holds token `position`; nil
    /// when the statement holding it is no such declaration.
    static func variable(holding position: Int, tokens: [Token], bytes: [UInt8], depths: [Int32]) -> String? {
        var start = position
        while start > 0 && !(depths[start] == 0 && startsStatement(start, tokens: tokens)) { start -= 1 }
        // `let`, `var`, or modifiers before them (`public let`, `nonisolated(unsafe) var`).
        var index = start
        while index < position && depths[index] == 0 && tokens[index].keyword != .let && tokens[index].keyword != .var {
            guard tokens[index].kind == .keyword || tokens[index].kind == .identifier || tokens[index].kind == .leftParen
                || tokens[index].kind == .rightParen || tokens[index].kind == .atSign else { return nil }
            index += 1
        }
        guard index + 1 < position, tokens[index].keyword == .let || tokens[index].keyword == .var,
              tokens[index + 1].kind == .identifier else { return nil }
        return text(of: tokens[index + 1], in: bytes)
    }

    /// Whether token `index` (at depth 0) begins a statement: the file's first token, or one on
    /// a new line that does not continue the line before (`+ [...]`, `.map`) and does not follow
    /// an operator, `=`, `,` or `:`.
    static func startsStatement(_ index: Int, tokens: [Token]) -> Bool {
        guard index > 0 else { return true }
        if tokens[index - 1].kind == .semicolon { return true }
        guard tokens[index].isAtStartOfLine else { return false }
        switch tokens[index].kind {
        case .period, .binaryOperator, .equal, .arrow, .infixQuestionMark, .colon: return false
        default: break
        }
        switch tokens[index - 1].kind {
        case .binaryOperator, .prefixOperator, .equal, .comma, .colon, .arrow, .period: return false
        default: return true
        }
    }

    /// Adds to `variables` the top-level variables whose initializers name one of them
    /// (`let strict = common + [...]` with `common` in the set), until none is added.
    static func addVariables(builtFrom variables: inout Set<String>, tokens: [Token], bytes: [UInt8], depths: [Int32]) {
        // Each top-level `let`/`var`: its name and its tokens up to the next statement.
        var declared: [(name: String, tokens: Range<Int>)] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard depths[index] == 0, tokens[index].keyword == .let || tokens[index].keyword == .var,
                  tokens[index + 1].kind == .identifier else { continue }
            var end = index + 2
            while end < tokens.count && !(depths[end] == 0 && startsStatement(end, tokens: tokens)) { end += 1 }
            declared.append((text(of: tokens[index + 1], in: bytes), index + 2..<end))
        }
        var grew = true
        while grew {
            grew = false
            for declaration in declared where !variables.contains(declaration.name) {
                let namesOne = declaration.tokens.contains { tokens[$0].kind == .identifier && variables.contains(text(of: tokens[$0], in: bytes)) }
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
