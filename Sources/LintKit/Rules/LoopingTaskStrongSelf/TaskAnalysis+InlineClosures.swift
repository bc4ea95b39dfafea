/// Closures a task runs as part of itself: a task group's body (`withTaskGroup`,
/// `withThrowingTaskGroup`, `withDiscardingTaskGroup`, `withThrowingDiscardingTaskGroup`),
/// `withTaskCancellationHandler`'s operation, `withTaskExecutorPreference`'s and
/// `withTaskPriorityEscalationHandler`'s (Swift 6.0, 6.2), and `MainActor.run`'s body. A loop in them runs
/// in the task, as one in its own body does (`for await connection in connections { group.addTask
/// { … } }`); a loop over the group itself ends when its child tasks do.
extension TaskAnalysis {
    /// The functions whose closure argument runs inline, within the calling task.
    static let inlineClosureCallees: Set<String> = [
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "withTaskCancellationHandler", "withTaskExecutorPreference", "withTaskPriorityEscalationHandler",
    ]

    /// The parameter names of the closure `closureIndex` when the task runs it inline (`group`
    /// in `withTaskGroup(of: Void.self) { group in … }`); nil for any other closure.
    func inlineClosureParameters(_ closureIndex: Int) -> [String]? {
        let nested = tree.closures[closureIndex]
        let brace = nested.leftBrace
        // As an argument, only the body (`operation:`, `body:`), not `onCancel:`.
        if brace > 1, tokens[brace - 1].kind == .colon, !tree.token(brace - 2, is: "operation") && !tree.token(brace - 2, is: "body") {
            return nil
        }
        guard let callee = tree.calleeToken(ofClosureAt: brace) else { return nil }
        if tree.isMainActorRun(callee: callee) { return nested.parameterNames }
        return Self.inlineClosureCallees.contains(tree.name(of: callee)) ? nested.parameterNames : nil
    }

    /// The methods of a task group that start a child task running their closure.
    static let childTaskMethods: Set<String> = [
        "addTask", "addTaskUnlessCancelled", "addImmediateTask", "addImmediateTaskUnlessCancelled",
    ]

    /// Whether the closure `closureIndex` is a child task added to one of `groups` (`group` in
    /// `group.addTask { … }`). Its body is read as the task's: a `[weak self]` of its own
    /// makes the task hold `self` to create it, as for any nested closure.
    func isChildTask(_ closureIndex: Int, ofGroups groups: [String]) -> Bool {
        guard !groups.isEmpty else { return false }
        let nested = tree.closures[closureIndex]
        guard let callee = tree.calleeToken(ofClosureAt: nested.leftBrace), callee >= 2,
              Self.childTaskMethods.contains(tree.name(of: callee)), tokens[callee - 1].kind == .period,
              tokens[callee - 2].kind == .identifier
        else { return false }
        return groups.contains(tree.name(of: callee - 2))
    }

    /// Whether the loop header `header` names one of `groups` (`for await value in group`,
    /// `while let value = try await group.next()`).
    func loopsOverGroup(_ header: Range<Int>, _ groups: [String]) -> Bool {
        guard !groups.isEmpty else { return false }
        for position in header where tokens[position].kind == .identifier {
            if position > 0 && tokens[position - 1].kind == .period { continue }
            if groups.contains(tree.name(of: position)) { return true }
        }
        return false
    }
}
