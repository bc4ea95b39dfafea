final class Engine {}
final class Gear {}

class Node<Value> {
    var value: Value?
    var children: [Node<Value>] = []
    init() {}
    func get() -> Value? { value }
    func retained() -> Self { self }
    func parent() -> Node { self }
    func cloned() -> Node<Value> { Node<Value>() }
    func rewrap<U>(_ u: U) -> Node<U> { Node<U>() }
    func describe() -> [Value] { [] }
}

final class EngineNode: Node<Engine> {}

class ListNode<Element>: Node<[Element]> {
    func head() -> Element? { nil }
}

final class TaggedNode<Value>: Node<Value> {
    override func describe() -> [Value] { [] }
    func tag() -> Gear { Gear() }
}

final class PairNode<Value>: Node<(Value, Gear)> {
    func get(_ index: Int) -> Value? { nil }
}
