// MARK: - Variables, enum cases, accessors

extension ParserState {
    /// `var a: T = x, b = y { accessors }`: one declaration per bound name. The first goes
    /// into `slot`; the rest are appended.
    mutating func parseBindings(_ declaration: inout Declaration, slot: Int, cursor start: Int, end: Int, context: ItemContext) -> Int {
        var cursor = start
        var current = placeholder(for: declaration)
        swap(&current, &declaration)
        var currentSlot = slot
        var stored = false
        // Names since the last annotation or initializer that have neither: the next
        // annotation types them too (`var a, b: P?`).
        var untypedNames = 0
        let inner = ItemContext(parent: context.parent, isCode: true, isLocal: true)
        while cursor < end {
            // Pattern: a name, `_`, or a tuple pattern `(a, b)`.
            if kind(cursor).isWord {
                current.name = name(cursor)
                current.nameToken = cursor
                // A name after a tuple pattern (`(a, b) = …, c = 0`) binds only itself.
                current.patternNameTokens = []
                cursor += 1
            } else if kind(cursor) == .leftParen {
                let close = match(cursor) ?? cursor
                // Names, not labels: `let (x: tx, y: ty) = point` binds `tx` and `ty`.
                current.patternNameTokens = ((cursor + 1)..<max(cursor + 1, close)).filter { kind($0) == .identifier && kind($0 + 1) != .colon }
                current.name = current.patternNameTokens.first.map(name) ?? ""
                current.nameToken = current.patternNameTokens.first ?? cursor
                cursor = skipGroup(cursor)
            } else {
                recover(at: cursor, "expected a name after '\(current.kind.rawValue)'")
                break
            }
            var initializerStart: Int?
            if kind(cursor) == .colon, let (type, after) = parseTypeAt(TypeCursor(index: cursor + 1, offset: 0)) {
                current.type = type
                recordType(type, .annotation, context.parent)
                if untypedNames > 0 && !declarationsOnly {
                    sharedAnnotations.append((type.startOffset..<type.endOffset, untypedNames))
                }
                // `Array<Int>=[]`: the type ends inside the `>=` token; its `=` starts the initializer.
                if after.offset > 0 && peekByte(after) == UInt8(ascii: "=") && Int(tokens[after.index].start) + after.offset + 1 == Int(tokens[after.index].end) {
                    initializerStart = after.index + 1
                }
                cursor = after.offset == 0 ? after.index : after.index + 1
            }
            if kind(cursor) == .equal { initializerStart = cursor + 1 }
            if let start = initializerStart {
                cursor = start - 1
                // Never before the initializer's start: a binding nested in another's initializer
                // (`let a = static let b: () …`) may start past the end it was given.
                let expressionEnd = max(cursor + 1, self.expressionEnd(from: cursor + 1, end: end, stopAtComma: true))
                current.initializer = (cursor + 1)..<expressionEnd
                scanInitializerCode((cursor + 1)..<expressionEnd, context: ItemContext(parent: currentSlot, isCode: true, isLocal: true))
                cursor = expressionEnd
            }
            if cursor < end && kind(cursor) == .leftBrace && isAccessorBlock(cursor, hasInitializer: current.initializer != nil) {
                cursor = parseAccessorBlock(&current, at: cursor, end: end, context: ItemContext(parent: currentSlot, isCode: true, isLocal: inner.isLocal))
            }
            current.endToken = cursor
            let isUntyped = current.type == nil && current.initializer == nil && current.body == nil
                && current.patternNameTokens.isEmpty
            untypedNames = isUntyped ? untypedNames + 1 : 0
            let more = kind(cursor) == .comma
            store(&current, slot: currentSlot, first: slot, declaration: &declaration, keep: more)
            guard more else { stored = true; break }
            cursor += 1
            var next = current
            next.type = nil
            next.initializer = nil
            next.body = nil
            next.isComputed = false
            currentSlot = reserve(next)
            current = next
        }
        if !stored { store(&current, slot: currentSlot, first: slot, declaration: &declaration, keep: false) }
        declaration.endToken = cursor
        return cursor
    }

    /// Whether the `{` at `brace` after a variable's pattern is an accessor block (not a
    /// trailing closure of the initializer).
    func isAccessorBlock(_ brace: Int, hasInitializer: Bool) -> Bool {
        var cursor = brace + 1
        while kind(cursor) == .atSign, let (_, next) = parseAttribute(at: cursor) { cursor = next }
        if isModifier(cursor) || keyword(cursor) == .mutating || keyword(cursor) == .nonmutating { cursor += 1 }
        // Observers may follow an initializer; anything else after `= value` is a trailing closure.
        return keyword(cursor) == .willSet || keyword(cursor) == .didSet || !hasInitializer
    }

    /// `{ get set }`, `{ get { … } set { … } }`, `{ willSet { … } didSet { … } }` or a bare
    /// getter body `{ … }`. Sets `isComputed` and scans accessor bodies as code.
    /// `end` is the end of the items the declaration is among: an unbalanced `{` runs to it
    /// (see ``unbalancedBlockEnd(_:within:)``).
    mutating func parseAccessorBlock(_ declaration: inout Declaration, at brace: Int, end enclosingEnd: Int, context: ItemContext) -> Int {
        let end = unbalancedBlockEnd(brace, within: enclosingEnd)
        let close = match(brace) ?? end
        declaration.body = brace..<min(close + 1, end)
        var cursor = brace + 1
        var sawAccessorKeyword = false
        var sawObserverOnly = true
        var bodyContext = context
        bodyContext.isLocal = true
        bodyContext.isCode = true  // accessor bodies hold statements
        while cursor < close {
            if kind(cursor) == .atSign, let (_, next) = parseAttribute(at: cursor) { cursor = next; continue }
            if kind(cursor) == .poundKeyword { cursor = skipDirective(cursor, end: close); continue }
            let word = keyword(cursor)
            let isAccessorWord: Bool
            switch word {
            case .get, .set, ._modify, ._read, .modify, .read, .willSet, .didSet, .`init`: isAccessorWord = true
            case .mutating, .nonmutating: cursor += 1; continue
            default:
                isAccessorWord = textIs(cursor, "unsafeAddress") || textIs(cursor, "unsafeMutableAddress")
            }
            guard isAccessorWord, kind(cursor) == .identifier || kind(cursor) == .keyword else { break }
            sawAccessorKeyword = true
            if word != .willSet && word != .didSet { sawObserverOnly = false }
            cursor += 1
            if kind(cursor) == .leftParen { cursor = skipGroup(cursor) }  // set(newValue)
            while isKeyword(cursor, .async) || isKeyword(cursor, .throws) {
                let isThrows = isKeyword(cursor, .throws)
                cursor += 1
                if kind(cursor) == .leftParen && !tokens[cursor].hasLeadingTrivia {
                    // `get throws(E)`: the thrown type is checked like a function's.
                    if isThrows, let (type, _) = parseType(at: cursor + 1) { recordType(type, .thrownError, context.parent) }
                    cursor = skipGroup(cursor)
                }
            }
            if kind(cursor) == .leftBrace {
                let bodyEnd = match(cursor) ?? close
                parseNested((cursor + 1)..<bodyEnd, bodyContext, isBody: true)
                cursor = bodyEnd + 1
            }
        }
        if sawAccessorKeyword {
            declaration.isComputed = !sawObserverOnly
        } else {
            declaration.isComputed = true
            parseNested((brace + 1)..<close, bodyContext, isBody: true)
        }
        declaration.endToken = min(close + 1, end)
        return declaration.endToken
    }

    /// `case a, b(Int), c(label: T) = 3`: one declaration per element.
    mutating func parseEnumCase(_ declaration: inout Declaration, slot: Int, cursor start: Int, end: Int, context: ItemContext) -> Int {
        var cursor = start
        var current = placeholder(for: declaration)
        swap(&current, &declaration)
        var currentSlot = slot
        var stored = false
        while cursor < end && kind(cursor).isWord {
            current.name = name(cursor)
            current.nameToken = cursor
            cursor += 1
            if kind(cursor) == .leftParen {
                let close = match(cursor) ?? cursor
                current.parameterClause = cursor..<(close + 1)
                current.parameters = parseParameters(cursor, context: ItemContext(parent: context.parent, isCode: true, isLocal: context.isLocal), record: .parameter)
                cursor = close + 1
            }
            if kind(cursor) == .equal { cursor = expressionEnd(from: cursor + 1, end: end, stopAtComma: true) }
            current.endToken = cursor
            let more = kind(cursor) == .comma
            store(&current, slot: currentSlot, first: slot, declaration: &declaration, keep: more)
            guard more else { stored = true; break }
            cursor += 1
            var next = current
            next.parameters = []
            next.parameterClause = nil
            currentSlot = reserve(next)
            current = next
        }
        if !stored { store(&current, slot: currentSlot, first: slot, declaration: &declaration, keep: false) }
        declaration.endToken = cursor
        return cursor
    }
}
