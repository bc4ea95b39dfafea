// MARK: - A method of `self` passed as the task's operation: `Task(operation: listen)`

extension LoopingTaskStrongSelfRule {
    /// A task whose operation is a method of `self` named without a closure
    /// (`Task(operation: listenLoop)`, `Task.detached(priority: .low, operation: self.listen)`):
    /// the method reference holds `self` strongly for as long as the task runs it, as
    /// `Task { await listenLoop() }` does, so a method whose loop can outlive its owner keeps
    /// the owner alive.
    struct MethodOperation {
        /// The `Task` token.
        var taskToken: Int
        /// The method's name token.
        var nameToken: Int
    }

    /// The tasks of `tree` whose `operation:` argument is a name (`listen`) or `self.` and a
    /// name, alone.
    static func methodOperations(in tree: SyntaxTree) -> [MethodOperation] {
        guard tree.stream.keywords.contains(.Task) else { return [] }
        let tokens = tree.tokens
        var found: [MethodOperation] = []
        for colon in tokens.indices.dropFirst() where tokens[colon].kind == .colon && tree.token(colon - 1, is: "operation") {
            var name = colon + 1
            if name + 2 < tokens.count, tokens[name].keyword == .self, tokens[name + 1].kind == .period { name += 2 }
            guard name + 1 < tokens.count, tokens[name].kind == .identifier,
                  tokens[name + 1].kind == .rightParen || tokens[name + 1].kind == .comma,
                  let taskToken = TaskCall.taskToken(before: colon + 1, in: tree) else { continue }
            found.append(MethodOperation(taskToken: taskToken, nameToken: name))
        }
        return found
    }

    /// The leak of the task `operation`: the first loop that can outlive its owner in the
    /// method of `self` (declared in this file, taking no parameters, not overridden on the
    /// way down to `self`'s class) that it names; nil when there is none.
    static func leak(of operation: MethodOperation, in tree: SyntaxTree, index: ProjectIndex,
                     tables: (methods: MethodTable, captures: SelfCaptureTable, locals: FunctionLocals)) -> TaskAnalysis.Leak? {
        let declaration = tree.innermostDeclaration(containing: operation.taskToken)
        // The method reference stands where a closure would: an analysis of that place.
        let place = Closure(leftBrace: operation.nameToken, rightBrace: operation.nameToken, inToken: nil, captures: [],
                            parameterNames: [], attributes: [], declaration: declaration, parentClosure: nil)
        let analysis = TaskAnalysis(tree: tree, index: index, closure: place, methods: tables.methods,
                                    captures: tables.captures, functionLocals: tables.locals)
        guard let typePath = analysis.referenceTypePath() else { return nil }
        let declarations = tree.declarations
        let name = tree.name(of: operation.nameToken)
        for candidate in tables.methods.instanceMethods(named: name) where declarations[candidate].parameters.isEmpty {
            guard let parent = declarations[candidate].parent, declarations[parent].kind.isTypeLike,
                  case let owner = ProjectIndex.path(of: parent, in: tree), analysis.isSelfOrSuperclass(owner, of: typePath),
                  !analysis.isOverridden(candidate, declaredIn: owner, below: typePath), let body = declarations[candidate].body,
                  let line = analysis.firstLongRunningLoopLine(in: body) else { continue }
            return TaskAnalysis.Leak(line: line, method: name + "()")
        }
        return nil
    }
}
