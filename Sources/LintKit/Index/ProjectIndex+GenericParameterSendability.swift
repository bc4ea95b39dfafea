// MARK: - Generic parameters and the sendability of the types that store them

/// Which generic parameters of a nominal type keep it from being implicitly `Sendable`, and
/// which parts of a stored property's type depend on them (a parameter's metatype, a
/// collection's associated type), as swiftc 6.3.1 decides it.
extension ProjectIndex {
    /// The generic parameters of the nominal type at `path` that nothing constrains to be
    /// Sendable: those without constraints, and those whose every constraint is `AnyObject`, a
    /// protocol of the project that does not refine `Sendable`, or a non-Sendable class of the
    /// project. A constraint the project does not declare (`Hashable`) leaves it unknown.
    func nonSendableGenericParameters(of info: NominalInfo, in path: String) -> Set<String> {
        var result = Set<String>()
        for parameter in info.genericParameterConstraints
        where parameter.constraints.allSatisfy({ constraintLeavesNonSendable($0, scope: path) }) {
            result.insert(parameter.name)
        }
        return result
    }

    /// Those of `candidates` (parameters not constrained to be Sendable) that a protocol
    /// constrains (`<C: Component>`, not `<C>`, `<C: AnyObject>` or `<C: Base>`), unless
    /// `SendableMetatype` does too: their metatypes are not Sendable.
    func protocolBoundGenericParameters(of info: NominalInfo, in path: String, among candidates: Set<String>) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        var result = Set<String>()
        for parameter in info.genericParameterConstraints where candidates.contains(parameter.name) {
            guard !parameter.constraints.contains("SendableMetatype") else { continue }
            let isProtocol = parameter.constraints.contains { name in
                guard name != "AnyObject", name != "?", !name.hasPrefix(Self.memberRequirementMarker) else { return false }
                if let target = nominalPath(named: name, from: path) {
                    // (`protocol Plugin: SendableMetatype` makes `P.Type` Sendable.)
                    return nominalKind(atPath: target) == .protocol && !protocolRefinesSendable(target, metatype: true)
                }
                return ProtocolCatalog.refinesSendable(name) == false && ProtocolCatalog.hasSendableMetatype(name) != true
            }
            if isProtocol { result.insert(parameter.name) }
        }
        return result
    }

    /// The standard library's collection and sequence protocols, whose associated types
    /// ``collectionAssociatedTypes`` no constraint makes `Sendable`.
    static let collectionProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol",
    ]
    /// See ``collectionProtocols``.
    static let collectionAssociatedTypes: Set<String> = ["Element", "Index", "Indices", "SubSequence", "Iterator"]

    /// Whether `type` holds an associated type of a generic parameter of `info` that only
    /// the standard library's collection protocols constrain (`S.Element` of `<S: Sequence>`):
    /// not `Sendable`, whatever `S` is bound to (swiftc 6.3.1). `candidates` are the
    /// parameters not constrained to be `Sendable`.
    static func mentionsCollectionAssociatedType(of info: NominalInfo, among candidates: Set<String>, in type: TypeNode) -> Bool {
        guard !candidates.isEmpty else { return false }
        var found = false
        type.forEachNode { node in
            guard !found, case let .member(base, name, _, arguments) = node.kind, arguments.isEmpty, collectionAssociatedTypes.contains(name),
                  case let .identifier(parameter, _, parameterArguments) = base.kind, parameterArguments.isEmpty, candidates.contains(parameter),
                  let constraints = info.genericParameterConstraints.first(where: { $0.name == parameter })?.constraints,
                  !constraints.isEmpty, constraints.allSatisfy(collectionProtocols.contains) else { return }
            found = true
        }
        return found
    }

    /// Whether `type` holds the metatype of one of `names` (`C.Type`, `[C.Type]`, `C.Type?`,
    /// a pack's `(repeat (each C).Type)`).
    static func mentionsMetatype(ofAnyOf names: Set<String>, in type: TypeNode) -> Bool {
        guard !names.isEmpty else { return false }
        var found = false
        type.forEachNode { node in
            guard case var .metatype(base, _, _) = node.kind else { return }
            while true {
                if case let .tuple(elements) = base.kind, elements.count == 1, elements[0].label == nil {
                    base = elements[0].type
                } else if case let .specified(keyword, _, inner) = base.kind, keyword == .each {
                    base = inner
                } else {
                    break
                }
            }
            guard case let .identifier(name, _, arguments) = base.kind, arguments.isEmpty, names.contains(name) else { return }
            found = true
        }
        return found
    }

    /// Whether a generic parameter constrained to `name` (written inside the type at `scope`)
    /// is still not known to be Sendable.
    func constraintLeavesNonSendable(_ name: String, scope: String, depth: Int = 0) -> Bool {
        // `AnyObject`, or a requirement on one of its associated types, not on the parameter.
        if name == "AnyObject" || name.hasPrefix(Self.memberRequirementMarker) { return true }
        guard name != "?", depth < 8 else { return false }
        guard let target = nominalPath(named: name, from: scope) else {
            // An alias of a composition (`typealias Key = Codable & Hashable`): what its
            // members leave.
            if let alias = typealiasDeclaration(named: name, scope: scope) {
                let members = Self.constraintNames(alias.target)
                return !members.isEmpty && members.allSatisfy {
                    constraintLeavesNonSendable($0, scope: Self.declaringScope(ofPath: alias.path), depth: depth + 1)
                }
            }
            // A toolchain protocol that swiftc found not to refine `Sendable` (`Hashable`).
            return ProtocolCatalog.refinesSendable(name) == false
        }
        switch nominalKind(atPath: target) {
        case .protocol: return !protocolRefinesSendable(target)
        case .class: return sendability(ofNominal: target) == .nonSendable
        default: return false
        }
    }
}
