// MARK: - Static members through aliases and supertypes

extension ProjectIndex {
    /// The type a typealias named `name` stands for, when it names one without generic
    /// arguments (`AppDependencies` for `typealias Dependencies = AppDependencies`), followed
    /// through aliases of aliases: the target as written (dotted for a nested type); nil when
    /// `name` is a type of the project or no such alias.
    func staticMemberBase(throughAlias name: String, scope: String) -> String? {
        guard typealiasNames.contains(name) else { return nil }
        var current = name
        for _ in 0..<Self.aliasChainLimit {
            guard nominalPath(named: current, from: scope) == nil,
                  let alias = typealiasDeclaration(named: current, scope: scope), Self.isPlainMember(alias.target),
                  let target = Self.dottedName(alias.target), target != current else { break }
            current = target
            // A nested type's path (`DI.Net`) is looked up as it is.
            if current.containsASCII(UInt8(ascii: ".")) { break }
        }
        return current == name ? nil : current
    }

    /// The path of the type of the project that the typealias at `aliasPath`, declared in a
    /// type (`DI.Net` of `enum DI { typealias Net = AppDependencies.Net }`), stands for; nil
    /// when `aliasPath` is no such alias.
    func aliasedMemberBase(ofAliasPath aliasPath: String, scope: String) -> String? {
        guard let dot = aliasPath.lastIndex(ofASCII: UInt8(ascii: ".")) else { return nil }
        let owner = String(aliasPath[..<dot])
        let name = String(aliasPath[aliasPath.utf8.index(after: dot)...])
        guard nested[owner]?[name]?.kind == .typealias, let target = staticMemberBase(throughAlias: name, scope: owner) else { return nil }
        return nominalPath(named: target, from: owner)
    }

    /// How many typealiases of typealiases ``staticMemberBase(throughAlias:scope:)`` follows.
    static let aliasChainLimit = 8

    /// Whether `type` is a dotted name with no generic arguments anywhere (`DI.Net`).
    static func isPlainMember(_ type: TypeNode) -> Bool {
        switch type.kind {
        case let .identifier(_, _, arguments): return arguments.isEmpty
        case let .member(base, _, _, arguments): return arguments.isEmpty && isPlainMember(base)
        default: return false
        }
    }

    /// The static members named `name` that the type at `path` inherits, from the nearest
    /// supertype the project declares that has one, with that supertype's path: a
    /// superclass's (`Sub.shared` of `class Base { static let shared = Base() }`), or those a
    /// protocol's extensions add and its conforming types reach (`Live.engine` of `extension
    /// Provider { static var engine: Engine { … } }`); nil when none has one. A bounded walk.
    func inheritedStaticMembers(named name: String, ofPath path: String) -> (members: [StaticMember], path: String)? {
        var pending = [path]
        var visited: Set<String> = [path]
        var next = 0
        while next < pending.count && visited.count < Self.supertypeWalkLimit {
            let current = pending[next]
            next += 1
            var found: (members: [StaticMember], path: String)?
            forEachSupertype(of: current) { _, supertype in
                guard let supertype, visited.insert(supertype).inserted else { return true }
                let members = staticMembers(named: name, ofPath: supertype)
                if !members.isEmpty {
                    found = (members, supertype)
                    return false
                }
                pending.append(supertype)
                return true
            }
            if let found { return found }
        }
        return nil
    }

    /// How many supertypes ``inheritedStaticMembers(named:ofPath:)`` visits at most.
    static let supertypeWalkLimit = 64

    /// The static members named `name` that the type at `path` declares (each copy of a
    /// declaration adds its own), found by name once the index is complete.
    func staticMembers(named name: String, ofPath path: String) -> [StaticMember] {
        guard let facts = types[path] else { return [] }
        guard let memo = verdictMemo else { return facts.staticMembers.filter { $0.name == name } }
        let byName = memo.staticMembersByName.value(for: path) { Dictionary(grouping: facts.staticMembers, by: \.name) }
        return byName[name] ?? []
    }

    /// A bare name's type through the static members of the types enclosing `scope`
    /// (innermost first): `static let a = shared`, `static let b = make()`, `static let c =
    /// allCases` (the compiler's, see ``synthesizedStaticMemberType(_:of:isCalled:depth:)``).
    func enclosingStaticMemberType(_ step: ChainStep, scope: String, depth: Int) -> InferredType? {
        for path in scopePaths(scope) {
            guard let facts = types[path] else { continue }
            // Every static member's name is a static value's or a static method's.
            if declares(step.name, as: .staticValue, in: facts, atPath: path) || declares(step.name, as: .staticMethod, in: facts, atPath: path) {
                return staticMemberType(step.name, of: path, isCalled: step.isCalled, labels: Self.callLabels(of: step), depth: depth + 1)
            }
            if declares(step.name, as: .instanceMember, in: facts, atPath: path) { return nil }
            // `static let current = service` in a type whose protocol's extension (or
            // superclass) declares `static var service`.
            if facts.nominal?.kind != .protocol, inheritedStaticMembers(named: step.name, ofPath: path) != nil {
                return staticMemberType(step.name, of: path, isCalled: step.isCalled, labels: Self.callLabels(of: step), depth: depth + 1)
            }
            // `static let all = allCases` in a `CaseIterable` enum: the compiler's member.
            if let synthesized = synthesizedStaticMemberType(step.name, of: path, isCalled: step.isCalled, depth: depth) {
                return synthesized
            }
        }
        return nil
    }
}
