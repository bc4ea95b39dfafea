struct Evaluator: Visitor {
    func visit(_ node: Literal) -> Double { node.value }
    func visit(_ node: BinaryExpr) -> Double {
        let l = node.lhs.accept(self), r = node.rhs.accept(self)
        switch node.op { case .add: return l + r; case .mul: return l * r }
    }
}

struct Printer: Visitor {
    var indent = "  "
    func visit(_ node: Literal) -> String { node.description }
    func visit(_ node: BinaryExpr) -> String { node.description }
}

func walk(_ node: Node, depth: Int = 0, _ body: (Node, Int) -> Void) {
    body(node, depth)
    node.children.forEach { walk($0, depth: depth + 1, body) }
}

func count(_ root: Node, where predicate: (Node) -> Bool = { _ in true }) -> Int {
    var n = 0
    walk(root) { node, _ in if predicate(node) { n += 1 } }
    return n
}

func literals(in root: Node) -> [Literal] {
    var out: [Literal] = []
    walk(root) { node, _ in if let l = node as? Literal { out.append(l) } }
    return out
}
