protocol Shape {
    var area: Double { get }
    func scaled(by factor: Double) -> Shape
}

protocol Named {
    var name: String { get }
}

protocol Store<Value> {
    associatedtype Value
    func load() -> Value
    var fallback: Shape? { get }
}

protocol Tagged where Self: AnyObject {}

class Canvas {
    var shapes: [Shape] = []
}

struct Circle: Shape, Named {
    var radius: Double
    var name: String { "circle" }
    var area: Double { radius * radius * 3.14 }
    func scaled(by factor: Double) -> Shape { Circle(radius: radius * factor) }
}

struct Square: Shape {
    var side: Double
    var area: Double { side * side }
    func scaled(by factor: Double) -> any Shape { Square(side: side * factor) }
}

struct ShapeStore: Store {
    var fallback: Shape? { nil }
    func load() -> Shape { Circle(radius: 1) }
}

enum Layout {
    protocol Engine {
        func place(_ shape: Shape) -> Double
    }
    struct Grid: Engine {
        func place(_ shape: any Shape) -> Double { shape.area }
    }
    static let engine: Engine = Grid()
    static let engines: [Layout.Engine] = []
    static let engineType: Engine.Type = Grid.self
    static let engineProto = Engine.self
}
