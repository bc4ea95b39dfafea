// MARK: - Finishing the index: protocol-like names and typealiases of protocols

extension ProjectIndex {
    /// Completes the index after the last ``add(_:)`` or ``merge(_:)``: resolves typealiases
    /// of protocols and spells what they stand for (see ``spellAliasTargets()``).
    public func finish() {
        collectProtocolLikeNames()
        resolveProtocolAliases()
    }

    /// The first part of ``finish()``: the protocol-like names (``protocolLikeNames``, their
    /// filter) and the typealias tables. ``bodyFilter(for:)`` needs no more.
    public func collectProtocolLikeNames() {
        dropVerdicts()
        // Every simple name that could resolve to a protocol somewhere: the catalog's (sets and
        // filter bits made once per process) and the project's.
        var names = extraProtocols
        // The protocols alone (``bodyFilter(for:)``).
        var protocols = extraProtocols
        var functionAliases = Set<String>()
        // Every typealias's simple name (``typealiasNames``).
        var aliasNames = Set<String>()
        // Typealiases whose target holds no function type itself, but may name an alias that
        // does (`typealias Completion<T> = Callback<Result<T, any Error>>`).
        var otherAliases: [(name: String, target: TypeNode)] = []
        // Every typealias symbol, in the order of the walk below, for the steps after it.
        var aliases: [TypeSymbol] = []
        var nestedNames = Set<String>()
        // One walk over every symbol: each lives in a box of its own, made on another thread,
        // so reading its kind is a cache miss; the steps that look for typealiases take them
        // from `aliases` instead of walking the tables again (six walks made most of this
        // step's time). Symbols are read in place (a copy of a `TypeSymbol` retains its box).
        func collect(_ symbol: TypeSymbol) {
            let kind = symbol.kind
            guard kind.isProtocolLike else { return }
            names.insert(symbol.name)
            if kind == .protocol { protocols.insert(symbol.name) }
            guard kind == .typealias else { return }
            aliases.append(symbol)
            aliasNames.insert(symbol.name)
            if Self.mayStandForFunction(symbol.aliasTarget) {
                functionAliases.insert(symbol.name)
            } else {
                otherAliases.append((symbol.name, symbol.aliasTarget!))
            }
        }
        for symbols in topLevel.values {
            for index in symbols.indices { collect(symbols[index]) }
        }
        for members in nested.values {
            nestedNames.formUnion(members.keys)
            for index in members.values.indices { collect(members.values[index]) }
        }
        // Member types declared through an alias are the aliased type's too. (This files
        // copies of nested symbols under the aliased types' paths: the names above already
        // hold theirs.)
        fileExtensionsThroughAliases(aliases)
        Self.addAliasesOfFunctionAliases(otherAliases, to: &functionAliases)
        typealiasNames = aliasNames
        addGlobalActorAliases(aliases)
        protocolLikeNameSet = ProtocolNameSet(projectNames: names)
        projectProtocolNames = protocols
        functionTypealiasNames = functionAliases
        nestedTypeNames = nestedNames
    }

    /// The rest of ``finish()``, after ``collectProtocolLikeNames()``: resolves typealiases of
    /// protocols and spells what they stand for.
    public func resolveProtocolAliases() {
        dropVerdicts()
        protocolAliases = [:]
        protocolAliasFiles = [:]
        resolveAliases()
        spellAliasTargets()
        // The names that can resolve to a protocol: the protocols', and the typealiases' that
        // stand for one (``mayNameProtocol(_:)``).
        var names = projectProtocolNames
        for path in protocolAliasFiles.keys { names.insert(Self.lastComponent(ofPath: path)) }
        protocolNameResolution = ProtocolNameSet(projectNames: names)
    }

    /// Adds to `functionAliases` the names of `aliases` whose target names one of them (by its
    /// simple name, `Callback` or `Net.Callback`), and so on: an alias of an alias of a function
    /// type stands for a function type too. Each alias's target is read once: the aliases are
    /// filed under the names they mention, and the names found to stand for functions are
    /// followed from there.
    static func addAliasesOfFunctionAliases(_ aliases: [(name: String, target: TypeNode)], to functionAliases: inout Set<String>) {
        var mentioning: [String: [Int]] = [:]
        var pending: [String] = []
        for (position, alias) in aliases.enumerated() {
            var found = false
            alias.target.forEachNode { node in
                guard let name = node.simpleName, !found else { return }
                if functionAliases.contains(name) {
                    found = true
                } else {
                    mentioning[name, default: []].append(position)
                }
            }
            if found && functionAliases.insert(alias.name).inserted { pending.append(alias.name) }
        }
        while let name = pending.popLast() {
            for position in mentioning[name] ?? [] where functionAliases.insert(aliases[position].name).inserted {
                pending.append(aliases[position].name)
            }
        }
    }

    /// Whether a typealias of `target` may stand for a function type: its target holds one, or
    /// is unknown.
    static func mayStandForFunction(_ target: TypeNode?) -> Bool {
        guard let target else { return true }
        var found = false
        target.forEachNode { node in
            if case .function = node.kind { found = true }
        }
        return found
    }

    /// The filter of the catalog's names, made once per process (the engine does it on a
    /// background thread while the index pass runs).
    static let catalogNameFilter = NameFilter(ProtocolCatalog.simpleNames)

    /// False when the name whose UTF-8 bytes are `name` is certainly not in
    /// ``protocolLikeNames``; true when it may be. A few instructions instead of hashing the
    /// whole name: most names in code are no protocol, and this settles them.
    public func mightBeProtocolLike(bytes name: some BidirectionalCollection<UInt8>) -> Bool {
        protocolLikeNameSet?.filter.mayContain(bytes: name) ?? true
    }

    /// ``mightBeProtocolLike(bytes:)`` of a name as a String.
    public func mightBeProtocolLike(_ name: String) -> Bool {
        protocolLikeNameSet?.filter.mayContain(name) ?? true
    }

    /// Whether the simple name `name` may resolve to a protocol somewhere (see
    /// ``resolve(_:scopes:genericNames:package:imports:)``): it names a protocol of the
    /// project or the toolchain, an extra protocol, or a typealias that stands for a protocol.
    /// Narrower than ``isProtocolLikeName(_:)``, which takes every typealias, once
    /// ``finish()`` has resolved the aliases; the same before.
    public func mayNameProtocol(_ name: String) -> Bool {
        guard let names = protocolNameResolution ?? protocolLikeNameSet else { return isProtocolLikeName(name) }
        return names.filter.mayContain(name) && names.contains(name)
    }

    /// The filter of ``mayNameProtocol(_:)`` on the name whose UTF-8 bytes are `name`: false
    /// settles it, true is to be confirmed by ``mayNameProtocol(_:)`` on the name itself.
    public func mayNameProtocol(bytes name: some BidirectionalCollection<UInt8>) -> Bool {
        (protocolNameResolution ?? protocolLikeNameSet)?.filter.mayContain(bytes: name) ?? true
    }

    /// A filter for the rule pass that skips the bodies no rule reads (see ``BodyFilter``); nil
    /// before ``collectProtocolLikeNames()`` or when `needs` asks for every body.
    ///
    /// Before ``resolveProtocolAliases()`` a body that names any typealias is parsed; after it,
    /// only one that names a typealias of a protocol (see ``mayNameProtocol(_:)``).
    public func bodyFilter(for needs: BodyNeeds) -> BodyFilter? {
        // The set itself, not the index: the first filter is used while the index is finished.
        guard !needs.everyBody, let names = protocolNameResolution ?? protocolLikeNameSet else { return nil }
        return BodyFilter(needs: needs, protocolNameFilter: names.filter) { names.contains($0) }
    }

    /// The simple names of all protocols and typealiases the index and the catalog know: a
    /// name outside it is certainly no protocol. (Built on each call; lookups use
    /// ``isProtocolLikeName(_:)``.)
    public var protocolLikeNames: Set<String> { ProtocolCatalog.simpleNames.union(projectProtocolLikeNames) }

    /// Whether `name` is in ``protocolLikeNames``.
    public func isProtocolLikeName(_ name: String) -> Bool {
        protocolLikeNameSet?.contains(name) ?? ProtocolCatalog.simpleNames.contains(name)
    }

    // MARK: Aliases

    /// Finds every typealias whose target is a protocol or a composition of protocols,
    /// following aliases of aliases.
    func resolveAliases() {
        // An alias whose target names nothing protocol-like (`typealias Index = Int`) can
        // never resolve to a protocol: it is left out of the rounds.
        var aliases: [TypeSymbol] = []
        func isCandidate(_ symbol: TypeSymbol) -> Bool {
            symbol.kind == .typealias && symbol.aliasTarget.map(mayBeProtocolLike) == true
        }
        for symbols in topLevel.values {
            // The kind is read in place: only typealiases are copied.
            for index in symbols.indices where symbols[index].kind == .typealias && isCandidate(symbols[index]) { aliases.append(symbols[index]) }
        }
        for members in nested.values {
            for index in members.values.indices where members.values[index].kind == .typealias && isCandidate(members.values[index]) {
                aliases.append(members.values[index])
            }
        }
        // Rounds until nothing changes: each round checks the unresolved aliases against the
        // aliases resolved in earlier rounds (so the order of checks within a round does not
        // matter, and a round can be split between threads), an alias of an alias resolving
        // one round after its target.
        // What each alias's file sees, worked out once per file (a file's import list may be
        // long: one 20 MB file of concatenated sources has thousands of imports).
        var importsByFile: [String: FileImports] = [:]
        for alias in aliases where importsByFile[alias.filePath] == nil {
            if let modules = alias.importedModules { importsByFile[alias.filePath] = fileImports(importing: modules, of: alias) }
        }
        var pending = aliases
        var rounds = 0
        // Within a round the index does not change: its answers are kept for the round (one
        // name's many declarations were otherwise read again for each alias that names it).
        defer { dropVerdicts() }
        while !pending.isEmpty && rounds < 8 {
            rounds += 1
            verdictMemo = VerdictMemo(self)
            let resolves = aliasesResolving(pending, importsByFile: importsByFile)
            guard resolves.contains(true) else { break }
            for (alias, resolved) in zip(pending, resolves) where resolved {
                protocolAliases[alias.path] = alias.aliasTargetText
                protocolAliasFiles[alias.path, default: []].insert(Self.protocolAliasKey(alias))
            }
            pending = zip(pending, resolves).filter { !$0.1 }.map(\.0)
        }
    }

    /// Whether the typealias `symbol` stands for a protocol or a composition of protocols.
    func isProtocolAlias(_ symbol: TypeSymbol) -> Bool {
        symbol.kind == .typealias && protocolAliasFiles[symbol.path]?.contains(Self.protocolAliasKey(symbol)) == true
    }

    /// What tells one typealias from another of its path in ``protocolAliasFiles``: its file and
    /// its target (two branches of an `#if` in one file may alias a protocol and a struct).
    static func protocolAliasKey(_ alias: TypeSymbol) -> String {
        alias.filePath + "\u{0}" + alias.aliasTargetText
    }

    /// For each of `aliases`, whether its target is protocol-like with the aliases resolved so
    /// far, seen from its file (`importsByFile`, by path). A long list is checked on two
    /// threads (the index is only read).
    private func aliasesResolving(_ aliases: [TypeSymbol], importsByFile: [String: FileImports]) -> [Bool] {
        @Sendable func resolves(_ alias: TypeSymbol) -> Bool {
            guard let target = alias.aliasTarget else { return false }
            let scope = Self.declaringScope(ofPath: alias.path)
            // Resolved as the alias's file sees names: NIOCore's `protocol FileDescriptor` is no
            // target of `typealias Descriptor = FileDescriptor` in a file that imports
            // SystemPackage (whose `FileDescriptor` is a struct) and not NIOCore.
            let imports = importsByFile[alias.filePath]
            return isProtocolLike(target, scope: scope, package: alias.packageKey, imports: imports)
        }
        // Aliases of one path with the same target, package and file resolve alike: one lookup
        // for all of them (thousands of `typealias A = A` made each lookup scan thousands of
        // declarations of `A`). The key holds the symbol's own strings: nothing is built.
        @Sendable func resolving(_ positions: StrideTo<Int>) -> [Bool] {
            var known: [AliasKey: Bool] = [:]
            return positions.map { position in
                let alias = aliases[position]
                let key = AliasKey(target: alias.aliasTargetText, path: alias.path, package: alias.packageKey, file: alias.filePath)
                if let verdict = known[key] { return verdict }
                let verdict = resolves(alias)
                known[key] = verdict
                return verdict
            }
        }
        guard aliases.count >= 256 else { return resolving(stride(from: 0, to: aliases.count, by: 1)) }
        let halves = ParallelSlots<[Bool]>.map(count: 2) { half in
            resolving(stride(from: half, to: aliases.count, by: 2))
        }
        return aliases.indices.map { index in halves[index % 2]?[index / 2] ?? false }
    }

    /// What an alias's resolution depends on (see ``aliasesResolving(_:importsByFile:)``).
    private struct AliasKey: Hashable {
        var target: String
        var path: String
        var package: String
        var file: String
    }

    /// Whether `type` names something in ``protocolLikeNames`` where ``isProtocolLike(_:scope:)``
    /// looks: false means it is certainly no protocol or composition of protocols.
    private func mayBeProtocolLike(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .identifier, .member:
            guard let name = type.simpleName else { return false }
            return isProtocolLikeName(name) || extraProtocols.contains(name)
        case let .composition(members):
            return members.contains { mayBeProtocolLike($0) }
        default:
            return false
        }
    }

    /// The protocols every type conforms to unless it suppresses them (`~Copyable`), as they
    /// may be written.
    static let invertibleProtocolNames: Set<String> = ["Copyable", "Escapable", "Swift.Copyable", "Swift.Escapable"]

    /// Whether `type`, written in the type at `scope` in `package`, is a protocol or a
    /// composition with one. The generic parameters of the enclosing types are in scope:
    /// `typealias Responder = Base.Responder` inside `struct App<Base: P>` names a member of
    /// a generic parameter, not a protocol `Responder` declared elsewhere.
    private func isProtocolLike(_ type: TypeNode, scope: String, package: String, imports: FileImports?) -> Bool {
        switch type.kind {
        case .identifier, .member:
            guard let name = Self.dottedName(type) else { return false }
            if name == "AnyObject" { return false }
            let scopes = scopePaths(scope)
            var genericNames: Set<String> = []
            for path in scopes { genericNames.formUnion(types[path]?.genericParameters ?? []) }
            switch resolve(name, scopes: scopes, genericNames: genericNames, package: package, imports: imports) {
            case .protocol, .protocolAlias: return true
            case .other: return false
            }
        case let .composition(members):
            // A composition with a protocol is an existential whatever else it holds (`AnyObject`,
            // a class: `typealias CP = C & P` must be written `any CP`). Beside `AnyObject`,
            // `Copyable` and `Escapable` are implied and leave `AnyObject`, which needs no `any`:
            // swiftc 6.3.1 reports nothing for a use of `typealias O = AnyObject & Copyable`
            // (beside a class it does: `C & Copyable`).
            let isClassBound = members.contains { Self.dottedName($0) == "AnyObject" }
            return members.contains { member in
                if isClassBound, let name = Self.dottedName(member), Self.invertibleProtocolNames.contains(name) { return false }
                return isProtocolLike(member, scope: scope, package: package, imports: imports)
            }
        default:
            return false
        }
    }
}

/// Simple names of the project with the protocol catalog's (``ProtocolCatalog/simpleNames``),
/// and the filter of both: the protocol-like names, or the names that can resolve to a
/// protocol (see ``ProjectIndex/mayNameProtocol(_:)``). A class: it is read for every type
/// name the rules resolve, and a reference is one retain where the parts were two.
final class ProtocolNameSet: Sendable {
    /// The project's names.
    let projectNames: Set<String>
    /// The filter of the project's names and the catalog's.
    let filter: NameFilter

    /// The set of `projectNames` and the catalog's names.
    init(projectNames: Set<String>) {
        self.projectNames = projectNames
        var filter = ProjectIndex.catalogNameFilter
        filter.insert(contentsOf: projectNames)
        self.filter = filter
    }

    /// Whether `name` is in the set (the names themselves, not the filter).
    func contains(_ name: String) -> Bool {
        projectNames.contains(name) || ProtocolCatalog.simpleNames.contains(name)
    }
}
