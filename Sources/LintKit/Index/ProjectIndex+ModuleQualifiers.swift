// MARK: - Types written with their module's name

extension ProjectIndex {
    /// `Module.Name<Arguments>` (or `Module.Outer.Name`) written with a module's name, a
    /// toolchain module's (`Swift`, `Foundation`) or one of the project's (``moduleNames``),
    /// where that name is no type seen from `scope`, without the module: the identifier
    /// `Name<Arguments>` (or `Outer.Name`) at the same place, as swiftc prints it; nil for any
    /// other type.
    func withoutModuleQualifier(_ type: TypeNode, scope: String = "") -> TypeNode? {
        guard case let .member(base, name, token, arguments) = type.kind else { return nil }
        if isModuleQualifier(base, scope: scope) {
            return TypeNode(kind: .identifier(name: name, token: token, arguments: arguments), range: type.range,
                            startOffset: type.startOffset, endOffset: type.endOffset)
        }
        guard let inner = withoutModuleQualifier(base, scope: scope) else { return nil }
        return TypeNode(kind: .member(base: inner, name: name, token: token, arguments: arguments), range: type.range,
                        startOffset: type.startOffset, endOffset: type.endOffset)
    }

    /// The module name that qualifies `type` (its innermost base, `Foo` in `Foo.Outer.Inner`),
    /// when ``withoutModuleQualifier(_:scope:)`` would drop it.
    func moduleQualifier(of type: TypeNode, scope: String = "") -> TypeNode? {
        guard case let .member(base, _, _, _) = type.kind else { return nil }
        return isModuleQualifier(base, scope: scope) ? base : moduleQualifier(of: base, scope: scope)
    }

    /// Whether `node` is a bare name of a module (a toolchain module or one of the project's)
    /// that names no type seen from `scope` (a nested `enum Kit` hides the module `Kit`).
    func isModuleQualifier(_ node: TypeNode, scope: String) -> Bool {
        guard case let .identifier(module, _, arguments) = node.kind, arguments.isEmpty,
              ProtocolCatalog.isModule(module) || moduleNames.contains(module),
              topLevel[module] == nil, typeKind(atPath: module) == nil else { return false }
        return scope.isEmpty || nominalPath(named: module, from: scope) == nil && typealiasDeclaration(named: module, scope: scope) == nil
    }

    /// Whether `node`'s module qualifier (see ``moduleQualifier(of:scope:)``) is one of the
    /// project's modules rather than a toolchain module: the rest then names a type declared
    /// at the top level of that module, not one nested around the use.
    func isQualifiedByProjectModule(_ node: TypeNode, scope: String) -> Bool {
        guard case let .identifier(module, _, _)? = moduleQualifier(of: node, scope: scope)?.kind else { return false }
        return !ProtocolCatalog.isModule(module)
    }
}
