// MARK: - Generic overloads across files

extension ProjectIndex {
    /// The key under which ``genericOverloadCounts`` counts declaration `index` of `tree`, or
    /// nil when it is no generic function, initializer or subscript of a type, an extension or
    /// file scope. Two declarations of one key may be made one declaration by
    /// `single_use_generic`'s rewrite. The key is a hash of: the package and the module; the
    /// scope (the type's path, or for an extension the extended type's path as written and its
    /// `where` clause); `static`, the kind and the name; each parameter's argument label and
    /// type; `async`; and the result type. Types are read token by token as written (white
    /// space aside), with every generic parameter and `some` type standing for the set of its
    /// constraints (``OverloadShape``). Overloads that differ in any of these stay apart after
    /// the rewrite (two that hash alike by chance only lose a fix). A declaration is generic
    /// when it has a generic parameter clause or a `some` in its parameters. `memo` keeps what
    /// all of one file's keys share, for callers that ask about many declarations of the file.
    /// With `scopePath`, the key the declaration would have in the type at that path (a
    /// superclass's), its own scope aside.
    public static func genericOverloadKey(of index: Int, in tree: SyntaxTree, memo: inout OverloadKeyMemo,
                                          scopePath: String? = nil) -> UInt64? {
        let declarations = tree.declarations
        let kind = declarations[index].kind
        guard kind == .function || kind == .initializer || kind == .subscript, let clause = declarations[index].parameterClause,
              declarations[index].genericParameters.count <= maximumKeyedGenericParameters,
              !declarations[index].genericParameters.isEmpty || mentionsSome(clause, in: tree) else { return nil }
        var scope: UInt64 = 0
        if let scopePath {
            scope = TokenSource.with(tree) { source in
                var shape = OverloadShape(source)
                shape.add(scopePath)
                return shape.value
            }
        } else if let parent = declarations[index].parent {
            // A local function is overloaded only in its own body, which one file holds.
            guard declarations[parent].kind.isTypeLike else { return nil }
            if let known = memo.scopes[parent] {
                scope = known
            } else {
                scope = scopeKey(of: parent, in: tree)
                memo.scopes[parent] = scope
            }
        }
        let knownFile = memo.file
        let (key, file) = TokenSource.with(tree) { source -> (UInt64, UInt64) in
            var file = knownFile ?? 0
            if knownFile == nil {
                // The package too: a dependency's checkout holds another copy of a module.
                var shape = OverloadShape(source)
                shape.add(tree.packageKey)
                shape.add(tree.module)
                file = shape.value
            }
            var key = OverloadShape(source)
            key.add(file)
            key.add(scope)
            key.add(declarations[index].isStatic ? "static" : "")
            key.add(kind.rawValue)
            key.add(declarations[index].name)
            let generics = OverloadShape.Generics(of: declarations[index], in: source)
            key.addParameters(clause, generics: generics, isSubscript: kind == .subscript)
            key.add(declarations[index].isAsync ? "async" : "")
            if let result = declarations[index].type { key.addType(result.range, generics: generics) }
            return (key.value, file)
        }
        memo.file = file
        return key
    }

    /// Generic parameters of a declaration at most for it to get a key (each use of a name in
    /// its types is looked up among them): `single_use_generic` analyzes no declaration of
    /// more, and a generated one of thousands stays linear.
    static let maximumKeyedGenericParameters = 64

    /// Whether a token of the parameter clause `clause` is `some`.
    static func mentionsSome(_ clause: Range<Int>, in tree: SyntaxTree) -> Bool {
        guard tree.stream.keywords.contains(.some) else { return false }
        let tokens = tree.tokens
        return clause.contains { $0 < tokens.count && tokens[$0].keyword == .some }
    }

    /// The hash of the type-like declaration `parent` as a scope: its path, and for a
    /// constrained extension its `where` clause (`extension P where Self: Sequence` and `where
    /// Self: RawRepresentable` hold overloads of each other, not redeclarations).
    private static func scopeKey(of parent: Int, in tree: SyntaxTree) -> UInt64 {
        TokenSource.with(tree) { source in
            var scope = OverloadShape(source)
            scope.add(path(of: parent, in: tree))
            var requirements: [UInt64] = []
            for requirement in tree.declarations[parent].requirements {
                var shape = OverloadShape(source)
                shape.addType(requirement.left.range, generics: OverloadShape.Generics())
                shape.add(requirement.relation == .conformance ? ":" : "==")
                shape.addType(requirement.right.range, generics: OverloadShape.Generics())
                requirements.append(shape.value)
            }
            for requirement in requirements.sorted() { scope.add(requirement) }
            return scope.value
        }
    }

    /// A second key for declaration `index` of `tree`, whose ``genericOverloadKey(of:in:memo:)``
    /// is `key`: that key with the declaration's signature as written, from its name to its
    /// body (generic parameters' names, constraints and `where` clause included). Two
    /// declarations of one such key are the same declaration already (a protocol's
    /// requirement and its default implementation in an extension, or branches of `#if`):
    /// rewritten alike or not, they are not made one by a rewrite.
    public static func genericOverloadSpellingKey(of index: Int, in tree: SyntaxTree, key: UInt64) -> UInt64 {
        let declaration = tree.declarations[index]
        let end = declaration.body?.lowerBound ?? declaration.endToken
        return TokenSource.with(tree) { source in
            var shape = OverloadShape(source)
            shape.add(key)
            shape.add("as written")
            shape.addTokens(declaration.nameToken..<max(declaration.nameToken, end))
            return shape.value
        }
    }

    /// Counts the generic function-like declarations of `tree` by ``genericOverloadKey(of:in:memo:)``,
    /// and in the same table by ``genericOverloadSpellingKey(of:in:key:)``.
    func recordGenericOverloads(of tree: SyntaxTree) {
        let declarations = tree.declarations
        var memo = OverloadKeyMemo()
        for index in declarations.indices {
            switch declarations[index].kind {
            case .function, .initializer, .subscript:
                guard let key = Self.genericOverloadKey(of: index, in: tree, memo: &memo) else { continue }
                genericOverloadCounts[key, default: 0] += 1
                genericOverloadCounts[Self.genericOverloadSpellingKey(of: index, in: tree, key: key), default: 0] += 1
            default:
                continue
            }
        }
    }

    /// How many generic function-like declarations of the project have `key`
    /// (``genericOverloadKey(of:in:memo:)`` or ``genericOverloadSpellingKey(of:in:key:)``).
    public func genericOverloadCount(forKey key: UInt64) -> Int { genericOverloadCounts[key] ?? 0 }
}

/// What the overload keys of one file's declarations share (``ProjectIndex/genericOverloadKey(of:in:memo:)``).
public struct OverloadKeyMemo {
    /// The hash of the file's package and module, once worked out.
    var file: UInt64?
    /// The hashes of the scopes, by declaration index.
    var scopes: [Int: UInt64] = [:]

    /// An empty memo.
    public init() {}
}
