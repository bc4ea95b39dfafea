protocol Node {}
protocol Expr: Node {}
protocol Other {}
class Base: Node {}
enum NS {
    static let a: [(Expr & Node).Type] = []
    static let b: [(Node & Expr).Type] = []
    static let c: [(Base & Node).Type] = []
    static let d: [(Node & Node).Type] = []
    static let e: [(Expr & Node).Type?] = []
    static let f: [(Expr & Other).Type] = []
    static let g: [(Expr & Node).Protocol] = []
    static let h: [(any Expr & Node).Type] = []
}
