// MARK: - What an alias stands for, spelled as swiftc's `aka` spells it

extension ProjectIndex {
    /// One member of what an alias stands for, with what swiftc orders compositions by: a
    /// class first, then the protocols by module and name, `AnyObject` last.
    struct AkaMember {
        /// 0 a class (or a type the index does not know), 1 a protocol, 2 `AnyObject`.
        var rank: Int
        /// The declaring module ("" when unknown).
        var module: String
        /// The simple name.
        var name: String
        /// How `aka` prints it: the path without the module (`Outer.D`).
        var shown: String
        /// The project protocol's path, for a protocol the project declares.
        var path: String?

        /// Whether this member comes before `other` in swiftc's order.
        func precedes(_ other: AkaMember) -> Bool {
            CompositionOrder(rank: rank, module: module, path: shown) < CompositionOrder(rank: other.rank, module: other.module, path: other.shown)
        }
    }

    /// Where a member of a composition goes when swiftc prints it: a class first, then the
    /// protocols, `AnyObject` last; protocols by how deeply they are nested (`Top & NS.Inner`),
    /// then by module, then by the names of the types around them and their own name.
    struct CompositionOrder: Comparable {
        /// 0 a class (or a type not known), 1 a protocol, 2 `AnyObject`.
        var rank: Int
        /// The declaring module ("" when unknown).
        var module: String
        /// The path without the module, split at its dots (`["NS", "Inner"]`).
        var components: [Substring]

        /// The order of a member with `rank` in `module`, printed as `path` (generic
        /// arguments after the path are left out).
        init(rank: Int, module: String, path: String) {
            self.rank = rank
            self.module = module
            let bare = path.split(separator: "<", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(path)
            components = bare.split(separator: ".")
        }

        static func < (lhs: CompositionOrder, rhs: CompositionOrder) -> Bool {
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.components.count != rhs.components.count { return lhs.components.count < rhs.components.count }
            if lhs.module != rhs.module { return lhs.module < rhs.module }
            return lhs.components.lexicographicallyPrecedes(rhs.components)
        }

        static func == (lhs: CompositionOrder, rhs: CompositionOrder) -> Bool {
            lhs.rank == rhs.rank && lhs.module == rhs.module && lhs.components == rhs.components
        }
    }

    /// Replaces the text of every resolved alias in ``protocolAliases`` by swiftc's spelling of
    /// what it stands for: aliases of aliases expanded (`typealias PQR = PQ & R`: `P & Q & R`),
    /// nested declarations by their path (`Outer.D`), members in swiftc's order
    /// (`P & Sendable` in module `App`, `C & P` for `P & C`), `&` with spaces around it.
    func spellAliasTargets() {
        var aliases: [String: TypeSymbol] = [:]
        // Top-level aliases that more than one module declares under one name.
        var namesakes: [TypeSymbol] = []
        for symbols in topLevel.values {
            var modules = Set<String>()
            // Only typealiases are looked at (and copied for it).
            for index in symbols.indices where symbols[index].kind == .typealias && isProtocolAlias(symbols[index]) {
                aliases[symbols[index].path] = symbols[index]
                modules.insert(symbols[index].module)
            }
            if modules.count > 1 { namesakes += symbols.filter { isProtocolAlias($0) && !$0.module.isEmpty } }
        }
        for members in nested.values {
            for index in members.values.indices where members.values[index].kind == .typealias && isProtocolAlias(members.values[index]) {
                aliases[members.values[index].path] = members.values[index]
            }
        }
        func spelling(_ alias: TypeSymbol) -> String {
            let members = reducedComposition(akaMembers(of: alias, aliases: aliases, depth: 0), droppingAnyObjectBesideClass: true)
            return members.isEmpty ? Self.spacedComposition(alias.aliasTargetText) : Self.akaText(members)
        }
        var spelled: [String: String] = [:]
        for (path, alias) in aliases { spelled[path] = spelling(alias) }
        for (path, text) in spelled { protocolAliases[path] = text }
        moduleProtocolAliases = [:]
        for alias in namesakes { moduleProtocolAliases[Self.moduleAliasKey(alias)] = spelling(alias) }
    }

    /// The key of `alias` in ``moduleProtocolAliases``.
    static func moduleAliasKey(_ alias: TypeSymbol) -> String { alias.module + "\u{1}" + alias.path }

    /// What the resolved protocol alias `symbol` stands for, spelled in its own module.
    func protocolAliasText(of symbol: TypeSymbol) -> String? {
        if !moduleProtocolAliases.isEmpty, let text = moduleProtocolAliases[Self.moduleAliasKey(symbol)] { return text }
        return protocolAliases[symbol.path]
    }

    /// `members` without repetitions and without the protocols another member refines, as
    /// swiftc reduces a composition before printing it: `Error & Sendable` is `Error`, `Q & P`
    /// with `protocol Q: P` is `Q`, `Hashable & Equatable` is `Hashable`, `P & Copyable` is `P`.
    /// With `droppingAnyObjectBesideClass` (an alias's `aka`; a written composition that holds
    /// `AnyObject` is printed as written), `AnyObject` beside a class of the project too.
    func reducedComposition(_ members: [AkaMember], droppingAnyObjectBesideClass: Bool = false) -> [AkaMember] {
        var shownNames = Set<String>()
        var unique: [AkaMember] = []
        for member in members where shownNames.insert(member.shown).inserted { unique.append(member) }
        guard unique.count > 1 else { return unique }
        // `Any & P` is `P`.
        func isAny(_ member: AkaMember) -> Bool { member.path == nil && member.name == "Any" }
        if unique.contains(where: { !isAny($0) }) { unique.removeAll(where: isAny) }
        // A protocol is `Copyable` and `Escapable` already (`P & Copyable` is `P`), unless it
        // suppresses them: `Sendable` both, `BitwiseCopyable` `Escapable`, each the other; a
        // class leaves them in the spelling (`C & Copyable`). Checked with swiftc 6.3.1.
        for invertible in ["Copyable", "Escapable"] where unique.contains(where: { Self.implies($0, invertible) }) {
            unique.removeAll { $0.path == nil && $0.rank == 1 && $0.name == invertible }
        }
        // A class of the project is a class already: `Base & P & AnyObject` is `Base & P`.
        if droppingAnyObjectBesideClass, unique.contains(where: { $0.rank == 0 && nominalPath(named: $0.shown, from: "").map { nominalKind(atPath: $0) == .class } == true }) {
            unique.removeAll { $0.rank == 2 }
        }
        let refined = protocolsRefinedByOthers(in: unique)
        guard !refined.isEmpty else { return unique }
        return unique.indices.filter { !refined.contains($0) }.map { unique[$0] }
    }

    /// Whether the composition member `member` is a protocol that implies `invertible`
    /// (`Copyable` or `Escapable`): every protocol but those that suppress it.
    static func implies(_ member: AkaMember, _ invertible: String) -> Bool {
        guard member.rank == 1 else { return false }
        guard member.path == nil else { return true }
        switch member.name {
        case "Sendable", "Copyable", "Escapable": return false
        case "BitwiseCopyable": return invertible == "Copyable"
        default: return true
        }
    }

    /// The positions in `members` (apart by ``AkaMember/shown``) of the protocols that another
    /// protocol among them refines. Each protocol's refinements are listed once and looked up
    /// among the members by path or name, so a composition of thousands of protocols is not
    /// compared pair by pair.
    private func protocolsRefinedByOthers(in members: [AkaMember]) -> Set<Int> {
        var byPath: [String: [Int]] = [:]
        var byName: [String: [Int]] = [:]
        var sendable: [Int] = []
        for index in members.indices where members[index].rank == 1 {
            if let path = members[index].path {
                byPath[path, default: []].append(index)
            } else if members[index].name == "Sendable" {
                sendable.append(index)
            } else {
                byName[members[index].name, default: []].append(index)
            }
        }
        var refined = Set<Int>()
        for index in members.indices where members[index].rank == 1 {
            let refining = members[index]
            if !sendable.isEmpty && refinesSendable(refining) {
                for target in sendable where target != index { refined.insert(target) }
            }
            if let start = refining.path {
                guard !byPath.isEmpty else { continue }
                for path in refinedProtocolPaths(of: start) {
                    for target in byPath[path] ?? [] where target != index { refined.insert(target) }
                }
            } else if !byName.isEmpty {
                for name in Self.standardRefinedNames(of: refining.name) {
                    for target in byName[name] ?? [] where target != index { refined.insert(target) }
                }
            }
        }
        return refined
    }

    /// Whether the protocol `member` refines `Sendable`.
    private func refinesSendable(_ member: AkaMember) -> Bool {
        if let path = member.path { return protocolRefinesSendable(path) }
        return ProtocolCatalog.refinesSendable(member.name) == true
    }

    /// The paths of the project's protocols that the project's protocol at `start` refines,
    /// through their inheritance clauses (up to 64 protocols visited).
    private func refinedProtocolPaths(of start: String) -> Set<String> {
        var found = Set<String>()
        var visited: Set<String> = [start]
        var pending = [start]
        while let current = pending.popLast(), visited.count < 64 {
            let scope = current.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(current[..<$0]) } ?? ""
            for name in types[current]?.inheritance ?? [] {
                guard let path = nominalPath(named: name, from: scope), typeKind(atPath: path) == .protocol else { continue }
                found.insert(path)
                if visited.insert(path).inserted { pending.append(path) }
            }
        }
        return found
    }

    /// The standard library protocols that `name` refines, as ``standardRefinements`` lists
    /// them: each protocol's refined protocols, the first of them followed further.
    static func standardRefinedNames(of name: String) -> Set<String> {
        var found = Set<String>()
        var current = name
        var steps = 0
        while let parents = standardRefinements[current], steps < 8 {
            found.formUnion(parents)
            // `Sequence` refines none of them: the walk ends there.
            guard let next = parents.first else { break }
            current = next
            steps += 1
        }
        return found
    }

    /// The standard library's protocol refinements that compositions most often repeat:
    /// each protocol's refined protocols, the first of them followed further.
    static let standardRefinements: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Strideable": ["Comparable", "Equatable"],
        "Sequence": [], "Collection": ["Sequence"], "BidirectionalCollection": ["Collection", "Sequence"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"], "RangeReplaceableCollection": ["Collection", "Sequence"],
        "LosslessStringConvertible": ["CustomStringConvertible"], "AdditiveArithmetic": ["Equatable"],
        "Numeric": ["AdditiveArithmetic", "Equatable"], "SignedNumeric": ["Numeric", "AdditiveArithmetic", "Equatable"],
        "BinaryInteger": ["Numeric", "Hashable", "Strideable", "CustomStringConvertible", "AdditiveArithmetic", "Equatable", "Comparable"],
        // Foundation's error protocols.
        "LocalizedError": ["Error"], "CustomNSError": ["Error"], "RecoverableError": ["Error"],
    ]

    /// `members` in swiftc's order, joined by ` & `.
    static func akaText(_ members: [AkaMember]) -> String {
        members.sorted { $0.precedes($1) }.map(\.shown).joined(separator: " & ")
    }

    /// `P&Q` (a target as the index stores it, without white space) as `P & Q`.
    static func spacedComposition(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).joined(separator: " & ")
    }

    /// What the toolchain's composition alias `entry` stands for, spelled as swiftc does.
    static func catalogAkaText(_ entry: ProtocolCatalog.Entry) -> String? {
        entry.aliasTarget.map { catalogAkaTexts[$0] ?? spacedComposition($0) }
    }

    /// The toolchain's composition aliases (`Codable`, `AnyActor`) spelled as swiftc does, by
    /// alias target as the catalog stores it (`AnyObject&Sendable`: `Sendable & AnyObject`).
    static let catalogAkaTexts: [String: String] = {
        var texts: [String: String] = [:]
        for entry in ProtocolCatalog.entries.values {
            guard let target = entry.aliasTarget else { continue }
            texts[target] = akaText(catalogMembers(target, depth: 0))
        }
        return texts
    }()

    /// The members of a catalog alias's target (`Decodable&Encodable`), aliases expanded.
    private static func catalogMembers(_ target: String, depth: Int) -> [AkaMember] {
        target.split(separator: "&").flatMap { part -> [AkaMember] in
            let name = String(part)
            if name == "AnyObject" { return [AkaMember(rank: 2, module: "", name: name, shown: name)] }
            guard let entry = ProtocolCatalog.entry(named: name) else { return [AkaMember(rank: 0, module: "", name: name, shown: name)] }
            if let inner = entry.aliasTarget, depth < 8 { return catalogMembers(inner, depth: depth + 1) }
            return [AkaMember(rank: 1, module: entry.module, name: entry.name, shown: entry.qualifiedName)]
        }
    }

    /// The protocol or protocol alias `name` declared at top level, as the module of `alias`
    /// sees it: its own module's declaration first (two targets may each declare a `P`).
    private func topLevelMember(_ name: String, of alias: TypeSymbol, aliases: [String: TypeSymbol]) -> TypeSymbol? {
        guard let symbols = topLevel[name] else { return nil }
        func isMember(_ symbol: TypeSymbol) -> Bool {
            symbol.kind == .protocol || (symbol.kind == .typealias && aliases[symbol.path] != nil)
        }
        if symbols.count > 1, !alias.module.isEmpty, let own = symbols.first(where: { $0.module == alias.module && isMember($0) }) {
            return own
        }
        return symbols.first(where: isMember)
    }

    /// A typealias of a name or a composition (`typealias Object = AnyObject`) declared at top
    /// level as `name`, as the module of `alias` sees it.
    private func topLevelNameAlias(_ name: String, of alias: TypeSymbol) -> TypeSymbol? {
        guard let symbols = topLevel[name] else { return nil }
        let candidates = symbols.filter { $0.kind == .typealias && $0.aliasTarget.map(Self.namesOnly) == true }
        return candidates.first { $0.module == alias.module } ?? candidates.first
    }

    /// The members of what the project's alias `alias` stands for, aliases expanded.
    private func akaMembers(of alias: TypeSymbol, aliases: [String: TypeSymbol], depth: Int) -> [AkaMember] {
        guard let target = alias.aliasTarget, depth < 8 else { return [] }
        let scope = Self.declaringScope(ofPath: alias.path)
        let scopes = scopePaths(scope)
        var parts: [TypeNode] = [target]
        if case let .composition(members) = target.kind { parts = members }
        var spellable = true
        let members = parts.flatMap { written -> [AkaMember] in
            // `Core.Plugin`: swiftc prints a type without its module, and the name is that
            // module's (not a namesake of the alias's own module, such as the alias itself).
            let module = moduleQualifier(of: written, scope: scope).flatMap(Self.dottedName)
            let part = withoutModuleQualifier(written, scope: scope) ?? written
            guard let name = Self.dottedName(part) else { return [] }
            // Generic arguments as swiftc prints them after `aka`: `Repository<Int>`,
            // `Sequence<any P>`, `Host<any P> & Hook`.
            let arguments: [TypeNode]
            switch part.kind {
            case let .identifier(_, _, written), let .member(_, _, _, written): arguments = written
            default: arguments = []
            }
            var suffix = ""
            if !arguments.isEmpty {
                var spelled: [String] = []
                for argument in arguments {
                    guard let text = canonicalSpelling(argument, scope: scope, genericNames: []) else {
                        spellable = false
                        return []
                    }
                    spelled.append(text)
                }
                suffix = "<" + spelled.joined(separator: ", ") + ">"
            }
            if name == "AnyObject" { return [AkaMember(rank: 2, module: "", name: name, shown: name)] }
            let symbol: TypeSymbol?
            if let module, !name.containsASCII(UInt8(ascii: ".")) {
                symbol = topLevel[name]?.first { $0.module == module }
            } else {
                symbol = nestedDeclarationPath(of: name, scopes: scopes).flatMap(symbol(atPath:)) ?? (name.containsASCII(UInt8(ascii: ".")) ? nil : topLevelMember(name, of: alias, aliases: aliases) ?? topLevelNameAlias(name, of: alias))
            }
            if let symbol {
                if symbol.kind == .typealias, let inner = isProtocolAlias(symbol) ? symbol : aliases[symbol.path] {
                    // A generic alias with arguments is left to the written text.
                    guard arguments.isEmpty else {
                        spellable = false
                        return []
                    }
                    return akaMembers(of: inner, aliases: aliases, depth: depth + 1)
                }
                // Any other alias of a name or a composition (`typealias Object = AnyObject`,
                // `typealias Base = Widget`) stands for what it names.
                if symbol.kind == .typealias, let inner = symbol.aliasTarget, Self.namesOnly(inner) {
                    guard arguments.isEmpty else {
                        spellable = false
                        return []
                    }
                    return akaMembers(of: symbol, aliases: aliases, depth: depth + 1)
                }
                if symbol.kind == .protocol {
                    return [AkaMember(rank: 1, module: symbol.module, name: symbol.name, shown: symbol.path + suffix, path: symbol.path)]
                }
            }
            // A class of the project named like a toolchain protocol (`class View` beside
            // SwiftUI's `View`) is that class.
            let declaresClass = topLevel[name]?.contains { $0.kind == .class } == true
            if !declaresClass, let entry = ProtocolCatalog.entry(named: name) {
                if let inner = entry.aliasTarget { return Self.catalogMembers(inner, depth: 1) }
                return [AkaMember(rank: 1, module: entry.module, name: entry.name, shown: entry.qualifiedName + suffix)]
            }
            let last = name.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
            return [AkaMember(rank: 0, module: "", name: last, shown: name + suffix)]
        }
        return spellable ? members : []
    }
}

// MARK: - Aliases declared in code

extension ProjectIndex {
    /// What a typealias declared in code (in a function, or in a type declared there) stands
    /// for, spelled as swiftc's `aka` spells it: `target` as written, resolved from the type
    /// path `scope` ("" at file scope or in a free function) with `package`'s and its
    /// file's view of names. The written text when a name cannot be spelled.
    func akaText(ofLocalAliasTarget target: TypeNode, written: String, scope: String, package: String,
                 filePath: String) -> String {
        let members = akaMembers(ofTarget: target, scope: scope, package: package, filePath: filePath)
        return members.isEmpty ? Self.spacedComposition(written.filter { !$0.isWhitespace }) : Self.akaText(members)
    }

    /// What a composition written in a type (`[Object & P]`, `(Q & PQ)?`) stands for, spelled
    /// as swiftc's `aka` spells it (`P & AnyObject`, `P & Q`): aliases expanded, repetitions
    /// and refined protocols dropped, members in swiftc's order. Nil when a member cannot be
    /// spelled so.
    func akaText(ofComposition composition: TypeNode, scope: String) -> String? {
        guard case let .composition(parts) = composition.kind, parts.allSatisfy(Self.namesOnly) else { return nil }
        let members = akaMembers(ofTarget: composition, scope: scope, package: "", filePath: "")
        return members.isEmpty ? nil : Self.akaText(members)
    }

    /// The reduced members of `target`, read as the target of an alias declared at the type
    /// path `scope` of `package`'s file `filePath`.
    private func akaMembers(ofTarget target: TypeNode, scope: String, package: String, filePath: String) -> [AkaMember] {
        // The resolved aliases, found from their paths: walking every symbol, as
        // ``spellAliasTargets()`` does once, would cost that walk per alias declared in code
        // (+1.5 % instructions on the perf corpus).
        var aliases: [String: TypeSymbol] = [:]
        for path in protocolAliases.keys {
            if path.containsASCII(UInt8(ascii: ".")) {
                if let symbol = symbol(atPath: path) { aliases[path] = symbol }
            } else if let symbol = topLevel[path]?.first(where: isProtocolAlias) {
                aliases[path] = symbol
            }
        }
        // The alias as the index would file it, were it a member of the type around its code.
        let symbol = TypeSymbol(kind: .typealias, name: "_", path: scope.isEmpty ? "_" : scope + "._", attributes: [],
                                inheritedNames: [], aliasTarget: target, aliasTargetText: "", access: .none,
                                declaresSendable: false, packageKey: package, isDependency: false, filePath: filePath)
        return reducedComposition(akaMembers(of: symbol, aliases: aliases, depth: 0))
    }

    /// Whether `type` is a name (`P`, `Outer.P<Int>`) or a composition of names: what an alias
    /// of it stands for is a list of members.
    static func namesOnly(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .identifier, .member: return dottedName(type) != nil
        case let .composition(parts): return parts.allSatisfy(namesOnly)
        default: return false
        }
    }
}
