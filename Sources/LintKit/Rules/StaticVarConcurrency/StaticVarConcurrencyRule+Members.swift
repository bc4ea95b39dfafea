// MARK: - Instance members declared in the linted file

extension StaticVarConcurrencyRule {
    /// The instance properties and methods named `name` that `tree` declares in the type at
    /// `path` (in its declaration or an extension). The index keeps no instance members'
    /// types, so key paths and member chains read them from the file's own declarations.
    /// With `ofProtocol`, the type is a protocol and its requirements are the members.
    func instanceMemberDeclarations(named name: String, of path: String, in tree: SyntaxTree, ofProtocol: Bool = false) -> [Int] {
        var found: [Int] = []
        // The type's members of that name only (a scan of the whole file per lookup made a
        // file of many key paths quadratic: 44,000 `let k = \S.a.b` took 16 s, hw65).
        for index in tree.memberDeclarations(named: name, ofPath: path) {
            let kind = tree.declarations[index].kind
            guard kind.isVariable || kind == .function, !tree.declarations[index].isStatic,
                  let parent = tree.declarations[index].parent,
                  (tree.declarations[parent].kind == .protocol) == ofProtocol else { continue }
            found.append(index)
        }
        return found
    }

    /// The type of member `member` (of the type at `owner`) as the file declares it: its
    /// annotation (a property's type, a method's result) or, with `readsInitializer`, the
    /// shape of a property's initializer; nil when neither gives one.
    func declaredType(of member: Int, owner: String, readsInitializer: Bool, in context: RuleContext,
                      reader: ValueExpressionReader, selfType: InferredType? = nil) -> InferredType? {
        let tree = context.tree
        if let written = tree.declarations[member].type {
            return context.index.inferredType(ofWritten: reader.written(written), scope: owner, genericNames: [], selfType: selfType)
        }
        guard readsInitializer, let initializer = tree.declarations[member].initializer, !initializer.isEmpty else { return nil }
        return context.index.inferredType(of: reader.read(initializer), scope: owner)
    }
}
