// MARK: - Sugared, parenthesized and Optional types written in expressions

extension ParserState {
    /// `[T]()`, `[K: V]()`, `[T].self`, and `[T]` or `[K: V]` before a member, also after
    /// `?`/`!` (`[T].init()`, `[T]?.none`, `[K: V].Element.self`) in an expression: records the
    /// sugared type and returns the index after it. An array literal before a member
    /// (`[a, b].count`) is no type; `[a].count` reads as one but names no protocol.
    mutating func scanArrayTypeExpression(at index: Int, context: ItemContext) -> Int? {
        guard let close = match(index), close > index + 1 else { return nil }
        let after = close + 1
        let isCall = kind(after) == .leftParen && !tokens[after].hasLeadingTrivia
        var member = after
        while kind(member) == .postfixQuestionMark || kind(member) == .exclamationMark { member += 1 }
        let isMember = kind(member) == .period && !tokens[member].hasLeadingTrivia && kind(member + 1).isWord
        guard isCall || isMember else { return nil }
        if index > 0 {
            switch kind(index - 1) {
            case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .dollarIdentifier:
                if !tokens[index].hasLeadingTrivia { return nil }  // a subscript: `x[i](…)`
            default: break
            }
        }
        guard let (type, next) = parsePrimary(TypeCursor(index: index, offset: 0)), next.offset == 0, next.index == after else { return nil }
        // `[Node]?.none`: a case of the Optional of the written type.
        if let marks = optionalCaseMarks(after: after) {
            recordType(optional(type, questionMarks: marks), .expression, currentDeclaration(context))
            return after + marks
        }
        recordType(type, .expression, currentDeclaration(context))
        return after
    }

    /// `\[T].count`, `\[K: V].count`: the sugared root type of a key path, recorded in
    /// `useContext` (see ``scanKeyPathRoot(at:context:)``). Returns the index after the root.
    mutating func scanSugaredKeyPathRoot(at root: Int, context: ItemContext, as useContext: TypeContext) -> Int? {
        guard let close = match(root), close > root + 1, kind(close + 1) == .period || kind(close + 1) == .postfixQuestionMark,
              let (type, next) = parsePrimary(TypeCursor(index: root, offset: 0)), next.offset == 0, next.index == close + 1 else { return nil }
        recordType(type, useContext, currentDeclaration(context))
        return close + 1
    }

    // MARK: Optional types written in expressions

    /// Records `Name?` or `Kit.Name?` (the names from `first` to `last`, at every other token,
    /// and the `?` after them) as a type in an expression, for `Name?.none`, `Kit.Name?(x)`: the
    /// type parser reads `.none` as a member type (a member of a sugared type stays part of
    /// it, `Optional<P>?.none`), so the node is made here. Kept out of
    /// ``scanTypeExpression(at:context:)``, which runs for every name in code: inlined there,
    /// it made that function too large for its token reads to be inlined.
    @inline(never)
    mutating func recordOptionalPath(from first: Int, through last: Int, questionMarks: Int = 1, context: ItemContext) {
        var path = TypeNode(kind: .identifier(name: name(first), token: first, arguments: []), range: first..<(first + 1),
                            startOffset: Int(tokens[first].start), endOffset: Int(tokens[first].end))
        var position = first + 2
        while position <= last {
            path = TypeNode(kind: .member(base: path, name: name(position), token: position, arguments: []), range: first..<(position + 1),
                            startOffset: path.startOffset, endOffset: Int(tokens[position].end))
            position += 2
        }
        recordType(optional(path, questionMarks: questionMarks), .expression, currentDeclaration(context))
    }

    /// `base` wrapped in an Optional once per `?` written after it (`Node??`).
    func optional(_ base: TypeNode, questionMarks: Int) -> TypeNode {
        var type = base
        for mark in 0..<questionMarks {
            let end = base.range.upperBound + mark + 1
            type = TypeNode(kind: .optional(type), range: base.range.lowerBound..<end, startOffset: base.startOffset,
                            endOffset: Int(tokens[end - 1].end))
        }
        return type
    }

    /// After a sugared type ending before `end` (`[Node]`, `(any P)`): the `?`s and `.none` or
    /// `.some(` of an Optional's case (`[Node]?.none`, `(any P)??.some(x)`), as how many `?`s;
    /// nil for anything else.
    func optionalCaseMarks(after end: Int) -> Int? {
        var marks = 0
        while kind(end + marks) == .postfixQuestionMark { marks += 1 }
        guard marks > 0, kind(end + marks) == .period, textIs(end + marks + 1, "none") || textIs(end + marks + 1, "some") else { return nil }
        return marks
    }

    /// `(A, B).self` or `(any P).Type.self`: a parenthesized type in an expression.
    mutating func scanParenthesizedTypeExpression(at index: Int, context: ItemContext) -> Int? {
        guard let close = match(index), close > index + 1, kind(close + 1) == .period || kind(close + 1) == .postfixQuestionMark else { return nil }
        if index > 0 {
            switch kind(index - 1) {
            case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .dollarIdentifier, .keyword:
                return nil  // a call's argument list
            default: break
            }
        }
        if let marks = optionalCaseMarks(after: close + 1) {
            // `(any P)?.none`, `(A, B)?.some(x)`: a case of the Optional of the written type.
            guard let (type, next) = parsePrimary(TypeCursor(index: index, offset: 0)), next.offset == 0, next.index == close + 1 else { return nil }
            recordType(optional(type, questionMarks: marks), .expression, currentDeclaration(context))
            return close + 1 + marks
        }
        guard kind(close + 1) == .period, let (type, next) = parseType(at: index), kind(next) == .period, isKeyword(next + 1, .self) else { return nil }
        recordType(type, .expression, currentDeclaration(context))
        return next
    }
}
