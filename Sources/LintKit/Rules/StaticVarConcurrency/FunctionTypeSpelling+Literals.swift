// MARK: - Function references inside literals and choices

/// A command table or a choice of functions holds function types too: `[help, version]` is a
/// `[([String]) -> Int32]`, `["help": help]` a `[String : ([String]) -> Int32]`, `flag ? help :
/// version`, `(help)` and `try help` what `help` is, `Optional(help)` an Optional of it. Typed
/// when every function named has the same spelled type (checked with swiftc 6.3.1).
extension FunctionTypeSpelling {
    /// The type of `range` when it is a function reference (``referenceType(_:scopePath:)``,
    /// ``boundMethodType(_:scopePath:)``), an array or dictionary literal of such values (dictionary keys: string or integer
    /// literals), nested or not, a ternary choice between two of them, or `Optional(…)` of one,
    /// each also in parentheses or after `try`; nil otherwise.
    func compositeReferenceType(_ written: Range<Int>, scopePath: String, depth: Int = 0) -> String? {
        // `(helper)`, `try helper`: what `helper` is.
        let range = reader.withoutTypePreservingWrappers(written)
        guard !range.isEmpty, depth < 16 else { return nil }
        if case let .ternary(question, colon) = reader.topLevelOperator(in: range) {
            guard let whenTrue = compositeReferenceType((question + 1)..<colon, scopePath: scopePath, depth: depth + 1),
                  compositeReferenceType((colon + 1)..<range.upperBound, scopePath: scopePath, depth: depth + 1) == whenTrue
            else { return nil }
            return whenTrue
        }
        let first = range.lowerBound
        let last = range.upperBound - 1
        if tokens[first].kind == .leftSquare, Int(tree.stream.matching[first]) == last {
            return collectionType(elementsIn: (first + 1)..<last, scopePath: scopePath, depth: depth)
        }
        // `(ping, pong)`, `(start: ping, stop: pong)`: a tuple of functions, each element's
        // type with its label (`'(() -> (), () -> ())'`).
        if tokens[first].kind == .leftParen, Int(tree.stream.matching[first]) == last,
           case let items = reader.topLevelItems((first + 1)..<last), items.count >= 2 {
            var parts: [String] = []
            for item in items {
                let labeled = item.count >= 3 && tokens[item.lowerBound].kind == .identifier && tokens[item.lowerBound + 1].kind == .colon
                let value = labeled ? (item.lowerBound + 2)..<item.upperBound : item
                guard let type = compositeReferenceType(value, scopePath: scopePath, depth: depth + 1) else { return nil }
                parts.append(labeled ? tree.text(of: item.lowerBound) + ": " + type : type)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        }
        // `Optional(help)`, `Optional.some(help)`: parenthesized when it is a function type, as
        // swiftc prints it.
        var open = first + 1
        if range.count >= 6, tree.token(first, is: "Optional"), tokens[first + 1].kind == .period, tree.token(first + 2, is: "some") {
            open = first + 3
        }
        if range.count >= open - first + 3, tree.token(first, is: "Optional"), tokens[open].kind == .leftParen,
           !tokens[open].hasLeadingTrivia, Int(tree.stream.matching[open]) == last,
           let wrapped = compositeReferenceType((open + 1)..<last, scopePath: scopePath, depth: depth + 1) {
            return wrapped.contains(" -> ") ? "(" + wrapped + ")?" : wrapped + "?"
        }
        return referenceType(range, scopePath: scopePath) ?? boundMethodType(range, scopePath: scopePath)
    }

    /// `[E]` or `[K : V]` for the elements of a collection literal between its brackets, when
    /// every element (every value) has one type and every key is a literal of one kind.
    private func collectionType(elementsIn range: Range<Int>, scopePath: String, depth: Int) -> String? {
        var keyType: String?
        var valueType: String?
        var isDictionary: Bool?
        for element in reader.topLevelItems(range) {
            // `"help": help`: a dictionary entry's key is one literal token.
            let colon = element.count >= 3 && tokens[element.lowerBound + 1].kind == .colon ? element.lowerBound + 1 : nil
            if isDictionary == nil { isDictionary = colon != nil }
            guard isDictionary == (colon != nil) else { return nil }
            var valueRange = element
            if let colon {
                let key: String
                switch tokens[element.lowerBound].kind {
                case .stringLiteral: key = "String"
                case .integerLiteral: key = "Int"
                default: return nil
                }
                guard keyType == nil || keyType == key else { return nil }
                keyType = key
                valueRange = (colon + 1)..<element.upperBound
            }
            guard let type = compositeReferenceType(valueRange, scopePath: scopePath, depth: depth + 1),
                  valueType == nil || valueType == type else { return nil }
            valueType = type
        }
        guard let valueType else { return nil }
        if let keyType { return "[" + keyType + " : " + valueType + "]" }
        return "[" + valueType + "]"
    }
}
