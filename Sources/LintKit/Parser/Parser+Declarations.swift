// MARK: - Declarations

extension ParserState {
    /// Parses the declaration whose keyword is at `declaration.keywordToken`, appends it (and
    /// its members) and returns the index after it.
    mutating func parseDeclaration(_ declaration: inout Declaration, end: Int, context: ItemContext) -> Int {
        let slot = reserve(declaration)
        let result = parseDeclaration(&declaration, slot: slot, end: end, context: context)
        // Move the finished declaration into its slot (the placeholder comes back): no copy.
        swap(&declarations[slot], &declaration)
        return result
    }

    /// Parses into `declaration`, which owns index `slot`; nested declarations name `slot` as parent.
    mutating func parseDeclaration(_ declaration: inout Declaration, slot: Int, end: Int, context: ItemContext) -> Int {
        var cursor = declaration.keywordToken + 1
        let inner = ItemContext(parent: slot, isCode: context.isCode, isLocal: context.isLocal)
        switch declaration.kind {
        case .import:
            // `import A.B.C`, `import struct A.B`: the name is the whole module path.
            switch keyword(cursor) {
            case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func: cursor += 1
            default: break
            }
            let pathStart = cursor
            var path = ""
            while cursor < end && !atLineStart(cursor) && kind(cursor) != .semicolon {
                path += kind(cursor) == .period ? "." : name(cursor)
                cursor += 1
            }
            declaration.name = path
            declaration.nameToken = pathStart < cursor ? pathStart : declaration.keywordToken
            return append(&declaration, end: cursor)
        case .protocol, .class, .struct, .enum, .actor:
            return parseNominal(&declaration, cursor: cursor, end: end, context: inner)
        case .extension:
            return parseExtension(&declaration, cursor: cursor, end: end, context: inner)
        case .function, .initializer, .subscript, .macro:
            return parseFunctionLike(&declaration, cursor: cursor, end: end, context: inner)
        case .deinitializer:
            declaration.name = "deinit"
            if cursor < end && kind(cursor) == .leftBrace { cursor = parseBody(of: &declaration, at: cursor, end: end, isCode: true, context: inner) }
            return append(&declaration, end: cursor)
        case .variable, .constant:
            return parseBindings(&declaration, slot: slot, cursor: cursor, end: end, context: context)
        case .typealias:
            cursor = parseNameAndGenerics(&declaration, at: cursor)
            if kind(cursor) == .equal, let (type, next) = parseType(at: cursor + 1) {
                declaration.type = type
                recordType(type, .typealiasTarget, slot)
                cursor = next
            }
            cursor = parseWhereClause(&declaration, at: cursor, end: end)
            return append(&declaration, end: cursor)
        case .associatedtype:
            cursor = parseNameAndGenerics(&declaration, at: cursor)
            cursor = parseInheritance(&declaration, at: cursor)
            if kind(cursor) == .equal, let (type, next) = parseType(at: cursor + 1) {
                declaration.type = type
                recordType(type, .associatedTypeDefault, slot)
                cursor = next
            }
            cursor = parseWhereClause(&declaration, at: cursor, end: end)
            return append(&declaration, end: cursor)
        case .enumCase:
            return parseEnumCase(&declaration, slot: slot, cursor: cursor, end: end, context: context)
        case .operator:
            while cursor < end && !atLineStart(cursor) && kind(cursor) != .semicolon && kind(cursor) != .leftBrace { cursor += 1 }
            if kind(cursor) == .leftBrace { cursor = skipGroup(cursor) }
            declaration.name = declaration.keywordToken + 1 < end ? text(declaration.keywordToken + 1) : ""
            return append(&declaration, end: cursor)
        case .precedencegroup:
            if isName(cursor) { declaration.name = name(cursor); declaration.nameToken = cursor; cursor += 1 }
            if kind(cursor) == .leftBrace { cursor = skipGroup(cursor) }
            return append(&declaration, end: cursor)
        }
    }

    /// Records where `declaration` ends and returns `end` (the caller stores it in its slot).
    @discardableResult
    func append(_ declaration: inout Declaration, end: Int) -> Int {
        declaration.endToken = end
        return end
    }

    /// Appends a placeholder for a declaration before its parts are parsed, so that nested
    /// declarations and types can name it as their parent; the caller fills the slot when done.
    /// While parsing, only the placeholder's ``Declaration/parent`` is read; the placeholder
    /// carries no arrays, so reserving copies nothing.
    mutating func reserve(_ declaration: Declaration) -> Int {
        declarations.append(placeholder(for: declaration))
        return declarations.count - 1
    }

    /// A declaration with `declaration`'s kind, tokens and parent and no parts.
    func placeholder(for declaration: Declaration) -> Declaration {
        Declaration(kind: declaration.kind, name: "", nameToken: declaration.nameToken,
                    keywordToken: declaration.keywordToken, firstToken: declaration.firstToken,
                    parent: declaration.parent, isLocal: declaration.isLocal)
    }

    /// Stores a finished element of a multi-declaration (`var a = 1, b = 2`, `case x, y`):
    /// the first one (`currentSlot == slot`) into `declaration`, which the caller moves into
    /// `slot`; later ones into their own slots. Moved unless `keep` (the next element is built
    /// from `current`).
    mutating func store(_ current: inout Declaration, slot currentSlot: Int, first slot: Int,
                        declaration: inout Declaration, keep: Bool) {
        if currentSlot == slot {
            if keep { declaration = current } else { swap(&declaration, &current) }
        } else {
            if keep { declarations[currentSlot] = current } else { swap(&declarations[currentSlot], &current) }
        }
    }

    /// Reads the name (identifier, backticked name or operator) and a generic parameter clause.
    mutating func parseNameAndGenerics(_ declaration: inout Declaration, at index: Int) -> Int {
        var cursor = index
        if kind(cursor).isWord {
            declaration.name = name(cursor)
            declaration.nameToken = cursor
            cursor += 1
        } else if isOperatorLike(cursor) {
            // An operator function: `func &`, `func ==`, `func ??<T>` (the lexer keeps `??<`
            // as one operator; its last `<` opens the generic clause when a parameter's name
            // follows it at once: in `func << <T>`, the name is `<<`).
            var spelled = text(cursor)
            declaration.nameToken = cursor
            if spelled.count > 1 && spelled.hasSuffix("<") && declaration.kind == .function
                && kind(cursor + 1).isWord && !tokens[cursor + 1].hasLeadingTrivia {
                spelled.removeLast()
                declaration.name = spelled
                return parseGenericParameters(&declaration, at: cursor, offset: spelled.utf8.count)
            }
            declaration.name = spelled
            cursor += 1
        }
        if firstByte(cursor) == UInt8(ascii: "<") && kind(cursor) != .stringLiteral {
            cursor = parseGenericParameters(&declaration, at: cursor)
        }
        return cursor
    }

    /// `struct Name<T>: Inherited where … { members }` and the other nominal types.
    mutating func parseNominal(_ declaration: inout Declaration, cursor start: Int, end: Int, context: ItemContext) -> Int {
        var cursor = parseNameAndGenerics(&declaration, at: start)
        cursor = parseInheritance(&declaration, at: cursor)
        cursor = parseWhereClause(&declaration, at: cursor, end: end)
        // A body starts inside the range being parsed (an initializer's code ends before the
        // `{` that follows it): one read past it would be read again by the caller.
        guard cursor < end, kind(cursor) == .leftBrace else {
            recover(at: cursor, "expected '{' after \(declaration.kind.rawValue) '\(declaration.name)'")
            return append(&declaration, end: cursor)
        }
        return parseMemberBlock(&declaration, at: cursor, end: end, context: context)
    }

    /// `extension Type: Protocols where … { members }`.
    mutating func parseExtension(_ declaration: inout Declaration, cursor start: Int, end: Int, context: ItemContext) -> Int {
        var cursor = start
        if let (type, next) = parseType(at: cursor) {
            declaration.type = type
            declaration.name = UTF8Text.string(bytes, type.startOffset..<type.endOffset)
            declaration.nameToken = cursor
            recordType(type, .extendedType, context.parent.flatMap { declarations[$0].parent })
            cursor = next
        }
        cursor = parseInheritance(&declaration, at: cursor)
        cursor = parseWhereClause(&declaration, at: cursor, end: end)
        guard cursor < end, kind(cursor) == .leftBrace else {
            recover(at: cursor, "expected '{' after extension")
            return append(&declaration, end: cursor)
        }
        return parseMemberBlock(&declaration, at: cursor, end: end, context: context)
    }

    /// Parses `{ members }` of a type or extension; `context.parent` is the declaration's own slot.
    /// `end` is the end of the items the declaration is among: an unbalanced `{` runs to it
    /// (see ``unbalancedBlockEnd(_:within:)``).
    mutating func parseMemberBlock(_ declaration: inout Declaration, at brace: Int, end enclosingEnd: Int, context: ItemContext) -> Int {
        guard let close = match(brace), close > brace else {
            recover(at: brace, "unbalanced '{' in \(declaration.kind.rawValue)")
            let end = unbalancedBlockEnd(brace, within: enclosingEnd)
            declaration.body = brace..<end
            declaration.endToken = end
            parseNested((brace + 1)..<end, ItemContext(parent: context.parent, isCode: false, isLocal: context.isLocal))
            return end
        }
        declaration.body = brace..<(close + 1)
        declaration.endToken = close + 1
        parseNested((brace + 1)..<close, ItemContext(parent: context.parent, isCode: false, isLocal: context.isLocal))
        return close + 1
    }

    /// Parses nested items unless the nesting is too deep, in which case it skips them.
    /// `isBody`: the items are a function's or an accessor's body, skipped when
    /// ``bodyFilter`` says no rule reads anything there; a body that is parsed is parsed whole,
    /// the bodies nested in it included. (Decided here, not in a function of its own: this
    /// function is on the recursion of nested declarations, which a frame more per level
    /// would make deeper.)
    mutating func parseNested(_ range: Range<Int>, _ context: ItemContext, isBody: Bool = false) {
        // Declarations only: code bodies declare nothing the project index needs.
        if declarationsOnly && context.isCode { return }
        // Flags, not a copy of the filter set aside: a copy per body retains its arrays.
        let decides = isBody && !isInsideParsedBody && bodyFilter != nil
        if decides {
            guard bodyMayBeRead(range) else { return }
            isInsideParsedBody = true
        }
        defer { if decides { isInsideParsedBody = false } }
        guard depth < Parser.maximumDepth else {
            recover(at: range.lowerBound, "nesting deeper than \(Parser.maximumDepth) levels; skipped")
            noteNestingLimit(at: range.lowerBound)
            return
        }
        depth += 1
        let savedClosures = closureStack
        closureStack = []
        parseItems(range, context: context)
        closureStack = savedClosures
        depth -= 1
    }

    /// `func name<T>(params) async throws -> R where … { body }`, `init?`, `subscript`, `macro`.
    mutating func parseFunctionLike(_ declaration: inout Declaration, cursor start: Int, end: Int, context: ItemContext) -> Int {
        var cursor = start
        switch declaration.kind {
        case .initializer:
            declaration.name = "init"
            if kind(cursor) == .postfixQuestionMark || kind(cursor) == .exclamationMark { cursor += 1 }
            if firstByte(cursor) == UInt8(ascii: "<") { cursor = parseGenericParameters(&declaration, at: cursor) }
        case .subscript:
            declaration.name = "subscript"
            if firstByte(cursor) == UInt8(ascii: "<") { cursor = parseGenericParameters(&declaration, at: cursor) }
        default:
            cursor = parseNameAndGenerics(&declaration, at: cursor)
        }
        if kind(cursor) == .leftParen {
            let close = match(cursor) ?? cursor
            declaration.parameterClause = cursor..<(close + 1)
            // The index needs no function parameters (enum payloads are parsed elsewhere).
            if !declarationsOnly { declaration.parameters = parseParameters(cursor, context: context, record: .parameter) }
            cursor = close + 1
        }
        cursor = parseEffects(&declaration, at: cursor, context: context)
        if kind(cursor) == .arrow, let (type, next) = parseType(at: cursor + 1) {
            declaration.type = type
            recordType(type, .result, context.parent)
            cursor = next
        }
        if declaration.kind == .macro && kind(cursor) == .equal {
            cursor += 1
            while cursor < end && !atLineStart(cursor) { cursor = kind(cursor) == .leftParen ? skipGroup(cursor) : cursor + 1 }
        }
        cursor = parseWhereClause(&declaration, at: cursor, end: end)
        if cursor < end && kind(cursor) == .leftBrace {
            if declaration.kind == .subscript {
                return parseAccessorBlock(&declaration, at: cursor, end: end, context: context)
            }
            cursor = parseBody(of: &declaration, at: cursor, end: end, isCode: true, context: context)
            return cursor
        }
        return append(&declaration, end: cursor)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    mutating func parseEffects(_ declaration: inout Declaration, at index: Int, context: ItemContext) -> Int {
        var cursor = index
        while true {
            if isKeyword(cursor, .async) || textIs(cursor, "reasync") {
                declaration.isAsync = true
                cursor += 1
            } else if isKeyword(cursor, .throws) || isKeyword(cursor, .rethrows) {
                declaration.isThrowing = true
                cursor += 1
                if kind(cursor) == .leftParen && !tokens[cursor].hasLeadingTrivia, let close = match(cursor) {
                    if let (type, _) = parseType(at: cursor + 1) { recordType(type, .thrownError, context.parent) }
                    cursor = close + 1
                }
            } else {
                return cursor
            }
        }
    }

    /// Parses a function body at `brace`; `context.parent` is the declaration's own slot. `end`
    /// is the end of the items the declaration is among: an unbalanced `{` runs to it (see
    /// ``unbalancedBlockEnd(_:within:)``).
    mutating func parseBody(of declaration: inout Declaration, at brace: Int, end enclosingEnd: Int, isCode: Bool, context: ItemContext) -> Int {
        let end = unbalancedBlockEnd(brace, within: enclosingEnd)
        let close = match(brace) ?? end
        declaration.body = brace..<min(close + 1, end)
        declaration.endToken = min(close + 1, end)
        parseNested((brace + 1)..<max(brace + 1, close), ItemContext(parent: context.parent, isCode: isCode, isLocal: true), isBody: true)
        return declaration.endToken
    }
}
