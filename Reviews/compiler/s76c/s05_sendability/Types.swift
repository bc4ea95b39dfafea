final class Point {
    let x: Int
    let y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
}

final class SafePoint: Sendable {
    let x: Int
    init(x: Int) { self.x = x }
}

class Base: @unchecked Sendable {
    var count = 0
}

final class Derived: Base {}

struct Callbacks: Sendable {
    let onDone: () -> Void
    let onFail: (Error) -> Void
}

struct PlainCallbacks {
    let onDone: () -> Void
}

struct SendableCallbacks {
    let onDone: @Sendable () -> Void
}

enum Event {
    case tap(Point)
    case scroll(Int)
}

enum SafeEvent {
    case tap(SafePoint)
    case scroll(Int)
    case none
}

indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
}

enum Tree {
    case leaf(Int)
    indirect case node(Tree, Tree)
}

struct Box<T> {
    var value: T
}
extension Box: Sendable where T: Sendable {}

struct Pair<A, B> {
    let a: A
    let b: B
}

struct Wrapper<T: Sendable> {
    let value: T
}

struct Holder {
    let point: Point
}

struct SafeHolder {
    let point: SafePoint
    let items: [Int]
}

struct ExistentialHolder {
    let value: CustomStringConvertible
}

struct ErrorHolder {
    let error: Error
}

struct AnyHolder {
    let value: Any
}

public struct PublicValue {
    public var x = 0
    public init() {}
}

@frozen public struct FrozenValue {
    public var x = 0
    public init() {}
}

public enum PublicMode { case a, b }

class OpenClass {}

actor Counter {
    var value = 0
}

@MainActor final class ViewModel {
    var items: [String] = []
}

@MainActor struct MainState {
    var value = 0
}
