/// Infers, from an initializer's tokens, whether the value is visibly not Sendable: a closure
/// literal, an instance of a non-Sendable type (`Manager()`), or a collection literal holding
/// unapplied instance methods (`[("testA", testA)]`, as in XCTest manifests).
struct InitializerTypeInference {
    let tree: SyntaxTree
    let index: ProjectIndex
    /// The path of the enclosing type ("" at file scope).
    let scopePath: String

    var tokens: [Token] { tree.tokens }

    /// The spelled type when the value is visibly not Sendable, else nil.
    func nonSendableType(of range: Range<Int>) -> String? {
        let first = range.lowerBound
        let matching = tree.stream.matching
        switch tokens[first].kind {
        case .leftBrace:
            let close = Int(matching[first])
            // `{ … }` alone is a closure value; `{ … }()` is its result.
            guard close > first, close + 1 >= range.upperBound else { return nil }
            if isSendableClosure(first) { return nil }
            return closureTypeText(first, close: close)
        case .identifier:
            let name = tree.text(of: first)
            guard let initial = name.unicodeScalars.first, initial.properties.isUppercase || name.hasPrefix("_") else { return nil }
            guard isConstruction(range) else { return nil }
            return index.sendability(ofNamed: name, scope: scopePath, depth: 0) == .nonSendable ? name : nil
        case .leftSquare:
            return collectionOfMethodReferences(range)
        default:
            return nil
        }
    }

    /// The name of the function that the whole initializer refers to, unapplied, when the index
    /// can tell it is a function (see ``ProjectIndex/refersToFunction(_:from:in:)``): `close`
    /// in `let sysClose = close`, `helper` or `Self.helper` in `static let run = helper`, and
    /// any name with argument labels (`_close(_:)`, which only a function can have). Its type
    /// is a function type without `@Sendable` (in the Swift 5 language mode, which does not
    /// infer `@Sendable` for references to functions).
    func referencedFunction(_ range: Range<Int>) -> String? {
        var name = range.lowerBound
        if range.count >= 3, tokens[name].keyword == .capitalSelf, tokens[name + 1].kind == .period {
            name += 2
        }
        guard name < range.upperBound, tokens[name].kind == .identifier else { return nil }
        let text = tree.text(of: name)
        if name + 1 < range.upperBound {
            guard isArgumentLabelList(name + 1, end: range.upperBound) else { return nil }
            return text + tree.file.text(Int(tokens[name + 1].start)..<Int(tokens[range.upperBound - 1].end))
        }
        return index.refersToFunction(text, from: scopePath, in: tree) ? text : nil
    }

    /// `(_:)`, `(of:_:)`, `()` excluded: the argument labels of a compound function name,
    /// opening at `open` and closing right before `end`.
    func isArgumentLabelList(_ open: Int, end: Int) -> Bool {
        guard tokens[open].kind == .leftParen, Int(tree.stream.matching[open]) == end - 1, end - open >= 4 else { return false }
        var index = open + 1
        while index < end - 1 {
            guard tokens[index].kind == .identifier || tokens[index].kind == .wildcard || tokens[index].kind == .keyword,
                  index + 1 < end - 1, tokens[index + 1].kind == .colon else { return false }
            index += 2
        }
        return true
    }

    /// `Name(…)`, `Name.init(…)`, or a factory or singleton of the type itself as the whole
    /// initializer: `Name.shared`, `Name.make(…)`.
    func isConstruction(_ range: Range<Int>) -> Bool {
        let first = range.lowerBound
        let matching = tree.stream.matching
        var next = first + 1
        if next < range.upperBound && tokens[next].kind == .period {
            guard next + 1 < range.upperBound, tokens[next + 1].kind == .identifier || tokens[next + 1].keyword == .`init` else { return false }
            next += 2
        }
        if next < range.upperBound && tokens[next].kind == .leftParen {
            let close = Int(matching[next])
            guard close > next else { return false }
            next = close + 1
        } else if next == first + 1 {
            return false  // a bare name
        }
        return next >= range.upperBound
    }

    /// `{ @Sendable in … }` or `{ @Sendable (x) in … }`.
    func isSendableClosure(_ brace: Int) -> Bool {
        brace + 2 < tokens.count && tokens[brace + 1].kind == .atSign && tree.token(brace + 2, is: "Sendable")
    }

    /// `(A, B) -> R` from a closure's written signature, or `() -> ()`.
    func closureTypeText(_ brace: Int, close: Int) -> String {
        guard let index = tree.closureIndex(leftBrace: brace), tree.closures[index].inToken != nil else { return "() -> ()" }
        let closure = tree.closures[index]
        func spelled(_ type: TypeNode) -> String { tree.file.text(type.startOffset..<type.endOffset) }
        let result = closure.resultType.map(spelled) ?? "()"
        return "(" + closure.parameterTypes.map(spelled).joined(separator: ", ") + ") -> " + result
    }

    /// `[("name", method), …]` where `method` names an instance method of the enclosing
    /// type: an array of tuples holding `(Owner) -> () -> ()` functions.
    func collectionOfMethodReferences(_ range: Range<Int>) -> String? {
        let methods = index.instanceMethods(of: scopePath)
        guard !methods.isEmpty else { return nil }
        var index = range.lowerBound + 1
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, methods.contains(tree.text(of: index)) {
                let previous = tokens[index - 1].kind
                let next = tokens[index + 1].kind
                if (previous == .comma || previous == .leftParen || previous == .leftSquare)
                    && (next == .comma || next == .rightParen || next == .rightSquare) {
                    let owner = scopePath.split(separator: ".").last.map(String.init) ?? scopePath
                    return "[(String, (\(owner)) -> () -> ())]"
                }
            }
            index += 1
        }
        return nil
    }
}
