final class Engine {}
struct Box<T> {
    var value: T; var engine = Engine()
    static func make(_ x: T) -> Box<T> { Box(value: x) }
}
typealias B = Box
typealias DoubleBox = Box<Double>
typealias GB<U> = Box<U>
enum Factory {}
extension Factory {
    static func build<T>(_ x: T) -> [T] { [x] }
}
enum NS {
    static let a = B.make(Engine())
    static let b = DoubleBox.make(1)
    static let c = GB.make(Engine())
    static let d = Factory.build(Engine())
    static let e = Box.make(1)
}
