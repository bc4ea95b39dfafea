// MARK: - Global-actor isolation of the project's types

extension ProjectIndex {
    /// Whether the nominal type at `path` is isolated to a global actor by its declaration:
    /// a global-actor attribute, or a superclass or protocol in its declaration's inheritance
    /// clause that is so isolated, or its module's default isolation (see
    /// ``takesMainActorByDefault(_:info:depth:)``). (A conformance added by an extension isolates
    /// nothing; a type nested in an isolated type is not isolated by it.)
    public func isGlobalActorIsolated(_ path: String, depth: Int = 0) -> Bool {
        isGlobalActorIsolated(path, depth: depth, walk: IsolationWalk())
    }

    /// ``isGlobalActorIsolated(_:depth:)`` at depth 0, kept once the index is complete (see
    /// ``memoizeVerdicts()``): each verdict of a chain of classes asks it of every class.
    func isGlobalActorIsolatedKept(_ path: String) -> Bool {
        guard let memo = verdictMemo else { return isGlobalActorIsolated(path) }
        return memo.globalActorIsolation.value(for: path) { isGlobalActorIsolated(path) }
    }

    /// ``isGlobalActorIsolated(_:depth:)`` asked from `module` (an extension's): the type's
    /// module's default isolation counts only when it is `module`.
    func isGlobalActorIsolated(_ path: String, fromModule module: String) -> Bool {
        isGlobalActorIsolated(path, depth: 0, walk: IsolationWalk(module: module))
    }

    /// ``isGlobalActorIsolated(_:depth:)`` with `info` in place of the facts the index keeps
    /// for `path`: those of the declaration a file holds, where a namesake in another module
    /// (whose default isolation differs) gave the index its facts.
    func isGlobalActorIsolated(_ path: String, depth: Int = 0, assuming info: NominalInfo) -> Bool {
        isGlobalActorIsolated(path, depth: depth, walk: IsolationWalk(), assuming: info)
    }

    /// The types a question of ``isGlobalActorIsolated(_:depth:)`` has looked at: each is
    /// looked at once, so that protocols refining several others each (`protocol A1: A2, B2,
    /// C2` in layers) are not walked once per path, exponentially (hw65).
    final class IsolationWalk {
        var visited: Set<String> = []
        /// The module that asks: another module's default isolation isolates none of its
        /// types for it (swiftc writes `@MainActor` on their members, not on them), so that
        /// neither a subclass nor an extension there takes it. Nil: the first type's module.
        var module: String?

        init(module: String? = nil) {
            self.module = module
        }
    }

    private func isGlobalActorIsolated(_ path: String, depth: Int, walk: IsolationWalk, assuming assumed: NominalInfo? = nil) -> Bool {
        // An extension written through an alias (`extension NS`) extends the aliased type.
        let path = depth == 0 ? pathThroughAliases(path) : path
        guard depth < 16, walk.visited.insert(path).inserted, let info = assumed ?? types[path]?.nominal else { return false }
        if walk.module == nil { walk.module = info.module }
        if !info.attributes.isDisjoint(with: globalActors) { return true }
        // `nonisolated struct Preview: Screen` opts out of what it would inherit.
        if info.isNonisolated { return false }
        let scope = path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        // `class Screen: NS.Controller`: the dotted name, which the last one alone may not find.
        for name in info.declaredInheritance + info.qualifiedDeclaredInheritance
        where inheritsGlobalActor(name, scope: scope, from: path, depth: depth, walk: walk) {
            return true
        }
        // A UIKit, AppKit or SwiftUI class or protocol that its SDK isolates to the main actor.
        if info.seesAppleUI {
            for name in info.declaredInheritance where AppleMainActorCatalog.names.contains(name) && nominalPath(named: name, from: scope) == nil {
                return true
            }
        }
        if isolatedByPropertyWrapper(path, kind: info.kind, scope: scope, depth: depth, walk: walk) { return true }
        // A protocol of a main-actor-by-default module that refines one of its own protocols
        // takes the main actor from it, written out for every module (`@MainActor protocol
        // Screen: View` in its interface).
        if info.kind == .protocol && info.isMainActorByDefault && !info.isNonisolated
            && inheritsDefaultIsolatedProtocol(info.declaredInheritance + info.qualifiedDeclaredInheritance, scope: scope,
                                               module: info.module, depth: depth + 1) {
            return true
        }
        // Its module's default isolation (`.defaultIsolation(MainActor.self)`), for that module.
        guard walk.module == info.module else { return false }
        return takesMainActorByDefault(path, info: info, depth: depth)
    }

    /// Whether a struct or class at `path` takes a global actor from one of its stored
    /// properties' wrappers, as the Swift 5 language mode infers it (SE-0316; the Swift 6
    /// mode no longer does, SE-0401): `@UIState var count = 0` with `@MainActor
    /// @propertyWrapper struct UIState` makes the type `@MainActor`. Only the project's
    /// wrappers are known.
    private func isolatedByPropertyWrapper(_ path: String, kind: DeclarationKind, scope: String, depth: Int, walk: IsolationWalk) -> Bool {
        guard kind == .struct || kind == .class, let properties = types[path]?.storedProperties else { return false }
        for property in properties {
            guard let wrapper = property.wrapper, let wrapperPath = nominalPath(named: wrapper, from: scope), wrapperPath != path,
                  types[wrapperPath]?.nominal?.attributes.contains("propertyWrapper") == true,
                  isGlobalActorIsolated(wrapperPath, depth: depth + 1, walk: walk) else { continue }
            return true
        }
        return false
    }

    /// Whether the inherited name `name`, written in the type at `path` (inside `scope`), is a
    /// superclass or protocol isolated to a global actor, or a typealias of a composition
    /// with one (`typealias Screen = MainScreen & Tracked`).
    private func inheritsGlobalActor(_ name: String, scope: String, from path: String, depth: Int, walk: IsolationWalk) -> Bool {
        if let target = nominalPath(named: name, from: scope) {
            guard target != path else { return false }
            if isGlobalActorIsolated(target, depth: depth + 1, walk: walk) { return true }
            // A superclass that adopts a protocol of a global actor in an extension (`extension
            // Root: Screen`) isolates its subclasses in the Swift 5 language mode, though not
            // itself (swiftc 6.3.1; the Swift 6 mode isolates neither).
            return nominalKind(atPath: target) == .class && superclassAdoptsIsolatedProtocol(target, depth: depth + 1, walk: walk)
        }
        guard depth < 16, let alias = typealiasTarget(named: name, scope: scope) else { return false }
        return (Self.inheritedNames(alias) + Self.qualifiedInheritedNames(alias)).contains {
            $0 != name && inheritsGlobalActor($0, scope: scope, from: path, depth: depth + 1, walk: walk)
        }
    }

    /// Whether the class at `path`, or a class of the project it inherits from, conforms (in
    /// its declaration or an extension) to a protocol isolated to a global actor.
    private func superclassAdoptsIsolatedProtocol(_ path: String, depth: Int, walk: IsolationWalk) -> Bool {
        var current: String? = path
        var steps = 0
        while let classPath = current, steps < 16 {
            for name in types[classPath]?.inheritance ?? [] where namesIsolatedProtocol(name, depth: depth + 1, walk: walk) { return true }
            current = superclassPath(of: classPath)
            steps += 1
        }
        return false
    }

    /// Whether `name` is a protocol of the project isolated to a global actor, or a typealias
    /// of a composition with one (`typealias NamedScreen = Screen & Named`).
    private func namesIsolatedProtocol(_ name: String, depth: Int, walk: IsolationWalk) -> Bool {
        guard depth < 16 else { return false }
        if let target = nominalPath(named: name, from: "") {
            return nominalKind(atPath: target) == .protocol && isGlobalActorIsolated(target, depth: depth + 1, walk: walk)
        }
        guard let alias = typealiasTarget(named: name, scope: "") else { return false }
        return Self.inheritedNames(alias).contains { $0 != name && namesIsolatedProtocol($0, depth: depth + 1, walk: walk) }
    }
}
