// MARK: - Sendable through typealiases, and recursive enums

extension ProjectIndex {
    /// The target of the project typealias `name` as seen from `scope` (the innermost
    /// enclosing type's first), if there is one.
    func typealiasTarget(named name: String, scope: String) -> TypeNode? {
        typealiasDeclaration(named: name, scope: scope)?.target
    }

    /// The path (`Outer.Handler`) and target of the project typealias `name` as seen from
    /// `scope`, if there is one.
    func typealiasDeclaration(named name: String, scope: String) -> (path: String, target: TypeNode)? {
        if let resolved = resolvingSelf(name, scope: scope) { return typealiasDeclaration(named: resolved, scope: "") }
        // Most names are no declaration of the project at all (`Codable`, `String`): two set
        // lookups rule them out before any path is built. (Before ``finish()`` the nested
        // names are not collected yet: then every name is looked up.)
        let last = name.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        guard topLevel[last] != nil || nestedTypeNames.contains(last) || nestedTypeNames.isEmpty else { return nil }
        // Whether a type may inherit an alias of the name (some type nests one).
        let mayBeInherited = !name.containsASCII(UInt8(ascii: ".")) && (nestedTypeNames.contains(name) || nestedTypeNames.isEmpty)
        for path in scopePaths(scope) {
            let candidate = path + "." + name
            if let symbol = symbol(atPath: candidate), symbol.kind == .typealias, let target = symbol.aliasTarget { return (candidate, target) }
            // `Handler` written in `Button`: an alias its superclass or a protocol it conforms
            // to declares, found before any at file scope, as a member is, and named as swiftc
            // names it, through the type that inherits it (`Button.Handler`).
            if mayBeInherited, let inherited = inheritedTypealias(name, of: path, depth: 0) { return (candidate, inherited.target) }
        }
        let found = name.containsASCII(UInt8(ascii: ".")) ? symbol(atPath: name) : topLevel[name]?.first
        if let found, found.kind == .typealias, let target = found.aliasTarget { return (name, target) }
        // `Line.Stage`: an alias a protocol that `Line` conforms to declares (or a superclass).
        if let dot = name.lastIndex(ofASCII: UInt8(ascii: ".")), let owner = nominalPath(named: String(name[..<dot]), from: scope) {
            return inheritedTypealias(last, of: owner, depth: 0)
        }
        return nil
    }

    /// The typealias `name` that a protocol or superclass of the type at `path` declares
    /// (what `path.name` means when the type itself declares none), searched breadth first
    /// up to a few levels.
    private func inheritedTypealias(_ name: String, of path: String, depth: Int) -> (path: String, target: TypeNode)? {
        guard depth < 4, let inherited = types[path]?.inheritance else { return nil }
        let scope = Self.declaringScope(ofPath: path)
        var supertypes: [String] = []
        for written in inherited.sorted() {
            guard let supertype = nominalPath(named: written, from: scope), supertype != path else { continue }
            if let symbol = nested[supertype]?[name], symbol.kind == .typealias, let target = symbol.aliasTarget {
                return (supertype + "." + name, target)
            }
            supertypes.append(supertype)
        }
        for supertype in supertypes {
            if let found = inheritedTypealias(name, of: supertype, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The generic parameters of the typealias `name` written inside `scope` (empty for an
    /// alias without any, or a name that is no alias of the project).
    func aliasGenericParameters(named name: String, scope: String) -> [String] {
        guard let (path, _) = typealiasDeclaration(named: name, scope: scope) else { return [] }
        let symbol = symbol(atPath: path) ?? topLevel[path]?.first { $0.kind == .typealias }
        return symbol?.aliasGenericParameters ?? []
    }

    /// Whether the inherited name `name` is a typealias of `Sendable`, of a protocol that
    /// refines it, or of a composition with such a member (`typealias Model = Codable & Sendable`),
    /// so that conforming to it makes a type Sendable; with `inheritingClass` (the inheriting
    /// type is a class), also an alias of a Sendable class of the project (`typealias
    /// BaseAlias = Base`, `class Sub: BaseAlias`: a subclass inherits `@unchecked Sendable`).
    func aliasImpliesSendable(_ name: String, scope: String, metatype: Bool = false, inheritingClass: Bool = false, depth: Int) -> Bool {
        guard depth < 16, let target = typealiasTarget(named: name, scope: scope) else { return false }
        if inheritingClass, let written = Self.dottedName(target), let path = nominalPath(named: written, from: scope),
           nominalKind(atPath: path) == .class, sendability(ofNominal: path, depth: depth + 1) == .sendable {
            return true
        }
        for member in Self.inheritedNames(target) {
            if member == "Sendable" || member == "Error" || member == "Actor" || isToolchainSendableProtocol(member, scope: scope, metatype: metatype) {
                return true
            }
            if let path = nominalPath(named: member, from: scope), nominalKind(atPath: path) == .protocol,
               protocolRefinesSendable(path, metatype: metatype, depth: depth + 1) {
                return true
            }
            if member != name && aliasImpliesSendable(member, scope: scope, metatype: metatype, inheritingClass: inheritingClass, depth: depth + 1) {
                return true
            }
        }
        return false
    }

    /// Whether the enum at `path` holds a value of its own type directly: an associated value
    /// of its type, or of a struct or enum that (directly again) holds one
    /// (`indirect enum Tree { case leaf, node(Tree) }`). swiftc does not infer such an enum
    /// Sendable; holding one through an Optional or a collection (`case node([Tree])`) does not count.
    func isDirectlyRecursive(_ path: String) -> Bool {
        var visited: Set<String> = []
        var pending = directlyHeldTypes(path)
        while let next = pending.popLast(), visited.count < 64 {
            if next == path { return true }
            if visited.insert(next).inserted { pending += directlyHeldTypes(next) }
        }
        return false
    }

    /// The paths of the structs and enums the stored properties (or associated values) of the
    /// struct or enum at `path` are written as, plainly (no Optional, collection or generic
    /// arguments around them).
    func directlyHeldTypes(_ path: String) -> [String] {
        guard let facts = types[path], facts.nominal?.kind == .enum || facts.nominal?.kind == .struct else { return [] }
        var held: [String] = []
        for property in facts.storedProperties {
            if case let .identifier(_, _, arguments) = property.type?.kind, !arguments.isEmpty { continue }
            guard let type = property.type, let name = Self.dottedName(type),
                  let target = nominalPath(named: name, from: path) else { continue }
            let kind = nominalKind(atPath: target)
            if kind == .enum || kind == .struct { held.append(target) }
        }
        return held
    }

    /// Whether the nominal type at `path` is visible outside its module, so that swiftc does
    /// not infer it Sendable: `public` (or `open`, or `@usableFromInline`) and so are the
    /// project's types it is nested in (`struct Internal { public struct Pub {} }` is
    /// internal), and not `@frozen` (a frozen type's layout is fixed, and it is inferred); nor
    /// one whose other declaration (an `#if` branch's) is not exported.
    func isEffectivelyPublic(_ path: String) -> Bool {
        guard let info = types[path]?.nominal, !info.attributes.contains("frozen"), !info.hasTwinExportedOtherwise else { return false }
        for scope in scopePaths(path) {
            guard let nominal = types[scope]?.nominal else { continue }
            if !nominal.isVisibleOutsideModule { return false }
        }
        return true
    }

    /// Sendability of the generic type at `path` with `argumentCount` type arguments, whose
    /// verdicts `argument` gives by position, when its `Sendable` conformance is conditional
    /// (``SendableConditions``): not Sendable when an argument that a requirement constrains
    /// to `Sendable` is not. A requirement of a protocol that refines `Sendable` (`where T:
    /// Error`) is not checked, as swiftc 6.3.1 does not check it. Nil when the conformance is
    /// not conditional, or the arguments do not line up with the generic parameters.
    func conditionalSendability(ofNominal path: String, argumentCount: Int, argument: (Int) -> Sendability) -> Sendability? {
        guard let facts = types[path], let conditions = facts.sendableConditions, !conditions.requirements.isEmpty,
              let parameters = facts.genericParameters else { return nil }
        // A parameter pack (`Tuple<each T>`) takes the arguments left over by the others
        // (`Tuple<Int, Engine>`: both for `where repeat each T: Sendable`).
        let packs = facts.nominal?.genericParameterConstraints.filter(\.isPack).map(\.name) ?? []
        guard packs.count <= 1 else { return nil }
        let packIndex = packs.first.flatMap { parameters.firstIndex(of: $0) }
        let packLength = argumentCount - (parameters.count - 1)
        guard packIndex == nil ? parameters.count == argumentCount : packLength >= 0 else { return nil }
        func positions(of index: Int) -> Range<Int> {
            guard let packIndex else { return index..<(index + 1) }
            if index < packIndex { return index..<(index + 1) }
            if index == packIndex { return packIndex..<(packIndex + packLength) }
            return (index + packLength - 1)..<(index + packLength)
        }
        var verdicts: [Sendability] = []
        for (parameter, constraint) in conditions.requirements where constraint == "Sendable" {
            guard let index = parameters.firstIndex(of: parameter) else { continue }
            for position in positions(of: index) { verdicts.append(argument(position)) }
        }
        return verdicts.isEmpty ? nil : InferredType.combined(verdicts)
    }
}
