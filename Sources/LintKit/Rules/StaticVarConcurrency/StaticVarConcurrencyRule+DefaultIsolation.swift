/// Statics in a module whose default isolation is the main actor (SE-0466: the target's
/// `.defaultIsolation(MainActor.self)`), where the index has not already answered: the members
/// of extensions and the statics of types declared in function bodies. swiftc 6.3.1 decides
/// (hw76):
/// - an extension's members are `@MainActor` unless the extension is `nonisolated`, the
///   extended type is an actor, or the extended type's own declaration conforms to a
///   nonisolated protocol that refines `Sendable` (`enum Keys: CodingKey`, and the standard
///   library's and Foundation's errors: `extension DecodingError`; see
///   ``ProjectIndex/inheritsNonisolatedSendableProtocol(_:scope:module:depth:)``); a type
///   written `nonisolated` does not make its extensions' members nonisolated;
/// - a local type is nonisolated inside a closure (even in a `@MainActor` function), and
///   otherwise takes the isolation of the code around it: a `nonisolated`, `@concurrent` or
///   other global actor's function, a `deinit`, or a method of a type that is not
///   `@MainActor` make it nonisolated; it opts out as any type does too (`nonisolated`, an
///   actor, such a conformance).
extension StaticVarConcurrencyRule {
    /// Types of the toolchain whose own declarations make their extensions' members
    /// nonisolated under the default: errors (they conform to `Error`) and the main actor
    /// itself (an actor).
    static let nonisolatedToolchainTypes: Set<String> = [
        "DecodingError", "EncodingError", "CancellationError", "CocoaError", "URLError", "POSIXError", "MainActor",
        "FoundationAttributes",
    ]

    /// Whether the type or extension `index` of a main-actor-by-default file isolates its
    /// statics to the main actor, where ``ProjectIndex/isGlobalActorIsolated(_:depth:)`` has
    /// said no (see above).
    func isIsolatedByDefault(_ index: Int, in context: RuleContext) -> Bool {
        let tree = context.tree
        let declaration = tree.declarations[index]
        let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        if declaration.kind == .extension {
            let extended = context.index.pathThroughAliases(ProjectIndex.path(of: index, in: tree))
            guard let info = context.index.types[extended]?.nominal else {
                return !Self.nonisolatedToolchainTypes.contains(String(extended.split(separator: ".").last ?? ""))
            }
            if info.kind == .actor { return false }
            if info.kind == .protocol { return true }
            let extendedScope = extended.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(extended[..<$0]) } ?? ""
            let inherited = info.declaredInheritance + info.qualifiedDeclaredInheritance
            return !context.index.conformancesOptOutOfDefault(inherited, scope: extendedScope, module: info.module)
        }
        // A type the index keeps said no itself: it opts out.
        guard declaration.isLocal else { return false }
        if declaration.kind == .actor || declaration.modifiers.contains(.nonisolated) { return false }
        let inherited = declaration.inheritance.flatMap(ProjectIndex.inheritedNames)
        if context.index.conformancesOptOutOfDefault(inherited, scope: scope, module: tree.module) { return false }
        return isCodeMainActorByDefault(around: index, in: context)
    }

    /// Whether the code around the local declaration `index` runs on the main actor (see
    /// above), walking out through the functions and properties that hold it to the type or
    /// extension that holds them, or to the top level (the default: the main actor).
    func isCodeMainActorByDefault(around index: Int, in context: RuleContext) -> Bool {
        let tree = context.tree
        let declarations = tree.declarations
        var current = declarations[index].parent
        var inner = index
        var steps = 0
        while let position = current, steps < 64 {
            let enclosing = declarations[position]
            if enclosing.kind.isTypeLike { return isMainActorContext(position, in: context) }
            if isInClosure(declarations[inner].firstToken, of: enclosing, in: tree) { return false }
            if enclosing.modifiers.contains(.nonisolated) || enclosing.hasAttribute("concurrent") { return false }
            if enclosing.kind == .deinitializer && !enclosing.modifiers.contains(.isolated) { return false }
            let scope = enclosing.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
            if !enclosing.hasAttribute("MainActor"),
               enclosing.attributes.contains(where: { context.index.isolatesToGlobalActor(attribute: $0.name, scope: scope) }) {
                return false
            }
            inner = position
            current = enclosing.parent
            steps += 1
        }
        return !isInClosure(declarations[inner].firstToken, in: tree)
    }

    /// Whether the members of the type or extension `index` run on the main actor: written
    /// `@MainActor`, or taking the default; not when isolated to another global actor, an actor
    /// or nonisolated.
    func isMainActorContext(_ index: Int, in context: RuleContext) -> Bool {
        let declaration = context.tree.declarations[index]
        if declaration.hasAttribute("MainActor") { return true }
        if declaration.attributes.contains(where: { context.index.globalActors.contains($0.name) }) { return false }
        if declaration.kind == .extension {
            return !declaration.modifiers.contains(.nonisolated) && isIsolatedByDefault(index, in: context)
        }
        let path = ProjectIndex.path(of: index, in: context.tree)
        if !declaration.isLocal, let info = context.index.types[path]?.nominal {
            return context.index.isMainActor(path, info: info, depth: 0)
        }
        return isIsolatedByDefault(index, in: context)
    }

    /// Whether token `token` lies in a closure of the body of `holder` (or, without one, in any
    /// closure of the file).
    func isInClosure(_ token: Int, of holder: Declaration? = nil, in tree: SyntaxTree) -> Bool {
        tree.closures.contains { closure in
            guard closure.leftBrace < token && token < closure.rightBrace else { return false }
            guard let holder else { return true }
            return holder.firstToken < closure.leftBrace && closure.rightBrace < holder.endToken
        }
    }
}
