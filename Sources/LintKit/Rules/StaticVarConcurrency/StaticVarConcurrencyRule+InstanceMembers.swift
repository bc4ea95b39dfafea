// MARK: - Instance members in an initializer's chain

extension StaticVarConcurrencyRule {
    /// The type of `expression` when it is a member chain through instance members (see
    /// ``instanceMemberChainType(_:scope:in:reader:scans:staticDepth:)``), one unwrapped with `!`
    /// (`Node.shared.child!`), or an Optional of one (`try? Store.shared.load()`); nil otherwise.
    func instanceMemberChainType(of expression: ValueExpression, scope: String, in context: RuleContext,
                                 reader: ValueExpressionReader, scans: inout Int, staticDepth: Int = 0) -> InferredType? {
        switch expression {
        case let .chain(steps) where !steps.isEmpty:
            return instanceMemberChainType(steps, scope: scope, in: context, reader: reader, scans: &scans, staticDepth: staticDepth)
        case let .forceUnwrapped(inner):
            // As the index unwraps a value it types (``ProjectIndex/inferredType(of:scope:depth:)``).
            guard let type = instanceMemberChainType(of: inner, scope: scope, in: context, reader: reader, scans: &scans,
                                                     staticDepth: staticDepth) else { return nil }
            if case let .optional(wrapped) = type { return wrapped }
            return type
        case let .optional(inner):
            // `try? Store.shared.load()`: an Optional of the value, not nested (SE-0230).
            guard let type = instanceMemberChainType(of: inner, scope: scope, in: context, reader: reader, scans: &scans,
                                                     staticDepth: staticDepth) else { return nil }
            if case .optional = type { return type }
            return .optional(type)
        default:
            return nil
        }
    }

    /// The type of a member chain that goes on from a value through instance members
    /// (`Engine().part`, `Store.shared.cache.entries`, `Engine().make()`): the longest prefix
    /// the index types as a value of a type of the project, then each remaining
    /// step read from this file's declarations of that type (its declaration and extensions),
    /// or of the non-generic superclass of the project that declares the member it inherits:
    /// a property with an annotation or an initializer the index can type, or, called, a
    /// method with a written result type, or else a stored property that another file declares
    /// (the index keeps their annotations and initializers' shapes), or a computed property with
    /// an annotation or a method with a written result that another file declares, the type's
    /// only instance member of that name. Nil when a step names no such member, or more than one.
    /// Each step scans the file's declarations; `scans` is what is left of the file's budget
    /// (``memberScansPerFile``), so that a huge file of such chains stays linear.
    func instanceMemberChainType(_ steps: [ChainStep], scope: String, in context: RuleContext,
                                 reader: ValueExpressionReader, scans: inout Int, staticDepth: Int = 0) -> InferredType? {
        // Each split below types its prefix again: a chain longer than any an initializer
        // writes is left unknown, so that a generated one of thousands of steps stays linear.
        guard steps.count <= Self.longestTypedChain else { return nil }
        let index = context.index
        // `a?.b` is optional whatever `b` is; `a!.b` is what `b` is.
        let isChained = steps.contains { $0.unwrap == .optionalChaining }
        func unwrapped(_ type: InferredType?, by step: ChainStep) -> InferredType? {
            guard step.unwrap != .none else { return type }
            guard case let .optional(wrapped)? = type else { return nil }
            return wrapped
        }
        if let whole = staticPropertyType(steps, scope: scope, in: context, reader: reader, scans: &scans, depth: staticDepth) { return whole }
        for split in stride(from: steps.count - 1, through: 1, by: -1) {
            let prefixSteps = Array(steps[..<split])
            guard let prefix = index.inferredType(of: .chain(prefixSteps), scope: scope)
                    ?? staticPropertyType(prefixSteps, scope: scope, in: context, reader: reader, scans: &scans, depth: staticDepth)
            else { continue }
            var value: InferredType? = unwrapped(prefix, by: steps[split - 1])
            for step in steps[split...] {
                guard step.genericArguments == nil, case let .leaf(spelling, _)? = value, scans > 0,
                      let path = Self.nominalPath(ofSpelling: spelling, index: index) else { return nil }
                scans -= 1
                // A member of a generic type (`Box<Int>`, `Wrapper<Int>.Node`) is typed only
                // from a written type that means the same whatever the arguments are.
                let isGeneric = index.isInGenericType(path)
                // A member the type inherits is read from the superclass that declares it; its
                // `Self` is the value's own class.
                let owner = index.declaringClass(ofInstanceMember: step.name, from: path) ?? path
                let selfType = value
                // A protocol's member of the name (a protocol extension's, the standard
                // library's) may be the one a call means instead.
                guard !index.hasInheritedNamesake(step.name, ofPath: path) else { return nil }
                if let member = instanceMember(named: step.name, isCalled: step.isCalled, of: owner, in: context.tree) {
                    // Another file's overload, or a superclass's namesake, may be the one meant;
                    // a member of a constrained extension, one whose value's arguments may not meet it.
                    guard index.isOnlyInstanceMember(named: step.name, ofPath: owner),
                          !isGeneric || context.tree.declarations[member].type.map({
                              index.writesOnlyConcreteTypes(reader.written($0), scope: owner)
                          }) == true,
                          !isGeneric || context.tree.declarations[member].parent.flatMap({
                              context.tree.declarations[$0].kind == .extension ? ExtensionWhereClause.of($0, in: context.tree) : nil
                          }).map({
                              index.meets($0, valueSpelled: spelling, path: path, depth: 0)
                          }) ?? true,
                          let memberScope = readingScope(ofMember: member, owner: owner, in: context.tree, reader: reader, index: index),
                          let type = declaredType(of: member, owner: memberScope, readsInitializer: !step.isCalled, in: context,
                                                  reader: reader, selfType: selfType)
                    else { return nil }
                    value = type
                } else if instanceMemberDeclarations(named: step.name, of: owner, in: context.tree).isEmpty,
                          let type = otherFileMemberType(step, of: owner, index: index, selfType: selfType, concreteOnly: isGeneric) {
                    value = type
                } else {
                    return nil
                }
                value = unwrapped(value, by: step)
            }
            guard isChained, let result = value else { return value }
            if case .optional = result { return result }
            return .optional(result)
        }
        return nil
    }

    /// The type of a static property of the project that `steps` name (`Current.session`, or
    /// `session` in its own type), without an annotation, whose initializer is a chain through
    /// instance members, which the index does not type (`static let session =
    /// Environment.live.session`): that chain's type, worked out as for this declaration's own
    /// (``instanceMemberChainType(of:scope:in:reader:scans:staticDepth:)``). Nil for anything
    /// else, and past ``staticChainDepth`` statics read through one another (which also ends a
    /// cycle of them); the member steps spend `scans` as this declaration's own do.
    func staticPropertyType(_ steps: [ChainStep], scope: String, in context: RuleContext,
                            reader: ValueExpressionReader, scans: inout Int, depth: Int) -> InferredType? {
        let index = context.index
        guard depth < Self.staticChainDepth, let last = steps.last, !last.isCalled, last.unwrap == .none, last.genericArguments == nil,
              steps.dropLast().allSatisfy({ !$0.isCalled && $0.unwrap == .none && $0.genericArguments == nil }) else { return nil }
        let owner: String?
        if steps.count == 1 {
            owner = index.scopePaths(scope).first { !index.staticMembers(named: last.name, ofPath: $0).isEmpty }
        } else {
            owner = index.nominalPath(named: steps.dropLast().map(\.name).joined(separator: "."), from: scope)
        }
        guard let owner, case let members = index.staticMembers(named: last.name, ofPath: owner), members.count == 1,
              members[0].kind == .property, members[0].type == nil, let initializer = members[0].initializer,
              case .chain = initializer else { return nil }
        let readingScope = members[0].extensionContext.map {
            index.extensionReadingScope(of: $0.names, scope: owner, extended: $0.extended)
        } ?? owner
        guard let readingScope else { return nil }
        return instanceMemberChainType(of: initializer, scope: readingScope, in: context, reader: reader, scans: &scans,
                                       staticDepth: depth + 1)
    }

    /// The path of the project's nominal type that `spelling`, an inferred type's, names:
    /// itself, or the type a top-level typealias stands for (`Session` after `typealias
    /// Session = Core.Networking.Session`, as swiftc spells a value constructed through it).
    static func nominalPath(ofSpelling spelling: String, index: ProjectIndex) -> String? {
        if index.nominalKind(atPath: spelling) != nil { return spelling }
        // `Box<Int>`, `Wrapper<Int>.Node`: the path without the arguments.
        if spelling.utf8.contains(UInt8(ascii: "<")) {
            let path = withoutGenericArguments(spelling)
            return index.nominalKind(atPath: path) != nil ? path : nil
        }
        return index.aliasedNominal(spelling, from: "").flatMap { index.nominalPath(named: $0, from: "") }
    }

    /// `spelling` without its generic argument clauses (`Wrapper.Node` for
    /// `Wrapper<Int>.Node`).
    static func withoutGenericArguments(_ spelling: String) -> String {
        var result = ""
        var depth = 0
        for character in spelling {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }

    /// The type of `step`, an instance member of the type at `owner` that another file
    /// declares: a stored property as the index keeps it (its annotation or its initializer's
    /// shape), else a computed property's annotation or a method's written result (see
    /// ``ProjectIndex/memberResultType(named:ofPath:isCalled:)``, whose `Self` is `selfType`,
    /// the value's type: a subclass's for a member it inherits); nil when neither types it,
    /// or with `concreteOnly` (a member of a generic type) when no written type that means
    /// the same whatever the arguments are gives it
    /// (``ProjectIndex/writesOnlyConcreteTypes(_:scope:)``).
    func otherFileMemberType(_ step: ChainStep, of owner: String, index: ProjectIndex, selfType: InferredType? = nil,
                             concreteOnly: Bool = false) -> InferredType? {
        if !step.isCalled, let property = index.storedProperty(named: step.name, ofPath: owner) {
            if concreteOnly {
                guard let written = property.written, index.writesOnlyConcreteTypes(written, scope: owner) else { return nil }
            }
            return index.declaredType(of: property, owner: owner)
        }
        guard let result = index.memberResultType(named: step.name, ofPath: owner, isCalled: step.isCalled),
              !concreteOnly || index.writesOnlyConcreteTypes(result.type, scope: owner) else { return nil }
        // A member of a constrained extension (`extension Box where T == Int`), on a value whose
        // arguments are not known to meet it.
        if concreteOnly, let clause = result.result.whereClause {
            guard case let .leaf(spelling, _)? = selfType, index.meets(clause, valueSpelled: spelling, path: owner, depth: 0) else { return nil }
        }
        return index.inferredType(ofWritten: result.type, scope: result.scope, genericNames: [], selfType: selfType)
    }

    /// Where the names written in member `member` of the type at `owner` are read from:
    /// `owner`, or for one an extension declares, see
    /// ``ProjectIndex/extensionScope(of:extending:)``.
    func readingScope(ofMember member: Int, owner: String, in tree: SyntaxTree, reader: ValueExpressionReader,
                      index: ProjectIndex) -> String? {
        guard let parent = tree.declarations[member].parent, tree.declarations[parent].kind == .extension,
              let type = tree.declarations[member].type else { return owner }
        return index.extensionScope(of: reader.written(type), extending: owner)
    }

    /// The one instance member `name` that this file declares in the type at `path` (in its
    /// declaration or an extension): a property when the step is not called, a method (with
    /// no generic parameters) when it is; nil when there is none or more than one.
    func instanceMember(named name: String, isCalled: Bool, of path: String, in tree: SyntaxTree) -> Int? {
        var found: Int?
        for index in instanceMemberDeclarations(named: name, of: path, in: tree) {
            // A member of that name that the use cannot mean (a method not called, a
            // property called) leaves the chain unknown too.
            guard isCalled == (tree.declarations[index].kind == .function), tree.declarations[index].genericParameters.isEmpty,
                  tree.declarations[index].patternNameTokens.isEmpty, found == nil else { return nil }
            found = index
        }
        return found
    }

    /// Scans of a file's declarations for instance members, at most: past them a chain's
    /// type is left unknown (nothing is reported for it).
    static let memberScansPerFile = 64

    /// Statics read through one another at most, for
    /// ``staticPropertyType(_:scope:in:reader:scans:depth:)``.
    static let staticChainDepth = 4

    /// Steps of a chain at most, for ``instanceMemberChainType(_:scope:in:reader:scans:staticDepth:)``.
    static let longestTypedChain = 48
}
