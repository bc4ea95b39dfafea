// MARK: - Types

/// A position inside the token stream that may fall inside an operator token, because a
/// type can end in the middle of one (`>>` in `Array<Set<P>>`, `>?` in `Array<P>?`).
struct TypeCursor {
    /// Token index.
    var index: Int
    /// Bytes of that token already consumed.
    var offset: Int
}

extension ParserState {
    /// Records a type written in `context`.
    mutating func recordType(_ type: TypeNode, _ context: TypeContext, _ declaration: Int?) {
        // The index reads declarations only; type uses are for the rules.
        guard !declarationsOnly else { return }
        typeUses.append(TypeUse(type: type, context: context, declaration: declaration))
    }

    /// Parses a type starting at token `index`; returns it and the token after it. A type
    /// that ends inside a token fails, except for a trailing `>`… split from an operator.
    mutating func parseType(at index: Int, allowVariadic: Bool = false) -> (TypeNode, Int)? {
        guard index < tokens.count - 1, var (type, cursor) = parseTypeAt(TypeCursor(index: index, offset: 0)) else { return nil }
        if allowVariadic && cursor.offset == 0 && kind(cursor.index) == .postfixOperator && textIs(cursor.index, "...") {
            type = TypeNode(kind: .variadic(type), range: type.range.lowerBound..<(cursor.index + 1),
                            startOffset: type.startOffset, endOffset: Int(tokens[cursor.index].end))
            cursor.index += 1
        }
        return (type, cursor.offset == 0 ? cursor.index : cursor.index + 1)
    }

    // MARK: Sub-token access

    /// The byte at `cursor`.
    @inline(__always) func peekByte(_ cursor: TypeCursor) -> UInt8 {
        guard cursor.index < tokens.count else { return 0 }
        let token = tokens[cursor.index]
        let position = Int(token.start) + cursor.offset
        return position < Int(token.end) ? bytes[position] : 0
    }

    /// Whether the token at `cursor` is operator-like, so single bytes may be taken from it.
    @inline(__always) func isSplittable(_ cursor: TypeCursor) -> Bool {
        switch kind(cursor.index) {
        case .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestionMark, .exclamationMark,
             .infixQuestionMark, .equal, .prefixAmpersand:
            return true
        default:
            return false
        }
    }

    /// `cursor` moved past one byte.
    @inline(__always) func consumeByte(_ cursor: TypeCursor) -> TypeCursor {
        let token = tokens[cursor.index]
        if Int(token.start) + cursor.offset + 1 >= Int(token.end) { return TypeCursor(index: cursor.index + 1, offset: 0) }
        return TypeCursor(index: cursor.index, offset: cursor.offset + 1)
    }

    /// The byte offset of `cursor`.
    @inline(__always) func byteOffset(_ cursor: TypeCursor) -> Int {
        guard cursor.index < tokens.count else { return bytes.count }
        return Int(tokens[cursor.index].start) + cursor.offset
    }

    /// The byte offset just after what was consumed before `cursor`.
    func endOffset(before cursor: TypeCursor) -> Int {
        if cursor.offset > 0 { return byteOffset(cursor) }
        return cursor.index > 0 ? Int(tokens[cursor.index - 1].end) : 0
    }

    func node(_ kind: TypeNode.Kind, from start: TypeCursor, to end: TypeCursor) -> TypeNode {
        TypeNode(kind: kind, range: start.index..<(end.offset == 0 ? end.index : end.index + 1),
                 startOffset: byteOffset(start), endOffset: endOffset(before: end))
    }

    // MARK: Grammar

    /// type → attributes? specifiers? (`some`|`any`|`each`|`repeat`)? composition
    mutating func parseTypeAt(_ start: TypeCursor) -> (TypeNode, TypeCursor)? {
        guard start.index < tokens.count - 1 else { return nil }
        guard depth < Parser.maximumDepth else {
            noteNestingLimit(at: start.index)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        var cursor = start
        var attributes: [String] = []
        var specifiers: [Keyword] = []
        while cursor.offset == 0 {
            if kind(cursor.index) == .atSign, let (attribute, next) = parseAttribute(at: cursor.index) {
                // `@convention(block)` is kept apart from the other conventions: a block
                // captures, where a C or thin function pointer does not.
                attributes.append(isBlockConvention(attribute) ? Self.blockConvention : attribute.name)
                cursor.index = next
            } else if isTypeSpecifier(cursor.index) {
                specifiers.append(keyword(cursor.index) == .none ? .unsafe : keyword(cursor.index))
                cursor.index += 1
            } else if isNonsendingSpecifier(cursor.index) {
                specifiers.append(.nonisolated)
                cursor.index += 4
            } else {
                break
            }
        }
        var result: (TypeNode, TypeCursor)?
        let word = keyword(cursor.index)
        if cursor.offset == 0, (word == .some || word == .any || word == .each) && kind(cursor.index) == .identifier
            || word == .repeat && kind(cursor.index) == .keyword,
           startsType(cursor.index + 1) {
            let keywordToken = cursor.index
            // `repeat each T`: the pattern after `repeat` is itself a type with a specifier.
            let base = word == .repeat ? parseTypeAt(TypeCursor(index: cursor.index + 1, offset: 0))
                                       : parseComposition(TypeCursor(index: cursor.index + 1, offset: 0))
            if let (base, next) = base {
                result = (node(.specified(keyword: word, token: keywordToken, base: base), from: cursor, to: next), next)
            }
        } else {
            result = parseComposition(cursor)
        }
        guard let (type, end) = result else { return nil }
        if !attributes.isEmpty || !specifiers.isEmpty {
            return (node(.attributed(attributes: attributes, specifiers: specifiers, base: type), from: start, to: end), end)
        }
        return (type, end)
    }

    /// The name a type's `@convention(block)` is recorded under (in ``TypeNode/Kind/attributed``'s
    /// attributes), so that it is not taken for the `convention` of a C or thin function.
    static let blockConvention = "convention(block)"

    /// Whether `attribute` is `@convention(block)`.
    func isBlockConvention(_ attribute: Attribute) -> Bool {
        guard attribute.name == "convention", let arguments = attribute.arguments, arguments.count == 1 else { return false }
        return textIs(arguments.lowerBound, "block")
    }

    /// `inout`, `borrowing`, `consuming`, `sending`, `isolated`, `__owned`, `__shared`, `_const`
    /// followed by a type.
    func isTypeSpecifier(_ index: Int) -> Bool {
        let word = keyword(index)
        switch word {
        case .inout: return true
        case .borrowing, .consuming, .sending, .isolated:
            return startsType(index + 1)
        default:
            guard kind(index) == .identifier, startsType(index + 1) else { return false }
            return textIs(index, "__owned") || textIs(index, "__shared") || textIs(index, "_const")
        }
    }

    /// Whether `nonisolated(nonsending)`, the isolation of a function type, starts at `index`
    /// and a type follows it.
    func isNonsendingSpecifier(_ index: Int) -> Bool {
        keyword(index) == .nonisolated && kind(index + 1) == .leftParen && !tokens[index + 1].hasLeadingTrivia
            && textIs(index + 2, "nonsending") && kind(index + 3) == .rightParen && startsType(index + 4)
    }

    /// Whether a type can begin at token `index`.
    func startsType(_ index: Int) -> Bool {
        switch kind(index) {
        case .identifier, .leftParen, .leftSquare, .atSign, .wildcard: return true
        case .keyword: return keyword(index) == .capitalSelf || keyword(index) == .capitalAny || keyword(index) == .inout || keyword(index) == .repeat
        case .prefixOperator: return firstByte(index) == UInt8(ascii: "~")
        default: return false
        }
    }

    /// composition → postfix (`&` postfix)*
    mutating func parseComposition(_ start: TypeCursor) -> (TypeNode, TypeCursor)? {
        guard let (first, afterFirst) = parsePostfix(start) else { return nil }
        // Most types are no composition: the member array is made only when `&` follows.
        var members: [TypeNode] = []
        var cursor = afterFirst
        while cursor.offset == 0 && isByte(cursor.index, UInt8(ascii: "&")) && (kind(cursor.index) == .binaryOperator || kind(cursor.index) == .prefixAmpersand),
              let (next, after) = parsePostfix(TypeCursor(index: cursor.index + 1, offset: 0)) {
            if members.isEmpty { members.append(first) }
            members.append(next)
            cursor = after
        }
        if members.isEmpty { return (first, cursor) }
        return (node(.composition(members), from: start, to: cursor), cursor)
    }

    /// postfix → primary (`?` | `!` | `.Type` | `.Protocol` | `.Name<Args>`)*
    mutating func parsePostfix(_ start: TypeCursor) -> (TypeNode, TypeCursor)? {
        guard var (type, cursor) = parsePrimary(start) else { return nil }
        var suffixes = 0
        while true {
            // A type with thousands of suffixes (`Int????…`) is not read: walking its nested
            // nodes later would recurse that deep.
            suffixes += 1
            if suffixes > Parser.maximumDepth {
                noteNestingLimit(at: start.index)
                return nil
            }
            let byte = peekByte(cursor)
            if byte == UInt8(ascii: "?") && (cursor.offset > 0 || kind(cursor.index) == .postfixQuestionMark) {
                cursor = consumeByte(cursor)
                type = node(.optional(type), from: start, to: cursor)
            } else if byte == UInt8(ascii: "!") && (cursor.offset > 0 || kind(cursor.index) == .exclamationMark) {
                cursor = consumeByte(cursor)
                type = node(.implicitlyUnwrapped(type), from: start, to: cursor)
            } else if cursor.offset == 0 && kind(cursor.index + 1) == .identifier
                        && (kind(cursor.index) == .period || (kind(cursor.index) == .colonColon && isModuleSelectorBase(type))) {
                // `Base.Name`, or with a module selector (Swift 6.3) `Swift::Error`, read as
                // the module-qualified `Swift.Error`.
                let nameIndex = cursor.index + 1
                switch keyword(nameIndex) {
                case .typeKeyword, .protocolKeyword:
                    cursor = TypeCursor(index: nameIndex + 1, offset: 0)
                    type = node(.metatype(base: type, isProtocol: keyword(nameIndex) == .protocolKeyword, token: nameIndex), from: start, to: cursor)
                default:
                    var after = TypeCursor(index: nameIndex + 1, offset: 0)
                    var arguments: [TypeNode] = []
                    if firstByte(after.index) == UInt8(ascii: "<") && !tokens[after.index].hasLeadingTrivia && isSplittable(after) {
                        guard let (parsed, next) = parseGenericArguments(after) else { return (type, cursor) }
                        arguments = parsed
                        after = next
                    }
                    cursor = after
                    type = node(.member(base: type, name: name(nameIndex), token: nameIndex, arguments: arguments), from: start, to: cursor)
                }
            } else {
                return (type, cursor)
            }
        }
    }

    /// Whether `type` can be the module of a module selector (`Swift` in `Swift::Error`): a
    /// plain name.
    func isModuleSelectorBase(_ type: TypeNode) -> Bool {
        if case let .identifier(_, _, arguments) = type.kind { return arguments.isEmpty }
        return false
    }

    /// primary → Name<Args>? | `(` tuple or function `)` | `[` T `]` | `[` K `:` V `]` | `~` primary
    mutating func parsePrimary(_ start: TypeCursor) -> (TypeNode, TypeCursor)? {
        guard start.offset == 0 else { return nil }
        let index = start.index
        switch kind(index) {
        case .identifier, .wildcard, .keyword:
            if kind(index) == .keyword && keyword(index) != .capitalSelf && keyword(index) != .capitalAny { return nil }
            var cursor = TypeCursor(index: index + 1, offset: 0)
            var arguments: [TypeNode] = []
            if firstByte(cursor.index) == UInt8(ascii: "<") && !tokens[cursor.index].hasLeadingTrivia && isSplittable(cursor) {
                guard let (parsed, next) = parseGenericArguments(cursor) else { return nil }
                arguments = parsed
                cursor = next
            }
            return (node(.identifier(name: name(index), token: index, arguments: arguments), from: start, to: cursor), cursor)
        case .leftParen:
            return parseParenthesizedType(start)
        case .leftSquare:
            guard let close = match(index), close > index else { return nil }
            // `[4 of Int]`, `[N of T]`: InlineArray's sugar (Swift 6.2), an array for the rules.
            var elementStart = index + 1
            if index + 3 < close, textIs(index + 2, "of"),
               [.integerLiteral, .identifier, .wildcard].contains(kind(index + 1)) {
                elementStart = index + 3
            }
            guard let (element, afterElement) = parseTypeAt(TypeCursor(index: elementStart, offset: 0)), afterElement.offset == 0 else { return nil }
            if elementStart != index + 1 {
                guard afterElement.index == close else { return nil }
                let end = TypeCursor(index: close + 1, offset: 0)
                return (node(.array(element), from: start, to: end), end)
            }
            let end = TypeCursor(index: close + 1, offset: 0)
            if afterElement.index == close {
                return (node(.array(element), from: start, to: end), end)
            }
            guard kind(afterElement.index) == .colon,
                  let (value, afterValue) = parseTypeAt(TypeCursor(index: afterElement.index + 1, offset: 0)),
                  afterValue.offset == 0, afterValue.index == close else { return nil }
            return (node(.dictionary(key: element, value: value), from: start, to: end), end)
        case .prefixOperator:
            guard isByte(index, UInt8(ascii: "~")), let (base, next) = parsePrimary(TypeCursor(index: index + 1, offset: 0)) else { return nil }
            return (node(.suppressed(base), from: start, to: next), next)
        default:
            return nil
        }
    }

    /// `<` A, B `>`: returns the arguments and the cursor after `>`.
    mutating func parseGenericArguments(_ open: TypeCursor) -> ([TypeNode], TypeCursor)? {
        var cursor = consumeByte(open)
        var arguments: [TypeNode] = []
        while true {
            if peekByte(cursor) == UInt8(ascii: ">") && (cursor.offset > 0 || isSplittable(cursor)) {
                return (arguments, consumeByte(cursor))
            }
            if let afterValue = valueGenericArgumentEnd(cursor) {
                // Value generics: `Vector<3, Int>`; an integer is not a type, skip it.
                cursor = afterValue
            } else {
                guard let (argument, next) = parseTypeAt(cursor) else { return nil }
                arguments.append(argument)
                cursor = next
            }
            if cursor.offset == 0 && kind(cursor.index) == .comma {
                cursor.index += 1
                continue
            }
            guard peekByte(cursor) == UInt8(ascii: ">") && (cursor.offset > 0 || isSplittable(cursor)) else { return nil }
        }
    }

    /// The cursor after a value generic argument at `cursor`: an integer literal, `-` and one
    /// (`V<-1, T>`, where the lexer made `<-` one operator, is read from the byte after `<`);
    /// nil when none is there.
    func valueGenericArgumentEnd(_ cursor: TypeCursor) -> TypeCursor? {
        if cursor.offset == 0 && kind(cursor.index) == .integerLiteral { return TypeCursor(index: cursor.index + 1, offset: 0) }
        guard peekByte(cursor) == UInt8(ascii: "-"), isSplittable(cursor) else { return nil }
        let afterMinus = consumeByte(cursor)
        guard afterMinus.offset == 0, afterMinus.index == cursor.index + 1, kind(afterMinus.index) == .integerLiteral,
              !tokens[afterMinus.index].hasLeadingTrivia else { return nil }
        return TypeCursor(index: afterMinus.index + 1, offset: 0)
    }

    /// `(…)`: a tuple, a parenthesized type, or the parameters of a function type.
    mutating func parseParenthesizedType(_ start: TypeCursor) -> (TypeNode, TypeCursor)? {
        let open = start.index
        guard let close = match(open), close > open else { return nil }
        var elements: [TypeNode.TupleElement] = []
        var cursor = open + 1
        while cursor < close {
            var label: String?
            if kind(cursor).isWord && kind(cursor + 1) == .colon {
                label = name(cursor)
                cursor += 2
            } else if kind(cursor).isWord && kind(cursor + 1).isWord && kind(cursor + 2) == .colon && keyword(cursor) != .inout
                        && keyword(cursor) != .some && keyword(cursor) != .any {
                label = name(cursor)
                cursor += 3
            }
            guard let (type, next) = parseType(at: cursor, allowVariadic: true) else { return nil }
            elements.append(TypeNode.TupleElement(label: label, type: type))
            cursor = next
            if kind(cursor) == .comma { cursor += 1; continue }
            guard cursor == close else { return nil }
        }
        var after = close + 1
        // Function type: effects and an arrow.
        var isAsync = false
        var isThrowing = false
        var throwsType: TypeNode?
        while true {
            if isKeyword(after, .async) { isAsync = true; after += 1; continue }
            if isKeyword(after, .throws) || isKeyword(after, .rethrows) {
                isThrowing = true
                after += 1
                if kind(after) == .leftParen && !tokens[after].hasLeadingTrivia, let throwClose = match(after) {
                    throwsType = parseType(at: after + 1)?.0
                    after = throwClose + 1
                }
                continue
            }
            break
        }
        if kind(after) == .arrow, let (result, next) = parseTypeAt(TypeCursor(index: after + 1, offset: 0)) {
            return (node(.function(parameters: elements, isAsync: isAsync, isThrowing: isThrowing, throwsType: throwsType, result: result), from: start, to: next), next)
        }
        let end = TypeCursor(index: close + 1, offset: 0)
        return (node(.tuple(elements), from: start, to: end), end)
    }
}
