// MARK: - Operators between operands

extension ValueExpressionReader {
    /// Literals joined by operators, typed as swiftc types them: a comparison or a logical
    /// operator gives a `Bool` (`1 < 2`, `true && false`); arithmetic (`+ - * / %`) on integer
    /// literals an `Int`, with a floating-point one among them a `Double` (`1 + 2.5`); `+` on
    /// string literals a `String`. Names among the operands are read through `operandTypes`
    /// (a closure's parameters and their written types: `a + b` with `a: Int, b: Int` is an
    /// `Int`, when every named operand has the same numeric or `String` type). Anything else
    /// (another name, another operator) is unknown.
    func literalOperation(_ range: Range<Int>, operandTypes: [String: String] = [:]) -> ValueExpression {
        // `0..<3`, `1...n` of integer literals: a range of `Int`.
        if range.count == 3, tokens[range.lowerBound].kind == .integerLiteral, tokens[range.lowerBound + 2].kind == .integerLiteral,
           tokens[range.lowerBound + 1].kind == .binaryOperator {
            if tree.token(range.lowerBound + 1, is: "..<") { return .literal("Range<Int>") }
            if tree.token(range.lowerBound + 1, is: "...") { return .literal("ClosedRange<Int>") }
        }
        // The literal operands' token kinds (`keyword` for `true` and `false`), and the types
        // of the named ones.
        var kinds: Set<TokenKind> = []
        var named: Set<String> = []
        var comparesOrJoins = false
        var onlyPlus = true
        var expectsOperand = true
        for position in range {
            let token = tokens[position]
            if expectsOperand {
                if token.kind == .identifier, !operandTypes.isEmpty, let type = operandTypes[tree.text(of: position)] {
                    named.insert(type)
                } else {
                    let isBool = token.kind == .keyword && (token.keyword == .true || token.keyword == .false)
                    guard isBool || token.kind == .integerLiteral || token.kind == .floatLiteral || token.kind == .stringLiteral
                    else { return .unknown }
                    kinds.insert(token.kind)
                }
            } else {
                guard token.kind == .binaryOperator else { return .unknown }
                if Self.comparisonOperators.contains(where: { tree.token(position, named: $0) }) {
                    comparesOrJoins = true
                } else if Self.arithmeticOperators.contains(where: { tree.token(position, named: $0) }) {
                    if !tree.token(position, is: "+") { onlyPlus = false }
                } else {
                    return .unknown
                }
            }
            expectsOperand.toggle()
        }
        guard !expectsOperand else { return .unknown }
        if comparesOrJoins { return .literal("Bool") }
        guard !kinds.contains(.keyword) else { return .unknown }
        if let type = named.first {
            // Named operands decide; literals must fit their type.
            guard named.count == 1 else { return .unknown }
            if type == "String" { return onlyPlus && kinds.isSubset(of: [.stringLiteral]) ? .literal(type) : .unknown }
            guard !kinds.contains(.stringLiteral), Self.numericTypeNames.contains(type),
                  !kinds.contains(.floatLiteral) || Self.floatingPointTypeNames.contains(type) else { return .unknown }
            return .literal(type)
        }
        if kinds == [.stringLiteral] { return onlyPlus ? .literal("String") : .unknown }
        guard !kinds.contains(.stringLiteral) else { return .unknown }
        return .literal(kinds.contains(.floatLiteral) ? "Double" : "Int")
    }

    /// The operands of `[a] + [b]` or `base + [c]`: operands joined by `+` alone at the top
    /// level, one of them an array literal. Arrays concatenated make an array of the same
    /// type, so the operands must agree on it (read as the branches of a ``ValueExpression/choice(_:)``);
    /// nil for any other expression.
    func arrayConcatenation(_ range: Range<Int>, depth: Int) -> [ValueExpression]? {
        var operands: [Range<Int>] = []
        var start = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.kind == .leftParen || token.kind == .leftSquare || token.kind == .leftBrace {
                guard let after = afterGroup(position), after <= range.upperBound else { return nil }
                position = after
                continue
            }
            if token.kind == .binaryOperator {
                guard tree.token(position, is: "+"), position > start else { return nil }
                operands.append(start..<position)
                start = position + 1
            }
            position += 1
        }
        guard start < range.upperBound, !operands.isEmpty else { return nil }
        operands.append(start..<range.upperBound)
        // One operand is an array literal, whole: `[Engine()]`.
        guard operands.contains(where: { tokens[$0.lowerBound].kind == .leftSquare && afterGroup($0.lowerBound) == $0.upperBound })
        else { return nil }
        return operands.map { read($0, depth: depth + 1) }
    }

    /// The standard library's numeric types, which arithmetic keeps (see
    /// ``literalOperation(_:operandTypes:)``).
    static let numericTypeNames: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                                                "UInt64", "Double", "Float", "Float16", "CGFloat"]
    /// Those of ``numericTypeNames`` that a floating-point literal fits.
    static let floatingPointTypeNames: Set<String> = ["Double", "Float", "Float16", "CGFloat"]

    /// Operators whose result is a `Bool` (see ``literalOperation(_:)``).
    static let comparisonOperators = ["==", "!=", "<", "<=", ">", ">=", "&&", "||"]
    /// Arithmetic operators (see ``literalOperation(_:)``).
    static let arithmeticOperators = ["+", "-", "*", "/", "%"]
}

// MARK: - Ranges

extension ValueExpressionReader {
    /// `0..<count`, `1...Self.limit`, `low..<high`: a range whose bounds are not both integer
    /// literals, read as the range operator applied to a bound that is no literal (the left
    /// one when neither is), whose type gives the range's (`Range<Int>` for an `Int`, see
    /// ``ProjectIndex/rangeOperatorMember(_:of:)``). Nil for anything else: another operator
    /// at the top level, a bound that cannot be read.
    func rangeWithNamedBound(_ range: Range<Int>, depth: Int) -> ValueExpression? {
        var operators: [Int] = []
        guard forEachTopLevelToken(in: range, { index in
            if tokens[index].kind == .binaryOperator { operators.append(index) }
        }), operators.count == 1, let operatorToken = operators.first,
              tree.token(operatorToken, is: "..<") || tree.token(operatorToken, is: "..."),
              operatorToken > range.lowerBound, operatorToken + 1 < range.upperBound else { return nil }
        let left = range.lowerBound..<operatorToken
        let right = (operatorToken + 1)..<range.upperBound
        func isIntegerLiteral(_ part: Range<Int>) -> Bool { part.count == 1 && tokens[part.lowerBound].kind == .integerLiteral }
        let bound = isIntegerLiteral(left) ? right : left
        guard !isIntegerLiteral(bound), let value = read(bound, depth: depth + 1).known else { return nil }
        return .members(base: value, steps: [ChainStep(name: tree.text(of: operatorToken))])
    }
}

// MARK: - Comparisons

extension ValueExpressionReader {
    /// The standard library's operators whose result is a `Bool` whatever their operands:
    /// comparisons, identity, pattern matching and the logical operators.
    static let booleanOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", "&&", "||"]

    /// Whether `range` is an expression whose top-level operator with the lowest precedence
    /// is one of ``booleanOperators`` (`$0.id % 2 == 0`, `a.isEmpty || b > 1`), so that its
    /// value is a `Bool`; an assignment at the top level (`a = b == c`) is not. A `<` or `>`
    /// counts only with space on both sides (`Set<Int>()` is no comparison).
    func isBooleanOperation(_ range: Range<Int>) -> Bool {
        var found = false
        var isExcluded = false
        let matched = forEachTopLevelToken(in: range) { index in
            let token = tokens[index]
            if token.kind == .equal { isExcluded = true }
            guard token.kind == .binaryOperator else { return }
            let text = tree.text(of: index)
            if Self.booleanOperators.contains(text) {
                let isSpaced = token.hasLeadingTrivia && index + 1 < range.upperBound && tokens[index + 1].hasLeadingTrivia
                guard text != "<" && text != ">" || isSpaced else { return }
                // An operator without an operand on one side is no comparison.
                if index == range.lowerBound || index + 1 == range.upperBound { isExcluded = true }
                found = true
            } else if text.hasSuffix("=") {
                isExcluded = true  // `+=`, `-=`: an assignment
            }
        }
        return matched && found && !isExcluded
    }
}
