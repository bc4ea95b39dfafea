// MARK: - Key-path literals

extension StaticVarConcurrencyRule {
    /// The type of `\Root.member.member` written inside `scope`, as swiftc infers it in the
    /// Swift 5 language mode: `KeyPath<Root, Value>`, `WritableKeyPath<Root, Value>` or
    /// `ReferenceWritableKeyPath<Root, Value>`, never Sendable. Nil unless the root is a
    /// non-generic struct, enum or class of the project, and each member a stored property
    /// with an annotation or an initializer the index can type: declared in this file (read
    /// from its tree) or in another (what the index keeps of it: its name, annotation or
    /// initializer, whether it is plain and whether another file may set it).
    ///
    /// The kind follows swiftc: reading from the last member back, a settable member of a class
    /// makes the path reference-writable; a member that cannot be set here makes it read-only;
    /// when every member is settable and belongs to a value type, it is writable. Optional
    /// chaining (`\S.t?.y`) makes it read-only and its value Optional (`KeyPath<S, Int?>`); a
    /// force unwrap (`\S.t!.y`), an array's or dictionary's subscript (`\S.items[0]`, settable
    /// as the collection is; a dictionary's value is Optional) and `.self` after a member keep
    /// the kind, as a tuple's element (`\S.pair.0`, `\S.point.x`) does; `\S.self` is
    /// `WritableKeyPath<S, S>`.
    func keyPathType(root: [String], members: [String], scope: String, in context: RuleContext,
                     reader: ValueExpressionReader) -> InferredType? {
        let index = context.index
        // `\Self.count` in a type (or an extension of it): that type, which swiftc names for a
        // struct or an enum and calls `Self` in a class (whose subclasses it may stand for).
        let selfKind = root == ["Self"] ? index.nominalKind(atPath: scope) : nil
        let found: String?
        if root == ["Self"] {
            found = selfKind == .struct || selfKind == .enum || selfKind == .class ? scope : nil
        } else {
            found = index.nominalPath(named: root.joined(separator: "."), from: scope)
        }
        guard let rootPath = found, index.types[rootPath]?.genericParameters?.isEmpty ?? true else { return nil }
        let rootText = selfKind == .class ? "Self" : index.nominalKind(atPath: rootPath) == .protocol ? "any " + rootPath : rootPath
        if members == ["self"] {
            guard let kind = index.nominalKind(atPath: rootPath), kind != .extension else { return nil }
            let sendability = index.topLevel["WritableKeyPath"] == nil ? index.declaredKeyPathSendability("WritableKeyPath") ?? .nonSendable : .nonSendable
            return .leaf(spelling: "WritableKeyPath<" + rootText + ", " + rootText + ">", sendability: sendability)
        }
        var owner = rootPath
        // Per member: whether it can be set from `scope`, and whether its owner is a class.
        var steps: [(isSettable: Bool, inClass: Bool)] = []
        var value: InferredType?
        var chainsOptional = false
        for (position, member) in members.enumerated() {
            switch member {
            case "?", "!":
                guard case let .optional(wrapped)? = value else { return nil }
                value = wrapped
                if member == "?" { chainsOptional = true }
                continue
            case "[]":
                // An array's subscript reads and writes its element; a dictionary's, an
                // Optional of its value.
                switch value {
                case let .array(element)?: value = element
                case let .dictionary(_, element)?: value = .optional(element)
                default: return nil
                }
                continue
            case "self":
                // `.self` after a member: the same value.
                continue
            default:
                break
            }
            if case let .tuple(elements)? = value {
                // A tuple's element, by position (`.0`) or label (`.x`): settable as the tuple is.
                let element = Int(member).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
                    ?? elements.first { $0.label == member }
                guard let type = element?.type else { return nil }
                value = type
                continue
            }
            if position > 0 {
                // The owner of a member after the first: a type of the project, which the
                // value's spelling names by its path.
                guard case let .leaf(spelling, _)? = value, index.nominalKind(atPath: spelling) != nil else { return nil }
                owner = spelling
            }
            guard let kind = index.nominalKind(atPath: owner), kind == .struct || kind == .enum || kind == .class
                    || (kind == .protocol && position == 0) else { return nil }
            if kind == .protocol {
                // `\Titled.title`: a property requirement, settable when it asks for `set`; the
                // path is reference-writable when only classes can conform.
                guard let requirement = requirement(named: member, of: owner, in: context, reader: reader) else { return nil }
                steps.append((requirement.isSettable, index.isClassBound(protocolAt: owner)))
                value = requirement.type
            } else if let property = storedProperty(named: member, of: owner, in: context.tree) {
                steps.append((isSettable(property, owner: owner, from: scope, in: context.tree), kind == .class))
                guard let type = declaredType(of: property, owner: owner, readsInitializer: true, in: context, reader: reader) else { return nil }
                value = type
            } else if let computed = computedProperty(named: member, of: owner, in: context) {
                // A computed property writes through its setter: a `nonmutating set` (or any
                // setter of a class) makes the path reference-writable.
                let setter = ProjectIndex.computedSetter(ofVariable: computed, in: context.tree)
                let settable = setter != .none && isSettable(computed, owner: owner, from: scope, in: context.tree)
                steps.append((settable, kind == .class || setter == .nonmutating))
                guard let memberScope = readingScope(ofMember: computed, owner: owner, in: context.tree, reader: reader, index: index),
                      let type = declaredType(of: computed, owner: memberScope, readsInitializer: false, in: context, reader: reader)
                else { return nil }
                value = type
            } else if let property = index.storedProperty(named: member, ofPath: owner) {
                // Declared in another file: what the index keeps of it.
                guard property.isPlain, let type = index.declaredType(of: property, owner: owner) else { return nil }
                steps.append((property.isSettableFromOtherFiles, kind == .class))
                value = type
            } else {
                // Another file's computed property, the type's only member of its name.
                guard instanceMemberDeclarations(named: member, of: owner, in: context.tree).isEmpty,
                      let computed = index.memberResultType(named: member, ofPath: owner, isCalled: false) else { return nil }
                let setter = computed.result.setter
                steps.append((setter != .none, kind == .class || setter == .nonmutating))
                value = index.inferredType(ofWritten: computed.type, scope: computed.scope, genericNames: [])
            }
        }
        guard var valueType = value else { return nil }
        // Optional chaining makes the value Optional, once (`Int?` stays `Int?`).
        if chainsOptional {
            if case .optional = valueType {} else { valueType = .optional(valueType) }
        }
        guard let valueText = valueType.spelling else { return nil }
        var kind = "WritableKeyPath"
        for step in steps.reversed() {
            if !step.isSettable {
                kind = "KeyPath"
                break
            }
            if step.inClass {
                kind = "ReferenceWritableKeyPath"
                break
            }
        }
        if chainsOptional { kind = "KeyPath" }
        // Not Sendable, unless the project declares the class (or a superclass) so.
        let sendability = index.topLevel[kind] == nil ? index.declaredKeyPathSendability(kind) ?? .nonSendable : .nonSendable
        return .leaf(spelling: kind + "<" + rootText + ", " + valueText + ">", sendability: sendability)
    }

    /// The property requirement `name` of the protocol at `path` of the project, with its
    /// annotation's type and whether it asks for a setter; declared in this file (read from its
    /// tree) or in another (what the index keeps of it). Nil when there is none or its type is
    /// not known. Requirements of the protocols it refines are not looked up.
    func requirement(named name: String, of path: String, in context: RuleContext,
                     reader: ValueExpressionReader) -> (type: InferredType, isSettable: Bool)? {
        let tree = context.tree
        let local = instanceMemberDeclarations(named: name, of: path, in: tree, ofProtocol: true)
            .filter { tree.declarations[$0].kind == .variable }
        if let found = local.first {
            guard local.count == 1, tree.declarations[found].patternNameTokens.isEmpty,
                  let written = tree.declarations[found].type else { return nil }
            let type = context.index.inferredType(ofWritten: reader.written(written), scope: path, genericNames: [], sugarsGenerics: false)
            return (type, ProjectIndex.requirementHasSetter(found, in: tree))
        }
        guard let property = context.index.storedProperty(named: name, ofPath: path), property.isPlain,
              let type = context.index.declaredType(of: property, owner: path) else { return nil }
        return (type, property.isSettableFromOtherFiles)
    }

    /// The stored instance property `name` declared directly in the type at `path`, in
    /// `tree`: not computed, not static, not bound by a tuple pattern, and without attributes
    /// but a few that change nothing here (a property wrapper decides through its
    /// `wrappedValue` whether and how the path can write: `nonmutating set`, a read-only one).
    func storedProperty(named name: String, of path: String, in tree: SyntaxTree) -> Int? {
        instanceMemberDeclarations(named: name, of: path, in: tree).first { index in
            tree.declarations[index].kind.isVariable
                && tree.declarations[index].parent.map { tree.declarations[$0].kind != .extension } ?? false
                && !tree.declarations[index].isComputed && tree.declarations[index].patternNameTokens.isEmpty
                && tree.declarations[index].attributes.allSatisfy { Self.keyPathNeutralAttributes.contains($0.name) }
        }
    }

    /// The computed instance property `name` of the type at `path` that this file declares,
    /// in the type or an extension of it, with an annotation and no attribute, when it is the
    /// type's only instance member of that name in the project (no overload, no superclass's
    /// namesake); nil otherwise.
    func computedProperty(named name: String, of path: String, in context: RuleContext) -> Int? {
        let tree = context.tree
        let members = instanceMemberDeclarations(named: name, of: path, in: tree)
        guard members.count == 1, case let found = members[0], tree.declarations[found].kind == .variable,
              tree.declarations[found].isComputed, tree.declarations[found].type != nil,
              tree.declarations[found].patternNameTokens.isEmpty, tree.declarations[found].attributes.isEmpty,
              context.index.isOnlyInstanceMember(named: name, ofPath: path) else { return nil }
        return found
    }

    /// Attributes of a stored property that leave its key path's kind as the declaration says.
    static var keyPathNeutralAttributes: Set<String> { ProjectIndex.keyPathNeutralAttributes }

    /// Whether property `index` (of the type at `owner`) can be set through a key path written
    /// in `scope`: a `var` whose setter is not restricted, or is `fileprivate(set)` (the key
    /// path is in the same file), or `private(set)` seen from inside the type.
    func isSettable(_ index: Int, owner: String, from scope: String, in tree: SyntaxTree) -> Bool {
        guard tree.declarations[index].kind == .variable else { return false }
        guard ProjectIndex.setterRestriction(ofVariable: index, in: tree) == .private else { return true }
        return scope == owner || scope.hasPrefix(owner + ".")
    }
}

// MARK: - Key-path literals the rule cannot type

extension StaticVarConcurrencyRule {
    /// The text of `range` when it is one key-path literal (`\User.computed`, `\[Int].count`,
    /// `\(Int, String).1`, `\Box<Int>.value`, `\User.tags[0]`): a `\`, then names, periods,
    /// `?`, `!`, integer positions, bracketed and parenthesized groups and generic argument
    /// clauses, with no space but between generic arguments (so no operator applies to the
    /// literal); nil otherwise.
    ///
    /// In the Swift 5 language mode every key-path literal is a `KeyPath` or one of its
    /// subclasses, none of them `Sendable`: a literal whose type
    /// ``keyPathType(root:members:scope:in:reader:)`` cannot work out (a computed property, a
    /// subscript, a standard type's member, a generic root) is still reported, by its text.
    static func keyPathLiteralText(_ range: Range<Int>, in tree: SyntaxTree) -> String? {
        let tokens = tree.tokens
        guard range.count >= 2, tokens[range.lowerBound].kind == .backslash else { return nil }
        var position = range.lowerBound + 1
        var angleDepth = 0
        while position < range.upperBound {
            let token = tokens[position]
            // Spaces only between generic arguments (`\Pair<Int, Int>.first`).
            guard !token.hasLeadingTrivia || angleDepth > 0 else { return nil }
            switch token.kind {
            case .identifier, .keyword, .integerLiteral, .period, .postfixQuestionMark, .exclamationMark:
                position += 1
            case .comma where angleDepth > 0:
                position += 1
            case .leftSquare, .leftParen:
                let close = Int(tree.stream.matching[position])
                guard close > position, close < range.upperBound else { return nil }
                position = close + 1
            default:
                // `<` and `>` of a generic argument clause (`\Box<Int>.value`), the one operator
                // text a literal holds.
                let text = tree.text(of: position)
                if token.kind.isOperator && text == "<" && position > range.lowerBound + 1 && tokens[position - 1].kind == .identifier {
                    angleDepth += 1
                } else if token.kind.isOperator && (text == ">" || text == ">>") && angleDepth >= text.count {
                    angleDepth -= text.count
                } else {
                    return nil
                }
                position += 1
            }
        }
        guard angleDepth == 0, tokens[range.upperBound - 1].kind != .period else { return nil }
        return tree.file.text(Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end))
    }

    /// Whether the project declares one of the standard library's key-path classes `Sendable`
    /// (or unavailable so), which makes an untyped literal's sendability unknown.
    static func projectDeclaresKeyPathSendability(_ index: ProjectIndex) -> Bool {
        KeyPathSpelling.classNames.contains { index.topLevel[$0] != nil || index.declaredKeyPathSendability($0) != nil }
    }
}
