// MARK: - Reading an initializer's shape from its tokens

/// Reads the ``ValueExpression`` of a token range: the shapes whose type a syntax tool can
/// tell (`K()`, `Outer.Nested()`, `Name.member`, `try? K()`, `(K())`, `[K()]`, `[1: K()]`,
/// `[K]()`, `(1, K())`, `K() as K?`, `c ? K() : K()`, `{ … return k }()`); anything else is
/// ``ValueExpression/unknown``. A range is read whole: tokens left over make it unknown.
struct ValueExpressionReader {
    /// The file.
    let tree: SyntaxTree
    /// The types the parser read inside expressions (`[K]()`, `G<Int>(…)`, `x as T`), by
    /// their first token.
    let writtenTypes: [Int: TypeNode]
    /// How deep reading may nest (closures, groups, branches).
    static let depthLimit = 12
    /// Whether a construction's argument values are read (``ChainStep/argumentValues``): not
    /// for the many stored instance properties the index reads, whose types rarely hinge on
    /// them.
    var readsConstructionArguments = true
    /// Whether a collection literal's elements are all kept, also those spelled like an earlier
    /// one (which have its type, see ``ElementSpellings``): for a caller that counts them.
    var keepsRepeatedElements = false

    /// A reader of `tree`'s expressions.
    init(tree: SyntaxTree) {
        self.tree = tree
        var table: [Int: TypeNode] = [:]
        for use in tree.typeUses where use.context == .expression || use.context == .cast {
            table[use.type.range.lowerBound] = use.type
        }
        writtenTypes = table
    }

    /// The tokens.
    var tokens: [Token] { tree.tokens }

    /// The token after the group that opens at `index` (its matching bracket's successor),
    /// or nil when it has no matching bracket.
    func afterGroup(_ index: Int) -> Int? {
        let close = Int(tree.stream.matching[index])
        return close > index ? close + 1 : nil
    }

    /// The written type that starts at `index` and ends on a token boundary, with the token
    /// after it.
    func writtenType(at index: Int) -> (WrittenType, Int)? {
        guard let node = writtenTypes[index], node.range.upperBound > index,
              Int(tokens[node.range.upperBound - 1].end) == node.endOffset else { return nil }
        return (written(node), node.range.upperBound)
    }

    /// `node` with its source text.
    func written(_ node: TypeNode) -> WrittenType {
        WrittenType(node: node, text: tree.file.text(node.startOffset..<node.endOffset))
    }

    /// The shape of the expression spanning `range`.
    func read(_ range: Range<Int>, depth: Int = 0) -> ValueExpression {
        guard !range.isEmpty, depth < Self.depthLimit else { return .unknown }
        let first = range.lowerBound
        let token = tokens[first]
        if token.keyword == .try && token.kind == .keyword {
            guard first + 1 < range.upperBound else { return .unknown }
            switch tokens[first + 1].kind {
            case .exclamationMark: return read((first + 2)..<range.upperBound, depth: depth + 1)
            case .postfixQuestionMark: return .optional(read((first + 2)..<range.upperBound, depth: depth + 1))
            default: return read((first + 1)..<range.upperBound, depth: depth + 1)
            }
        }
        if token.keyword == .await && token.kind == .identifier && first + 1 < range.upperBound {
            return read((first + 1)..<range.upperBound, depth: depth + 1)
        }
        // `copy x`, `consume x`: the operand's value (a name `copy` used as a value is
        // followed by `.`, `(` or nothing).
        if token.kind == .identifier && first + 1 < range.upperBound && tokens[first + 1].kind.isWord && !tokens[first + 1].isAtStartOfLine
            && (token.keyword == .copy || tree.token(first, is: "consume")) {
            return read((first + 1)..<range.upperBound, depth: depth + 1)
        }
        // `unsafe p.pointee`, `unsafe [C()]`, `unsafe (a, b)`: any operand after a space (a
        // name `unsafe` is subscripted or called without one: `unsafe[0]`).
        if token.kind == .identifier && token.keyword == .unsafe && first + 1 < range.upperBound
            && tokens[first + 1].hasLeadingTrivia && !tokens[first + 1].isAtStartOfLine && !tokens[first + 1].kind.isOperator
            && tokens[first + 1].kind != .period && tokens[first + 1].kind != .equal {
            return read((first + 1)..<range.upperBound, depth: depth + 1)
        }
        if token.kind == .backslash { return keyPathLiteral(range) }
        // An `if` or `switch` expression is the whole expression (no operator may follow its
        // last branch), so operators in its condition or subject (`if limit > 2 { … }`) are
        // not the expression's.
        if token.keyword == .if && token.kind == .keyword { return ifExpression(range, depth: depth) }
        if token.keyword == .switch && token.kind == .keyword { return switchExpression(range, depth: depth) }
        switch topLevelOperator(in: range) {
        case .none:
            break
        case let .ternary(question, colon):
            return .choice([read((question + 1)..<colon, depth: depth + 1), read((colon + 1)..<range.upperBound, depth: depth + 1)])
        case let .cast(asToken):
            return cast(asToken, end: range.upperBound)
        case let .coalescing(operatorToken):
            // `cached() ?? Engine()`: the default's type, when it is not a literal (whose type
            // the other operand decides: `ratio ?? 1` may be a `Double`).
            let fallback = read((operatorToken + 1)..<range.upperBound, depth: depth + 1)
            switch fallback {
            case .chain, .typed: return fallback
            case .nilLiteral:
                // `cached ?? nil`: the Optional itself.
                return read(range.lowerBound..<operatorToken, depth: depth + 1)
            case let .implicitMember(steps) where steps.first?.name == "none" || steps.first?.name == "some":
                // `saved ?? .none`: swiftc takes Optional's member (an Optional result).
                return .unknown
            case .implicitMember:
                // `saved ?? .standard`: a member of the value's unwrapped type, joined with it
                // (an Optional member makes an Optional: see ``ProjectIndex/typingImplicitMembers(_:scope:depth:ofCollection:)``).
                return .choice([.forceUnwrapped(read(range.lowerBound..<operatorToken, depth: depth + 1)), fallback])
            case .closure:
                // `handler ?? {}`: the value unwrapped, whose function type the closure takes.
                return .forceUnwrapped(read(range.lowerBound..<operatorToken, depth: depth + 1))
            default: return .unknown
            }
        case .other:
            let operation = literalOperation(range)
            if case .unknown = operation, let bounded = rangeWithNamedBound(range, depth: depth) { return bounded }
            if case .unknown = operation, isBooleanOperation(range) { return .literal("Bool") }
            if case .unknown = operation, let operands = arrayConcatenation(range, depth: depth) { return .choice(operands) }
            return operation
        }
        return postfixExpression(range, depth: depth)
    }

    /// What joins the operands at the top level of an expression.
    enum TopLevelOperator {
        /// One operand: no operator.
        case none
        /// `c ? a : b`: the `?` and its `:`.
        case ternary(question: Int, colon: Int)
        /// `x as T` (`as?`, `as!`): the `as`.
        case cast(Int)
        /// `a ?? b` (`a ?? b ?? c`): the last `??`, whose right operand gives the type.
        case coalescing(Int)
        /// A binary operator, `is`, or a shape not followed.
        case other
    }

    /// The operator that splits `range` at its top level (outside brackets).
    func topLevelOperator(in range: Range<Int>) -> TopLevelOperator {
        var index = range.lowerBound
        var question: Int?
        var nestedQuestions = 0
        var castToken: Int?
        var coalescing: Int?
        var sawBinary = false
        while index < range.upperBound {
            // A type the parser read here (`G<Int>(…)`, `Array<K>()`): its angle brackets are
            // no operators.
            if !writtenTypes.isEmpty, let type = writtenTypes[index], type.range.upperBound > index + 1,
               type.range.upperBound <= range.upperBound {
                index = type.range.upperBound
                continue
            }
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace:
                guard let next = afterGroup(index) else { return .other }
                index = next
                continue
            case .infixQuestionMark:
                if question == nil { question = index } else { nestedQuestions += 1 }
            case .colon:
                guard let open = question else { return .other }
                if nestedQuestions == 0 { return .ternary(question: open, colon: index) }
                nestedQuestions -= 1
            case .binaryOperator:
                if question == nil {
                    if tree.token(index, is: "??") { coalescing = index } else { sawBinary = true }
                }
            case .keyword where token.keyword == .as:
                if question == nil && castToken == nil { castToken = index }
            case .keyword where token.keyword == .is:
                if question == nil { sawBinary = true }
            default:
                break
            }
            index += 1
        }
        if question != nil { return .other }
        if sawBinary { return .other }
        if let coalescing { return castToken == nil ? .coalescing(coalescing) : .other }
        if let castToken { return .cast(castToken) }
        return .none
    }

    /// `x as T`, `x as! T` (a `T`) or `x as? T` (a `T?`), when the type ends the range.
    func cast(_ asToken: Int, end: Int) -> ValueExpression {
        var typeStart = asToken + 1
        guard typeStart < end else { return .unknown }
        let marker = tokens[typeStart].kind
        if marker == .postfixQuestionMark || marker == .exclamationMark { typeStart += 1 }
        guard let (type, after) = writtenType(at: typeStart), after == end else { return .unknown }
        return marker == .postfixQuestionMark ? .optional(.typed(type)) : .typed(type)
    }

    /// `if c { a } else if d { b } else { c }` whose branches are single expressions.
    func ifExpression(_ range: Range<Int>, depth: Int) -> ValueExpression {
        var branches: [ValueExpression] = []
        var index = range.lowerBound + 1
        while index < range.upperBound {
            // The branch's body is the first `{` at this level after the condition.
            guard let brace = firstBrace(from: index, end: range.upperBound), let after = afterGroup(brace) else { return .unknown }
            branches.append(read((brace + 1)..<(after - 1), depth: depth + 1))
            guard after < range.upperBound else { return .unknown }  // no `else`: not an expression
            guard tokens[after].keyword == .else else { return .unknown }
            if after + 1 < range.upperBound && tokens[after + 1].kind == .leftBrace {
                guard let end = afterGroup(after + 1), end == range.upperBound else { return .unknown }
                branches.append(read((after + 2)..<(end - 1), depth: depth + 1))
                return .choice(branches)
            }
            guard after + 1 < range.upperBound, tokens[after + 1].keyword == .if else { return .unknown }
            index = after + 2
        }
        return .unknown
    }

    /// The first `{` from `start` on, before `end`, outside parentheses and brackets (an `if`
    /// or `switch` expression's body after its condition or subject); nil without one.
    func firstBrace(from start: Int, end: Int) -> Int? {
        var index = start
        while index < end && tokens[index].kind != .leftBrace {
            if tokens[index].kind == .leftParen || tokens[index].kind == .leftSquare {
                guard let next = afterGroup(index) else { return nil }
                index = next
            } else {
                index += 1
            }
        }
        return index < end ? index : nil
    }

    /// `switch x { case …: a  default: b }` whose cases are single expressions.
    func switchExpression(_ range: Range<Int>, depth: Int) -> ValueExpression {
        guard let index = firstBrace(from: range.lowerBound + 1, end: range.upperBound), let after = afterGroup(index),
              after == range.upperBound else { return .unknown }
        let close = after - 1
        // The start of each case's body (after its label's `:`), in order.
        var bodyStarts: [Int] = []
        var labelStarts: [Int] = []
        var cursor = index + 1
        var inLabel = false
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .leftParen || token.kind == .leftSquare || token.kind == .leftBrace {
                guard let next = afterGroup(cursor) else { return .unknown }
                cursor = next
                continue
            }
            if token.kind == .keyword && (token.keyword == .case || token.keyword == .default) {
                labelStarts.append(cursor)
                inLabel = true
            } else if inLabel && token.kind == .colon {
                bodyStarts.append(cursor + 1)
                inLabel = false
            }
            cursor += 1
        }
        guard !labelStarts.isEmpty, labelStarts.count == bodyStarts.count, labelStarts[0] == index + 1 else { return .unknown }
        var branches: [ValueExpression] = []
        for (position, start) in bodyStarts.enumerated() {
            var end = position + 1 < labelStarts.count ? labelStarts[position + 1] : close
            if end > start && tokens[end - 1].kind == .semicolon { end -= 1 }  // `case 0: a; default: b`
            branches.append(read(start..<end, depth: depth + 1))
        }
        return .choice(branches)
    }

    /// A primary expression and its postfix `!`s: a literal, a group, a collection, a
    /// closure (called or not), or a member chain.
    func postfixExpression(_ range: Range<Int>, depth: Int) -> ValueExpression {
        let first = range.lowerBound
        var expression: ValueExpression
        var next: Int
        // Whether the value is a sugared collection type's construction (`[K]()`).
        var isSugaredConstruction = false
        let token = tokens[first]
        switch token.kind {
        case .integerLiteral:
            (expression, next) = (.literal("Int"), first + 1)
        case .floatLiteral:
            (expression, next) = (.literal("Double"), first + 1)
        case .stringLiteral:
            (expression, next) = (.literal("String"), first + 1)
        case .regexLiteral:
            // `Regex<Substring>`, or with capture groups `Regex<(Substring, Substring?)>`
            // (see ``RegexOutputType``).
            guard let type = RegexOutputType.spelling(ofLiteral: tree.file.bytes[Int(token.start)..<Int(token.end)]) else { return .unknown }
            (expression, next) = (.literal(type), first + 1)
        case .pound where first + 1 < range.upperBound:
            // The magic literals: `#line` is an Int, `#dsohandle` an UnsafeRawPointer.
            guard let type = Self.magicLiteralType(tree.text(of: first + 1)) else { return .unknown }
            (expression, next) = (.literal(type), first + 2)
        case .prefixOperator where tree.token(first, is: "-") && first + 1 < range.upperBound:
            let kind = tokens[first + 1].kind
            guard kind == .integerLiteral || kind == .floatLiteral else { return .unknown }
            (expression, next) = (.literal(kind == .integerLiteral ? "Int" : "Double"), first + 2)
        case .keyword where token.keyword == .true || token.keyword == .false:
            (expression, next) = (.literal("Bool"), first + 1)
        case .keyword where token.keyword == .nil:
            (expression, next) = (.nilLiteral, first + 1)
        case .leftParen:
            guard let after = afterGroup(first), after <= range.upperBound else { return .unknown }
            if after < range.upperBound, tokens[after].kind == .postfixQuestionMark,
               let (type, typeEnd) = writtenType(at: first), case .optional = type.node.kind,
               let constructionEnd = constructionEnd(of: type, at: typeEnd, end: range.upperBound) {
                // `(any Model)?.none`, `(Node, Int)?.none`: a value of the written Optional type.
                (expression, next) = (.typed(type), constructionEnd)
                break
            }
            // `(P).self`, `(any P).self`: the type's metatype, as `P.self` is.
            if after + 2 == range.upperBound, tokens[after].kind == .period, tokens[after + 1].keyword == .`self` {
                let start = tokens[first + 1].keyword == .any ? first + 2 : first + 1
                if start < after - 1, tokens[start].kind == .identifier,
                   let (steps, end) = chain(from: start, end: after - 1, depth: depth), end == after - 1,
                   !steps.contains(where: { $0.isCalled || $0.unwrap != .none }) {
                    (expression, next) = (.chain(steps + [ChainStep(name: "self")]), range.upperBound)
                    break
                }
            }
            (expression, next) = (group((first + 1)..<(after - 1), depth: depth), after)
        case .leftSquare:
            guard let after = afterGroup(first), after <= range.upperBound else { return .unknown }
            if after + 2 == range.upperBound, tokens[after].kind == .period, tokens[after + 1].keyword == .`self`,
               let (type, typeEnd) = writtenType(at: first), typeEnd == after {
                // `[Model].self`, `[String: Model].self`: the written collection type's metatype.
                (expression, next) = (.members(base: .typed(type), steps: [ChainStep(name: "self")]), range.upperBound)
            } else if after < range.upperBound, tokens[after].kind == .leftParen || tokens[after].kind == .period
                || tokens[after].kind == .postfixQuestionMark,
               let (type, typeEnd) = writtenType(at: first), typeEnd >= after,
               let constructionEnd = constructionEnd(of: type, at: typeEnd, end: range.upperBound) {
                // `[K]()`, `[String: K].init()`: a construction of the written type (then
                // maybe members: `[K]().first`).
                (expression, next) = (.typed(type), constructionEnd)
                isSugaredConstruction = true
            } else {
                (expression, next) = (collection((first + 1)..<(after - 1), depth: depth), after)
            }
        case .leftBrace:
            guard let after = afterGroup(first), after <= range.upperBound else { return .unknown }
            if after + 1 < range.upperBound && tokens[after].kind == .leftParen && tokens[after + 1].kind == .rightParen {
                (expression, next) = (calledClosure(first, close: after - 1, depth: depth), after + 2)
            } else if after < range.upperBound, tokens[after].kind == .leftParen, !tokens[after].isAtStartOfLine,
                      let afterArguments = afterGroup(after), afterArguments <= range.upperBound {
                // `{ (n: Int) -> Engine in … }(1)`: called with arguments.
                (expression, next) = (calledClosure(first, close: after - 1, arguments: (after + 1)..<(afterArguments - 1), depth: depth),
                                      afterArguments)
            } else {
                (expression, next) = (.closure(closureShape(first, close: after - 1, depth: depth)), after)
            }
        case .identifier, .keyword, .dollarIdentifier:
            // `$0` is read as a name: a collection member's closure puts the element for it.
            guard token.kind == .identifier || token.kind == .dollarIdentifier || token.keyword == .capitalSelf
                    || token.keyword == .`init` else { return .unknown }
            // (Only a name followed by `?` or `.` is looked up: `chain` reads the written type at
            // `first` too. `Kit.Part?.none` is a path's Optional.)
            if first + 1 < range.upperBound, tokens[first + 1].kind == .postfixQuestionMark || tokens[first + 1].kind == .period,
               let (type, typeEnd) = writtenType(at: first), case .optional = type.node.kind,
               let constructionEnd = constructionEnd(of: type, at: typeEnd, end: range.upperBound) {
                // `Engine?(engine)`, `Engine?.none`: a value of the written Optional type.
                (expression, next) = (.typed(type), constructionEnd)
                break
            }
            guard let (steps, after) = chain(from: first, end: range.upperBound, depth: depth) else { return .unknown }
            (expression, next) = (.chain(steps), after)
        case .period where first + 1 < range.upperBound
            && (tokens[first + 1].kind == .identifier || tokens[first + 1].keyword == .`init`):
            // `.b`, `.a(x)`, `.init()`: a member of the type the context gives.
            guard let (steps, after) = chain(from: first + 1, end: range.upperBound, depth: depth) else { return .unknown }
            (expression, next) = (.implicitMember(steps), after)
        default:
            return .unknown
        }
        // `[Engine()].first`, `[1: Engine()].keys`, `(0..<3).map { … }`: members of an array or
        // dictionary literal or of a parenthesized value.
        var isCollectionLiteral = false
        if case .array = expression { isCollectionLiteral = true }
        if case .dictionary = expression { isCollectionLiteral = true }
        // `(engine, 1).0`, `(engine: e, count: 1).engine`: a tuple literal's element.
        if case let .tuple(items) = expression, next + 1 < range.upperBound, tokens[next].kind == .period {
            let member = tree.text(of: next + 1)
            if tokens[next + 1].kind == .integerLiteral, let position = Int(member), position < items.count {
                (expression, next) = (items[position].value, next + 2)
            } else if tokens[next + 1].kind == .identifier, let item = items.first(where: { $0.label == member }) {
                (expression, next) = (item.value, next + 2)
            }
        }
        // `[Theme(), Theme()][0]`, `["dark": Theme()]["dark"]`: subscripts of a literal (then
        // maybe members: `[a, b][1...].first`).
        var subscripts: [ChainStep] = []
        while isCollectionLiteral || isSugaredConstruction, next < range.upperBound, tokens[next].kind == .leftSquare, !tokens[next].isAtStartOfLine,
              let (step, after) = subscriptStep(at: next, end: range.upperBound) {
            subscripts.append(step)
            next = after
        }
        if !subscripts.isEmpty { expression = .members(base: expression, steps: subscripts) }
        if isCollectionLiteral || isSugaredConstruction || token.kind == .leftParen, next + 1 < range.upperBound, tokens[next].kind == .period,
           tokens[next + 1].kind == .identifier, let (steps, after) = chain(from: next + 1, end: range.upperBound, depth: depth) {
            if case let .members(base, earlier) = expression, !subscripts.isEmpty {
                (expression, next) = (.members(base: base, steps: earlier + steps), after)
            } else {
                (expression, next) = (.members(base: expression, steps: steps), after)
            }
        }
        while next < range.upperBound && tokens[next].kind == .exclamationMark {
            expression = .forceUnwrapped(expression)
            next += 1
        }
        return next == range.upperBound ? expression : .unknown
    }

    /// The type of the magic literal `#name` (`#file`, `#line`, `#dsohandle`…); nil for a
    /// macro.
    static func magicLiteralType(_ name: String) -> String? {
        switch name {
        case "file", "fileID", "filePath", "function": return "String"
        case "line", "column": return "Int"
        case "dsohandle": return "UnsafeRawPointer"
        default: return nil
        }
    }

    /// Where a value of the type written before `typeEnd` ends, when what follows makes one:
    /// a call `( … )` or `.init( … )`, or for an optional type `.none` or `.some( … )`
    /// (`[K].init()`, `K?.none`). Nil for anything else (`[K].self`, `K?.init` uncalled).
    func constructionEnd(of type: WrittenType, at typeEnd: Int, end: Int) -> Int? {
        guard typeEnd < end else { return nil }
        if tokens[typeEnd].kind == .leftParen {
            guard let callEnd = afterGroup(typeEnd), callEnd <= end else { return nil }
            return callEnd
        }
        guard tokens[typeEnd].kind == .period, typeEnd + 1 < end else { return nil }
        let member = typeEnd + 1
        let isOptional: Bool
        if case .optional = type.node.kind { isOptional = true } else { isOptional = false }
        if isOptional && tree.token(member, is: "none") {
            return member + 1
        }
        guard tokens[member].keyword == .`init` || (isOptional && tree.token(member, is: "some")),
              member + 1 < end, tokens[member + 1].kind == .leftParen,
              !tokens[member + 1].isAtStartOfLine, !holdsOnlyArgumentLabels(member + 1),
              let callEnd = afterGroup(member + 1), callEnd <= end else { return nil }
        return callEnd
    }

    /// Whether the parentheses opening at `open` hold only argument labels, `(x:y:)` or
    /// `(_:)`: a compound name (`Engine.init(rpm:)` names the initializer), not a call.
    func holdsOnlyArgumentLabels(_ open: Int) -> Bool {
        tree.compoundNameLabels(openingAt: open) != nil
    }

    /// The inside of `( … )`: one unlabeled element is a parenthesized expression, more are a
    /// tuple.
    func group(_ range: Range<Int>, depth: Int) -> ValueExpression {
        let items = topLevelItems(range)
        if items.count == 1 && label(of: items[0]) == nil { return read(items[0], depth: depth + 1) }
        guard items.count > 1 else { return .unknown }
        return .tuple(items.map { item in
            if let name = label(of: item) {
                return TupleItem(label: name, value: read((item.lowerBound + 2)..<item.upperBound, depth: depth + 1))
            }
            return TupleItem(label: nil, value: read(item, depth: depth + 1))
        })
    }

    /// `label` when `item` starts with `label:`.
    func label(of item: Range<Int>) -> String? {
        guard item.count > 2, tokens[item.lowerBound].kind == .identifier || tokens[item.lowerBound].kind == .keyword,
              tokens[item.lowerBound + 1].kind == .colon else { return nil }
        return tree.text(of: item.lowerBound)
    }

    /// The inside of `[ … ]`: an array or a dictionary literal (an empty one has no type of
    /// its own).
    func collection(_ range: Range<Int>, depth: Int) -> ValueExpression {
        // `[]` and `[:]`: empty literals, typed by what they stand beside (see
        // ``ProjectIndex/agreedType(_:scope:depth:)``).
        if range.isEmpty { return .array([]) }
        if range.count == 1 && tokens[range.lowerBound].kind == .colon { return .dictionary(keys: [], values: []) }
        let items = topLevelItems(range)
        guard !items.isEmpty else { return .unknown }
        var keys: [ValueExpression] = []
        var values: [ValueExpression] = []
        // An element spelled like an earlier one has its type: read once (see
        // ``ElementSpellings``), unless the caller counts the elements.
        var spellings = ElementSpellings()
        for item in items {
            guard let colon = topLevelColon(in: item) else {
                guard keys.isEmpty else { return .unknown }
                if !keepsRepeatedElements && spellings.isRepeat(item, in: self) { continue }
                values.append(read(item, depth: depth + 1))
                continue
            }
            guard keys.count == values.count else { return .unknown }
            if !keepsRepeatedElements && spellings.isRepeat(item, in: self) { continue }
            keys.append(read(item.lowerBound..<colon, depth: depth + 1))
            values.append(read((colon + 1)..<item.upperBound, depth: depth + 1))
        }
        return keys.isEmpty ? .array(values) : .dictionary(keys: keys, values: values)
    }

    /// `range` without what leaves a value's type as it is: parentheses around one value
    /// (`(helper)`, `((helper))`; not a tuple) and a leading `try` (not `try?` or `try!`).
    func withoutTypePreservingWrappers(_ range: Range<Int>) -> Range<Int> {
        var range = range
        // Bounded: each step drops at least one token.
        while range.count >= 2 {
            let first = range.lowerBound
            let last = range.upperBound - 1
            if tokens[first].keyword == .try {
                let next = tokens[first + 1].kind
                guard next != .postfixQuestionMark && next != .infixQuestionMark && next != .exclamationMark else { break }
                range = (first + 1)..<range.upperBound
            } else if tokens[first].kind == .leftParen, Int(tree.stream.matching[first]) == last, range.count > 2,
                      topLevelItems((first + 1)..<last).count == 1 {
                range = (first + 1)..<last
            } else {
                break
            }
        }
        return range
    }

    /// The comma-separated items of `range` at its top level (a trailing comma ends none).
    func topLevelItems(_ range: Range<Int>) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                guard let next = afterGroup(index) else { return [] }
                index = next
                continue
            case .identifier:
                // `G<A, B>(…)`, `Outer.G<A, B>(…)`: the commas of generic arguments separate
                // nothing. (Only a name followed by an operator, `<…`, or a `.` can start such a
                // type: the table is not looked up for the others.)
                if !writtenTypes.isEmpty, index + 1 < range.upperBound,
                   tokens[index + 1].kind.isOperator || tokens[index + 1].kind == .period,
                   let type = writtenTypes[index], type.range.upperBound > index + 1 {
                    index = type.range.upperBound
                    continue
                }
            case .comma:
                items.append(start..<index)
                start = index + 1
            default:
                break
            }
            index += 1
        }
        if start < range.upperBound { items.append(start..<range.upperBound) }
        return items
    }

    /// The `:` of a dictionary entry `key: value` (none when a ternary's could be meant).
    func topLevelColon(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                guard let next = afterGroup(index) else { return nil }
                index = next
                continue
            case .infixQuestionMark: return nil
            case .colon: return index
            default: index += 1
            }
        }
        return nil
    }
}
