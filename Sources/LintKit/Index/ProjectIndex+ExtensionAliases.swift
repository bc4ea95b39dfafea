// MARK: - Finishing the index: extensions written through a typealias

extension ProjectIndex {
    /// Files what an extension written through a typealias declares under the type the alias
    /// names as well (`typealias NS = Namespace; extension NS { protocol Plugin {} }`: the
    /// protocol is `Namespace.Plugin`, and `NS.Plugin` through the alias). Each file's index
    /// files such an extension's members under the alias's path, since the alias may be
    /// declared in a file added later; here, once every file is in, the member types
    /// (``nested``) and the facts (``types``: conformances, members, what a type declared there
    /// is) filed under the alias's path, or a path below it, are added to the aliased type's.
    ///
    /// Only aliases without generic parameters of a type the project declares, and through
    /// which something is extended, are followed; an alias of an alias is followed to its end.
    /// An extension that names its type with its module (`extension Core.Model`) is filed
    /// under the type's path the same way.
    ///
    /// `aliases` are the index's typealias symbols, in the order of a walk over ``topLevel``'s
    /// values and then ``nested``'s (``collectProtocolLikeNames()`` gathers them).
    func fileExtensionsThroughAliases(_ aliases: [TypeSymbol]) {
        guard !hasFiledExtensionsThroughAliases else { return }
        hasFiledExtensionsThroughAliases = true
        var targets: [String: String] = [:]
        for symbol in aliases {
            guard symbol.aliasGenericParameters.isEmpty,
                  types.index(forKey: symbol.path) != nil || nested.index(forKey: symbol.path) != nil,
                  let target = symbol.aliasTarget.flatMap(Self.dottedName),
                  let resolved = aliasedTypePath(target, declaredAt: symbol.path) else { continue }
            targets[symbol.path] = resolved
        }
        // `extension Core.Model: @unchecked Sendable {}`: the module's name goes.
        func collectModuleQualified(_ path: String) {
            guard let dot = path.firstIndex(ofASCII: UInt8(ascii: ".")) else { return }
            let module = String(path[..<dot])
            guard moduleNames.contains(module), topLevel[module] == nil else { return }
            let name = String(path[path.utf8.index(after: dot)...].prefix { $0 != "." })
            guard topLevel[name]?.contains(where: { $0.module == module && $0.kind != .typealias }) == true else { return }
            targets[module + "." + name] = name
        }
        if !moduleNames.isEmpty {
            for path in types.keys { collectModuleQualified(path) }
            for path in nested.keys { collectModuleQualified(path) }
        }
        guard !targets.isEmpty else { return }
        extensionAliasTargets = targets
        // In the order of the paths (two aliases of one type may both nest a name, and facts
        // are absorbed in order): a dictionary's order is seeded per process (hw66).
        for path in nested.keys.filter({ pathThroughAliases($0) != $0 }).sorted() {
            let target = pathThroughAliases(path)
            for (name, symbol) in nested[path]! where nested[target]?[name] == nil {
                nested[target, default: [:]][name] = symbol
            }
        }
        for path in types.keys.filter({ pathThroughAliases($0) != $0 }).sorted() {
            types[pathThroughAliases(path), default: TypeFacts()].absorb(types[path]!)
        }
    }

    /// `path` with a leading part that is an alias something is extended through written as
    /// the aliased type's path (`Namespace.Plugin` for `NS.Plugin`; see
    /// ``fileExtensionsThroughAliases(_:)``); any other path as it is.
    public func pathThroughAliases(_ path: String) -> String {
        let targets = extensionAliasTargets
        // One lookup settles the paths outside every alias (nearly all): each prefix of the
        // path starts with its first component.
        guard !targets.isEmpty, extensionAliasHeads.contains(Self.head(ofTypePath: path)) else { return path }
        var end = path.endIndex
        while true {
            let prefix = path[..<end]
            if let target = targets[String(prefix)] { return target + path[end...] }
            guard let dot = prefix.lastIndex(ofASCII: UInt8(ascii: ".")) else { return path }
            end = dot
        }
    }

    /// The first component of a type's path (`Namespace` of `Namespace.Plugin`).
    static func head(ofTypePath path: String) -> Substring {
        path.firstIndex(ofASCII: UInt8(ascii: ".")).map { path[..<$0] } ?? Substring(path)
    }

    /// The path of the type the project declares that an alias at `aliasPath` whose target is
    /// the dotted name `target` names, seen from the alias's scope (``nominalPath(named:from:)``),
    /// through other aliases (``aliasedNominal(_:from:)``, at most 8); nil when the project
    /// declares no such type.
    private func aliasedTypePath(_ target: String, declaredAt aliasPath: String) -> String? {
        let scope = Self.declaringScope(ofPath: aliasPath)
        var name = target
        for _ in 0..<8 {
            if let path = nominalPath(named: name, from: scope) { return path == aliasPath ? nil : path }
            guard let next = aliasedNominal(name, from: scope) else { return nil }
            name = next
        }
        return nil
    }
}
