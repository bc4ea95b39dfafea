// MARK: - Lookup: what a type name means where it is written

extension ProjectIndex {
    /// The kind of the type or extension facts at `path` (``TypeFacts/kind``), on every step
    /// of a walk up a type's supertypes. (Reading a dictionary's value copies it, here as
    /// `types[path]?.kind` would: since ``TypeFacts`` keeps its parts in one box, a copy is one
    /// retain, not one per array and set.)
    @inline(__always)
    public func typeKind(atPath path: String) -> DeclarationKind? {
        let table = types
        guard let slot = table.index(forKey: path) else { return nil }
        return table.values[slot].kind
    }

    /// The kind of the nominal type declared at `path` (``TypeFacts/nominal``; see
    /// ``typeKind(atPath:)``).
    @inline(__always)
    public func nominalKind(atPath path: String) -> DeclarationKind? {
        let table = types
        guard let slot = table.index(forKey: path) else { return nil }
        return table.values[slot].nominal?.kind
    }

    /// The recorded initializers of the type at `path` (``TypeFacts/initializers``; see
    /// ``typeKind(atPath:)``); whether a declaration of it declares one; the names it inherits.
    func initializers(atPath path: String) -> (shapes: [InitializerShape], declaresInitializer: Bool, inheritance: InheritedNameList?) {
        let table = types
        guard let slot = table.index(forKey: path) else { return ([], false, nil) }
        return (table.values[slot].initializers, table.values[slot].declaresInitializer, table.values[slot].inheritance)
    }

    /// The instance member names (properties and methods) of the type at `path`, its
    /// extensions' included.
    public func instanceMembers(of path: String) -> Set<String> { memberNames(.instanceMember, ofPath: path) }

    /// The instance method names of the type at `path`, its extensions' included.
    public func instanceMethods(of path: String) -> Set<String> { memberNames(.instanceMethod, ofPath: path) }

    /// What the dotted type name `name` means when written inside the types `scopes`
    /// (innermost first) with the generic parameter/associated type names `genericNames`
    /// in scope, in a file of `package` that imports `imports` (nil: every module is visible;
    /// see ``imports(of:)``).
    public func resolve(_ name: String, scopes: [String], genericNames: Set<String>, package: String,
                        imports: FileImports? = nil) -> TypeResolution {
        let visibleModules = imports?.modules
        if let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")) {
            let head = String(name[..<dot])
            let rest = String(name[name.utf8.index(after: dot)...])
            if genericNames.contains(head) { return .other }
            // `Self.D`: a member of the innermost type (or extended type).
            if head == "Self" { return scopes.first.map { resolveNested(rest, in: $0) } ?? .other }
            // A type path the index knows: `Outer.Inner`.
            if let base = resolveTypePath(head, scopes: scopes) {
                return resolveNested(rest, in: base)
            }
            // A protocol or protocol typealias the toolchain nests in one of its types
            // (`Unicode.Encoding`, a typealias of `_UnicodeEncoding`).
            if topLevel[head] == nil, let entry = ProtocolCatalog.entry(named: name), entry.qualifiedName == name {
                return entry.isCompositionAlias ? .protocolAlias(Self.catalogAkaText(entry) ?? rest) : .protocol(name)
            }
            // Otherwise a module qualifier: `Swift.Error`, `Vapor.Responder`, or a path in a
            // module the file sees (`App.Checkout.Delegate`); any other qualifier of a path is
            // a type the index does not know (`JSONEncoder.KeyEncodingStrategy.Custom`).
            if rest.containsASCII(UInt8(ascii: ".")) {
                // A qualifier the index does not know before a path it does (`M.Outer.Inner`
                // with `Outer` the project's) is the module's name where the file's module is
                // not known (files linted without their package).
                let restHead = rest.firstIndex(ofASCII: UInt8(ascii: ".")).map { String(rest[..<$0]) } ?? rest
                let qualifiesProjectPath = (imports?.module ?? "").isEmpty && topLevel[head] == nil
                    && resolveTypePath(restHead, scopes: []) != nil
                guard visibleModules?.contains(head) == true || ProtocolCatalog.isModule(head) || qualifiesProjectPath else { return .other }
                return resolve(rest, scopes: [], genericNames: [], package: package, imports: imports)
            }
            // `GraphQL.Value`: that module's declaration, whatever other modules (the file's
            // own among them) declare under the name.
            if let declared = topLevel[rest], case let inModule = declared.filter({ $0.module == head }), !inModule.isEmpty {
                if let symbol = inModule.first(where: { $0.kind == .protocol })
                    ?? inModule.first(where: isProtocolAlias) {
                    return resolution(of: symbol)
                }
                return .other
            }
            // A toolchain module's protocol, whatever the project declares under its name
            // (`Swift.Identifiable` beside a `struct Identifiable`).
            if ProtocolCatalog.isModule(head), let entry = ProtocolCatalog.entry(named: name) {
                return entry.isCompositionAlias ? .protocolAlias(Self.catalogAkaText(entry) ?? rest) : .protocol(rest)
            }
            // A toolchain module's type that is no protocol there (`Foundation.Formatter`,
            // `Swift.Result`) is not the project's declaration of that name.
            if ProtocolCatalog.isModule(head), topLevel[rest] != nil { return .other }
            // A member type of a toolchain type (`Optional<Int>.Publisher`, a struct Combine
            // nests in `Optional`; `Array.Iterator`) is no module's protocol of that name.
            if MemberTypeCatalog.entries[head] != nil, !ProtocolCatalog.isModule(head), !moduleNames.contains(head),
               visibleModules?.contains(head) != true {
                return .other
            }
            // A qualifier that is no module the file can name (no module of the toolchain or
            // of a platform's SDK, such as `SwiftUICore` or `ObjectiveC`, which SwiftUI and
            // Foundation re-export; none of the project's, none it imports), before a catalogued
            // protocol's name that the project does not declare, is a type the index does not
            // know, of which this is a member (`Publishers.Sequence`, a struct Combine nests in
            // its namespace), not the protocol.
            if topLevel[rest] == nil, !ProtocolCatalog.isModule(head), !HostPlatform.platformModules.contains(head),
               !moduleNames.contains(head), visibleModules?.contains(head) != true, ProtocolCatalog.entry(named: rest) != nil {
                return .other
            }
            return resolve(rest, scopes: [], genericNames: [], package: package, imports: imports)
        }
        if genericNames.contains(name) { return .other }
        for scope in scopes {
            if let symbol = nested[scope]?[name] { return resolution(of: symbol) }
            switch inheritedMemberType(name, inTypeAt: scope) {
            case let .project(path)?: return symbol(atPath: path).map(resolution(of:)) ?? .other
            case .toolchain?: return .other
            case nil: continue
            }
        }
        // A scoped import binds the name ahead of other modules' declarations of it, not of
        // the file's own module's (`import protocol Kit.Handler` in a module that declares a
        // `struct Handler` of its own: the struct, as swiftc resolves it).
        if let isProtocol = imports?.types[name], !declaresInOwnModule(name, package: package, imports: imports) {
            return isProtocol ? .protocol(name) : .other
        }
        if let resolved = topLevelResolution(name, package: package, imports: imports) { return resolved }
        // Last, a member type of a protocol the type conforms to (unless the toolchain has a
        // type of that name, which comes first).
        guard ProtocolCatalog.entry(named: name) == nil, MemberTypeCatalog.entries[name] == nil else { return .other }
        for scope in scopes {
            if let path = conformedMemberType(name, inTypeAt: scope) { return symbol(atPath: path).map(resolution(of:)) ?? .other }
        }
        return .other
    }

    /// Whether the module of a file that imports `imports` declares a top-level `name` that
    /// every file of it sees (not `private` or `fileprivate`).
    private func declaresInOwnModule(_ name: String, package: String, imports: FileImports?) -> Bool {
        guard let imports, !imports.module.isEmpty, let declared = topLevel[name] else { return false }
        return declared.contains { $0.packageKey == package && $0.module == imports.module && !Self.isFilePrivate($0) }
    }

    /// What `name` resolves to among the top-level declarations a file of `package` that
    /// imports `imports` sees, then the extra protocols and the toolchain's protocols; nil when
    /// none of them declares it. Kept once worked out (see ``VerdictMemo``), except for a name
    /// with a file-private declaration, which each file sees differently.
    private func topLevelResolution(_ name: String, package: String, imports: FileImports?) -> TypeResolution? {
        // Without imports the key is -1; imports that were not numbered are not kept.
        guard let memo = verdictMemo, imports?.modulesKey != 0, !memo.filePrivateTopLevelNames.contains(name) else {
            return workOutTopLevelResolution(name, package: package, imports: imports)
        }
        let key = VerdictMemo.TopLevelKey(name: name, package: package, modulesKey: imports?.modulesKey ?? -1,
                                          module: imports?.module ?? "", isInTests: imports?.isInTests ?? false,
                                          modulesAreTargets: imports?.modulesAreTargets ?? false)
        return memo.topLevelResolutions.value(for: key) { workOutTopLevelResolution(name, package: package, imports: imports) }
    }

    /// ``topLevelResolution(_:package:imports:)`` worked out from the index.
    private func workOutTopLevelResolution(_ name: String, package: String, imports: FileImports?) -> TypeResolution? {
        let visibleModules = imports?.modules
        let declarations = topLevel[name]
        // A name many modules declare (`protocol Theme` in each of many feature targets): the
        // file's own module's declarations, when it sees one, are the answer (see below), and
        // they are found without reading every module's.
        if let imports, !imports.module.isEmpty, let declared = declarations, declared.count > Self.namesReadOneByOne,
           let positions = moduleDeclarations.positions(of: .init(name: name, package: package, module: imports.module), in: self) {
            let mine = positions.map { declared[$0] }.filter { Self.isVisible($0, from: package, imports: imports) }
            if !mine.isEmpty { return nearestProtocolLike(among: mine, package: package) }
        }
        if let declared = declarations,
           case let ownModule = imports?.modulesAreTargets == true ? imports!.module : "",
           case let visible = declared.allSatisfy({ $0.packageKey == package && !$0.isInTests && !Self.isFilePrivate($0)
                                                     && (ownModule.isEmpty || $0.module.isEmpty || $0.module == ownModule) })
               ? declared : declared.filter({ Self.isVisible($0, from: package, imports: imports) }),
           !visible.isEmpty {
            // The file's own module's declarations shadow every other module's (a `struct
            // Theme` of the target over another target's `protocol Theme`).
            var symbols = visible
            if let own = imports?.module, !own.isEmpty, visible.count > 1,
               case let mine = visible.filter({ $0.module == own && $0.packageKey == package }), !mine.isEmpty {
                symbols = mine
            }
            return nearestProtocolLike(among: symbols, package: package)
        }
        if extraProtocols.contains(name) { return .protocol(name) }
        if let entry = ProtocolCatalog.entry(named: name), Self.isVisible(entry, in: visibleModules) {
            return entry.isCompositionAlias ? .protocolAlias(Self.catalogAkaText(entry) ?? name) : .protocol(name)
        }
        return nil
    }

    /// What the declarations `symbols` of one name, seen from a file of `package`, make it:
    /// of those nearest to the use (see ``distance(_:from:)``), the first protocol, else the
    /// first typealias of a protocol, else no protocol.
    private func nearestProtocolLike(among given: [TypeSymbol], package: String) -> TypeResolution {
        // Declarations of the platform the linter runs on come before those of a `#if` branch
        // it does not compile (`#if canImport(Darwin) protocol Clip … #else typealias Clip =
        // Base`: the alias), as its compiler sees them (hw64).
        var symbols = given
        if given.count > 1, given.contains(where: \.isHostInactive), given.contains(where: { !$0.isHostInactive }) {
            symbols = given.filter { !$0.isHostInactive }
        }
        var nearest = 0
        if symbols.count > 1 {
            nearest = Int.max
            for symbol in symbols { nearest = min(nearest, Self.distance(symbol, from: package)) }
        }
        func isNearest(_ symbol: TypeSymbol) -> Bool {
            symbols.count == 1 || Self.distance(symbol, from: package) == nearest
        }
        if let symbol = symbols.first(where: { $0.kind == .protocol && isNearest($0) }) {
            // A concrete type of the same name in the same module can only be the protocol's
            // other platform (`#if canImport(Darwin)` … `#else final class Clipboard {}`): the
            // platform the tool runs on decides, as its compiler would (hw59); when it cannot
            // tell, the name is no protocol's for certain (`any` would not compile with the
            // class).
            let concrete = symbols.filter { other in
                isNearest(other) && other.module == symbol.module && other.packageKey == symbol.packageKey
                    && ([.class, .struct, .enum, .actor].contains(other.kind) || other.kind == .typealias && !isProtocolAlias(other))
            }
            return concrete.isEmpty ? resolution(of: symbol) : .other
        }
        if let symbol = symbols.first(where: { isProtocolAlias($0) && isNearest($0) }) { return resolution(of: symbol) }
        return .other
    }

    private func resolution(of symbol: TypeSymbol) -> TypeResolution {
        switch symbol.kind {
        case .protocol: return .protocol(symbol.name)
        case .typealias:
            if isProtocolAlias(symbol), let target = protocolAliasText(of: symbol) { return .protocolAlias(target) }
            return .other
        default: return .other
        }
    }

    /// The path of the type `name` written in `scopes`, if the index declares it.
    private func resolveTypePath(_ name: String, scopes: [String]) -> String? {
        for scope in scopes where nested[scope]?[name] != nil { return scope + "." + name }
        if topLevel[name] != nil || typeKind(atPath: name) != nil || nested[name] != nil { return name }
        return nil
    }

    private func resolveNested(_ rest: String, in base: String) -> TypeResolution {
        let path = memberPath(rest, in: base)
        if let symbol = symbol(atPath: path) { return resolution(of: symbol) }
        // A member type the base inherits from a superclass (`Sub.Delegate` is `Base.Delegate`).
        return inheritedMemberPath(path).flatMap(symbol(atPath:)).map(resolution(of:)) ?? .other
    }

    /// For a path `Owner.Name` that the project does not declare, the path of the member type
    /// `Name` that `Owner` inherits from a supertype the project declares (`Base.Delegate` for
    /// `Sub.Delegate`) or gets from a protocol it conforms to (`P.Peer` for `S.Peer`), or nil.
    func inheritedMemberPath(_ path: String) -> String? {
        guard let dot = path.lastIndex(ofASCII: UInt8(ascii: ".")) else { return nil }
        let name = String(path[path.utf8.index(after: dot)...])
        let owner = String(path[..<dot])
        if case let .project(inherited)? = inheritedMemberType(name, inTypeAt: owner) { return inherited }
        // Or from a protocol it conforms to (`S.Peer` for `P.Peer` when `struct S: P`).
        return conformedMemberType(name, inTypeAt: owner)
    }

    /// Whether only classes can conform to the protocol at `path`: it (or a protocol of the
    /// project it refines) inherits `AnyObject`, `class`, `Actor` or a class.
    public func isClassBound(protocolAt path: String) -> Bool {
        var pending = [path]
        var visited = Set<String>()
        // A protocol reached twice (a diamond: `P: A, B` where both refine `C`) is skipped, not
        // the end of the walk: that made the answer depend on the order of the walk (hw66).
        while let next = pending.popLast(), visited.count < 64 {
            guard visited.insert(next).inserted else { continue }
            for name in types[next]?.inheritance ?? [] {
                if Self.classBoundingNames.contains(name) { return true }
                guard let target = nominalPath(named: name, from: next) else { continue }
                switch nominalKind(atPath: target) {
                case .class: return true
                case .protocol: pending.append(target)
                default: continue
                }
            }
        }
        return false
    }

    /// Inherited names that make a protocol class-bound: only classes (or actors) conform.
    static let classBoundingNames: Set<String> = ["AnyObject", "class", "Actor", "AnyActor", "DistributedActor"]
}
