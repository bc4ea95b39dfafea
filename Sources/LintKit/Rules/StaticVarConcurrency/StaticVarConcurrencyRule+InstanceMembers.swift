// MARK: - Instance members in an initializer's chain

extension StaticVarConcurrencyRule {
    /// The type of a member chain that goes on from a value through instance members
    /// (`Engine().part`, `Store.shared.cache.entries`, `Engine().make()`): the longest prefix
    /// the index types as a value of a non-generic type of the project, then each remaining
    /// step read from this file's declarations of that type (its declaration and extensions):
    /// a property with an annotation or an initializer the index can type, or, called, a
    /// method with a written result type. Nil when a step names no such member, or more than
    /// one (the index keeps no instance members' types: a type of another file is left alone).
    /// Each step scans the file's declarations; `scans` is what is left of the file's budget
    /// (``memberScansPerFile``), so that a huge file of such chains stays linear.
    func instanceMemberChainType(_ steps: [ChainStep], scope: String, in context: RuleContext,
                                 reader: ValueExpressionReader, scans: inout Int) -> InferredType? {
        let index = context.index
        for split in stride(from: steps.count - 1, through: 1, by: -1) {
            guard let prefix = index.inferredType(of: .chain(Array(steps[..<split])), scope: scope) else { continue }
            var value: InferredType? = prefix
            for step in steps[split...] {
                guard step.genericArguments == nil, case let .leaf(owner, _)? = value, index.nominalKind(atPath: owner) != nil,
                      index.types[owner]?.genericParameters?.isEmpty ?? true,
                      scans > 0, let member = instanceMember(named: step.name, isCalled: step.isCalled, of: owner, in: context.tree)
                else { return nil }
                scans -= 1
                let tree = context.tree
                if let written = tree.declarations[member].type {
                    let text = tree.file.text(written.startOffset..<written.endOffset)
                    value = index.inferredType(ofWritten: WrittenType(node: written, text: text), scope: owner, genericNames: [])
                } else if !step.isCalled, let initializer = tree.declarations[member].initializer, !initializer.isEmpty {
                    value = index.inferredType(of: reader.read(initializer), scope: owner)
                } else {
                    return nil
                }
            }
            return value
        }
        return nil
    }

    /// The one instance member `name` that this file declares in the type at `path` (in its
    /// declaration or an extension): a property when the step is not called, a method (with
    /// no generic parameters) when it is; nil when there is none or more than one.
    func instanceMember(named name: String, isCalled: Bool, of path: String, in tree: SyntaxTree) -> Int? {
        var found: Int?
        for index in tree.declarations.indices where tree.declarations[index].name == name {
            let kind = tree.declarations[index].kind
            guard kind.isVariable || kind == .function, !tree.declarations[index].isStatic,
                  let parent = tree.declarations[index].parent, tree.declarations[parent].kind.isTypeLike,
                  tree.declarations[parent].kind != .protocol, ProjectIndex.path(of: parent, in: tree) == path else { continue }
            // A member of that name that the use cannot mean (a method not called, a
            // property called) leaves the chain unknown too.
            guard isCalled == (kind == .function), tree.declarations[index].genericParameters.isEmpty,
                  tree.declarations[index].patternNameTokens.isEmpty, found == nil else { return nil }
            found = index
        }
        return found
    }

    /// Scans of a file's declarations for instance members, at most: past them a chain's
    /// type is left unknown (nothing is reported for it).
    static let memberScansPerFile = 64
}
