@resultBuilder
enum ExprBuilder {
    static func buildBlock(_ parts: Expr...) -> [Expr] { parts }
    static func buildExpression(_ e: Expr) -> Expr { e }
    static func buildExpression(_ d: Double) -> Expr { Literal(d) }
}

func sum(@ExprBuilder _ content: () -> [Expr]) -> Expr {
    content().reduce(Literal.zero as Expr) { BinaryExpr(.add, $0, $1) }
}

enum Samples {
    static let simple = sum { 1; 2; 3 }
    static let tree: Node = BinaryExpr(.mul, Literal(2), Literal(3))
    static let evaluator = Evaluator()
    static let visitors: [any Visitor] = [Evaluator(), Printer()]
    static var roots: [Node] = []
    static let opNames = BinaryExpr.Op.add
    static let nodeType: Node.Type = Literal.self
    static let exprTypes: [(Expr & Node).Type] = [Literal.self, BinaryExpr.self]
}

let sampleTree = sum { 4; 5 }
let sampleStatements: [ExprStmt] = []
