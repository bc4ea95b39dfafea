/// `looping_task_strong_self`: a `Task` whose closure runs a loop that can outlive its owner
/// while holding `self` strongly.
public struct LoopingTaskStrongSelfRule: Rule {
    public static let metadata = RuleMetadata(
        id: "looping_task_strong_self",
        name: "Looping Task Holds Self",
        summary: "A Task that loops over an async stream (or forever) must not hold 'self' strongly while it loops.",
        rationale: "A Task keeps what it captures alive until it ends and is not cancelled when its owner goes away; a loop that waits on a stream keeps 'self' alive forever, so deinit never runs and the owner leaks.")

    public init(options: RuleOptions) throws(RuleOptionError) {}

    /// How many tokens the analyses of one file's tasks may read in all (see ``check(_:)``):
    /// this many per token of the file, and at least ``minimumTokenBudget``. No file of the
    /// benchmark's corpus, the dev set or 33 audited packages reaches it (their findings are the
    /// same without it), nor the benchmark's 20 MB file.
    static let tokenBudgetPerToken = 20
    /// The budget of a small file.
    static let minimumTokenBudget = 2_000_000

    /// The bodies that hold a `Task`, and, in a file with one, the bodies that hold a loop: the
    /// analysis follows a task's calls into the methods of its type, and reads their loops
    /// (and the closures around them).
    public var bodyNeeds: BodyNeeds {
        BodyNeeds(keywords: [.Task], conditions: [.init(fileKeywords: [.Task], bodyKeywords: [.for, .while, .repeat])])
    }

    public func check(_ context: inout RuleContext) {
        let tree = context.tree
        // Each closure's callee is a few tokens before its brace: cheaper than a look for
        // `Task` among all tokens first.
        var tables: (methods: MethodTable, captures: SelfCaptureTable, locals: FunctionLocals)?
        // The analysis of a task reads its body, nested tasks included, and (once for all its
        // tasks) the function around it: tasks nested thousands deep would read the file
        // thousands of times. The
        // tokens a file's analyses may read are bounded, linearly in the file's size and far
        // above what real files need; the tasks after the budget is spent are not analyzed.
        var budget = max(Self.minimumTokenBudget, Self.tokenBudgetPerToken * tree.tokens.count)
        // Whether the project declares a `Task` type this file sees (worked out on first need).
        var projectTask: Bool?
        for closure in tree.closures {
            guard let taskToken = TaskCall.taskToken(before: closure.leftBrace, in: tree) else { continue }
            // A bare `Task` where the project declares a type of that name that this file sees
            // is that type (a concurrency task is then written `_Concurrency.Task`).
            if taskToken == 0 || tree.tokens[taskToken - 1].kind != .period {
                let scope = Scope.innermostType(in: tree, from: closure.declaration).map { ProjectIndex.path(of: $0, in: tree) } ?? ""
                if let path = context.index.nominalPath(named: "Task", from: scope) {
                    // One nested in a type around the task; or one at file scope that the file sees.
                    if path.containsASCII(UInt8(ascii: ".")) { continue }
                    if projectTask == nil { projectTask = Self.seesTopLevelTask(in: tree, index: context.index) }
                    if projectTask == true { continue }
                }
            }
            // The function around the task is read once for all its tasks (``FunctionLocals``);
            // each task's own body is read again for each task around it.
            budget -= closure.rightBrace - closure.leftBrace
            guard budget >= 0 else {
                context.noteUnread(at: Int(tree.tokens[taskToken].start),
                                   "this task and the file's later ones were not analyzed (their analyses would read more than \(Self.tokenBudgetPerToken) tokens per token of the file)")
                break
            }
            if tables == nil { tables = (MethodTable(tree: tree), SelfCaptureTable(tree: tree), FunctionLocals()) }
            var analysis = TaskAnalysis(tree: tree, index: context.index, closure: closure, methods: tables!.methods,
                                        captures: tables!.captures, functionLocals: tables!.locals)
            analysis.readsChildTasks = TaskCall.isDroppedHandle(taskToken, closure: closure, in: tree)
            guard let leak = analysis.leak() else { continue }
            if let method = leak.method {
                Self.reportMethodLeak(at: taskToken, method: method, line: leak.line, in: &context)
            } else {
                context.report(at: Int(tree.tokens[taskToken].start),
                               "Task holds 'self' strongly while it loops (the loop at line \(leak.line) can outlive its owner); capture [weak self] and unwrap it inside each iteration")
            }
        }
        // `Task(operation: listenLoop)`: a method of `self` as the operation, no closure.
        for operation in Self.methodOperations(in: tree) {
            // A `Task` the project declares is not the concurrency one (as for closures above).
            if operation.taskToken == 0 || tree.tokens[operation.taskToken - 1].kind != .period {
                let scope = Scope.innermostType(in: tree, from: tree.innermostDeclaration(containing: operation.taskToken))
                    .map { ProjectIndex.path(of: $0, in: tree) } ?? ""
                if context.index.nominalPath(named: "Task", from: scope) != nil { continue }
            }
            if tables == nil { tables = (MethodTable(tree: tree), SelfCaptureTable(tree: tree), FunctionLocals()) }
            guard let leak = Self.leak(of: operation, in: tree, index: context.index, tables: tables!), let method = leak.method else { continue }
            Self.reportMethodLeak(at: operation.taskToken, method: method, line: leak.line, in: &context)
        }
    }

    /// Reports a task that holds `self` while `method`, a method of `self`, loops at `line`.
    static func reportMethodLeak(at taskToken: Int, method: String, line: Int, in context: inout RuleContext) {
        context.report(at: Int(context.tree.tokens[taskToken].start),
                       "Task holds 'self' strongly while '\(method)' loops (the loop at line \(line) can outlive its owner); loop in the task with [weak self] and unwrap it inside each iteration, or cancel the task when its owner goes away")
    }
}

/// Recognizes the calls that create a task: `Task { }`, `Task(priority:) { }`,
/// `Task<Void, Never> { }`, `Task.init { }`, `Task.detached { }`, `Task.detached(priority:) { }`,
/// `Task<Void, Never>.detached { }`, `Task.immediate { }`, `Task.immediateDetached { }` (Swift
/// 6.2), `_Concurrency.Task { }`, `Swift.Task { }`,
/// and each of them with the closure as its `operation:` argument
/// (`Task(priority: .high, operation: { })`).
enum TaskCall {
    /// Whether the task whose `Task` token is `taskToken` (its operation `closure`) is created
    /// by a statement of its own and its handle dropped (`Task { … }` on a line of its own, or
    /// `_ = Task { … }` or `let _ = Task { … }`, no `.value` or `.cancel()` after it): nothing can cancel it. A task stored, returned or
    /// passed on may be cancelled by whoever holds it.
    static func isDroppedHandle(_ taskToken: Int, closure: Closure, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let after = closure.rightBrace + 1
        if after < tokens.count, tokens[after].kind == .period || tokens[after].kind == .postfixQuestionMark { return false }
        var start = taskToken
        if start >= 2, tokens[start - 1].kind == .period, tree.token(start - 2, is: "_Concurrency") || tree.token(start - 2, is: "Swift") {
            start -= 2
        }
        guard start > 0 else { return true }
        let previous = start - 1
        switch tokens[previous].kind {
        case .leftBrace, .rightBrace, .semicolon:
            return true
        case .equal:
            // `_ = Task { … }` or `let _ = Task { … }`: assigned to nothing, the handle is
            // dropped as a statement's is.
            guard previous >= 1 && tree.token(previous - 1, is: "_") else { return false }
            let wildcard = previous - 1
            if tokens[wildcard].isAtStartOfLine { return true }
            return wildcard >= 1 && (tokens[wildcard - 1].keyword == .let || tokens[wildcard - 1].keyword == .var)
                && tokens[wildcard - 1].isAtStartOfLine
        case .period, .comma, .leftParen, .leftSquare, .binaryOperator, .prefixOperator, .arrow, .atSign, .colon:
            return false
        default:
            switch tokens[previous].keyword {
            case .in: return true
            case .return, .throw, .try, .await, .as, .is, .if, .guard, .while, .case, .where, .switch: return false
            default: return tokens[start].isAtStartOfLine
            }
        }
    }

    /// The `Task` token when the closure at `brace` is the operation of a task-creating call.
    static func taskToken(before brace: Int, in tree: SyntaxTree) -> Int? {
        let tokens = tree.tokens
        var callee = brace - 1
        guard callee >= 0 else { return nil }
        if tokens[callee].kind == .colon && callee > 0 && tree.token(callee - 1, is: "operation") {
            guard let open = tree.openParen(ofArgumentLabeled: callee - 1), open > 0 else { return nil }
            callee = open - 1
        } else if tokens[callee].kind == .rightParen {
            guard let open = match(callee, tree), open > 0 else { return nil }
            callee = open - 1
        }
        guard callee >= 0 else { return nil }
        if callee >= 2 && tokens[callee - 1].kind == .period
            && (tokens[callee].keyword == .detached || tokens[callee].keyword == .`init`
                || tree.token(callee, is: "immediate") || tree.token(callee, is: "immediateDetached")) {
            callee -= 2
        }
        // `Task<Success, Failure>`, also before `.detached`
        if tokens[callee].kind.isOperator, let open = tree.genericArgumentsOpen(closingAt: callee) {
            callee = open - 1
        }
        guard callee >= 0 else { return nil }
        guard tokens[callee].kind == .identifier, tokens[callee].keyword == .Task else { return nil }
        // `Foo.Task`, `.Task` are other types; `_Concurrency.Task` and `Swift.Task` (a project
        // that declares a `Task` of its own names the standard one so) are the one.
        if callee > 0 && tokens[callee - 1].kind == .period {
            guard callee >= 2, tree.token(callee - 2, is: "_Concurrency") || tree.token(callee - 2, is: "Swift") else { return nil }
            return callee - 2 > 0 && tokens[callee - 3].kind == .period ? nil : callee
        }
        return callee
    }

    static func match(_ index: Int, _ tree: SyntaxTree) -> Int? {
        let other = Int(tree.stream.matching[index])
        return other >= 0 ? other : nil
    }
}

extension LoopingTaskStrongSelfRule {
    /// Whether a type named `Task` that the project declares at file scope is one the file at
    /// `tree` sees: of its own module, or of a module it imports, not a checkout's type the
    /// file does not import.
    static func seesTopLevelTask(in tree: SyntaxTree, index: ProjectIndex) -> Bool {
        guard let symbols = index.topLevel["Task"], !symbols.isEmpty else { return false }
        let imports = index.imports(of: tree)
        return symbols.contains { ProjectIndex.isVisible($0, from: tree.packageKey, imports: imports) }
    }
}
