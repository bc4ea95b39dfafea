final class Engine {}
final class Gear {}

protocol Describable {}
extension Describable {
    func describe() -> String { "value" }
    func label(_ width: Int) -> [String] { [] }
}

struct Box<T> {
    var value: T
    var engine = Engine()
}

extension Box: Describable {}

extension Box where T == Int {
    func describe() -> Engine { Engine() }
    func doubled() -> Box<Double> { Box<Double>(value: Double(value)) }
    func gear() -> Gear { Gear() }
}

protocol Buildable {}
extension Buildable {
    func make() -> [Gear] { [] }
}
extension Box: Buildable {}
extension Box where T == Int {
    func make() -> Engine { Engine() }
}

protocol Peekable {}
extension Peekable {
    func peek() -> [Gear] { [] }
    func with(_ count: Int) -> [Gear] { [] }
}
extension Box: Peekable {}
extension Box where T: AnyObject {
    func peek() -> (T, Engine) { (value, engine) }
}
extension Box where T == Double {
    func with<U>(_ other: U) -> Box<U> { Box<U>(value: other) }
}
