/// Closures a task runs as part of itself: a task group's body (`withTaskGroup`,
/// `withThrowingTaskGroup`, `withDiscardingTaskGroup`, `withThrowingDiscardingTaskGroup`),
/// `withTaskCancellationHandler`'s operation and `MainActor.run`'s body. A loop in them runs
/// in the task, as one in its own body does (`for await connection in connections { group.addTask
/// { … } }`); a loop over the group itself ends when its child tasks do.
extension TaskAnalysis {
    /// The functions whose closure argument runs inline, within the calling task.
    static let inlineClosureCallees: Set<String> = [
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "withTaskCancellationHandler",
    ]

    /// The parameter names of the closure `closureIndex` when the task runs it inline (`group`
    /// in `withTaskGroup(of: Void.self) { group in … }`); nil for any other closure.
    func inlineClosureParameters(_ closureIndex: Int) -> [String]? {
        let nested = tree.closures[closureIndex]
        let brace = nested.leftBrace
        guard brace > 0 else { return nil }
        var callee = brace - 1
        if tokens[callee].kind == .rightParen {
            guard let open = match(callee), open > 0 else { return nil }
            callee = open - 1
        } else if tokens[callee].kind == .colon {
            // `operation: { … }` inside the argument list.
            guard callee > 0, tree.token(callee - 1, is: "operation") || tree.token(callee - 1, is: "body"),
                  let open = tree.openParen(ofArgumentLabeled: callee - 1), open > 0 else { return nil }
            callee = open - 1
        }
        guard tokens[callee].kind == .identifier else { return nil }
        let name = tree.text(of: callee)
        if name == "run" {
            guard callee >= 2, tokens[callee - 1].kind == .period, tree.token(callee - 2, is: "MainActor") else { return nil }
            return nested.parameterNames
        }
        return Self.inlineClosureCallees.contains(name) ? nested.parameterNames : nil
    }

    /// Whether the loop header `header` names one of `groups` (`for await value in group`,
    /// `while let value = try await group.next()`).
    func loopsOverGroup(_ header: Range<Int>, _ groups: [String]) -> Bool {
        guard !groups.isEmpty else { return false }
        for position in header where tokens[position].kind == .identifier {
            if position > 0 && tokens[position - 1].kind == .period { continue }
            if groups.contains(tree.text(of: position)) { return true }
        }
        return false
    }
}
