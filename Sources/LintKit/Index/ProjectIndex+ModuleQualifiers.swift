// MARK: - Types written with their module's name

extension ProjectIndex {
    /// `Module.Name<Arguments>` (or `Module.Outer.Name`) written with a module's name, a
    /// toolchain module's (`Swift`, `Foundation`) or one of the project's (``moduleNames``),
    /// where that name is no type seen from `scope`, without the module: the identifier
    /// `Name<Arguments>` (or `Outer.Name`) at the same place, as swiftc prints it; nil for any
    /// other type.
    func withoutModuleQualifier(_ type: TypeNode, scope: String = "") -> TypeNode? {
        guard case let .member(base, name, token, arguments) = type.kind else { return nil }
        if isModuleQualifier(base, scope: scope) || isUnknownOwnModule(base, before: name) {
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
        guard case let .member(base, name, _, _) = type.kind else { return nil }
        return isModuleQualifier(base, scope: scope) || isUnknownOwnModule(base, before: name) ? base : moduleQualifier(of: base, scope: scope)
    }

    /// Whether `node`, written before `.member`, can only be the name of the module of files
    /// outside SwiftPM's layout (loose files compiled with `-module-name App`, an Xcode
    /// project), which the index does not know: a bare capitalized name that no file declares
    /// (as a type, typealias or C type), imports, or finds in the toolchain, before the name
    /// of a type the project declares at file scope (`App.Engine`).
    func isUnknownOwnModule(_ node: TypeNode, before member: String) -> Bool {
        guard case let .identifier(name, _, arguments) = node.kind, arguments.isEmpty else { return false }
        return isUnknownOwnModule(named: name, before: member)
    }

    /// ``isUnknownOwnModule(_:before:)`` for a name.
    func isUnknownOwnModule(named name: String, before member: String) -> Bool {
        guard hasFilesOutsideModules, topLevel[member] != nil, topLevel[name] == nil, Self.startsLikeTypeName(name) else { return false }
        return !isKnownTypeName(name, around: "") && !typealiasNames.contains(name) && !importedModuleNames.contains(name)
            && !moduleNames.contains(name) && !ProtocolCatalog.isModule(name) && cTypeSendability[name] == nil
            && !Self.conditionallySendableToolchainGenerics.contains(name) && !Self.alwaysSendableToolchainNames.contains(name)
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
