/// Statics in a module whose default isolation is the main actor (SE-0466: the target's
/// `.defaultIsolation(MainActor.self)`), where the index has not already answered: the members
/// of extensions and the statics of types declared in function bodies. swiftc 6.3.1 decides:
/// - an extension's members are `@MainActor` unless the extension is `nonisolated`, the
///   extended type is an actor, or the extended type's own declaration conforms to a
///   nonisolated protocol that refines `Sendable` (`enum Keys: CodingKey`; see
///   ``ProjectIndex/inheritsNonisolatedSendableProtocol(_:scope:module:depth:)``); a type written
///   `nonisolated` does not make its extensions' members nonisolated;
/// - a local type takes the isolation of the code around it, unless it opts out as any type
///   does (`nonisolated`, an actor, such a conformance).
extension StaticVarConcurrencyRule {
    /// Whether the type or extension `index` of a main-actor-by-default file isolates its
    /// statics to the main actor, where ``ProjectIndex/isGlobalActorIsolated(_:depth:)`` has
    /// said no (see above).
    func isIsolatedByDefault(_ index: Int, in context: RuleContext) -> Bool {
        let tree = context.tree
        let declaration = tree.declarations[index]
        let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        if declaration.kind == .extension {
            let extended = ProjectIndex.path(of: index, in: tree)
            // A type of another module (`extension Int`) has no facts here: the default holds.
            guard let info = context.index.types[context.index.pathThroughAliases(extended)]?.nominal else { return true }
            if info.kind == .actor { return false }
            let extendedScope = extended.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(extended[..<$0]) } ?? ""
            return info.kind == .protocol
                || !context.index.inheritsNonisolatedSendableProtocol(info.declaredInheritance, scope: extendedScope, module: info.module)
        }
        // A type the index keeps said no itself: it opts out.
        guard declaration.isLocal else { return false }
        if declaration.kind == .actor || declaration.modifiers.contains(.nonisolated) { return false }
        let inherited = declaration.inheritance.flatMap(ProjectIndex.inheritedNames)
        if context.index.inheritsNonisolatedSendableProtocol(inherited, scope: scope, module: tree.module) { return false }
        return isCodeMainActorByDefault(around: index, in: context)
    }

    /// Whether the code around the local declaration `index` runs on the main actor, walking
    /// out through the functions and properties that hold it (`nonisolated` on one opts out,
    /// a global-actor attribute opts in) to the type or extension that holds them (whose
    /// statics' isolation it has), or to the top level (the default: the main actor).
    func isCodeMainActorByDefault(around index: Int, in context: RuleContext) -> Bool {
        let declarations = context.tree.declarations
        var current = declarations[index].parent
        var steps = 0
        while let position = current, steps < 64 {
            let enclosing = declarations[position]
            if enclosing.kind.isTypeLike {
                return isIsolated(position, in: context)
            }
            if enclosing.modifiers.contains(.nonisolated) { return false }
            let scope = enclosing.parent.map { ProjectIndex.path(of: $0, in: context.tree) } ?? ""
            if enclosing.attributes.contains(where: { context.index.isolatesToGlobalActor(attribute: $0.name, scope: scope) }) {
                return true
            }
            current = enclosing.parent
            steps += 1
        }
        return true
    }
}
