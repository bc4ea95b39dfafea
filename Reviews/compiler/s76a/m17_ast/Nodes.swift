protocol Node: AnyObject, CustomStringConvertible {
    var children: [Node] { get }
    func accept<V: Visitor>(_ visitor: V) -> V.Result
}

protocol Visitor {
    associatedtype Result
    func visit(_ node: Literal) -> Result
    func visit(_ node: BinaryExpr) -> Result
}

protocol Expr: Node {}
protocol Stmt: Node {}
typealias ExprStmt = Expr & Stmt

final class Literal: Expr {
    let value: Double
    init(_ value: Double) { self.value = value }
    var children: [Node] { [] }
    var description: String { "\(value)" }
    func accept<V: Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    static let zero = Literal(0)
    static var cache: [Double: Literal] = [:]
}

final class BinaryExpr: Expr {
    enum Op: String, Sendable { case add = "+", mul = "*" }
    let op: Op
    let lhs: Expr
    let rhs: Expr
    weak var parent: Node?
    init(_ op: Op, _ lhs: Expr, _ rhs: Expr) { self.op = op; self.lhs = lhs; self.rhs = rhs }
    var children: [Node] { [lhs, rhs] }
    var description: String { "(\(lhs) \(op.rawValue) \(rhs))" }
    func accept<V: Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}
