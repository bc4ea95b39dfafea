// MARK: - Members of generic parameters: `S.Delegate` with `S: Service`

extension ExistentialWalker {
    /// What `G.Name` denotes when `G` is a generic parameter or associated type in scope whose
    /// constraint names a type of the project that declares `Name` as a protocol or as an alias
    /// of one: `S.Delegate` of `<S: Service>` (also `where S: Service`, or `associatedtype S:
    /// Service` in the protocol around the use) with `protocol Service { typealias Delegate =
    /// ServiceDelegate }`, or `C.Presenter` of `<C: Controller>` with a protocol `Presenter`
    /// nested in the class `Controller`. swiftc requires `any` there as for the declaration
    /// named directly. Returns the resolution and the path of the declaration (`Service.Delegate`),
    /// or nil.
    mutating func genericMemberResolution(_ type: TypeNode) -> (resolution: TypeResolution, path: String)? {
        guard case let .member(base, name, _, arguments) = type.kind, arguments.isEmpty,
              case let .identifier(head, _, baseArguments) = base.kind, baseArguments.isEmpty,
              // Only a name some type of the project nests can be such a member (most are a
              // toolchain protocol's associated types: `T.Element`).
              index.nestedTypeNames.contains(name) else { return nil }
        let key = head + "." + name
        if let known = genericMembers[key] { return known }
        let found = workOutGenericMember(head: head, name: name)
        genericMembers[key] = .some(found)
        return found
    }

    /// ``genericMemberResolution(_:)`` of `head.name`, worked out.
    private mutating func workOutGenericMember(head: String, name: String) -> (resolution: TypeResolution, path: String)? {
        for constraint in constraintNames(of: head) {
            // Only a type of the project declares such a member (`Collection` declares none).
            let first = constraint.firstIndex(ofASCII: UInt8(ascii: ".")).map { String(constraint[..<$0]) } ?? constraint
            guard index.topLevel[first] != nil || index.nestedTypeNames.contains(first) else { continue }
            let candidate = constraint + "." + name
            let resolved = scope.resolve(candidate, in: index)
            guard resolved != .other, let path = index.nestedDeclarationPath(of: candidate, scopes: scope.typePaths) else { continue }
            return (resolved, path)
        }
        return nil
    }

    /// The names of the types the generic parameter or associated type `head` is constrained
    /// to at the uses: its constraint in a generic parameter clause and the conformance
    /// requirements of `where` clauses, of the declarations around the uses, and an
    /// associated type's inheritance clause in a protocol around them (each composition
    /// opened; a name with generic arguments left out).
    mutating func constraintNames(of head: String) -> [String] {
        var names: [String] = []
        func add(_ node: TypeNode) {
            let members: [TypeNode]
            if case let .composition(parts) = node.kind { members = Self.flattened(parts) } else { members = [node] }
            for member in members {
                if let name = ProjectIndex.dottedName(member), !name.isEmpty { names.append(name) }
            }
        }
        let declarations = tree.declarations
        var current = declaration
        while let level = current {
            for parameter in declarations[level].genericParameters where parameter.name == head {
                if let constraint = parameter.constraint { add(constraint) }
            }
            for requirement in declarations[level].requirements where requirement.relation == .conformance {
                if case let .identifier(name, _, arguments) = requirement.left.kind, name == head, arguments.isEmpty { add(requirement.right) }
            }
            if declarations[level].kind == .protocol {
                (scopes.associatedTypeInheritance[level] ?? associatedTypeInheritance(ofProtocol: level))[head]?.forEach(add)
            }
            current = declarations[level].parent
        }
        return names
    }

    /// The inheritance clauses of the associated types the protocol at `protocolIndex`
    /// declares, by name, read from the declarations after it up to its end (its children
    /// come there, in order) and kept in ``ScopeCache/associatedTypeInheritance``.
    private func associatedTypeInheritance(ofProtocol protocolIndex: Int) -> [String: [TypeNode]] {
        let declarations = tree.declarations
        var found: [String: [TypeNode]] = [:]
        var child = protocolIndex + 1
        while child < declarations.count && declarations[child].firstToken < declarations[protocolIndex].endToken {
            if declarations[child].parent == protocolIndex && declarations[child].kind == .associatedtype {
                found[declarations[child].name, default: []] += declarations[child].inheritance
            }
            child += 1
        }
        scopes.associatedTypeInheritance[protocolIndex] = found
        return found
    }
}
