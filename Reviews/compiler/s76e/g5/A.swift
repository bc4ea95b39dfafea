final class Engine {}
struct Box<T> { var value: T; var engine = Engine() }
func box<T>(_ value: T) -> Box<T> { Box(value: value) }
func wrap<T>(_ value: T) -> [T] { [value] }
protocol Maker {}
extension Maker {
    static func box<T>(_ value: T) -> T { value }
}
struct UsesP: Maker {
    static let a = box(1)
}
class Parent {
    class func wrap<T>(_ value: T) -> T { value }
}
final class Child: Parent {
    static let b = wrap(Engine())
}
enum NS {
    static let c: Any = { () -> Any in
        func box(_ x: Int) -> Int { x }
        return box(1)
    }()
}
