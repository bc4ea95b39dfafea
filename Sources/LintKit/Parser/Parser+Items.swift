// MARK: - Items: declarations and statements in a block

extension ParserState {
    /// Parses the items in `range` (a file, a member block, or a code block).
    mutating func parseItems(_ range: Range<Int>, context: ItemContext) {
        var index = range.lowerBound
        let end = min(range.upperBound, tokens.count - 1)
        while index < end {
            popFinishedClosures(at: index)
            let token = tokens[index]
            if token.kind == .poundKeyword {
                tree.hasConditionalDirectives = true
                // The file's chains are worked out at its first `#if` or `#elseif` whose condition
                // does not depend on the build: most files have none, and pay nothing.
                if inactiveBranchJumps == nil && InactiveBranches.hasBuildIndependentCondition(at: index, in: tokens, bytes: bytes) {
                    inactiveBranchJumps = InactiveBranches.jumps(in: tree.stream, count: tree.fileTokenCount, bytes: bytes)
                }
                if let next = inactiveBranchJumps?[index], next > index {
                    // A branch no build compiles: on to the directive that ends it.
                    index = min(next, end)
                } else {
                    index = skipDirective(index, end: end)
                }
                continue
            }
            // The quick reject is repeated here: most tokens of code start no declaration, and
            // the call's set-up costs more than the test.
            if Self.mayStartDeclaration(token), let declarationEnd = parseDeclarationIfPresent(at: index, end: end, context: context) {
                index = max(declarationEnd, index + 1)
                continue
            }
            if token.kind == .pound && kind(index + 1).isWord && (!context.isCode || context.parent == nil && !context.isLocal) {
                // A freestanding macro at file scope (`#Preview { }`, `#warning("…")`) or in a
                // type's members is a declaration, not a top-level statement (see
                // ``parseFreestandingMacro(at:end:parent:)``).
                index = parseFreestandingMacro(at: index, end: end, parent: context.parent)
                continue
            }
            if context.isCode {
                if context.parent == nil && !context.isLocal && !tree.hasTopLevelStatements && token.kind != .semicolon {
                    tree.hasTopLevelStatements = true
                }
                index = scanCodeToken(index, end: end, context: context)
            } else if token.kind == .leftBrace || token.kind == .leftParen || token.kind == .leftSquare {
                index = min(skipGroup(index), end)
            } else {
                index += 1
            }
        }
        popFinishedClosures(at: end + 1)
    }

    /// Whether the token at `index` is `#if`, `#elseif`, `#else` or `#endif`.
    func isConditionalDirective(_ index: Int) -> Bool {
        textIs(index, "#if") || textIs(index, "#elseif") || textIs(index, "#else") || textIs(index, "#endif")
    }

    /// Skips a compiler-control directive: `#if COND`, `#elseif COND`, `#else`, `#endif`,
    /// `#sourceLocation(…)`. Returns the index after it. `#available` is an expression and is
    /// stepped over as a single token.
    func skipDirective(_ index: Int, end: Int) -> Int {
        let length = tokens[index].end - tokens[index].start
        var next = index + 1
        switch length {
        case 3, 7:  // #if, #elseif: the condition runs to the end of the line
            while next < end && !atLineStart(next) {
                next = kind(next) == .leftParen ? skipGroup(next) : next + 1
            }
        case 15:  // #sourceLocation(…)
            if kind(next) == .leftParen { next = skipGroup(next) }
        default:
            break
        }
        return min(next, end)
    }

    /// `#name`, `#name(…)`, `#name { … }`: the index after the macro expansion.
    func skipMacroExpansion(_ index: Int, end: Int) -> Int {
        var cursor = index + 2
        if firstByte(cursor) == UInt8(ascii: "<") && !tokens[cursor].hasLeadingTrivia, let after = skipGenericArguments(after: index + 1) {
            cursor = after
        }
        if kind(cursor) == .leftParen && !tokens[cursor].hasLeadingTrivia { cursor = skipGroup(cursor) }
        while kind(cursor) == .leftBrace && !atLineStart(cursor) { cursor = skipGroup(cursor) }
        return min(cursor, end)
    }

    /// A freestanding macro's expansion at file scope or among a type's members (`parent`),
    /// `#name<…>(…) { … }`, at `index` (its `#`):
    /// a declaration of kind ``DeclarationKind/macro`` named as the macro, which ends after its
    /// last closure (it has no `body`: its braces are closures'). Its generic arguments,
    /// arguments and closures are code, read
    /// as a function's body is: the declarations in them are local, with the expansion as their
    /// parent (`#Preview { struct Item {}; let item = Item() }` declares no file-scope `Item`).
    /// Returns the index after it.
    mutating func parseFreestandingMacro(at index: Int, end: Int, parent: Int?) -> Int {
        let macroEnd = skipMacroExpansion(index, end: end)
        var expansion = Declaration(kind: .macro, name: name(index + 1), nameToken: index + 1, keywordToken: index, firstToken: index,
                                    parent: parent, isLocal: false)
        let slot = reserve(expansion)
        expansion.endToken = macroEnd
        // From the name: `#Gen<[P]>(…)` has its generic arguments read as types. Closures
        // written as arguments have their parameter types checked as an initializer's are.
        scanInitializerCode((index + 1)..<macroEnd, context: ItemContext(parent: slot, isCode: true, isLocal: true))
        swap(&declarations[slot], &expansion)
        return macroEnd
    }

    /// Leaves closures whose body ended before `index`.
    @inline(__always)
    mutating func popFinishedClosures(at index: Int) {
        while let last = closureStack.last, last.end < index { closureStack.removeLast() }
    }

    // MARK: Declaration starts

    /// Whether word `index` is a modifier that can precede a declaration.
    func isModifier(_ index: Int) -> Bool {
        switch keyword(index) {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override,
             .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .required,
             .convenience, .indirect, .nonisolated, .prefix, .postfix, .infix, .consuming, .borrowing, .distributed:
            return kind(index) == .keyword || kind(index) == .identifier
        case .async:
            // `async let x = …`
            return isKeyword(index + 1, .let) || isKeyword(index + 1, .var)
        case .class:
            // `class func`, `class var`: a modifier only when another declaration word follows.
            return kind(index + 1) == .keyword || isModifier(index + 1) || kind(index + 1) == .atSign
        default:
            // `__consuming` and other rare modifiers
            if kind(index) == .identifier {
                return textIs(index, "__consuming") || textIs(index, "isolated") || textIs(index, "_const")
            }
            return false
        }
    }

    /// The declaration keyword at `index`, if it introduces a declaration in `context`.
    func declarationKind(at index: Int, context: ItemContext, sawPrefix: Bool) -> DeclarationKind? {
        let token = tokens[index]
        if token.kind == .keyword {
            switch token.keyword {
            case .import: return .import
            case .protocol: return .protocol
            case .class: return isName(index + 1) ? .class : nil
            case .struct: return .struct
            case .enum: return .enum
            case .extension: return .extension
            case .func: return .function
            case .`init`: return context.isCode && !sawPrefix ? nil : .initializer
            case .deinit: return context.isCode && !sawPrefix ? nil : .deinitializer
            case .subscript: return context.isCode && !sawPrefix ? nil : .subscript
            case .var: return .variable
            case .let: return .constant
            case .typealias: return .typealias
            case .associatedtype: return .associatedtype
            case .case: return context.isCode ? nil : .enumCase
            case .operator: return .operator
            case .precedencegroup: return .precedencegroup
            default: return nil
            }
        }
        if token.kind == .identifier {
            switch token.keyword {
            case .actor: return isName(index + 1) && !atLineStart(index + 1) ? .actor : nil
            case .macro: return isName(index + 1) && !atLineStart(index + 1) && (!context.isCode || sawPrefix) ? .macro : nil
            default: return nil
            }
        }
        return nil
    }

    /// Whether the token before `index` lets a statement begin at `index`.
    func isStatementStart(_ index: Int, rangeStart: Int) -> Bool {
        if index == 0 { return true }
        let previous = index - 1
        switch kind(previous) {
        case .leftBrace, .rightBrace, .semicolon, .poundKeyword: return true
        case .colon:
            // `case .x:` / `default:` then a statement; not `label: let x`.
            return atLineStart(index) || keyword(previous - 1) == .default || endsCaseLabel(colon: previous)
        case .binaryOperator, .prefixOperator:
            // The name of an operator declaration (`postfix operator °`) ends its line.
            return previous > 0 && isKeyword(previous - 1, .operator) && atLineStart(index)
        case .period, .comma, .leftParen, .leftSquare, .equal, .arrow, .atSign:
            return false
        case .keyword:
            // A member named by a keyword (`wrap = .repeat`, `KeyEquivalent.return`) ends its
            // line as any name does.
            if previous > 0 && kind(previous - 1) == .period { return atLineStart(index) }
            switch keyword(previous) {
            case .return, .throw:
                // A bare `return` before a declaration on the next line (dead code after it).
                return atLineStart(index)
            case .if, .guard, .while, .case, .catch, .for, .try, .repeat, .where, .as, .is:
                return false
            case .in: return true
            default: return atLineStart(index)
            }
        case .identifier:
            if keyword(previous) == .await { return false }
            return atLineStart(index)
        default:
            return atLineStart(index)
        }
    }

    /// Whether the `:` at `colon` closes a `case …` label (at the label's own bracket level).
    func endsCaseLabel(colon: Int) -> Bool {
        var cursor = colon - 1
        var steps = 0
        while cursor >= 0 && steps < 256 {
            steps += 1
            switch kind(cursor) {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = match(cursor), open < cursor else { return false }
                cursor = open - 1
            case .leftParen, .leftSquare, .leftBrace, .semicolon:
                return false  // inside brackets, or past the statement start
            case .keyword where keyword(cursor) == .case:
                return true
            default:
                cursor -= 1
            }
        }
        return false
    }

    /// Quick reject: declarations start with `@`, a keyword, or a contextual modifier word.
    @inline(__always)
    static func mayStartDeclaration(_ first: Token) -> Bool {
        first.kind == .atSign || first.kind == .keyword || (first.kind == .identifier && first.keyword != .none)
    }

    /// Parses a declaration starting at `index` (with its attributes and modifiers) if one
    /// starts there; returns the index after it.
    mutating func parseDeclarationIfPresent(at index: Int, end: Int, context: ItemContext) -> Int? {
        guard Self.mayStartDeclaration(tokens[index]) else { return nil }
        if index > 0 && kind(index - 1) == .period { return nil }
        // An attribute or modifier inside a run of them that was already found to lead to no
        // declaration leads to none either (the scan from it stops at the same token, with a
        // prefix seen): without this, `@a` or `fileprivate` repeated thousands of times (or any
        // long run) would be scanned again from each word.
        if let failed = failedPrefixRun, failed.end == end, failed.start < index, index < failed.stop,
           kind(index) == .atSign || isModifier(index) {
            return nil
        }
        var cursor = index
        var attributes: [Attribute] = []
        var modifiers = Modifiers()
        var nonisolatedUnsafe = false
        while cursor < end {
            if kind(cursor) == .atSign {
                guard let (attribute, next) = parseAttribute(at: cursor) else { return nil }
                attributes.append(attribute)
                cursor = next
                continue
            }
            if kind(cursor) == .poundKeyword {
                // Attributes under a condition (`#if compiler(>=5.9) @MainActor #endif enum B`)
                // belong to the declaration after the directives, as swift-syntax's attribute
                // lists hold `#if` clauses.
                guard !attributes.isEmpty && modifiers.isEmpty && isConditionalDirective(cursor) else { return nil }
                cursor = skipDirective(cursor, end: end)
                continue
            }
            if isModifier(cursor) {
                let word = keyword(cursor)
                // A modifier takes only `(set)`, `(unsafe)`, `(safe)`, `(nonsending)`: `open(url)` is a call.
                if kind(cursor + 1) == .leftParen && !tokens[cursor + 1].hasLeadingTrivia {
                    let argument = cursor + 2
                    guard kind(cursor + 3) == .rightParen,
                          textIs(argument, "set") || textIs(argument, "unsafe") || textIs(argument, "safe") || textIs(argument, "nonsending")
                    else { return nil }
                }
                modifiers.append(word)
                cursor += 1
                if kind(cursor) == .leftParen && !tokens[cursor].hasLeadingTrivia {
                    if word == .nonisolated && isKeyword(cursor + 1, .unsafe) { nonisolatedUnsafe = true }
                    cursor = skipGroup(cursor)
                }
                continue
            }
            break
        }
        guard cursor < end else {
            if !attributes.isEmpty || !modifiers.isEmpty { failedPrefixRun = (index, cursor, end) }
            return nil
        }
        let sawPrefix = !attributes.isEmpty || !modifiers.isEmpty
        guard let declKind = declarationKind(at: cursor, context: context, sawPrefix: sawPrefix) else {
            if sawPrefix { failedPrefixRun = (index, cursor, end) }
            return nil
        }
        // `extension: "md"`, `protocol: p`, `@attached(extension, …)`: a label or an argument.
        switch kind(cursor + 1) {
        case .colon, .comma, .rightParen, .rightSquare, .equal, .period, .endOfFile: return nil
        default: break
        }
        if context.isCode && (declKind == .variable || declKind == .constant) && !sawPrefix
            && !isStatementStart(index, rangeStart: index) {
            return nil
        }
        if !attributes.isEmpty && context.isCode && !sawPrefix { return nil }
        var declaration = Declaration(kind: declKind, name: "", nameToken: cursor, keywordToken: cursor,
                                      firstToken: index, parent: context.parent, isLocal: context.isLocal)
        declaration.attributes = attributes
        declaration.modifiers = modifiers
        declaration.isNonisolatedUnsafe = nonisolatedUnsafe
        for attribute in attributes {
            if let arguments = attribute.arguments { scanInitializerCode(arguments, context: context) }
        }
        return parseDeclaration(&declaration, end: end, context: context)
    }

    /// `@Name`, `@Module.Name`, `@Name(arguments)`; returns the attribute and the index after it.
    func parseAttribute(at index: Int) -> (Attribute, Int)? {
        var cursor = index + 1
        guard kind(cursor).isWord else { return nil }
        var name = self.name(cursor)
        cursor += 1
        while kind(cursor) == .period && kind(cursor + 1).isWord && !tokens[cursor].hasLeadingTrivia {
            name = self.name(cursor + 1)
            cursor += 2
        }
        // `@Injected<Service>`: a generic attribute's arguments, then its own.
        if firstByte(cursor) == UInt8(ascii: "<") && !tokens[cursor].hasLeadingTrivia,
           let after = skipGenericArguments(after: cursor - 1, inAttribute: true) {
            cursor = after
        }
        var arguments: Range<Int>?
        if kind(cursor) == .leftParen && !tokens[cursor].hasLeadingTrivia, let close = match(cursor), close > cursor {
            arguments = (cursor + 1)..<close
            cursor = close + 1
        }
        return (Attribute(name: name, token: index, arguments: arguments), cursor)
    }
}
