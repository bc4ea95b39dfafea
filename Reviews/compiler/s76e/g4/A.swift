final class Engine {}
struct Box<T> { var value: T; var engine = Engine() }
func floaty<T: BinaryFloatingPoint>(_ x: T) -> Box<T> { Box(value: x) }
func lazyF<T: BinaryFloatingPoint>(_ f: () -> T) -> Box<T> { Box(value: f()) }
func wherey<T>(_ x: T) -> Box<T> where T: BinaryFloatingPoint { Box(value: x) }
struct BBox<T> {
    var value: T; var engine = Engine()
    static func make(_ x: T) -> BBox { BBox(value: x) }
}
enum NS {
    static let a = floaty(-1)
    static let b = lazyF { 1 }
    static let c = lazyF({ 1 })
    static let d = wherey(1)
    static let e = BBox.make(1)
    static let f = floaty(1 + 2)
}
