// MARK: - Parameters whose closures a result builder transforms

extension ProjectIndex {
    /// Attributes of parameter types that are never a result builder's: they are not recorded.
    static let commonParameterAttributes: Set<String> = [
        "escaping", "Sendable", "autoclosure", "MainActor", "noescape", "isolated", "_inheritActorContext",
        "_implicitSelfCapture", "_unsafeInheritExecutor", "convention", "noDerivative",
    ]

    /// Records under `key` the attributes written in the parameter clause of the function or
    /// initializer `index` of `tree` (`_ content: @CancellableBuilder () -> [AnyCancellable]`),
    /// but the ``commonParameterAttributes``, each with `scope`, the path of the type around the
    /// declaration, where its name is looked up. Read from the tokens: the index's parse keeps
    /// no parameters.
    func recordParameterAttributes(_ index: Int, of tree: SyntaxTree, key: String, scope: String) {
        guard let clause = tree.declarations[index].parameterClause else { return }
        let tokens = tree.tokens
        var position = clause.lowerBound
        while position + 1 < clause.upperBound {
            if tokens[position].kind == .atSign && tokens[position + 1].kind == .identifier {
                let name = tree.text(of: position + 1)
                if !Self.commonParameterAttributes.contains(name) { parameterAttributes[key, default: []].insert(ScopedAttribute(name: name, scope: scope)) }
            }
            position += 1
        }
    }

    /// Whether a closure passed to a function or initializer named `name` may be one that a
    /// result builder transforms: a declaration of that name in the project marks a parameter
    /// with the attribute of a result builder (as seen from where it is declared).
    public func takesResultBuilderClosure(_ name: String) -> Bool {
        parameterAttributes[name]?.contains { isResultBuilder($0.name, scope: $0.scope) } ?? false
    }
}

/// An attribute written in a parameter clause, with the path of the type around its
/// declaration (where the attribute's name is looked up); see
/// ``ProjectIndex/parameterAttributes``.
public struct ScopedAttribute: Hashable, Sendable {
    /// The attribute's name (`CancellableBuilder`).
    public var name: String
    /// The path of the type around the declaration; "" at file scope.
    public var scope: String
}
