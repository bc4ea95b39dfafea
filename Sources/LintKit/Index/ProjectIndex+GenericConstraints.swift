// MARK: - Building the index: what constrains a type's generic parameters

extension ProjectIndex {
    /// The generic parameters of `declaration` (parameter packs included: a stored property
    /// that holds an unconstrained pack, `var values: (repeat each T)`, keeps a struct from
    /// being implicitly `Sendable`, as an unconstrained parameter does) with the names that
    /// constrain them after `:` and in its `where` clause.
    static func genericParameterConstraints(of declaration: Declaration) -> [GenericParameterConstraints] {
        guard !declaration.genericParameters.isEmpty else { return [] }
        return declaration.genericParameters.map { parameter in
            var names: [String] = []
            if let constraint = parameter.constraint { names += constraintNames(constraint) }
            for requirement in declaration.requirements {
                // `where repeat each T: Sendable` constrains the pack `T`.
                var left = requirement.left
                while case let .specified(keyword, _, base) = left.kind, keyword == .repeat || keyword == .each { left = base }
                // `where S.Element: Sendable`: a requirement on one of its associated types.
                if case let .member(base, member, _, _) = left.kind, case let .identifier(name, _, _) = base.kind, name == parameter.name {
                    names.append(Self.memberRequirementMarker + member)
                    continue
                }
                guard case let .identifier(name, _, _) = left.kind, name == parameter.name else { continue }
                names += requirement.relation == .conformance ? constraintNames(requirement.right) : ["?"]
            }
            return GenericParameterConstraints(name: parameter.name, constraints: names, isPack: parameter.isPack)
        }
    }

    /// What a requirement on an associated type of a generic parameter (`where S.Element:
    /// Sendable`) is recorded as among the parameter's constraints, before the member's name:
    /// it constrains the member, not the parameter.
    static let memberRequirementMarker = "#."

    /// The names a constraint is made of (`P & Q`: `P`, `Q`; `Feed<Int>`: `Feed`, whose
    /// primary associated type's argument makes nothing `Sendable`); `"?"` for a part that is
    /// no plain or dotted name. A suppressed conformance (`~Copyable`) constrains nothing.
    static func constraintNames(_ constraint: TypeNode) -> [String] {
        if case let .composition(members) = constraint.kind { return members.flatMap(constraintNames) }
        switch constraint.kind {
        case .suppressed:
            return []
        case .identifier, .member:
            guard let name = dottedName(constraint) else { return ["?"] }
            return [name]
        default:
            return ["?"]
        }
    }
}
