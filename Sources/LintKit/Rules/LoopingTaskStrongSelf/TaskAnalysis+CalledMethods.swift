/// A task that awaits a method of `self` which loops: `Task { await observe() }`,
/// `Task { [weak self] in await self?.observe() }`, `Task { async let done: Void = observe() … }`. For as long as the call runs, the caller
/// holds `self` strongly (`self?.` too: the optional chain holds it for the call), so a method
/// whose loop can outlive the owner keeps the owner alive as the same loop in the task would.
extension TaskAnalysis {
    /// When `position` is the name of an awaited call of a method of the enclosing type
    /// (`typePath`) on a strong `self` (`self.`, `self?.`, one of `strongNames`, or implicitly
    /// when `implicitSelf`), and that method, declared in this file, runs a loop that can
    /// outlive its owner: the leak, at that loop.
    func loopingMethodCall(at position: Int, typePath: String, strongNames: Set<String>, implicitSelf: Bool) -> Leak? {
        guard tokens[position].kind == .identifier, position >= 1, position + 1 < tokens.count,
              tokens[position + 1].kind == .leftParen, !tokens[position + 1].hasLeadingTrivia,
              let start = receiverStart(ofCallAt: position, strongNames: strongNames, implicitSelf: implicitSelf),
              start >= 1, tokens[start - 1].keyword == .await || isAsyncLetInitializer(startingAt: start) else { return nil }
        let name = tree.name(of: position)
        let declarations = tree.declarations
        // The method called: the one whose parameters the call's argument labels fit
        // (`observe()` is not `observe(_:)`).
        guard let arguments = tree.argumentLabels(ofCallAt: position + 1) else { return nil }
        for candidate in methods.instanceMethods(named: name) {
            guard SyntaxTree.call(labels: arguments.labels, trailingClosures: arguments.trailingClosures,
                                  matches: declarations[candidate].parameters),
                  let parent = declarations[candidate].parent, declarations[parent].kind.isTypeLike,
                  case let owner = ProjectIndex.path(of: parent, in: tree), isSelfOrSuperclass(owner, of: typePath),
                  !isOverridden(candidate, declaredIn: owner, below: typePath), let body = declarations[candidate].body,
                  let line = firstLongRunningLoopLine(in: body) else { continue }
            // Named as Swift names a method: `listen(to:label:)`, `observe()`.
            let labels = declarations[candidate].parameters.map { ($0.firstName ?? "_") + ":" }.joined()
            return Leak(line: line, method: name + "(" + labels + ")")
        }
        return nil
    }

    /// Whether the expression starting at token `start` is the initializer of an `async let`
    /// (`async let done: Void = listen()`): the task runs the call as a child and awaits it
    /// before it ends, as it awaits a call written with `await`.
    func isAsyncLetInitializer(startingAt start: Int) -> Bool {
        guard start >= 3, tokens[start - 1].kind == .equal else { return false }
        // Back over the pattern and its annotation (`forever`, `a: Void`), a few tokens.
        var position = start - 2
        while position > 0 && position > start - 12 && tokens[position].keyword != .let {
            guard tokens[position].kind != .semicolon, !tokens[position].isAtStartOfLine || tokens[position].keyword == .let else { return false }
            position -= 1
        }
        return tokens[position].keyword == .let && position >= 1 && tree.token(position - 1, is: "async")
    }

    /// The first token of the call's receiver: `self` in `self.f()`, `self?.f()` and
    /// `self!.f()` (the latter two also for a weak `self`, which the chain or the unwrapped
    /// value holds for the call), a strong name in `strong.f()` (also `copy?.f()` for a strong
    /// copy of the Optional), or the name itself for an implicit-self call (when
    /// `implicitSelf`). Nil for any other receiver.
    func receiverStart(ofCallAt position: Int, strongNames: Set<String>, implicitSelf: Bool) -> Int? {
        guard tokens[position - 1].kind == .period else { return implicitSelf ? position : nil }
        var receiver = position - 2
        let unwrapped = receiver >= 0 && (tokens[receiver].kind == .postfixQuestionMark || tokens[receiver].kind == .exclamationMark)
            && !tokens[receiver].hasLeadingTrivia
        if unwrapped { receiver -= 1 }
        guard receiver >= 0, receiver == 0 || tokens[receiver - 1].kind != .period else { return nil }
        if tokens[receiver].keyword == .self {
            return unwrapped || strongNames.contains("self") ? receiver : nil
        }
        return strongNames.contains(tree.name(of: receiver)) ? receiver : nil
    }

    /// Whether the method `method` of the superclass at `owner` may be overridden on the way
    /// down to `typePath`, so that the call runs the override, not `owner`'s method
    /// (`override func observe() async {}` in a subclass does not loop): a class from
    /// `typePath` up to `owner` (not included) that this file declares overrides it when it
    /// declares an `override` of that name and those argument labels; one declared in another
    /// file, when it declares any method of that name (what the index keeps).
    func isOverridden(_ method: Int, declaredIn owner: String, below typePath: String) -> Bool {
        let question = "\(method) \(typePath)"
        if let known = methods.overrideAnswers[question] { return known }
        let answer = workOutIsOverridden(method, declaredIn: owner, below: typePath)
        methods.overrideAnswers[question] = answer
        return answer
    }

    private func workOutIsOverridden(_ method: Int, declaredIn owner: String, below typePath: String) -> Bool {
        let declarations = tree.declarations
        let name = declarations[method].name
        let labels = declarations[method].parameters.map { $0.firstName ?? "_" }
        var current = typePath
        var steps = 0
        while current != owner && steps < 32 {
            var declaredHere = false
            for type in declarations.indices where declarations[type].kind == .class && ProjectIndex.path(of: type, in: tree) == current {
                declaredHere = true
                let overrides = declarations.indices.contains { member in
                    declarations[member].parent == type && declarations[member].kind == .function && declarations[member].name == name
                        && declarations[member].has(.override) && declarations[member].parameters.map({ $0.firstName ?? "_" }) == labels
                }
                if overrides { return true }
            }
            if !declaredHere && index.instanceMethods(of: current).contains(name) { return true }
            guard let superclass = index.superclassPath(of: current) else { return false }
            current = superclass
            steps += 1
        }
        return false
    }

    /// Whether `path` is `typePath` or a class it inherits from (a method declared there is
    /// one of `self`'s).
    func isSelfOrSuperclass(_ path: String, of typePath: String) -> Bool {
        if path == typePath { return true }
        var current = typePath
        var steps = 0
        while steps < 32, let superclass = index.superclassPath(of: current) {
            if superclass == path { return true }
            current = superclass
            steps += 1
        }
        return false
    }

    /// The line of the first loop in `body` (a function body's tokens) that can outlive its
    /// owner, outside nested closures other than those the method runs as part of itself (a
    /// task group's body: see ``inlineClosureParameters(_:)``); nil when there is none.
    func firstLongRunningLoopLine(in body: Range<Int>) -> Int? {
        var scan = self
        scan.limit = body.upperBound
        var cursor = body.lowerBound
        var groups: [(names: [String], range: Range<Int>)] = []
        while cursor < body.upperBound {
            if cursor > body.lowerBound, tokens[cursor].kind == .leftBrace, let nested = tree.closureIndex(leftBrace: cursor),
               let close = match(cursor) {
                guard let parameters = inlineClosureParameters(nested) else {
                    cursor = close + 1
                    continue
                }
                groups.append((parameters, cursor..<close))
            }
            if let loop = scan.longRunningLoop(at: cursor) {
                // A loop over the group itself ends when its child tasks do.
                if loopsOverGroup(loop.header, groups.filter { $0.range.contains(cursor) }.flatMap(\.names)) {
                    cursor = loop.header.upperBound
                    continue
                }
                return tree.file.lineTable.location(of: Int(tokens[cursor].start)).line
            }
            cursor += 1
        }
        return nil
    }
}

/// The file's instance methods by name, listed on first use and shared by the analyses of all
/// the file's tasks (so that a file of many tasks is not walked once per call in each). Only
/// the methods whose body holds a `for`, `while` or `repeat` are listed: a method the
/// analysis follows must run a loop (``TaskAnalysis/longRunningLoop(at:)``), and most methods
/// hold none, so the table hashes few names.
final class MethodTable {
    private let tree: SyntaxTree
    private var byName: [String: [Int]]?
    /// ``TaskAnalysis/isOverridden(_:declaredIn:below:)``'s answers, by method and class
    /// (a file of many tasks asks the same question again).
    var overrideAnswers: [String: Bool] = [:]

    /// A table of `tree`'s methods, listed when first asked.
    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The indices of the non-static functions named `name` whose body holds a loop keyword.
    func instanceMethods(named name: String) -> [Int] {
        if byName == nil {
            var table: [String: [Int]] = [:]
            tree.tokens.withUnsafeBufferPointer { tokens in
                tree.declarations.withUnsafeBufferPointer { declarations in
                    for index in declarations.indices where declarations[index].kind == .function && !declarations[index].isStatic {
                        guard let body = declarations[index].body, Self.holdsLoopKeyword(tokens, body) else { continue }
                        table[declarations[index].name, default: []].append(index)
                    }
                }
            }
            byName = table
        }
        return byName?[name] ?? []
    }

    /// Whether the tokens `range` hold the keyword `for`, `while` or `repeat`.
    private static func holdsLoopKeyword(_ tokens: UnsafeBufferPointer<Token>, _ range: Range<Int>) -> Bool {
        for index in range.clamped(to: 0..<tokens.count) where tokens[index].kind == .keyword {
            switch tokens[index].keyword {
            case .for, .while, .repeat: return true
            default: continue
            }
        }
        return false
    }
}

// MARK: Methods of self's members

/// A task that awaits a method of one of `self`'s stored properties, which loops:
/// `Task { await model.run() }`, `Task { await self.model.run() }`. The task reaches the
/// property through `self`, which its closure holds until the task ends, so a call that never
/// returns keeps `self` alive as a loop in the task would.
extension TaskAnalysis {
    /// When `position` is the name of an awaited call on a stored property of the enclosing type
    /// (`typePath`), reached from a strong `self` (`self.model.run()`, `strong.model.run()` for
    /// one of `strongNames`, or `model.run()` when `implicitSelf` and `members` hold `model`
    /// and no local of that name hides it), and the property's type, declared in this file,
    /// has that method with a loop that can outlive its owner: the leak, at that loop.
    func loopingMemberMethodCall(at position: Int, typePath: String, strongNames: Set<String>, implicitSelf: Bool,
                                 members: Set<String>) -> Leak? {
        guard position >= 3, position + 1 < tokens.count, tokens[position].kind == .identifier,
              tokens[position + 1].kind == .leftParen, !tokens[position + 1].hasLeadingTrivia,
              tokens[position - 1].kind == .period else { return nil }
        var member = position - 2
        // `engine?.run()`, `engine!.run()`: a property of an optional type.
        if (tokens[member].kind == .postfixQuestionMark || tokens[member].kind == .exclamationMark) && !tokens[member].hasLeadingTrivia {
            member -= 1
        }
        guard member >= 1, tokens[member].kind == .identifier else { return nil }
        let memberName = tree.name(of: member)
        var start = member
        if tokens[member - 1].kind == .period {
            let receiver = member - 2
            guard receiver >= 0, receiver == 0 || tokens[receiver - 1].kind != .period else { return nil }
            let receiverName = tokens[receiver].keyword == .self ? "self" : tree.name(of: receiver)
            guard strongNames.contains(receiverName) else { return nil }
            start = receiver
        } else {
            guard implicitSelf, members.contains(memberName),
                  !localNames(before: member).contains(memberName, at: member) else { return nil }
        }
        guard start >= 1, tokens[start - 1].keyword == .await,
              let memberType = storedPropertyTypeName(memberName, ofTypeAt: typePath) else { return nil }
        let ownerPaths = Set(tree.declarations.indices.filter { tree.declarations[$0].kind.isTypeLike && tree.declarations[$0].kind != .extension
            && tree.declarations[$0].name == memberType }.map { ProjectIndex.path(of: $0, in: tree) })
        guard !ownerPaths.isEmpty, let arguments = tree.argumentLabels(ofCallAt: position + 1) else { return nil }
        let name = tree.name(of: position)
        let declarations = tree.declarations
        for candidate in methods.instanceMethods(named: name) {
            guard SyntaxTree.call(labels: arguments.labels, trailingClosures: arguments.trailingClosures,
                                  matches: declarations[candidate].parameters),
                  let parent = declarations[candidate].parent, declarations[parent].kind.isTypeLike,
                  ownerPaths.contains(ProjectIndex.path(of: parent, in: tree)), let body = declarations[candidate].body,
                  let line = firstLongRunningLoopLine(in: body) else { continue }
            let labels = declarations[candidate].parameters.map { ($0.firstName ?? "_") + ":" }.joined()
            return Leak(line: line, method: memberName + "." + name + "(" + labels + ")")
        }
        return nil
    }

    /// The name of the type of the stored property `name` declared in the body of the type at
    /// `typePath` in this file: its annotation's name (`let model: Engine`) or the type it
    /// constructs (`let model = Engine()`, `Garage.Engine()`); nil when neither names a type.
    func storedPropertyTypeName(_ name: String, ofTypeAt typePath: String) -> String? {
        let declarations = tree.declarations
        for declaration in declarations where declaration.name == name && declaration.kind.isVariable && !declaration.isComputed {
            guard let parent = declaration.parent, declarations[parent].kind.isTypeLike,
                  ProjectIndex.path(of: parent, in: tree) == typePath else { continue }
            if let type = declaration.type {
                switch type.kind {
                case let .optional(wrapped), let .implicitlyUnwrapped(wrapped): return wrapped.simpleName
                default: return type.simpleName
                }
            }
            // `Engine()`, or `Garage.Engine()` through the types around it: the last name.
            guard let initializer = declaration.initializer, initializer.count >= 3,
                  tokens[initializer.lowerBound].kind == .identifier else { return nil }
            var typeName = initializer.lowerBound
            while typeName + 2 < initializer.upperBound, tokens[typeName + 1].kind == .period,
                  tokens[typeName + 2].kind == .identifier {
                typeName += 2
            }
            guard typeName + 1 < initializer.upperBound, tokens[typeName + 1].kind == .leftParen,
                  Int(tree.stream.matching[typeName + 1]) == initializer.upperBound - 1 else { return nil }
            return tree.name(of: typeName)
        }
        return nil
    }
}
