// MARK: - Typealiases declared in code

/// A typealias declared in code (in a function, or in a type declared there) that stands for a
/// protocol or a composition. swiftc reports its uses as it reports a project alias's:
/// `use of 'A' (aka 'P') as a type must be written 'any A' (aka 'any P')`. The project index
/// files no declaration made in code, so each file's are found when its first type is checked.
struct LocalProtocolAlias {
    /// The declaration the alias is a member of: the function (or other code) around it, or
    /// the type declared in code that declares it.
    var parent: Int
    /// How swiftc's message names it: its name after the types declared in code around it
    /// (`Inner.B` for `typealias B = P` in a `struct Inner` declared in a function).
    var shownName: String
    /// What it stands for, as swiftc's `aka` spells it.
    var target: String

    /// The aliases of `scopes`' file that are declared in code and stand for a protocol or a
    /// composition, by name.
    static func find(in scopes: ScopeCache) -> [String: [LocalProtocolAlias]] {
        let tree = scopes.tree
        let declarations = tree.declarations
        var found: [String: [LocalProtocolAlias]] = [:]
        for position in declarations.indices where declarations[position].kind == .typealias {
            guard let parent = declarations[position].parent, let target = declarations[position].type,
                  let code = codeAround(position, in: declarations) else { continue }
            var walker = ExistentialWalker(tree: tree, index: scopes.index, scopes: scopes, declaration: parent,
                                           typeDeclaration: Scope.innermostType(in: tree, from: parent), cache: [:])
            walker.readsLocalAliases = false
            guard walker.isProtocolLike(target) else { continue }
            let typeAround = Scope.innermostType(in: tree, from: code)
            let name = declarations[position].name
            let alias = LocalProtocolAlias(
                parent: parent, shownName: shownName(name, parent: parent, in: declarations),
                target: scopes.index.akaText(ofLocalAliasTarget: target, written: walker.spelling(target),
                                             scope: typeAround.map { ProjectIndex.path(of: $0, in: tree) } ?? "",
                                             package: tree.packageKey, filePath: tree.file.path))
            found[name, default: []].append(alias)
        }
        return found
    }

    /// The declaration whose code holds declaration `position` (the function around the
    /// outermost declaration made in code on its way up), or nil when it is not declared in code.
    private static func codeAround(_ position: Int, in declarations: [Declaration]) -> Int? {
        var outermostLocal: Int?
        var current: Int? = position
        while let level = current {
            if declarations[level].isLocal { outermostLocal = level }
            current = declarations[level].parent
        }
        return outermostLocal.flatMap { declarations[$0].parent }
    }

    /// `name` after the names of the types around it up to the code that declares them.
    private static func shownName(_ name: String, parent: Int, in declarations: [Declaration]) -> String {
        var shown = name
        var current: Int? = parent
        while let level = current, declarations[level].kind.isTypeLike {
            shown = declarations[level].name + "." + shown
            current = declarations[level].parent
        }
        return shown
    }
}

extension ExistentialWalker {
    /// The alias declared in code that the simple name `type` denotes at the uses, if any: the
    /// innermost declaration around them that declares a type of that name decides, and a
    /// generic parameter or another local type of the name hides the alias (or, declared in
    /// the same function, leaves it undecided: nil).
    mutating func localProtocolAlias(named type: TypeNode) -> LocalProtocolAlias? {
        guard readsLocalAliases, scopes.hasLocalProtocolAliases, case let .identifier(name, _, _) = type.kind,
              let candidates = scopes.localProtocolAliases[name] else { return nil }
        let declarations = tree.declarations
        var current = declaration
        while let level = current {
            if let alias = candidates.first(where: { $0.parent == level }) {
                // Two local types of the name in one function lie in different blocks
                // (`do { struct C {} }`), which the declarations do not record: no verdict.
                let namesakes = tree.localTypeNames[level]?[name] ?? 0
                return namesakes > 1 ? nil : alias
            }
            if scopes.genericNameMemo.names(broughtBy: level).contains(name) { return nil }
            current = declarations[level].parent
        }
        return nil
    }
}
