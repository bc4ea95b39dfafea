// MARK: - Names written in an extension of a nested type

/// Where a member declared inside an extension of a nested type was written: the extended
/// type's path and the names its annotation and initializer look up (see
/// ``ProjectIndex/extensionReadingScope(of:scope:extended:)``).
public struct ExtensionContext: Sendable {
    /// The path of the extended type (`API.Client`).
    public var extended: String
    /// The names written (``ProjectIndex/writtenNames(of:in:)``).
    public var names: [String]
}

extension ProjectIndex {
    /// Where the names of `written`, in an extension of the type at `path`, are read from
    /// (see ``extensionReadingScope(of:scope:extended:)``).
    public func extensionScope(of written: WrittenType, extending path: String) -> String? {
        extensionReadingScope(of: Self.leadingNames(of: written.node), scope: path, extended: path)
    }

    /// The names `type` looks up: each of its identifiers (`Form` and `Element` in
    /// `Form<Element>.Check`, not the member `Check`).
    static func leadingNames(of type: TypeNode) -> [String] {
        var names: [String] = []
        type.forEachNode { part in
            if case let .identifier(name, _, _) = part.kind { names.append(name) }
        }
        return names
    }

    /// Where `names`, written at `scope` inside an extension of the type at `extended`
    /// (`scope` is `extended` or a type nested in it there), are read from. An extension's
    /// scope holds the extended type's members (its own and inherited) and then the file's,
    /// not those of the types around it: `Token` in `extension API.Client` is a top-level
    /// `Token` (swiftc finds no `API.Token` there), where a lookup from `scope`'s enclosing
    /// scopes, as ``nominalPath(named:from:depth:)`` reads them, would find `API.Token`. So:
    /// `scope` when no name is one that only a type around `extended` declares (a member
    /// type or a static member); "" (the file's scope) when some is and none is `Self` or a
    /// member (or generic parameter) of `scope` or of a type between it and `extended`; nil
    /// when the names mix both.
    public func extensionReadingScope(of names: [String], scope: String, extended: String) -> String? {
        let around = scopePaths(extended).dropFirst()
        guard !around.isEmpty else { return scope }
        let own = scopePaths(scope).filter { $0 == extended || $0.hasPrefix(extended + ".") }
        var readsAround = false
        var readsOwn = false
        for name in names {
            if name == "Self" || own.contains(where: { declaresName(name, atPath: $0, inheriting: true) }) {
                readsOwn = true
            } else if around.contains(where: { declaresName(name, atPath: $0, inheriting: false) }) {
                readsAround = true
            }
        }
        guard readsAround else { return scope }
        return readsOwn ? nil : ""
    }

    /// Whether the type at `path` declares `name` as a member type, a generic parameter or a
    /// member (static or instance), or, with `inheriting`, inherits a member type of that name.
    private func declaresName(_ name: String, atPath path: String, inheriting: Bool) -> Bool {
        if nested[path]?[name] != nil { return true }
        if inheriting, inheritedMemberType(name, inTypeAt: path) != nil { return true }
        if types[path]?.genericParameters?.contains(name) == true { return true }
        return declaresMember(name, atPath: path)
    }

    /// The path of the type that the extension around `declaration` extends, when the
    /// extension is of a nested type (`extension API.Client`); nil otherwise.
    static func extendedPath(around declaration: Declaration, in tree: SyntaxTree) -> String? {
        var current = declaration.parent
        while let position = current {
            if tree.declarations[position].kind == .extension {
                let path = ProjectIndex.path(of: position, in: tree)
                return path.utf8.contains(UInt8(ascii: ".")) ? path : nil
            }
            current = tree.declarations[position].parent
        }
        return nil
    }

    /// The names `declaration`'s annotation and initializer write where a name is looked up:
    /// the annotation's type names, the initializer's identifiers but those after a `.` and
    /// argument labels.
    static func writtenNames(of declaration: Declaration, in tree: SyntaxTree) -> [String] {
        var names = declaration.type.map(leadingNames(of:)) ?? []
        if let initializer = declaration.initializer {
            for position in initializer where tree.tokens[position].kind == .identifier || tree.tokens[position].keyword == .capitalSelf {
                if position > 0 && tree.tokens[position - 1].kind == .period { continue }
                // An argument label (`configuration:` after `(` or `,`) is no lookup.
                if position > 0, position + 1 < initializer.upperBound, tree.tokens[position + 1].kind == .colon,
                   tree.tokens[position - 1].kind == .leftParen || tree.tokens[position - 1].kind == .comma { continue }
                names.append(tree.name(of: position))
            }
        }
        return names
    }
}
