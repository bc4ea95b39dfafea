final class Engine {}
final class Gear {}
struct Value { var engine = Engine() }

struct Slot<Engine> {
    var item: Engine
    var gear = Gear()
    func get() -> Engine { item }
    func real() -> M.Engine { M.Engine() }
    func map<Gear>(_ f: (Engine) -> Gear) -> Slot<Gear> { Slot<Gear>(item: f(item)) }
}

struct Cell<T> {
    var value: T
    var engine = Engine()
    func convert<T>(_ other: T) -> Cell<T> { Cell<T>(value: other) }
    func keep<U>(_ other: U) -> Cell<T> { self }
    func unwrap<U>() -> Cell<U>? where T == U? { nil }
    func cast<U>(to type: U.Type) -> U? { value as? U }
    func value<Value>(as type: Value.Type) -> [Value] { [] }
}

class Shape<T> {
    var content: T?
    required init() {}
    func clone() -> Self { Self() }
    func twin() -> Shape { Shape() }
    class func make() -> Self { Self() }
}

struct Plain<T> {
    var content: T
    func clone() -> Self { self }
    func twin() -> Plain { self }
}
