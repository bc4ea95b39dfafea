// MARK: - The main actor as a module's default isolation (SE-0466, Swift 6.2)

/// In a module built with `.defaultIsolation(MainActor.self)` (or `-default-isolation
/// MainActor`), a declaration that has no isolation of its own is `@MainActor`. Which types
/// take the default, as swiftc 6.3.1 decides (hw76: 203 case modules):
/// - not an actor, nor a type written `nonisolated` (checked before the default is asked);
/// - a protocol of the same module without `nonisolated` in the type's own inheritance
///   clause isolates it (`struct A: Error, Screen`);
/// - not a type whose own inheritance clause names a nonisolated protocol that refines
///   `Sendable` or `SendableMetatype`: another module's (`Error`, `CodingKey`, `Clock`,
///   `AttributedStringKey`, a protocol of another target) or one written `nonisolated`;
///   `Sendable` and `SendableMetatype` themselves do not count, nor a conformance added by an
///   extension;
/// - not a subclass of a class written `nonisolated` (through any number of subclasses);
/// - a type declared in the body of another takes the main actor only when that one is
///   `@MainActor` (by the default or written): one declared in a nonisolated type, an actor or
///   a type of another global actor is nonisolated; one declared in an extension's body is
///   `@MainActor`, unless the extension extends an actor, or is written `nonisolated` or with
///   a global actor and the extended type is not `@MainActor`.
///
/// The default holds for the module itself (swiftc writes `@MainActor` on the members of such
/// a type, not on the type): another module's subclass, extension or nested type does not take
/// it (see ``isGlobalActorIsolated(_:fromModule:)``), and a protocol isolates no conformer of
/// another module, unless it refines a protocol of its own module (swiftc then writes
/// `@MainActor` on it) or has a global actor written on it.
extension ProjectIndex {
    /// Whether the nominal type at `path` (whose facts are `info`) is `@MainActor` because its
    /// module makes the main actor the default isolation (see above).
    func takesMainActorByDefault(_ path: String, info: NominalInfo, depth: Int = 0) -> Bool {
        guard info.isMainActorByDefault, info.kind != .protocol, info.kind != .actor, !info.isNonisolated, depth < 16 else { return false }
        // An answer for the facts the index keeps is kept; one for facts a caller put in their
        // place (see ``isGlobalActorIsolated(_:depth:assuming:)``) is not.
        guard let memo = verdictMemo, types[path]?.nominal?.module == info.module else {
            return workOutMainActorByDefault(path, info: info, depth: depth)
        }
        return memo.mainActorByDefault.value(for: .init(path: path, depth: depth)) {
            workOutMainActorByDefault(path, info: info, depth: depth)
        }
    }

    /// ``takesMainActorByDefault(_:info:depth:)`` worked out.
    private func workOutMainActorByDefault(_ path: String, info: NominalInfo, depth: Int) -> Bool {
        let scope = path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        let inherited = info.declaredInheritance + info.qualifiedDeclaredInheritance
        if inheritsDefaultIsolatedProtocol(inherited, scope: scope, module: info.module, depth: depth + 1) { return true }
        if inheritsNonisolatedSendableProtocol(inherited, scope: scope, module: info.module, depth: depth + 1) { return false }
        if info.kind == .class && hasNonisolatedSuperclass(path) { return false }
        return isInMainActorContext(path, scope: scope, info: info, depth: depth)
    }

    /// Whether the protocol at `path` takes its module's main actor: declared without
    /// `nonisolated` or a global actor in such a module, at the top level or where a type
    /// would take it (see above). Its conformers of the same module take it from it.
    func protocolTakesMainActorByDefault(_ path: String, info: NominalInfo, depth: Int = 0) -> Bool {
        guard info.isMainActorByDefault, !info.isNonisolated, info.attributes.isDisjoint(with: globalActors), depth < 16 else { return false }
        let scope = path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        return isInMainActorContext(path, scope: scope, info: info, depth: depth + 1)
    }

    /// Whether the type at `path`, declared in `scope`, is where the default holds: at the top
    /// level, in a `@MainActor` type's body, or in a plain extension's body (not an actor's).
    private func isInMainActorContext(_ path: String, scope: String, info: NominalInfo, depth: Int) -> Bool {
        guard !scope.isEmpty else { return true }
        guard let outer = types[scope]?.nominal else {
            // Another module's type: an extension with isolation written on it leaves the
            // type declared in it nonisolated, as that type is.
            return !info.isDeclaredInExtension || info.extensionIsolationMarks.isEmpty
        }
        if info.isDeclaredInExtension {
            if outer.kind == .actor { return false }
            if info.extensionIsolationMarks.isEmpty { return true }
        }
        // Another module's type is `@MainActor` here only when written so.
        if outer.module != info.module { return outer.attributes.contains("MainActor") }
        return isMainActor(scope, info: outer, depth: depth + 1)
    }

    /// Whether the type at `path` is isolated to the main actor: written `@MainActor`, or
    /// taking the default (see above); isolated to another global actor, nonisolated, an actor
    /// or a protocol, it is not.
    func isMainActor(_ path: String, info: NominalInfo, depth: Int) -> Bool {
        if info.attributes.contains("MainActor") { return true }
        if !info.attributes.isDisjoint(with: globalActors) { return false }
        // A subclass of a class of another global actor is isolated to that actor.
        if info.kind == .class, let actor = superclassGlobalActor(path) { return actor == "MainActor" }
        return takesMainActorByDefault(path, info: info, depth: depth)
    }

    /// The global actor written on the nearest superclass of the class at `path` that has one,
    /// among the project's classes; nil when none has.
    func superclassGlobalActor(_ path: String) -> String? {
        var current = superclassPath(of: path)
        var steps = 0
        while let classPath = current, steps < 16, let info = types[classPath]?.nominal {
            if let actor = info.attributes.first(where: globalActors.contains) { return actor }
            current = superclassPath(of: classPath)
            steps += 1
        }
        return nil
    }

    /// Whether a superclass of the class at `path` (of the project) is written `nonisolated`
    /// before any is written with a global actor.
    func hasNonisolatedSuperclass(_ path: String) -> Bool {
        var current = superclassPath(of: path)
        var steps = 0
        while let classPath = current, steps < 16, let info = types[classPath]?.nominal {
            if info.isNonisolated { return true }
            if !info.attributes.isDisjoint(with: globalActors) { return false }
            current = superclassPath(of: classPath)
            steps += 1
        }
        return false
    }

    /// Whether one of `names` (an inheritance clause written in `scope` of `module`) is a
    /// protocol of `module` that takes the module's main actor: declared there without
    /// `nonisolated`, in a module that makes the main actor the default.
    func inheritsDefaultIsolatedProtocol(_ names: [String], scope: String, module: String, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        return names.contains { name in
            guard let target = nominalPath(named: name, from: scope) else {
                // `typealias Mixed = Error & Screen`.
                guard let alias = typealiasTarget(named: name, scope: scope) else { return false }
                let aliased = (Self.inheritedNames(alias) + Self.qualifiedInheritedNames(alias)).filter { $0 != name }
                return inheritsDefaultIsolatedProtocol(aliased, scope: scope, module: module, depth: depth + 1)
            }
            guard let info = types[target]?.nominal, info.kind == .protocol, info.module == module else { return false }
            return protocolTakesMainActorByDefault(target, info: info, depth: depth + 1)
        }
    }

    /// Whether one of `names` (an inheritance clause, written in `scope` of `module`) is a
    /// protocol that refines `Sendable` or `SendableMetatype` and is nonisolated, or a
    /// typealias of one: the standard library's and Foundation's (`Error`, `CodingKey`,
    /// `LocalizedError`, `Clock`, `AttributedStringKey`), another module's without a global
    /// actor, or one of `module` written `nonisolated`. `Sendable` and `SendableMetatype`
    /// themselves are not.
    func inheritsNonisolatedSendableProtocol(_ names: [String], scope: String, module: String, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        // `Swift.Sendable` is `Sendable`.
        for name in names where !Self.markerProtocols.contains(String(name.split(separator: ".").last ?? "")) {
            if let target = nominalPath(named: name, from: scope) {
                guard let protocolInfo = types[target]?.nominal, protocolInfo.kind == .protocol,
                      protocolRefinesSendable(target, metatype: true), !isGlobalActorIsolated(target, depth: depth + 1) else { continue }
                if protocolInfo.module != module || !protocolTakesMainActorByDefault(target, info: protocolInfo, depth: depth + 1) { return true }
            } else if let alias = typealiasTarget(named: name, scope: scope) {
                let aliased = (Self.inheritedNames(alias) + Self.qualifiedInheritedNames(alias)).filter { $0 != name }
                if inheritsNonisolatedSendableProtocol(aliased, scope: scope, module: module, depth: depth + 1) { return true }
            } else if name == "Error" || isToolchainSendableProtocol(name, scope: scope, metatype: true) {
                return true
            }
        }
        return false
    }

    /// Whether a type's own inheritance clause `names` (written in `scope` of `module`) opts
    /// it out of the default: a nonisolated protocol refining `Sendable`, and none of its
    /// module's own protocols, which would isolate it (see above).
    func conformancesOptOutOfDefault(_ names: [String], scope: String, module: String) -> Bool {
        !inheritsDefaultIsolatedProtocol(names, scope: scope, module: module)
            && inheritsNonisolatedSendableProtocol(names, scope: scope, module: module)
    }

    /// Protocols that conforming to does not stop the default: `Sendable`, `SendableMetatype`
    /// and `BitwiseCopyable` (swiftc 6.3.1).
    static let markerProtocols: Set<String> = ["Sendable", "SendableMetatype", "BitwiseCopyable"]

    /// The isolation written on the extension whose body declares `declaration`: its
    /// attributes' names, and `nonisolated` when it has that modifier; empty otherwise.
    static func extensionIsolationMarks(of declaration: Declaration, in tree: SyntaxTree) -> [String] {
        guard let parent = declaration.parent, tree.declarations[parent].kind == .extension else { return [] }
        let outer = tree.declarations[parent]
        var marks = outer.attributes.map(\.name).filter { $0 != "available" && $0 != "preconcurrency" }
        if outer.modifiers.contains(.nonisolated) { marks.append("nonisolated") }
        return marks
    }
}
