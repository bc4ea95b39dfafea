// MARK: - Key paths passed as call arguments

extension ExistentialWalker {
    /// The standard library's methods whose closure argument a key path is converted to
    /// (`items.map(\P.name)`, `items.first(where: \P.isReady)`): swiftc 6.3.1 does not check
    /// the root of a key path converted to a function outside an initializer.
    static let functionTakingCallees: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy",
        "drop", "prefix", "removeAll", "forEach", "mapValues", "compactMapValues", "count", "partition", "split",
        "trimmingPrefix", "sorted", "min", "max", "reduce", "grouping",
    ]

    /// Argument labels of the standard library's closure parameters a key path may be given
    /// for (`Dictionary(grouping: items, by: \P.kind)`).
    static let functionTakingLabels: Set<String> = ["by", "where", "while", "whereSeparator"]

    /// Whether the key path whose root starts at token `root` (a ``TypeContext/keyPathArgument``)
    /// is converted to a function by its call: the project declares a function of the
    /// callee's name that takes a closure, or, when the project declares none of that name
    /// (in this file, or at file scope; for a method call named as a standard library method,
    /// none that takes a key path), the callee is one of the standard library's methods
    /// that take a closure (``functionTakingCallees``) or the argument's label one of
    /// ``functionTakingLabels``; assigned (`f = \P.name`), when the variable is declared in
    /// the file, or by the project under that name, with a function type. Otherwise the
    /// parameter takes a key path (`use(\P.name)`, `print(\P.name)`, `list.append(\P.name)`),
    /// and swiftc checks the root.
    func keyPathArgumentIsConvertedToFunction(rootAt root: Int) -> Bool {
        let tokens = tree.tokens
        let backslash = root - 1
        guard backslash > 0 else { return false }
        // `f = \P.name`: converted when `f` is declared with a function type.
        if tokens[backslash - 1].kind == .equal {
            guard backslash >= 2, tokens[backslash - 2].kind == .identifier else { return false }
            let name = tree.text(of: backslash - 2)
            return index.takesClosures(name) || tree.declarations(named: name).contains { position in
                tree.declarations[position].kind.isVariable && tree.declarations[position].type.map(isFunctionType) == true
            }
        }
        var label: String?
        if tokens[backslash - 1].kind == .colon, backslash >= 2 { label = tree.text(of: backslash - 2) }
        // The call's `(`: found as an argument label's is, walking back over complete groups.
        let open = tree.openParen(ofArgumentLabeled: backslash)
        let callee = open.flatMap { $0 > 0 && tokens[$0 - 1].kind == .identifier ? tree.text(of: $0 - 1) : nil }
        if let callee {
            if index.takesClosures(callee) { return true }
            // The project's own function of that name, without a closure parameter: it takes
            // the key path (`func pick(where: KeyPath<any P, Bool>)`). A method named as one of
            // the standard library's (`struct Grid { func map(_ x: Int) }`) does not make
            // `items.map(\P.name)` its call, unless it takes a key path.
            let functions = tree.declarations(named: callee).filter { tree.declarations[$0].kind == .function }
            let declaresFunction = !functions.isEmpty || index.valueNames[callee]?.contains(.globalFunction) == true
            let isMemberCall = open.map { $0 >= 2 && tokens[$0 - 2].kind == .period } ?? false
            let isStandardName = isMemberCall && Self.functionTakingCallees.contains(callee)
            if declaresFunction && (!isStandardName || functions.contains(where: takesKeyPath)) { return false }
        }
        if let label, Self.functionTakingLabels.contains(label) { return true }
        return callee.map(Self.functionTakingCallees.contains) ?? false
    }

    /// Whether the declaration at `position` has a parameter of a key path type
    /// (`KeyPath<Root, Value>`, `PartialKeyPath<Root>`, also Optional).
    func takesKeyPath(_ position: Int) -> Bool {
        tree.declarations[position].parameters.contains { parameter in
            guard var node = parameter.type else { return false }
            if case let .optional(wrapped) = node.kind { node = wrapped }
            return node.simpleName?.hasSuffix("KeyPath") == true
        }
    }

    /// Whether `type` is a function type, also Optional or through a typealias of the
    /// project (`var reader: Reader?` with `typealias Reader = (any P) -> String`).
    func isFunctionType(_ type: TypeNode) -> Bool {
        if ProjectIndex.functionTypeReturnsVoid(type) != nil { return true }
        var node = type
        if case let .optional(wrapped) = node.kind { node = wrapped }
        guard case let .identifier(name, _, _) = node.kind, let target = index.typealiasTarget(named: name, scope: "") else { return false }
        return ProjectIndex.functionTypeReturnsVoid(target) != nil
    }
}
