/// Subscriptions that a result builder collects: in the body of a function or computed
/// property marked with a builder (`@CancellableBuilder func bindings() -> [AnyCancellable]`),
/// each statement's value is handed to the builder's `buildBlock`, which keeps it.
extension SubscriptionScanner {
    /// Whether `call` is a statement of a body that a result builder of the project (or of a
    /// package it depends on) transforms: the body of a function, computed property or
    /// subscript marked with the builder's attribute, also inside `if`, `else`, `switch` and
    /// `for` blocks of that body, which builders transform too.
    func isCollectedByResultBuilder(_ call: Call, index: ProjectIndex) -> Bool {
        // A statement of its own (`_ = a.sink { … }` hands the builder a `()`).
        let before = tokenBefore(call)
        guard before < 0 || tokens[before].kind == .leftBrace || tokens[before].kind == .semicolon
                || tokens[before + 1].isAtStartOfLine && tokens[before].kind != .equal && !tokens[before].kind.isOperator else { return false }
        var position = call.chainStart - 1
        var steps = 0
        while position >= 0 && steps < 4096 {
            steps += 1
            let token = tokens[position]
            if token.kind == .rightBrace || token.kind == .rightParen || token.kind == .rightSquare, let open = match(position), open < position {
                position = open - 1
                continue
            }
            guard token.kind == .leftBrace else {
                position -= 1
                continue
            }
            // The innermost block around the call: a closure's body is a builder's when the
            // closure is passed to a function or initializer with a builder's parameter.
            if tree.closureIndex(leftBrace: position) != nil {
                guard let callee = tree.calleeToken(ofClosureAt: position) else { return false }
                return index.takesResultBuilderClosure(tree.name(of: callee))
            }
            if let owner = tree.declarationByBodyStart[position] {
                let declaration = tree.declarations[owner]
                let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
                return declaration.attributes.contains { index.isResultBuilder($0.name, scope: scope) }
            }
            // A control-flow block (`if … {`, `} else {`, `case` bodies have none): go on out.
            position -= 1
        }
        return false
    }
}
