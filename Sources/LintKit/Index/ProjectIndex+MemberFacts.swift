// MARK: - Facts about members and conformances, as the index records them

extension ProjectIndex {
    /// The static member that declaration `index` (a `static`/`class` property or function)
    /// of `tree` declares: a property's annotation (or, without one, its initializer's
    /// shape), a function's result type. `reader` is made on first use.
    static func staticMember(_ index: Int, in tree: SyntaxTree, reader: inout ValueExpressionReader?) -> StaticMember {
        let declaration = tree.declarations[index]
        let isFunction = declaration.kind == .function
        var member = StaticMember(name: declaration.name, kind: isFunction ? .function : .property)
        if let extended = extendedPath(around: declaration, in: tree) {
            member.extensionContext = ExtensionContext(extended: extended, names: writtenNames(of: declaration, in: tree))
        }
        // The labels tell overloads apart; the clause reads as an initializer's does.
        var shape: InitializerShape?
        if isFunction, declaration.parameterClause != nil {
            shape = InitializerShape.of(index, in: tree)
            member.argumentLabels = shape?.parameters.map(\.label)
        }
        if let type = declaration.type {
            let written = WrittenType(node: type, text: tree.file.text(type.startOffset..<type.endOffset))
            member.type = written
            // Generic parameters a call may bind: the function's own, or its type's (a generic
            // type's, or an extension's, which may extend one).
            if let shape, shape.parameters.contains(where: { $0.typeName != nil }),
               !declaration.genericParameters.isEmpty
                || declaration.parent.map({ tree.declarations[$0].kind == .extension || !tree.declarations[$0].genericParameters.isEmpty }) == true {
                member.signature = GenericFunctionSignature.of(index, in: tree, shape: shape, result: written)
            }
        } else if !isFunction, let range = declaration.initializer, !range.isEmpty {
            member.initializer = readInitializer(range, of: tree, reader: &reader)
        }
        return member
    }

    /// What the index keeps of the instance method or computed property declaration `index`
    /// of `tree` (which has a written type): its written type, and a generic method's
    /// signature; nil for a generic method whose signature is not kept (a parameter pack, a
    /// value generic).
    static func memberResult(_ index: Int, in tree: SyntaxTree) -> MemberResult? {
        let declarations = tree.declarations
        guard let type = declarations[index].type, let parent = declarations[index].parent else { return nil }
        let written = WrittenType(node: type, text: tree.file.text(type.startOffset..<type.endOffset))
        var result = MemberResult(name: declarations[index].name, isFunction: declarations[index].kind == .function, type: written,
                                  isInExtension: declarations[parent].kind == .extension)
        if !result.isFunction && setterRestriction(ofVariable: index, in: tree) == nil {
            result.setter = computedSetter(ofVariable: index, in: tree)
        }
        if result.isFunction && !declarations[index].genericParameters.isEmpty {
            guard let signature = GenericFunctionSignature.of(index, in: tree, result: written) else { return nil }
            result.signature = signature
        } else if result.isFunction && (result.isInExtension || !declarations[parent].genericParameters.isEmpty) {
            result.shape = InitializerShape.of(index, in: tree)
        }
        if result.isInExtension { result.whereClause = ExtensionWhereClause.of(parent, in: tree) }
        return result
    }

    /// The stored instance property declaration `index` of `tree` declares: its annotation,
    /// or its initializer's shape, and what a key path to it needs (its name, whether it is
    /// plain, whether another file can set it). `reader` is made on first use. Fields are read
    /// in place: binding the whole declaration would copy it.
    static func storedProperty(_ index: Int, in tree: SyntaxTree, reader: inout ValueExpressionReader?) -> StoredProperty {
        let declarations = tree.declarations
        var property: StoredProperty
        if let type = declarations[index].type {
            property = StoredProperty(type: type, initializer: nil)
        } else if let range = declarations[index].initializer, !range.isEmpty {
            property = StoredProperty(type: nil, initializer: readInitializer(range, of: tree, reader: &reader,
                                                                            constructionArguments: false))
        } else {
            property = StoredProperty(type: nil, initializer: nil)
        }
        property.name = declarations[index].name
        property.isPlain = declarations[index].patternNameTokens.isEmpty
            && declarations[index].attributes.allSatisfy { keyPathNeutralAttributes.contains($0.name) }
        if property.isPlain, let type = property.type {
            property.typeText = tree.file.text(type.startOffset..<type.endOffset)
        }
        property.wrapper = declarations[index].attributes.first { attribute in
            attribute.name.utf8.first.map { (65...90).contains($0) } == true && !keyPathNeutralAttributes.contains(attribute.name)
        }?.name
        if let parent = declarations[index].parent, declarations[parent].kind == .protocol {
            property.isSettableFromOtherFiles = requirementHasSetter(index, in: tree)
        } else {
            property.isSettableFromOtherFiles = declarations[index].kind == .variable
                && setterRestriction(ofVariable: index, in: tree) == nil
        }
        return property
    }

    /// The setter computed property `index` declares in its accessor block (`set { … }`,
    /// `set(value) { … }`, `nonmutating set { … }`), if any.
    static func computedSetter(ofVariable index: Int, in tree: SyntaxTree) -> ComputedSetter {
        guard tree.declarations[index].kind == .variable, let body = tree.declarations[index].body, body.count > 2 else { return .none }
        let tokens = tree.tokens
        var token = body.lowerBound + 1
        while token < body.upperBound - 1 {
            let kind = tokens[token].kind
            if kind == .leftBrace || kind == .leftParen || kind == .leftSquare {
                // Inside a getter's body or another accessor's: skipped whole.
                let close = Int(tree.stream.matching[token])
                guard close > token else { return .none }
                token = close + 1
                continue
            }
            if tree.token(token, is: "set"), token + 1 < body.upperBound,
               tokens[token + 1].kind == .leftBrace || tokens[token + 1].kind == .leftParen {
                return token > body.lowerBound + 1 && tree.token(token - 1, is: "nonmutating") ? .nonmutating : .mutating
            }
            token += 1
        }
        return .none
    }

    /// Whether the property requirement `index` of a protocol asks for a setter:
    /// `var name: String { get set }`.
    static func requirementHasSetter(_ index: Int, in tree: SyntaxTree) -> Bool {
        guard tree.declarations[index].kind == .variable, let body = tree.declarations[index].body else { return false }
        return body.contains { tree.tokens[$0].keyword == .set }
    }

    /// The one stored instance property named `name` that the type at `path` declares, in
    /// any file; nil when there is none or more than one (two declarations of the path).
    public func storedProperty(named name: String, ofPath path: String) -> StoredProperty? {
        guard let facts = types[path] else { return nil }
        var found: StoredProperty?
        for property in facts.storedProperties where property.name == name {
            guard found == nil else { return nil }
            found = property
        }
        return found
    }

    /// The written type of the one instance member `name` of the type at `path`, in whichever
    /// file declares it: a computed property's annotation (`isCalled` false) or the result of a
    /// method without generic parameters (`isCalled` true), not `private` or `fileprivate`; nil
    /// when the type declares no such member, or more than one instance member of that name
    /// (overloads, a stored property, `#if` branches), or a superclass of the project declares
    /// one too (an overload the call may choose), or its member of that name is of the other kind.
    /// `scope` is where its names are read from: `path`, or the file's scope for one an
    /// extension declares (see ``extensionScope(of:extending:)``); nil also when that is
    /// neither. `result` is all the index keeps of the member (its setter, its extension's
    /// `where` clause).
    public func memberResultType(named name: String, ofPath path: String, isCalled: Bool)
        -> (type: WrittenType, scope: String, result: MemberResult)? {
        guard isOnlyInstanceMember(named: name, ofPath: path),
              let result = types[path]?.memberResults.first(where: { $0.name == name }), result.isFunction == isCalled,
              result.signature == nil,
              let scope = result.isInExtension ? extensionScope(of: result.type, extending: path) : path
        else { return nil }
        return (result.type, scope, result)
    }

    /// Whether the type at `path` declares one instance member named `name`, in all the
    /// project's files, and no superclass of the project declares one: a use of the name then
    /// means that member, whatever its labels (an overload elsewhere, `item(keep:)` beside
    /// `item(x:)`, may be the one a call chooses).
    public func isOnlyInstanceMember(named name: String, ofPath path: String) -> Bool {
        guard let facts = types[path] else { return false }
        var count = 0
        for member in facts.memberNames where member == name {
            count += 1
            if count > 1 { return false }
        }
        guard count == 1 else { return false }
        var ancestor = superclassPath(of: path)
        var depth = 0
        while let current = ancestor, depth < Self.inferenceDepthLimit {
            if types[current]?.memberNames.contains(name) == true { return false }
            ancestor = superclassPath(of: current)
            depth += 1
        }
        return true
    }

    /// The type that declares the instance member `name` a value of the type at `path` reads:
    /// `path` when the type declares one of that name, else the nearest superclass of the
    /// project that does (`BaseService` for `APIService.shared.makeSession()`); nil when none
    /// does, or when that superclass is generic (its members' types would need the arguments
    /// the subclass gives it).
    public func declaringClass(ofInstanceMember name: String, from path: String) -> String? {
        guard let facts = types[path] else { return nil }
        if facts.memberNames.contains(name) { return path }
        var ancestor = superclassPath(of: path)
        var depth = 0
        while let current = ancestor, depth < Self.inferenceDepthLimit {
            if let facts = types[current], facts.memberNames.contains(name) {
                return facts.genericParameters?.isEmpty ?? true ? current : nil
            }
            ancestor = superclassPath(of: current)
            depth += 1
        }
        return nil
    }

    /// Whether `modifiers` hide a declaration from other files: `private` or `fileprivate`.
    static func isFilePrivate(_ modifiers: Modifiers) -> Bool {
        modifiers.contains(.private) || modifiers.contains(.fileprivate)
    }

    /// The type of the stored property `property` of the type at `owner`, from its annotation
    /// or its initializer; nil when neither can be typed.
    public func declaredType(of property: StoredProperty, owner: String) -> InferredType? {
        if let written = property.written { return inferredType(ofWritten: written, scope: owner, genericNames: []) }
        return property.initializer.flatMap { inferredType(of: $0, scope: owner) }
    }

    /// The type of `step`, a stored instance property, of a value of `type`, a non-generic
    /// type of the project (`$0.name` in `engines.map { $0.name }`); nil for another step or
    /// type, a property declared more than once, bound by a tuple pattern (`var (x, y) = …`,
    /// whose initializer is the whole tuple's) or with a wrapper, or whose type is not known.
    func storedPropertyType(_ step: ChainStep, of type: InferredType, depth: Int) -> InferredType? {
        if let raw = synthesizedRawValueType(step, of: type) { return raw }
        if case let .leaf(spelling, _) = type, spelling.hasPrefix("any ") {
            return requirementType(step, ofProtocol: String(spelling.dropFirst("any ".count)), depth: depth)
        }
        guard !step.isCalled, step.genericArguments == nil, depth < Self.inferenceDepthLimit,
              case let .leaf(path, _) = type, types[path] != nil,
              let property = storedProperty(named: step.name, ofPath: path), property.isPlain else { return nil }
        if let written = property.written { return inferredType(ofWritten: written, scope: path, genericNames: [], depth: depth + 1) }
        return property.initializer.flatMap { inferredType(of: $0, scope: path, depth: depth + 1) }
    }

    /// The type of `step`, a property requirement of the project's protocol at `path`, read
    /// on an existential of it (`$0.name` in `guards.map { $0.name }` of `[any Guard]`), as
    /// the requirement writes it (also one of a protocol it refines); nil for another step, or
    /// a type that names `Self` or one of the protocol's associated types (which opening the
    /// existential would change).
    func requirementType(_ step: ChainStep, ofProtocol path: String, depth: Int) -> InferredType? {
        guard !step.isCalled, step.genericArguments == nil, depth < Self.inferenceDepthLimit, nominalKind(atPath: path) == .protocol
        else { return nil }
        guard let property = storedProperty(named: step.name, ofPath: path) else {
            // A requirement of a protocol it refines (`protocol Child: Parent`).
            for parentName in types[path]?.nominal?.declaredInheritance ?? [] {
                guard let parent = nominalPath(named: parentName, from: Self.declaringScope(ofPath: path)), parent != path,
                      let found = requirementType(step, ofProtocol: parent, depth: depth + 1) else { continue }
                return found
            }
            return nil
        }
        guard property.isPlain, let written = property.written, !written.mentionsSelf else { return nil }
        let names = written.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        guard !names.contains(where: { symbol(atPath: path + "." + $0)?.kind == .associatedtype }) else { return nil }
        return inferredType(ofWritten: written, scope: path, genericNames: [], depth: depth + 1)
    }

    /// Attributes of a stored property that leave its key path's kind as the declaration says.
    public static let keyPathNeutralAttributes: Set<String> = ["objc", "nonobjc", "IBOutlet", "IBInspectable", "NSCopying", "available",
                                                                "usableFromInline", "inlinable"]

    /// How the modifiers of variable declaration `index` restrict its setter: `private` for
    /// `private(set)`, `fileprivate` for `fileprivate(set)`, nil when they do not.
    static func setterRestriction(ofVariable index: Int, in tree: SyntaxTree) -> Keyword? {
        let keyword = tree.declarations[index].keywordToken
        var token = tree.declarations[index].firstToken + 2
        while token + 1 < keyword {
            // `private(set)`: `private`, `(`, `set`, `)`.
            if tree.token(token, is: "set") && tree.tokens[token - 1].kind == .leftParen {
                if tree.token(token - 2, is: "private") { return .private }
                if tree.token(token - 2, is: "fileprivate") { return .fileprivate }
            }
            token += 1
        }
        return nil
    }

    /// The shape of the initializer `range` of `tree`, nil when it is unknown.
    /// Without `constructionArguments`, a construction's argument values are not read (see
    /// ``ValueExpressionReader/readsConstructionArguments``).
    private static func readInitializer(_ range: Range<Int>, of tree: SyntaxTree, reader: inout ValueExpressionReader?,
                                        constructionArguments: Bool = true) -> ValueExpression? {
        if reader == nil { reader = ValueExpressionReader(tree: tree) }
        reader!.readsConstructionArguments = constructionArguments
        let expression = reader!.read(range)
        if case .unknown = expression { return nil }
        return expression
    }

    /// Records the conformances extension `index` of `tree` adds to the type at `path`. One
    /// declared unavailable (`@available(*, unavailable) extension X: Sendable {}`) is an
    /// explicit opt-out, recorded as such instead.
    func addExtensionConformances(_ index: Int, of tree: SyntaxTree, path: String) {
        var names = InheritedNameList(tree.declarations[index].inheritance.flatMap(Self.inheritedNames))
        let isUnavailable = tree.declarations[index].attributes.contains { Self.isUnavailable($0, in: tree) }
        if isUnavailable && names.contains("Sendable") {
            names = InheritedNameList(names.names.filter { $0 != "Sendable" })
            types[path, default: TypeFacts()].isSendableUnavailable = true
        }
        if names.contains("Sendable") {
            var conditions = SendableConditions()
            for requirement in tree.declarations[index].requirements where requirement.relation == .conformance {
                guard case let .identifier(parameter, _, arguments) = Self.packElement(requirement.left).kind,
                      arguments.isEmpty else { continue }
                for constraint in Self.inheritedNames(requirement.right) {
                    conditions.requirements.append((parameter, constraint))
                }
            }
            types[path, default: TypeFacts()].addSendableConditions(conditions)
        }
        types[path, default: TypeFacts()].unite(names.names, fromDependency: tree.file.path.containsBytes("/.build/checkouts/"))
        types[path, default: TypeFacts()].addQualifiedInheritance(tree.declarations[index].inheritance.flatMap(Self.qualifiedInheritedNames))
    }

    /// `T` for the pack expansion `repeat each T` (`where repeat each T: Sendable`); any
    /// other type as it is.
    static func packElement(_ type: TypeNode) -> TypeNode {
        if case let .specified(keyword, _, base) = type.kind, keyword == .repeat || keyword == .each { return packElement(base) }
        return type
    }

    /// Whether `attribute` is `@available(*, unavailable)` (or names `unavailable` in its
    /// arguments otherwise).
    static func isUnavailable(_ attribute: Attribute, in tree: SyntaxTree) -> Bool {
        guard attribute.name == "available", let arguments = attribute.arguments else { return false }
        return arguments.contains { tree.tokens[$0].kind == .identifier && tree.token($0, is: "unavailable") }
    }

    /// The qualified names an inheritance entry names, as written (`UI.Base`, `Foundation.NSObject`);
    /// see ``TypeFacts/qualifiedInheritance``.
    static func qualifiedInheritedNames(_ type: TypeNode) -> [String] {
        switch type.kind {
        case let .attributed(_, _, base): return qualifiedInheritedNames(base)
        case .member: return dottedName(type).map { [$0] } ?? []
        case let .composition(members): return members.flatMap(qualifiedInheritedNames)
        default: return []
        }
    }

    /// The names an inheritance entry names: `Sendable` for `@unchecked Sendable`, each
    /// member of a composition (`Codable & Sendable`).
    static func inheritedNames(_ type: TypeNode) -> [String] {
        switch type.kind {
        case let .attributed(_, _, base): return inheritedNames(base)
        case let .identifier(name, _, _), let .member(_, name, _, _): return [name]
        case let .composition(members): return members.flatMap(inheritedNames)
        default: return []
        }
    }
}
