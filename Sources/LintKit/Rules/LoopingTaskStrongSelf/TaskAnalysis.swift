/// Looks inside one task closure for a long-running loop that uses `self` strongly.
struct TaskAnalysis {
    let tree: SyntaxTree
    let index: ProjectIndex
    let closure: Closure
    /// The file's instance methods, shared by the analyses of its tasks.
    let methods: MethodTable
    /// The closures capturing `self` around each closure, shared likewise.
    let captures: SelfCaptureTable
    /// What the functions around the tasks declare, shared likewise.
    let functionLocals: FunctionLocals
    /// Where statement scans stop: the task closure's `}`, or a called method's (see
    /// ``loopingMethodCall(at:typePath:strongNames:implicitSelf:)``).
    var limit: Int? = nil
    /// Whether the loops of the child tasks that a task group in the task's body adds
    /// (`group.addTask { … }`) count as the task's own: for a task whose handle is dropped
    /// (see ``TaskCall/isDroppedHandle(_:closure:in:)``), which nothing can cancel.
    var readsChildTasks = false

    var tokens: [Token] { tree.tokens }
    var scanEnd: Int { limit ?? closure.rightBrace }

    func match(_ index: Int) -> Int? {
        let other = Int(tree.stream.matching[index])
        return other >= 0 ? other : nil
    }

    /// How the task closure holds `self`.
    enum Hold { case strong, weak, unowned }

    /// A loop that keeps `self` alive: its line, and the method it runs in when the task
    /// awaits a method of `self` that loops (nil: the loop is in the task's own body).
    struct Leak: Equatable {
        var line: Int
        var method: String?
    }

    /// The first loop that keeps `self` alive, or nil.
    mutating func leak() -> Leak? {
        guard let typePath = referenceTypePath() else { return nil }
        // XCTest keeps every test case it runs alive until the run ends: a task cannot make one
        // outlive its owner.
        if index.inherits(fromOutsideClassNamed: "XCTestCase", path: typePath) { return nil }
        let hold = selfHold()
        // `[self]` and `[me = self]` hold `self` until the task ends, used or not.
        let aliases = selfAliases()
        if hold == .unowned && !aliases.holdsStrongly { return nil }
        var members = index.instanceMembersIncludingInherited(of: typePath)
        // A class declared in a function body is not in the index: its members are read here.
        if members.isEmpty { members = localTypeMembers(ofTypeAt: typePath) }
        for classPath in selfClassesOfEnclosingExtension() { members.formUnion(index.instanceMembersIncludingInherited(of: classPath)) }
        if let framework = appleUIClass(inheritedBy: typePath), let inherited = AppleUIClassMembers.members(ofClassNamed: framework) {
            // `tableView` in a `UITableViewController` is `self.tableView`.
            members.formUnion(inherited)
        }
        if conformsToObservableObject(typePath) { members.insert("objectWillChange") }
        let bodyEnd = closure.rightBrace
        var cursor = closure.bodyStart
        // Names that stand for a strong `self` after an unwrap (`guard let self`, `strongSelf`),
        // and the task's strong captures of `self` under another name (`[me = self]`).
        var strongNames: Set<String> = hold == .strong ? ["self"] : []
        strongNames.formUnion(aliases.strong)
        var unwrapped = hold == .strong
        // Unwraps in an `if` condition: the name, and the end of the `if` body, where it ends.
        var ifUnwraps: [(name: String, end: Int)] = []
        // Where each unwrapped name stops being visible (an `if` body's or a block's `}`).
        var unwrapEnds: [String: Int] = [:]
        // The first of those ends still ahead: the names are looked at again only past it.
        var nextUnwrapEnd = Int.max
        func recordUnwrapEnd(_ name: String, _ end: Int) {
            unwrapEnds[name] = end
            nextUnwrapEnd = min(nextUnwrapEnd, end)
        }
        // The first long-running loop that does not itself use `self`.
        var firstLoopLine: Int?
        // The parameters of the closures the task runs inline (a group), and their extents.
        var finiteSequences: [(names: [String], range: Range<Int>)] = []
        while cursor < bodyEnd {
            while let last = ifUnwraps.last, last.end < cursor {
                ifUnwraps.removeLast()
                strongNames.remove(last.name)
                if last.name == "self" { unwrapped = false }
            }
            // A `guard let` in a loop's body ends with the body (read when the loop is scanned
            // into, below).
            if nextUnwrapEnd < cursor {
                for (name, end) in unwrapEnds where end < cursor && strongNames.contains(name) && !aliases.strong.contains(name) {
                    strongNames.remove(name)
                    unwrapEnds[name] = nil
                    if name == "self" { unwrapped = false }
                }
                nextUnwrapEnd = unwrapEnds.values.filter { $0 >= cursor }.min() ?? Int.max
            }
            let token = tokens[cursor]
            // Loops inside nested closures belong to those closures (nested tasks, callbacks),
            // unless the task runs the closure as part of itself (a task group's body,
            // `withTaskCancellationHandler`'s operation, `MainActor.run`); a local type's
            // members have a `self` of their own.
            if token.kind == .leftBrace, let close = match(cursor) {
                if let nested = tree.closureIndex(leftBrace: cursor), let parameters = inlineClosureParameters(nested) {
                    // A loop over the group itself (`for await result in group`) ends.
                    finiteSequences.append((parameters, cursor..<close))
                } else if readsChildTasks, let nested = tree.closureIndex(leftBrace: cursor),
                          isChildTask(nested, ofGroups: finiteSequences.filter { $0.range.contains(cursor) }.flatMap(\.names)) {
                    // `group.addTask { … }` in the group's body: the task awaits the group,
                    // which waits for its children, so a child's loop is the task's own.
                } else if tree.closureIndex(leftBrace: cursor) != nil || isLocalTypeBody(cursor)
                            || isUncalledLocalFunctionBody(cursor, taskBody: closure.bodyStart..<bodyEnd) {
                    cursor = close + 1
                    continue
                }
            } else if token.kind == .leftBrace, let nested = tree.closureIndex(leftBrace: cursor), inlineClosureParameters(nested) == nil {
                // A nested closure left open runs to the end of the task's: none of the rest
                // is the task's own (read token by token, nested tasks made this quadratic).
                break
            }
            if hold == .weak, let name = unwrapBinding(at: cursor), !strongNames.contains(name) {
                strongNames.insert(name)
                if name == "self" { unwrapped = true }
                if let end = ifBodyEnd(ofConditionAt: cursor) {
                    ifUnwraps.append((name, end))
                    recordUnwrapEnd(name, end)
                } else {
                    recordUnwrapEnd(name, enclosingBlockEnd(of: cursor))
                }
            } else if !aliases.weak.isEmpty, let name = aliasUnwrapBinding(at: cursor, weakAliases: aliases.weak),
                      !strongNames.contains(name) {
                // `[weak owner = self]` and then `guard let owner`: as `guard let self`.
                strongNames.insert(name)
                if let end = ifBodyEnd(ofConditionAt: cursor) {
                    ifUnwraps.append((name, end))
                    recordUnwrapEnd(name, end)
                } else {
                    recordUnwrapEnd(name, enclosingBlockEnd(of: cursor))
                }
            }
            if let loop = longRunningLoop(at: cursor) {
                if loopsOverGroup(loop.header, finiteSequences.filter { $0.range.contains(cursor) }.flatMap(\.names)) {
                    cursor = loop.header.upperBound
                    continue
                }
                let line = tree.file.lineTable.location(of: Int(token.start)).line
                if usesSelf(in: loop.range, strongNames: strongNames, members: unwrapped ? members : [], holdsStrongly: hold == .strong) {
                    return Leak(line: line, method: nil)
                }
                // A strong reference unwrapped before the loop, in a scope that holds the
                // loop, lives across it (`guard let self …; for await … { }`): a variable
                // lives to the end of its scope when a call or an `await` (a deinit barrier)
                // comes before that end, as the loop's do.
                if strongNames.contains(where: { name in unwrapEnds[name].map { $0 >= loop.range.upperBound } ?? false }) {
                    return Leak(line: line, method: nil)
                }
                if firstLoopLine == nil { firstLoopLine = line }
                // With a weak capture, an unwrap in each iteration may hold `self` across a
                // loop nested in this one (`for await batch in batches { guard let self …;
                // for await value in batch { self… } }`): the body is read on.
                cursor = hold == .weak || !aliases.weak.isEmpty ? loop.header.upperBound : loop.range.upperBound
                continue
            }
            if let call = loopingMethodCall(at: cursor, typePath: typePath, strongNames: strongNames, implicitSelf: unwrapped) {
                return call
            }
            if let call = loopingMemberMethodCall(at: cursor, typePath: typePath, strongNames: strongNames, implicitSelf: unwrapped,
                                                  members: members) {
                return call
            }
            cursor += 1
        }
        // A closure that captures `self` strongly holds it until the closure is released, that
        // is, until the task ends: a use before or after the loop (or in a nested closure)
        // keeps `self` alive while it loops, as one inside it would; so does a capture of a
        // method, or a local that holds `self` (see ``holdsSelfIndirectly(typePath:members:)``).
        guard let line = firstLoopLine else { return nil }
        if aliases.holdsStrongly { return Leak(line: line, method: nil) }
        if hold == .strong, usesSelf(in: closure.bodyStart..<bodyEnd, strongNames: ["self"], members: members, holdsStrongly: true) {
            return Leak(line: line, method: nil)
        }
        if holdsSelfIndirectly(typePath: typePath, members: members) { return Leak(line: line, method: nil) }
        return nil
    }

    /// The instance properties and methods of the local class or actor at `typePath` (declared
    /// in a function body) around the task: the index leaves local types out.
    func localTypeMembers(ofTypeAt typePath: String) -> Set<String> {
        var current = closure.declaration
        while let position = current {
            let declaration = tree.declarations[position]
            if declaration.kind.isTypeLike {
                guard declaration.isLocal, ProjectIndex.path(of: position, in: tree) == typePath else { return [] }
                var names = Set<String>()
                for member in tree.declarations where member.parent == position && !member.isStatic
                    && (member.kind.isVariable || member.kind == .function) {
                    names.insert(member.name)
                }
                return names
            }
            current = declaration.parent
        }
        return []
    }

    /// How the task closure holds `self`: by its own capture list, or else by that of the
    /// nearest closure around it that captures `self` (a task nested in a `[weak self]`
    /// closure sees the weak `self`), unless that closure unwraps `self` before the task
    /// (`guard let self`), which makes it strong again.
    func selfHold() -> Hold {
        guard let own = tree.closureIndex(leftBrace: closure.leftBrace),
              let capturing = captures.nearestCapturingSelf(from: own),
              let capture = tree.closures[capturing].captures.first(where: { $0.name == "self" }) else { return .strong }
        switch capture.specifier {
        case .weak:
            if capturing == own { return .weak }
            let unwrap = captures.firstSelfUnwrap(in: capturing) { unwrapBinding(at: $0) == "self" }
            return unwrap < closure.leftBrace ? .strong : .weak
        case .unowned: return .unowned
        default: return .strong
        }
    }

    /// `guard let self`, `guard let self = self`, `if let self`, `guard let strong = self`,
    /// `let strong = self!`, `let copy = self`: the name bound to a strong `self` at `index`
    /// (a `let`), or nil.
    func unwrapBinding(at index: Int) -> String? {
        guard tokens[index].keyword == .let || tokens[index].keyword == .var, index > 0 else { return nil }
        let previous = tokens[index - 1]
        let nameIndex = index + 1
        guard nameIndex + 3 < tokens.count else { return nil }
        // `let me = self!`, `let me = self`, `let me: Model? = self`: a strong reference (an
        // Optional one, for the latter two) that lives to the end of its block.
        if tokens[index].isAtStartOfLine || previous.kind == .semicolon || previous.kind == .leftBrace {
            guard tokens[nameIndex].kind == .identifier, let equal = initializerEqual(afterName: nameIndex), equal + 2 < tokens.count,
                  tokens[equal + 1].keyword == .self, tokens[equal + 1].kind == .keyword else { return nil }
            let after = tokens[equal + 2]
            let endsStatement = after.isAtStartOfLine || after.kind == .semicolon || after.kind == .rightBrace
            let forced = after.kind == .exclamationMark && equal + 3 < tokens.count
                && (tokens[equal + 3].isAtStartOfLine || tokens[equal + 3].kind == .semicolon || tokens[equal + 3].kind == .rightBrace)
            return endsStatement || forced ? tree.name(of: nameIndex) : nil
        }
        guard previous.keyword == .guard || previous.keyword == .if || previous.kind == .comma else { return nil }
        // `guard let _ = self` tests `self` and keeps nothing.
        guard tokens[nameIndex].kind != .wildcard else { return nil }
        let name = tree.name(of: nameIndex)
        if tokens[nameIndex].keyword == .self || name == "`self`" {
            return "self"
        }
        if tokens[nameIndex + 1].kind == .equal && tokens[nameIndex + 2].keyword == .self
            && tokens[nameIndex + 3].kind != .period && tokens[nameIndex + 3].kind != .postfixQuestionMark {
            return name
        }
        return nil
    }

    /// The `=` after the bound name at `name`: the next token, or the one after a type
    /// annotation on the same line (`let me: Model? = self`); nil when there is none.
    func initializerEqual(afterName name: Int) -> Int? {
        if tokens[name + 1].kind == .equal { return name + 1 }
        guard tokens[name + 1].kind == .colon else { return nil }
        var position = name + 2
        while position < min(tokens.count, name + 64), !tokens[position].isAtStartOfLine {
            if tokens[position].kind == .equal { return position }
            if let close = match(position), close > position { position = close }
            position += 1
        }
        return nil
    }

    /// The `}` of the innermost block around `position` inside the task closure (the
    /// closure's own `}` at its top level): where a `guard let` binding ends.
    func enclosingBlockEnd(of position: Int) -> Int {
        tree.enclosingBraceOpen(of: position, after: closure.leftBrace).flatMap(match) ?? closure.rightBrace
    }

    /// When the `let` at `index` is in an `if` condition (`if let self`, `if x, let s = self`):
    /// the `}` that ends the `if` body, where the binding ends. Nil for `guard` (its binding
    /// lasts to the end of the block) and anything else.
    func ifBodyEnd(ofConditionAt index: Int) -> Int? {
        var position = index - 1
        while position >= max(0, index - 64) {
            let token = tokens[position]
            if token.keyword == .if {
                guard let body = bodyBrace(after: index) else { return nil }
                return match(body)
            }
            if token.keyword == .guard || token.keyword == .while || token.kind == .leftBrace || token.kind == .rightBrace
                || token.kind == .semicolon || token.isAtStartOfLine && token.kind != .comma && tokens[position - 1].kind != .comma {
                return nil
            }
            position -= 1
        }
        return nil
    }

    /// The `{` of a statement body after `index` at the same bracket level.
    func bodyBrace(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < scanEnd {
            switch tokens[cursor].kind {
            case .leftBrace: return tree.closureIndex(leftBrace: cursor) == nil ? cursor : nil
            case .leftParen, .leftSquare: cursor = (match(cursor) ?? cursor) + 1
            case .rightBrace, .rightParen, .rightSquare: return nil
            default: cursor += 1
            }
        }
        return nil
    }

    /// Whether `range` uses a strong `self`: one of `strongNames` (not as `self?.`), or an
    /// instance member of the enclosing type by implicit self, not shadowed by a local name.
    /// With `holdsStrongly` (no `[weak self]` on the task), every `self` counts, even
    /// `[weak self]` of a nested closure: the task must hold `self` to create it.
    func usesSelf(in range: Range<Int>, strongNames: Set<String>, members: Set<String>, holdsStrongly: Bool) -> Bool {
        let shadowed = members.isEmpty ? LocalNames() : localNames(before: range.upperBound)
        var next = range.lowerBound
        while next < range.upperBound {
            let position = next
            next += 1
            let token = tokens[position]
            // A local type's `self` and members are its own.
            if token.kind == .leftBrace, isLocalTypeBody(position), let close = match(position) {
                next = close + 1
                continue
            }
            // `super.refresh()` calls a method on `self`: a strong use under any capture.
            if token.keyword == .super && token.kind == .keyword { return true }
            if token.kind == .stringLiteral {
                if token.flags & Token.Flags.hasInterpolation != 0 {
                    for inner in Interpolations.tokens(ofLiteral: position, in: tree) {
                        let text = tree.file.text(inner.range).trimmingBackticks
                        if strongNames.contains(text) && (inner.keyword == .self || text != "self") { return true }
                        if inner.kind == .identifier && members.contains(text) && !shadowed.contains(text, at: position) { return true }
                        if inner.kind == .identifier, let member = Self.projectedMember(text),
                           members.contains(member) && !shadowed.contains(member, at: position) {
                            return true
                        }
                    }
                }
                continue
            }
            guard token.kind == .keyword || token.kind == .identifier else { continue }
            let text = tree.name(of: position)
            if token.kind == .identifier, let member = Self.projectedMember(text) ?? Self.backingStorageMember(text, members: members) {
                // `$query`: the projected value of the wrapped property `query`, `self.$query`;
                // `_count`: the backing storage of the wrapped property `count`, `self._count`.
                if members.contains(member) && !shadowed.contains(member, at: position) && tokens[position - 1].kind != .period {
                    return true
                }
                continue
            }
            if strongNames.contains(text) {
                if token.keyword == .self && !strongNames.contains("self") { continue }
                if position > 0 && tokens[position - 1].kind == .period { continue }  // `x.self`
                if isArgumentLabel(position) { continue }  // `report(model: n)`, `(model: 1, n)`
                if holdsStrongly && token.keyword == .self { return true }
                let next = tokens[position + 1]
                if next.kind == .postfixQuestionMark { continue }  // `self?.x` on a weak reference
                if isCaptureListEntry(position) && next.kind != .equal { continue }
                return true
            }
            if token.kind == .identifier && members.contains(text) && !shadowed.contains(text, at: position) && isImplicitMemberUse(position) {
                return true
            }
            if token.kind == .identifier && members.contains(text) && readsMemberThroughBinding(position, shadowed: shadowed) {
                return true
            }
        }
        return false
    }

    /// Whether the name at `position` reads the member it shadows while binding it: `if let
    /// title {` and `guard var title else` unwrap the member `title` (`self.title`), and the
    /// right-hand side of `let title = title` is the member, the new name being visible only
    /// after it. Not when the name was already a local before the binding.
    func readsMemberThroughBinding(_ position: Int, shadowed: LocalNames) -> Bool {
        guard position >= 3 else { return false }
        let text = tree.name(of: position)
        let previous = tokens[position - 1]
        if previous.keyword == .let || previous.keyword == .var {
            let before = tokens[position - 2]
            guard before.keyword == .if || before.keyword == .guard || before.keyword == .while || before.kind == .comma else { return false }
            let next = tokens[position + 1]
            guard next.kind == .leftBrace || next.kind == .comma || next.keyword == .else else { return false }
            return !shadowed.contains(text, at: position - 2)
        }
        if previous.kind == .equal, position >= 4, tokens[position - 2].kind == .identifier, tree.token(position - 2, named: text),
           tokens[position - 3].keyword == .let || tokens[position - 3].keyword == .var {
            return !shadowed.contains(text, at: position - 4)
        }
        return false
    }

    /// `query` for the identifier `$query` (the projected value of a property wrapper); nil
    /// for any other identifier. (`$0` is a dollar identifier, not an identifier.)
    static func projectedMember(_ text: String) -> String? {
        text.utf8.first == UInt8(ascii: "$") ? String(text.dropFirst()) : nil
    }

    /// `count` for the identifier `_count` when `count` is a member and `_count` is not (the
    /// backing storage of a wrapped property); nil otherwise.
    static func backingStorageMember(_ text: String, members: Set<String>) -> String? {
        guard text.utf8.count > 1, text.utf8.first == UInt8(ascii: "_"), !members.contains(text) else { return nil }
        let member = String(text.dropFirst())
        return members.contains(member) ? member : nil
    }

    /// Whether the `{` at `position` opens the body of a type declared in the task's code (a
    /// local `struct`, `class`, `enum` or `actor`), whose `self` is an instance of that type.
    func isLocalTypeBody(_ position: Int) -> Bool {
        tree.typeBodyStarts.contains(position)
    }

    /// Whether `position` opens the body of a function declared in the task's body
    /// `taskBody` whose name the task's body never mentions again: its loop never runs (a
    /// helper written and not called, hw60). A called one runs as part of the task.
    func isUncalledLocalFunctionBody(_ position: Int, taskBody: Range<Int>) -> Bool {
        guard let declaration = tree.declarationByBodyStart[position] else { return false }
        let function = tree.declarations[declaration]
        guard function.kind == .function, function.isLocal, taskBody.contains(function.nameToken) else { return false }
        let name = function.name
        return !taskBody.contains { position in
            position != function.nameToken && tokens[position].kind == .identifier && tree.token(position, named: name)
        }
    }

    /// Whether the word at `position` sits in a capture list `[weak self, x]` (a capture of
    /// a weak or copied value, not a use).
    func isCaptureListEntry(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        return previous.keyword == .weak || previous.keyword == .unowned
    }

    /// An identifier that names a member by implicit self: not after `.`, not an argument
    /// label (`f(count: 1)`), not a declaration's name.
    func isImplicitMemberUse(_ position: Int) -> Bool {
        let previous = tokens[position - 1]
        if previous.kind == .period || previous.keyword == .let || previous.keyword == .var || previous.keyword == .func
            || previous.kind == .backslash {
            return false
        }
        return !isArgumentLabel(position)
    }

    /// Whether the word at `position` is a label, not a use of the name: of an argument
    /// (`f(count: 1)`), a tuple element (`(count: 1, 2)`) or a closure parameter's declaration.
    func isArgumentLabel(_ position: Int) -> Bool {
        guard position > 0, position + 1 < tokens.count, tokens[position + 1].kind == .colon else { return false }
        let previous = tokens[position - 1]
        return previous.kind == .leftParen || previous.kind == .comma
    }
}
