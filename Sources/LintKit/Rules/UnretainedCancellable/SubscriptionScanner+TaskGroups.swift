// MARK: - Child tasks that return nothing

extension SubscriptionScanner {
    /// The task group methods that start a child task running their closure.
    static let childTaskMethods: Set<String> = [
        "addTask", "addTaskUnlessCancelled", "addImmediateTask", "addImmediateTaskUnlessCancelled",
    ]

    /// Whether the closure `closure`, passed to `callee` (the token of `addTask` in
    /// `group.addTask { … }`), is a child task of a group whose child tasks return nothing:
    /// `group` is the first parameter of a closure passed to `withDiscardingTaskGroup` or
    /// `withThrowingDiscardingTaskGroup`, or to `withTaskGroup(of: Void.self)` or
    /// `withThrowingTaskGroup(of: Void.self)`. The closure's value is then dropped when the
    /// child task ends (`group.addTask { subject.sink { … } }` cancels the subscription at
    /// once). A group whose child result type is not written (Swift 6.1 infers it) is left
    /// alone.
    func isChildTaskReturningNothing(_ closure: Closure, callee: Int) -> Bool {
        guard Self.childTaskMethods.contains(tree.name(of: callee)), callee >= 2,
              tokens[callee - 1].kind == .period, tokens[callee - 2].kind == .identifier,
              callee < 3 || tokens[callee - 3].kind != .period else { return false }
        let group = tree.name(of: callee - 2)
        var enclosing = closure.parentClosure
        while let current = enclosing {
            let candidate = tree.closures[current]
            if candidate.parameterNames.contains(group) {
                // The nearest closure that names it decides (a shadowing parameter hides the group).
                guard candidate.parameterNames.first == group,
                      let maker = tree.calleeToken(ofClosureAt: candidate.leftBrace) else { return false }
                return makesGroupOfVoidChildren(maker)
            }
            enclosing = candidate.parentClosure
        }
        return false
    }

    /// Whether the call whose name token is `maker` makes a task group whose child tasks
    /// return `Void`: a discarding group, or `of: Void.self` / `of: ().self`.
    private func makesGroupOfVoidChildren(_ maker: Int) -> Bool {
        switch tree.name(of: maker) {
        case "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup":
            return true
        case "withTaskGroup", "withThrowingTaskGroup":
            guard maker + 1 < tokens.count, tokens[maker + 1].kind == .leftParen else { return false }
            // `(of: Void.self` or `(of: ().self`.
            var position = maker + 2
            guard position + 1 < tokens.count, tree.token(position, is: "of"), tokens[position + 1].kind == .colon else { return false }
            position += 2
            if position < tokens.count, tokens[position].kind == .identifier, tree.token(position, is: "Void") {
                position += 1
            } else if position + 1 < tokens.count, tokens[position].kind == .leftParen, tokens[position + 1].kind == .rightParen {
                position += 2
            } else {
                return false
            }
            return position + 1 < tokens.count && tokens[position].kind == .period && tokens[position + 1].keyword == .self
        default:
            return false
        }
    }
}
