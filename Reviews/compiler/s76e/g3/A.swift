final class Engine {}
class Base {}
final class Sub: Base {}
struct Box<T> { var value: T; var engine = Engine() }
func same<T>(_ a: T, _ b: T) -> Box<T> { Box(value: a) }
func opt<T>(_ a: T?, _ b: T) -> Box<T> { Box(value: b) }
struct FBox<T: BinaryFloatingPoint> {
    var value: T; var engine = Engine()
    static func make(_ x: T) -> FBox<T> { FBox(value: x) }
}
struct CBox<T> {
    var value: T; var engine = Engine()
}
extension CBox where T: BinaryFloatingPoint {
    static func make(_ x: T) -> CBox<T> { CBox(value: x) }
}
struct SBox<T> {
    var value: T; var engine = Engine()
    static func make(_ x: T) -> Self { Self(value: x) }
    struct Token { var e = Engine() }
    static func token(_ x: T) -> Token { Token() }
}
struct Outer<T> {
    struct Inner<U> {
        var u: U; var e = Engine()
        static func make(_ u: U) -> Inner<U> { Inner(u: u) }
    }
}
enum NS {
    static let a = same(1, 2.5)
    static let b = same(Sub(), Base())
    static let c = FBox.make(1)
    static let d = CBox.make(1)
    static let e = SBox.make(1)
    static let f = SBox.token(1)
    static let g = Outer<Int>.Inner.make(1)
    static let h = opt(nil, 1)
}
