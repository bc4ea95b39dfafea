// MARK: - Generic overloads across files

extension ProjectIndex {
    /// The key under which ``genericOverloadCounts`` counts declaration `index` of `tree`, or
    /// nil when it is no generic function, initializer or subscript of a type, an extension or
    /// file scope. Declarations of one key may be made one declaration by
    /// `single_use_generic`'s rewrite: the key holds the module, the scope (the last component
    /// of the type's or extension's name, so that `struct Inner` in `Outer` and
    /// `extension Outer.Inner` meet; `#` at file scope), `static`, the kind, the name and the
    /// argument labels. A declaration is generic when it has a generic parameter clause or a
    /// parameter of a `some` type.
    public static func genericOverloadKey(of index: Int, in tree: SyntaxTree) -> String? {
        let declarations = tree.declarations
        let kind = declarations[index].kind
        guard kind == .function || kind == .initializer || kind == .subscript,
              !declarations[index].genericParameters.isEmpty
                || (tree.stream.keywords.contains(.some) && takesOpaqueParameter(declarations[index])) else { return nil }
        var scope = "#"
        if let parent = declarations[index].parent {
            // A local function is overloaded only in its own body, which one file holds.
            guard declarations[parent].kind.isTypeLike else { return nil }
            let name = declarations[parent].name
            scope = name.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        }
        var key = tree.module + " " + scope + " "
        if declarations[index].isStatic { key += "static " }
        key += kind.rawValue + " " + declarations[index].name + "("
        for parameter in declarations[index].parameters { key += (parameter.firstName ?? "_") + ":" }
        return key + ")"
    }

    /// Whether a parameter of `declaration` has a `some` type (`f(_ x: some P)`).
    public static func takesOpaqueParameter(_ declaration: Declaration) -> Bool {
        declaration.parameters.contains { parameter in
            guard let type = parameter.type else { return false }
            var takesSome = false
            type.forEachNode { node in
                if case let .specified(keyword, _, _) = node.kind, keyword == .some { takesSome = true }
            }
            return takesSome
        }
    }

    /// Counts the generic function-like declarations of `tree` by ``genericOverloadKey(of:in:)``.
    func recordGenericOverloads(of tree: SyntaxTree) {
        let declarations = tree.declarations
        for index in declarations.indices {
            switch declarations[index].kind {
            case .function, .initializer, .subscript:
                guard let key = Self.genericOverloadKey(of: index, in: tree) else { continue }
                genericOverloadCounts[key, default: 0] += 1
            default:
                continue
            }
        }
    }

    /// How many generic function-like declarations of the project have `key`
    /// (``genericOverloadKey(of:in:)``).
    public func genericOverloadCount(forKey key: String) -> Int { genericOverloadCounts[key] ?? 0 }
}
