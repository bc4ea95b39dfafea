// MARK: - Code: statements and expressions, as far as the rules need them

extension ParserState {
    /// Scans code in `range` (an initializer, a default value, attribute arguments).
    mutating func scanCode(_ range: Range<Int>, context: ItemContext) {
        guard !range.isEmpty, !declarationsOnly else { return }
        var codeContext = context
        codeContext.isCode = true
        codeContext.isLocal = true
        let saved = closureStack
        parseNestedCode(range, codeContext)
        closureStack = saved
    }

    /// Scans an expression that swiftc type-checks as an initializer: a variable's initial
    /// value, a parameter's default value, a declaration attribute's arguments. The parameter
    /// types of the closures written in it, outside other closures there, are checked like
    /// annotations (see ``openClosure(at:end:context:)``), unless the initializer is an `if` or
    /// `switch` expression (`let f = if c { { (p: P) in } } else { … }`): the closures in its
    /// branches are left to their contextual type, as in statements.
    mutating func scanInitializerCode(_ range: Range<Int>, context: ItemContext) {
        let enclosingInitializer = bindingInitializer
        let isBranching = !range.isEmpty && (isKeyword(range.lowerBound, .if) || isKeyword(range.lowerBound, .switch))
        bindingInitializer = isBranching ? nil : (range, closureStack.count)
        if declarationsOnly {
            if !range.isEmpty { recordGenericConstructions(in: range, context: context) }
        } else {
            scanCode(range, context: context)
        }
        bindingInitializer = enclosingInitializer
    }

    private mutating func parseNestedCode(_ range: Range<Int>, _ context: ItemContext) {
        guard depth < Parser.maximumDepth else { return noteNestingLimit(at: range.lowerBound) }
        depth += 1
        parseItems(range, context: context)
        depth -= 1
    }

    /// In a declarations-only parse, which records no other type: the generic types written
    /// before a call or a member in initializer `range` (`Signal<Int>()`, `[Box<Int>()]`), and
    /// the sugared collection types constructed there (`[Engine]()`, `[String: Engine]()`),
    /// outside closures, read as ``scanTypeExpression(at:context:)`` and
    /// ``scanArrayTypeExpression(at:context:)`` read them, so that the index can type the
    /// initializer (a stored property's, for whether its type is `Sendable`).
    @inline(never)
    private mutating func recordGenericConstructions(in range: Range<Int>, context: ItemContext) {
        declarationsOnly = false
        defer { declarationsOnly = true }
        var index = range.lowerBound
        while index < range.upperBound {
            if kind(index) == .leftBrace {
                index = min(skipGroup(index), range.upperBound)
                continue
            }
            if kind(index) == .leftSquare, let after = scanArrayTypeExpression(at: index, context: context), after > index {
                index = after
                continue
            }
            if kind(index) == .identifier && firstByte(index + 1) == UInt8(ascii: "<") && !tokens[index + 1].hasLeadingTrivia,
               let after = scanTypeExpression(at: index, context: context), after > index {
                index = after
                continue
            }
            index += 1
        }
    }

    /// Handles one token of code at `index` and returns the index of the next one to look at.
    mutating func scanCodeToken(_ index: Int, end: Int, context: ItemContext) -> Int {
        let token = tokens[index]
        if declarationsOnly {
            // Top-level statements: step over them (and any closure or block) quickly.
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare: return min(skipGroup(index), end)
            default: return index + 1
            }
        }
        switch token.kind {
        case .keyword:
            switch token.keyword {
            case .if, .guard, .while, .for, .switch, .catch:
                markStatementBody(after: index, end: end)
                if token.keyword == .for, let next = scanForInAnnotation(at: index, context: context) { return next }
                return index + 1
            case .let, .var:
                return scanConditionBindingAnnotation(at: index, context: context) ?? index + 1
            case .do, .repeat, .defer, .else:
                if kind(index + 1) == .leftBrace { blockBrace[index + 1] = true }
                if token.keyword == .do && isKeyword(index + 1, .throws) { markStatementBody(after: index, end: end) }
                return index + 1
            case .as, .is:
                var typeStart = index + 1
                if token.keyword == .as && (kind(typeStart) == .postfixQuestionMark || kind(typeStart) == .exclamationMark) { typeStart += 1 }
                if let (type, next) = parseType(at: typeStart) {
                    recordType(type, .cast, currentDeclaration(context))
                    return next
                }
                return typeStart
            default:
                return index + 1
            }
        case .leftBrace:
            if blockBrace[index] { return index + 1 }
            return openClosure(at: index, end: end, context: context)
        case .identifier:
            return scanTypeExpression(at: index, context: context) ?? index + 1
        case .keyword where token.keyword == .capitalSelf || token.keyword == .capitalAny:
            return index + 1
        case .leftSquare:
            return scanArrayTypeExpression(at: index, context: context) ?? index + 1
        case .leftParen:
            return scanParenthesizedTypeExpression(at: index, context: context) ?? index + 1
        case .backslash:
            return scanKeyPathRoot(at: index, context: context) ?? index + 1
        case .stringLiteral:
            guard let segments = tree.interpolations[index] else { return index + 1 }
            // The open closures enclose the literal, so they enclose its interpolations too,
            // although those tokens come after the file's (past every closure's `}`).
            let enclosing = closureStack
            closureStack = enclosing.map { (index: $0.index, end: Int.max) }
            for range in segments { scanCode(range, context: context) }
            closureStack = enclosing
            return index + 1
        default:
            return index + 1
        }
    }

    /// `\Root.member`: the root type of a key path. A key path written as a call argument
    /// (or assigned) outside an initializer is recorded as a ``TypeContext/keyPathArgument``: swiftc does not
    /// check its root in a statement when the argument is a function (`return
    /// items.map(\P.name)`), but does when it is a key path (`use(\P.name)`), which the rule
    /// tells from the callee; in an initializer (`let a = items.map(\P.name)`, a default
    /// value), outside closures there, it checks both, as it checks closure signatures.
    mutating func scanKeyPathRoot(at index: Int, context: ItemContext) -> Int? {
        let root = index + 1
        guard kind(root) == .identifier || kind(root) == .leftSquare, !tokens[root].hasLeadingTrivia else { return nil }
        // `value[keyPath: \P.name]` takes a key path, never a function: always checked.
        let isKeyPathSubscript = index > 2 && kind(index - 1) == .colon && kind(index - 3) == .leftSquare && textIs(index - 2, "keyPath")
        let isArgument = index > 0 && !isKeyPathSubscript
            && (kind(index - 1) == .leftParen || kind(index - 1) == .comma || (kind(index - 1) == .colon && kind(index - 2).isWord)
                || kind(index - 1) == .equal)
            && !isInInitializerOutsideClosures(index)
        let useContext: TypeContext = isArgument ? .keyPathArgument : .expression
        if kind(root) == .leftSquare { return scanSugaredKeyPathRoot(at: root, context: context, as: useContext) }
        // The root ends before the first lower-case member: `\Outer.Inner.name`.
        var end = root + 1
        while kind(end) == .period && kind(end + 1) == .identifier, startsUppercase(end + 1) {
            end += 2
        }
        if firstByte(root + 1) == UInt8(ascii: "<") {
            return scanGenericKeyPathRoot(at: root, context: context, as: useContext)
        }
        var type = TypeNode(kind: .identifier(name: name(root), token: root, arguments: []), range: root..<(root + 1),
                            startOffset: Int(tokens[root].start), endOffset: Int(tokens[root].end))
        var member = root + 2
        while member < end {
            type = TypeNode(kind: .member(base: type, name: name(member), token: member, arguments: []), range: root..<(member + 1),
                            startOffset: Int(tokens[root].start), endOffset: Int(tokens[member].end))
            member += 2
        }
        recordType(type, useContext, currentDeclaration(context))
        return end
    }

    /// `\Box<Named>.value`, `\Outer<T>.Inner.name`: a key path root with generic arguments,
    /// read by the type parser, which takes the members after it as member types: those that
    /// start in lower case are the key path's components, not the root's.
    @inline(never)
    mutating func scanGenericKeyPathRoot(at root: Int, context: ItemContext, as useContext: TypeContext) -> Int? {
        guard !tokens[root + 1].hasLeadingTrivia, skipGenericArguments(after: root) != nil,
              var (type, _) = parseTypeAt(TypeCursor(index: root, offset: 0)) else { return nil }
        while case let .member(base, name, _, arguments) = type.kind, arguments.isEmpty,
              let first = name.utf8.first, first < UInt8(ascii: "A") || first > UInt8(ascii: "Z") {
            type = base
        }
        recordType(type, useContext, currentDeclaration(context))
        return type.range.upperBound
    }

    /// The declaration types and closures found here belong to.
    func currentDeclaration(_ context: ItemContext) -> Int? { context.parent }

    /// After `if`/`guard`/`while`/`for`/`switch`/`catch`: the first `{` at this bracket
    /// level is the statement's body, not a trailing closure.
    mutating func markStatementBody(after index: Int, end: Int) {
        var cursor = index + 1
        while cursor < end {
            switch kind(cursor) {
            case .leftBrace:
                blockBrace[cursor] = true
                return
            case .leftParen, .leftSquare:
                // An opener left unclosed ends the search: what follows is inside it, not at
                // this level (read on, each `for` of `(for(for(for…` read to the end).
                guard let close = match(cursor), close > cursor else { return }
                cursor = close + 1
            case .rightBrace, .rightParen, .rightSquare, .semicolon:
                return
            default:
                cursor += 1
            }
        }
    }

    // MARK: Closures

    /// Records the closure whose `{` is at `brace`, reads its signature, and returns the index
    /// of the first body token (the body is scanned by the caller's loop).
    mutating func openClosure(at brace: Int, end: Int, context: ItemContext) -> Int {
        let close = match(brace) ?? end
        var closure = Closure(leftBrace: brace, rightBrace: close, inToken: nil, captures: [], parameterNames: [],
                              attributes: [], declaration: context.parent, parentClosure: closureStack.last?.index)
        var cursor = brace + 1
        var attributes: [String] = []
        while kind(cursor) == .atSign, let (attribute, next) = parseAttribute(at: cursor) {
            attributes.append(attribute.name)
            cursor = next
        }
        var captures: [Capture] = []
        var captureList: Range<Int>?
        if kind(cursor) == .leftSquare, let captureClose = match(cursor), captureClose < close {
            captures = parseCaptureList(cursor, close: captureClose)
            captureList = cursor..<(captureClose + 1)
            cursor = captureClose + 1
        }
        var names: [String] = []
        var signatureTypes: [TypeNode] = []
        var parameterTypes: [TypeNode] = []
        if kind(cursor) == .leftParen, let paramClose = match(cursor), paramClose < close {
            var element = cursor + 1
            while element < paramClose {
                let elementEnd = nextComma(from: element, end: paramClose)
                if kind(element).isWord {
                    let hasTwoNames = kind(element + 1).isWord
                    names.append(name(hasTwoNames ? element + 1 : element))
                    let colon = hasTwoNames ? element + 2 : element + 1
                    if kind(colon) == .colon, let (type, _) = parseType(at: colon + 1, allowVariadic: true) { parameterTypes.append(type) }
                }
                element = elementEnd + 1
            }
            cursor = paramClose + 1
        } else {
            while kind(cursor).isWord && keyword(cursor) != .in {
                names.append(name(cursor))
                cursor += 1
                guard kind(cursor) == .comma else { break }
                cursor += 1
            }
        }
        while isKeyword(cursor, .async) || isKeyword(cursor, .throws) || isKeyword(cursor, .rethrows) {
            cursor += 1
            if kind(cursor) == .leftParen && !tokens[cursor].hasLeadingTrivia {
                if let (type, _) = parseType(at: cursor + 1) { signatureTypes.append(type) }
                cursor = skipGroup(cursor)
            }
        }
        var resultType: TypeNode?
        if kind(cursor) == .arrow, let (type, next) = parseType(at: cursor + 1) {
            signatureTypes.append(type)
            resultType = type
            cursor = next
        }
        if isKeyword(cursor, .in) && cursor < close {
            closure.inToken = cursor
            closure.captures = captures
            closure.parameterNames = names
            closure.attributes = attributes
            closure.parameterTypes = parameterTypes
            closure.resultType = resultType
            for type in signatureTypes { recordType(type, .closureSignature, context.parent) }
            // swiftc checks the parameter types of a closure written in a variable's
            // initializer, a default value or attribute arguments, at any depth of calls and
            // operators but not inside another closure there (`let f = opt ?? { (x: P) in … }`,
            // `let b = make(handler: { (x: P) in … })`, `func f(_ c: (any P) -> Void = { (p: P) in })`);
            // elsewhere (`_ = …`, `return …`, a statement, an `if let` condition) they are left
            // to the contextual type, unchecked.
            let inInitializer = isInInitializerOutsideClosures(brace)
            for type in parameterTypes {
                recordType(type, inInitializer ? .closureSignature : .contextualClosureParameter, context.parent)
            }
            cursor += 1
        } else {
            closure.attributes = attributes
            cursor = brace + 1
            // Scan capture-list expressions and the like as ordinary code.
        }
        closures.append(closure)
        // The capture list's values are code of the enclosing scope, evaluated where the
        // closure is made (`[d = self.d as Delegate?]`): scanned there, before the body (after
        // the closure is recorded, so that closures stay in source order). Without `in`, the
        // list is scanned with the body. swiftc checks the types written there (a cast,
        // `P.self`, `[P]()`) only in a closure written in a variable's initializer, as it
        // checks parameter types; elsewhere they are left unchecked (hw63).
        if closure.inToken != nil, let captureList {
            let firstUse = typeUses.count
            for value in captureInitializers(captureList) { scanCode(value, context: context) }
            if !isInInitializerOutsideClosures(brace) {
                for position in firstUse..<typeUses.count { typeUses[position].context = .contextualClosureParameter }
            }
        }
        closureStack.append((closures.count - 1, close))
        return cursor
    }

    /// Whether token `index` lies in the initializer being scanned (see
    /// ``scanInitializerCode(_:context:)``) and in no closure opened inside it.
    func isInInitializerOutsideClosures(_ index: Int) -> Bool {
        bindingInitializer.map { $0.tokens.contains(index) && closureStack.count == $0.openClosures } ?? false
    }

    /// The values of a capture list's `name = value` items (`[weak self, y = expr]`: `expr`),
    /// the list spanning `list` with its brackets.
    func captureInitializers(_ list: Range<Int>) -> [Range<Int>] {
        var values: [Range<Int>] = []
        var cursor = list.lowerBound + 1
        let close = list.upperBound - 1
        while cursor < close {
            let elementEnd = nextComma(from: cursor, end: close)
            var position = cursor
            while position < elementEnd && kind(position) != .equal {
                position = kind(position) == .leftParen ? min(skipGroup(position), elementEnd) : position + 1
            }
            if position + 1 < elementEnd { values.append((position + 1)..<elementEnd) }
            cursor = elementEnd + 1
        }
        return values
    }

    /// `[weak self, unowned(unsafe) x, y = expr]`.
    func parseCaptureList(_ open: Int, close: Int) -> [Capture] {
        var captures: [Capture] = []
        var cursor = open + 1
        while cursor < close {
            let elementEnd = nextComma(from: cursor, end: close)
            var specifier = Keyword.none
            if keyword(cursor) == .weak || keyword(cursor) == .unowned {
                specifier = keyword(cursor)
                cursor += 1
                if kind(cursor) == .leftParen { cursor = skipGroup(cursor) }
            }
            if cursor < elementEnd && kind(cursor).isWord {
                captures.append(Capture(specifier: specifier, name: name(cursor), token: cursor))
            }
            cursor = elementEnd + 1
        }
        return captures
    }

    // MARK: Types inside expressions

    /// `T.self`, `T.Type.self`, `T<Args>(…)`, `T<Args>.member`, `T?.self`, `T?.none`,
    /// `T?(…)`: records the type and returns the index after it, or nil when no type
    /// expression starts at `index`.
    mutating func scanTypeExpression(at index: Int, context: ItemContext) -> Int? {
        if index > 0 && (kind(index - 1) == .period || kind(index - 1) == .backslash) { return nil }
        if index > 0 && kind(index - 1) == .identifier && (keyword(index - 1) == .any || keyword(index - 1) == .some) { return nil }
        let next = index + 1
        // `skipGenericArguments` is a cheap bounded scan; only when it finds a plausible
        // `<…>` is the type parser tried (deeply nested input would otherwise be parsed to the
        // depth limit again from every token).
        let hasGenericArguments = firstByte(next) == UInt8(ascii: "<") && !tokens[next].hasLeadingTrivia
            && isSplittable(TypeCursor(index: next, offset: 0)) && skipGenericArguments(after: index) != nil
        if kind(next) == .postfixQuestionMark || kind(next) == .exclamationMark {
            // `P?.self`, `P!.self`; `P?.none`, `P?.some(x)` of a capitalized name (a value's
            // optional chaining, `value?.none`, starts with a lowercase name).
            var after = next
            while kind(after) == .postfixQuestionMark || kind(after) == .exclamationMark { after += 1 }
            let isCapitalizedOptional = kind(next) == .postfixQuestionMark && after == next + 1
                && firstByte(index) >= UInt8(ascii: "A") && firstByte(index) <= UInt8(ascii: "Z")
            let isOptionalCase = isCapitalizedOptional && (textIs(after + 1, "none") || textIs(after + 1, "some"))
            if isOptionalCase && kind(after) == .period {
                recordOptionalPath(from: index, through: index, context: context)
                return after
            }
            // `Node??.none`: an Optional of an Optional.
            if after > next + 1, firstByte(index) >= UInt8(ascii: "A"), firstByte(index) <= UInt8(ascii: "Z"),
               let marks = optionalCaseMarks(after: next), next + marks == after {
                recordOptionalPath(from: index, through: index, questionMarks: marks, context: context)
                return after
            }
            // `Engine?(engine)`: a construction of the Optional type (`Optional<Engine>(engine)`).
            let isConstruction = isCapitalizedOptional && kind(after) == .leftParen && !tokens[after].hasLeadingTrivia
            guard isConstruction || (kind(after) == .period && isKeyword(after + 1, .self)),
                  let (type, typeEnd) = parseType(at: index), typeEnd == after else { return nil }
            recordType(type, .expression, currentDeclaration(context))
            return after
        }
        guard hasGenericArguments || kind(next) == .period else { return nil }
        // Generic arguments on a member of the path: `Namespace.Box<Engine>(…)`.
        var hasMemberGenericArguments = false
        if !hasGenericArguments {
            // Only a chain of names ending in `.self`/`.Type`/`.Protocol` is a type here.
            var cursor = next
            while kind(cursor) == .period && kind(cursor + 1) == .identifier && keyword(cursor + 1) != .typeKeyword && keyword(cursor + 1) != .protocolKeyword {
                if firstByte(cursor + 2) == UInt8(ascii: "<") && !tokens[cursor + 2].hasLeadingTrivia { break }
                cursor += 2
            }
            // `Kit.Part?.none`, `Kit.Part?.some(x)`, `Kit.Part?(x)`: the Optional of a path of
            // capitalized names, as `Part?.none` is of one name.
            if kind(cursor) == .postfixQuestionMark, cursor > next,
               firstByte(index) >= UInt8(ascii: "A"), firstByte(index) <= UInt8(ascii: "Z"),
               firstByte(cursor - 1) >= UInt8(ascii: "A"), firstByte(cursor - 1) <= UInt8(ascii: "Z") {
                let after = cursor + 1
                let isOptionalCase = kind(after) == .period && (textIs(after + 1, "none") || textIs(after + 1, "some"))
                let isConstruction = kind(after) == .leftParen && !tokens[after].hasLeadingTrivia
                if isOptionalCase || isConstruction {
                    recordOptionalPath(from: index, through: cursor - 1, context: context)
                    return after
                }
            }
            let endsInSelf = kind(cursor) == .period && (isKeyword(cursor + 1, .self) || keyword(cursor + 1) == .typeKeyword || keyword(cursor + 1) == .protocolKeyword)
            hasMemberGenericArguments = !endsInSelf && firstByte(cursor + 2) == UInt8(ascii: "<") && !tokens[cursor + 2].hasLeadingTrivia
                && firstByte(cursor + 1) >= UInt8(ascii: "A") && firstByte(cursor + 1) <= UInt8(ascii: "Z")
            guard endsInSelf || firstByte(cursor + 2) == UInt8(ascii: "<") else {
                // `Name.member`, not called: maybe an unapplied method of a protocol.
                if cursor == next + 2, !declarationsOnly, kind(index) == .identifier,
                   firstByte(index) >= UInt8(ascii: "A"), firstByte(index) <= UInt8(ascii: "Z"),
                   firstByte(next + 1) >= UInt8(ascii: "a"), firstByte(next + 1) <= UInt8(ascii: "z"),
                   kind(cursor) != .leftParen || isArgumentLabelList(cursor), kind(cursor) != .leftBrace, kind(cursor) != .period {
                    memberReferenceBases.append((Int32(index), Int32(currentDeclaration(context) ?? -1)))
                }
                return nil
            }
        }
        guard let (type, after) = parseTypeAt(TypeCursor(index: index, offset: 0)), after.offset == 0 else { return nil }
        // A generic-argument list in an expression must be followed by something that can
        // follow a type: a call, a member, `)`, `]`, `,`, a line end; after a member
        // (`Optional<P>.none`) also what follows an expression: a cast, `is`, an infix operator.
        if hasGenericArguments || hasMemberGenericArguments {
            switch kind(after.index) {
            case .leftParen, .period, .rightParen, .rightSquare, .comma, .colon, .semicolon, .rightBrace, .endOfFile,
                 .leftBrace, .postfixQuestionMark, .exclamationMark:
                break
            case .binaryOperator, .infixQuestionMark, .keyword:
                let followsExpression = kind(after.index) != .keyword || keyword(after.index) == .as || keyword(after.index) == .is
                if !(followsExpression && endsInMember(type)) && !atLineStart(after.index) { return nil }
            default:
                if !atLineStart(after.index) { return nil }
            }
        } else if !(kind(after.index) == .period && isKeyword(after.index + 1, .self)) {
            return nil
        }
        recordType(type, .expression, currentDeclaration(context))
        return after.index
    }

    /// Whether `type` ends in a member name (`Optional<P>.none`), as a type written in an
    /// expression does when a member of it is used.
    private func endsInMember(_ type: TypeNode) -> Bool {
        if case .member = type.kind { return true }
        return false
    }

    // MARK: Expression extent

    /// When the word at `index` is followed directly by `<…>` that reads as generic
    /// arguments (only type-like tokens inside, then `(`, `.`, `)` or the like), the index
    /// after the closing `>`. With `inTypePosition` (a parameter's type), `=` may follow too:
    /// `Dictionary<String, Int> = [:]` is a type and its default value; with `inAttribute`, a
    /// word or `@` (`@Injected<Service> var service`, the declaration the attribute is on).
    func skipGenericArguments(after index: Int, inTypePosition: Bool = false, inAttribute: Bool = false) -> Int? {
        let open = index + 1
        guard firstByte(open) == UInt8(ascii: "<"), !tokens[open].hasLeadingTrivia, kind(open).isOperator || kind(open) == .binaryOperator else { return nil }
        var depth = 0
        var cursor = open
        var steps = 0
        while cursor < tokens.count - 1 && steps < 256 {
            steps += 1
            let token = tokens[cursor]
            switch token.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestionMark, .exclamationMark, .prefixAmpersand:
                for offset in Int(token.start)..<Int(token.end) {
                    switch bytes[offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        if depth == 0 {
                            if offset != Int(token.end) - 1 {
                                // `>?`, `>!`: sugar after the arguments, before a member (`Optional<P>?.none`).
                                let sugar = (offset + 1)..<Int(token.end)
                                guard sugar.allSatisfy({ bytes[$0] == UInt8(ascii: "?") || bytes[$0] == UInt8(ascii: "!") }),
                                      kind(cursor + 1) == .period, !tokens[cursor + 1].hasLeadingTrivia else { return nil }
                                return cursor + 1
                            }
                            switch kind(cursor + 1) {
                            case .leftParen, .period, .rightParen, .rightSquare, .comma, .postfixQuestionMark, .exclamationMark, .leftBrace:
                                return cursor + 1
                            case .equal where inTypePosition:
                                return cursor + 1
                            case .keyword where inAttribute, .identifier where inAttribute, .atSign where inAttribute:
                                return cursor + 1
                            default:
                                return atLineStart(cursor + 1) || kind(cursor + 1) == .endOfFile ? cursor + 1 : nil
                            }
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."):
                        break
                    default:
                        return nil
                    }
                }
            case .identifier, .keyword, .comma, .period, .colon, .wildcard, .integerLiteral:
                break
            case .leftSquare, .leftParen:
                guard let close = match(cursor) else { return nil }
                cursor = close
            case .arrow:
                break
            default:
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// Whether `{` at `brace` begins a `willSet`/`didSet` block.
    func startsObserverBlock(_ brace: Int) -> Bool {
        var cursor = brace + 1
        while kind(cursor) == .atSign, let (_, next) = parseAttribute(at: cursor) { cursor = next }
        return keyword(cursor) == .willSet || keyword(cursor) == .didSet
    }
}

extension ParserState {
    /// Whether the `(` at `open` holds only argument labels, each followed by `:` (`(with:)`,
    /// `(_:_:)`): a compound name (`P.go(with:)`), not a call.
    func isArgumentLabelList(_ open: Int) -> Bool {
        guard !tokens[open].hasLeadingTrivia, let close = match(open), close > open + 1 else { return false }
        var cursor = open + 1
        while cursor < close {
            guard kind(cursor).isWord, kind(cursor + 1) == .colon, !tokens[cursor + 1].hasLeadingTrivia else { return false }
            cursor += 2
        }
        return cursor == close
    }
}
