final class Engine {}
struct Box<T> { var value: T }
func box<T>(_ value: T) -> Box<T> { Box(value: value) }
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
func second<A, B>(_ a: A, b: B) -> B { b }
func defaulted<T>(_ x: Int = 0, value: T) -> [T] { [value] }
func variadic<T>(_ xs: T...) -> [T] { xs }
func trailing<T>(_ n: Int, make: () -> T) -> T? { make() }
func floaty<T: BinaryFloatingPoint>(_ x: T) -> Box<T> { Box(value: x) }
enum NS {
    static var a = box(Engine())
    static var b = pair(1, Engine())
    static var c = second(1, b: Engine())
    static var d = defaulted(value: Engine())
    static var e = variadic(Engine(), Engine())
    static var f = trailing(1) { Engine() }
    static var g = floaty(1)
    static var h = variadic(1, Engine())
    static var i = second(Engine(), b: 1)
}
