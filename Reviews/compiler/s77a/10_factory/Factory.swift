final class Engine {}
class Base {}
final class Sub: Base {}

struct Box<T> { var value: T; var engine = Engine() }

final class Factory {
    init() {}
    func box<T>(_ value: T) -> Box<T> { Box(value: value) }
    func numeric<N: Numeric>(_ value: N) -> Box<N> { Box(value: value) }
    func floating<F>(_ value: F) -> Box<F> where F: ExpressibleByFloatLiteral { Box(value: value) }
    func wrap<T>(_ value: T?) -> Box<T>? { value.map { Box(value: $0) } }
    func make<T>(_ type: T.Type) -> [T] { [] }
    func list<T>(_ items: T...) -> [T] { items }
    func lazy<T>(_ make: () -> T) -> Box<T> { Box(value: make()) }
    func labelled<T>(name: String = "", value: T, count: Int = 0) -> (String, T) { (name, value) }
    func array<T>(_ items: [T]) -> Box<T>? { nil }
    func same<T>(_ a: T, _ b: T) -> Box<T> { Box(value: a) }
    func builder<T>(_ make: @autoclosure () -> T) -> Box<T> { Box(value: make()) }
    func identity<Engine>(_ value: Engine) -> Engine { value }
    func copy<T>(_ value: T) -> Self { self }
    func named<T>(_ value: T) -> Factory { self }
}

func makeEngine() -> Engine { Engine() }
