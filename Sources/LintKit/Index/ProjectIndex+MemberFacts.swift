// MARK: - Facts about members and conformances, as the index records them

extension ProjectIndex {
    /// The static member that declaration `index` (a `static`/`class` property or function)
    /// of `tree` declares: a property's annotation (or, without one, its initializer's
    /// shape), a function's result type. `reader` is made on first use.
    static func staticMember(_ index: Int, in tree: SyntaxTree, reader: inout ValueExpressionReader?) -> StaticMember {
        let declaration = tree.declarations[index]
        let isFunction = declaration.kind == .function
        var member = StaticMember(name: declaration.name, kind: isFunction ? .function : .property)
        if let type = declaration.type {
            member.type = WrittenType(node: type, text: tree.file.text(type.startOffset..<type.endOffset))
        } else if !isFunction, let range = declaration.initializer, !range.isEmpty {
            member.initializer = readInitializer(range, of: tree, reader: &reader)
        }
        return member
    }

    /// The stored instance property declaration `index` of `tree` declares: its annotation,
    /// or its initializer's shape. `reader` is made on first use.
    static func storedProperty(_ index: Int, in tree: SyntaxTree, reader: inout ValueExpressionReader?) -> StoredProperty {
        let declaration = tree.declarations[index]
        guard declaration.type == nil, let range = declaration.initializer, !range.isEmpty else {
            return StoredProperty(type: declaration.type, initializer: nil)
        }
        return StoredProperty(type: nil, initializer: readInitializer(range, of: tree, reader: &reader))
    }

    /// The shape of the initializer `range` of `tree`, nil when it is unknown.
    private static func readInitializer(_ range: Range<Int>, of tree: SyntaxTree, reader: inout ValueExpressionReader?) -> ValueExpression? {
        if reader == nil { reader = ValueExpressionReader(tree: tree) }
        let expression = reader!.read(range)
        if case .unknown = expression { return nil }
        return expression
    }

    /// Records the conformances extension `index` of `tree` adds to the type at `path`. One
    /// declared unavailable (`@available(*, unavailable) extension X: Sendable {}`) is an
    /// explicit opt-out, recorded as such instead.
    func addExtensionConformances(_ index: Int, of tree: SyntaxTree, path: String) {
        var names = Set(tree.declarations[index].inheritance.flatMap(Self.inheritedNames))
        let isUnavailable = tree.declarations[index].attributes.contains { Self.isUnavailable($0, in: tree) }
        if isUnavailable && names.remove("Sendable") != nil {
            types[path, default: TypeFacts()].isSendableUnavailable = true
        }
        if names.contains("Sendable") {
            var conditions = SendableConditions()
            for requirement in tree.declarations[index].requirements where requirement.relation == .conformance {
                guard case let .identifier(parameter, _, arguments) = requirement.left.kind, arguments.isEmpty else { continue }
                for constraint in Self.inheritedNames(requirement.right) {
                    conditions.requirements.append((parameter, constraint))
                }
            }
            types[path, default: TypeFacts()].addSendableConditions(conditions)
        }
        types[path, default: TypeFacts()].unite(names)
        types[path, default: TypeFacts()].addQualifiedInheritance(tree.declarations[index].inheritance.flatMap(Self.qualifiedInheritedNames))
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
