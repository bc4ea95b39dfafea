// MARK: - Unapplied methods of a protocol: `Character.getFriends`

extension ExistentialAnyRule {
    /// Reports `P.method` written in code without a call, where `P` is a protocol and `method`
    /// one of its methods (declared in it or in an extension of it): the value is the unapplied
    /// method, of type `(any P) -> …`, and swiftc reports `P` there as a use of the protocol as
    /// a type (`Field("friends", at: Character.getFriends)`), also with argument labels
    /// (`P.go(with:)`) or through a typealias (`Alias.run`). The fix is `(any P).method`.
    /// Findings at offsets in `reported` are skipped; those made are added to it.
    func checkMemberReferences(_ context: inout RuleContext, scopes: ScopeCache, reported: inout Set<Int>, offersFixes: Bool) {
        let tree = context.tree
        let index = context.index
        let tokens = tree.tokens
        for (token, declaration) in tree.memberReferenceBases {
            let base = tokens[Int(token)]
            // Most bases are enum cases' and static members' types: the filter settles them.
            guard index.mayNameProtocol(bytes: tree.file.bytes[Int(base.start)..<Int(base.end)]) else { continue }
            let name = tree.text(of: Int(token))
            guard index.mayNameProtocol(name) else { continue }
            let owner = declaration < 0 ? nil : Int(declaration)
            var walker = ExistentialWalker(tree: tree, index: index, scopes: scopes, declaration: owner,
                                           typeDeclaration: Scope.innermostType(in: tree, from: owner), cache: [:])
            let type = TypeNode(kind: .identifier(name: name, token: Int(token), arguments: []), range: Int(token)..<Int(token) + 1,
                                startOffset: Int(base.start), endOffset: Int(base.end))
            // `P.run`, or through a typealias of a protocol: `Alias.run` (swiftc names the alias).
            let protocolName: String
            switch walker.resolution(type) {
            case .protocol: protocolName = name
            case let .protocolAlias(aka) where !aka.contains("&"): protocolName = aka
            default: continue
            }
            let path = index.nestedDeclarationPath(of: protocolName, scopes: walker.scope.typePaths) ?? protocolName
            guard let facts = index.types[path], facts.kind == .protocol,
                  index.declares(tree.text(of: Int(token) + 2), as: .instanceMethod, in: facts, atPath: path) else { continue }
            walker.check(type, wrapped: true)
            for finding in walker.found where reported.insert(finding.offset).inserted {
                context.report(at: finding.offset, finding.message, fix: offersFixes ? finding.fix : nil)
            }
        }
    }
}
