// MARK: - Generic clauses, inheritance, where clauses, parameters

extension ParserState {
    /// `<T: P, each U, V>` at `index` (the token starting with `<`); returns the index after `>`.
    /// `offset` is where `<` stands inside the token (after an operator name).
    mutating func parseGenericParameters(_ declaration: inout Declaration, at index: Int, offset: Int = 0) -> Int {
        var cursor = consumeByte(TypeCursor(index: index, offset: offset))
        var parameters: [GenericParameter] = []
        while cursor.index < tokens.count - 1 {
            if peekByte(cursor) == UInt8(ascii: ">") {
                cursor = consumeByte(cursor)
                break
            }
            var isPack = false
            var isValue = false
            // Attributes on the parameter (`<@Sendable T>`, `<@_noMetadata T>`) are stepped over.
            while cursor.offset == 0 && kind(cursor.index) == .atSign, let (_, next) = parseAttribute(at: cursor.index) {
                cursor.index = next
            }
            if cursor.offset == 0 && (isKeyword(cursor.index, .each) || isKeyword(cursor.index, .repeat)) && kind(cursor.index + 1) == .identifier {
                isPack = true
                cursor.index += 1
            } else if cursor.offset == 0 && isKeyword(cursor.index, .let) && kind(cursor.index + 1).isWord {
                isValue = true
                cursor.index += 1  // a value generic: `<let count: Int>`
            }
            guard cursor.offset == 0, kind(cursor.index).isWord else { break }
            var parameter = GenericParameter(name: name(cursor.index), token: cursor.index, constraint: nil, isPack: isPack,
                                             isValue: isValue)
            cursor.index += 1
            if kind(cursor.index) == .colon, let (type, next) = parseTypeAt(TypeCursor(index: cursor.index + 1, offset: 0)) {
                parameter.constraint = type
                recordType(type, .genericConstraint, declarations.count - 1)
                cursor = next
            }
            parameters.append(parameter)
            if cursor.offset == 0 && kind(cursor.index) == .comma { cursor.index += 1; continue }
            if peekByte(cursor) == UInt8(ascii: ">") { cursor = consumeByte(cursor); break }
            break
        }
        declaration.genericParameters = parameters
        let after = cursor.offset == 0 ? cursor.index : cursor.index + 1
        declaration.genericClause = index..<after
        return after
    }

    /// `: A, B<C>, @unchecked Sendable, nonisolated P` up to `{`, `where` or `=`. A
    /// `nonisolated` conformance (Swift 6.2) is kept as the type with that specifier, as
    /// `@MainActor P` is kept with its attribute.
    mutating func parseInheritance(_ declaration: inout Declaration, at index: Int) -> Int {
        guard kind(index) == .colon else { return index }
        var cursor = index + 1
        while let (type, next) = parseInheritedType(at: cursor) {
            declaration.inheritance.append(type)
            recordType(type, .inheritance, declarations.count - 1)
            cursor = next
            guard kind(cursor) == .comma else { break }
            cursor += 1
        }
        return cursor
    }

    /// One entry of an inheritance clause at `index`, and the index after it.
    private mutating func parseInheritedType(at index: Int) -> (TypeNode, Int)? {
        guard isKeyword(index, .nonisolated) && kind(index + 1) != .leftParen && startsType(index + 1),
              let (type, next) = parseType(at: index + 1) else {
            return parseType(at: index)
        }
        let start = TypeCursor(index: index, offset: 0)
        let node = TypeNode(kind: .attributed(attributes: [], specifiers: [.nonisolated], base: type), range: index..<next,
                            startOffset: byteOffset(start), endOffset: type.endOffset)
        return (node, next)
    }

    /// `where T: P, T.Element == U` up to a `{` or the end of the declaration.
    mutating func parseWhereClause(_ declaration: inout Declaration, at index: Int, end: Int) -> Int {
        guard isKeyword(index, .where) else { return index }
        var cursor = index + 1
        let owner = declarations.count - 1
        while cursor < end, let (left, next) = parseType(at: cursor) {
            cursor = next
            if kind(cursor) == .colon, let (right, after) = parseType(at: cursor + 1) {
                declaration.requirements.append(Requirement(relation: .conformance, left: left, right: right))
                recordType(right, .conformanceRequirement, owner)
                cursor = after
            } else if kind(cursor) == .binaryOperator && textIs(cursor, "=="), let (right, after) = parseType(at: cursor + 1) {
                declaration.requirements.append(Requirement(relation: .sameType, left: left, right: right))
                recordType(left, .sameTypeRequirement, owner)
                recordType(right, .sameTypeRequirement, owner)
                cursor = after
            } else {
                break
            }
            guard kind(cursor) == .comma else { break }
            cursor += 1
        }
        declaration.whereClause = index..<cursor
        return cursor
    }

    /// Parses the parameter list whose `(` is at `open`. Each element is
    /// `@attr label name: Type... = default` or, in enum cases and closure signatures, a bare type.
    mutating func parseParameters(_ open: Int, context: ItemContext, record: TypeContext) -> [Parameter] {
        guard let close = match(open), close > open else { return [] }
        var parameters: [Parameter] = []
        var cursor = open + 1
        while cursor < close {
            let elementStart = cursor
            let elementEnd = nextComma(from: cursor, end: close)
            var parameter = Parameter(firstName: nil, secondName: nil, type: nil, defaultValue: nil, range: elementStart..<elementEnd)
            while kind(cursor) == .atSign, let (attribute, next) = parseAttribute(at: cursor) {
                if let arguments = attribute.arguments { scanInitializerCode(arguments, context: context) }
                cursor = next
            }
            // Names: `a:`, `a b:`, `_ b:`.
            if kind(cursor).isWord && kind(cursor + 1) == .colon {
                parameter.firstName = name(cursor)
                cursor += 2
            } else if kind(cursor).isWord && kind(cursor + 1).isWord && kind(cursor + 2) == .colon {
                parameter.firstName = name(cursor)
                parameter.secondName = name(cursor + 1)
                cursor += 3
            }
            if parameter.firstName == nil && cursor > elementStart {
                // A bare type (an enum case's payload): its attributes are the type's
                // (`case run(@Sendable () -> Void)`).
                cursor = elementStart
            }
            if cursor < elementEnd, let (type, next) = parseType(at: cursor, allowVariadic: true) {
                parameter.type = type
                recordType(type, record, context.parent)
                cursor = next
            }
            if kind(cursor) == .equal && cursor < elementEnd {
                parameter.defaultValue = (cursor + 1)..<elementEnd
                scanInitializerCode((cursor + 1)..<elementEnd, context: context)
            }
            parameters.append(parameter)
            cursor = elementEnd + 1
        }
        return parameters
    }

    /// The index of the next `,` at this bracket level before `end`, or `end`.
    func nextComma(from index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end {
            switch kind(cursor) {
            case .comma: return cursor
            case .identifier, .keyword:
                // `Dictionary<String, P>`: the comma of generic arguments is not a separator.
                cursor = skipGenericArguments(after: cursor, inTypePosition: true) ?? cursor + 1
            case .leftParen, .leftSquare, .leftBrace:
                cursor = skipGroup(cursor)
            default:
                cursor += 1
            }
        }
        return end
    }
}
