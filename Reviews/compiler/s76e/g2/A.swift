final class Engine {}
struct Box<T> { var value: T }
extension Box: Sendable where T: Sendable {}
func box<T>(_ value: T) -> Box<T> { Box(value: value) }
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
func second<A, B>(_ a: A, b: B) -> B { b }
func defaulted<T>(_ x: Int = 0, value: T) -> [T] { [value] }
func variadic<T>(_ xs: T...) -> [T] { xs }
func trailing<T>(_ n: Int, make: () -> T) -> T? { make() }
func floaty<T: BinaryFloatingPoint>(_ x: T) -> Box<T> { Box(value: x) }
enum NS {
    static let a = box(Engine())
    static let b = pair(1, Engine())
    static let c = second(1, b: Engine())
    static let d = defaulted(value: Engine())
    static let e = variadic(Engine(), Engine())
    static let f = trailing(1) { Engine() }
    static let g = floaty(1.5)
    static let i = second(Engine(), b: 1)
    static let j = box([1: Engine()])
}
