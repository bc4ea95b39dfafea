protocol Rewriter {
    func rewrite(_ node: Node) -> Node
}

struct ConstantFolder: Rewriter {
    func rewrite(_ node: Node) -> Node {
        guard let b = node as? BinaryExpr, let l = b.lhs as? Literal, let r = b.rhs as? Literal else { return node }
        return Literal(b.op == .add ? l.value + r.value : l.value * r.value)
    }
}

struct RewritePipeline {
    var passes: [Rewriter]
    func run(_ node: Node) -> Node { passes.reduce(node) { $1.rewrite($0) } }
}

enum Passes {
    static let standard = RewritePipeline(passes: [ConstantFolder()])
    static let folder = ConstantFolder()
    static let rewriteFn = ConstantFolder().rewrite
    static let protocolRewrite = Rewriter.rewrite
}
