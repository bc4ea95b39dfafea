struct Bag<Element> {
    var items: [Element] = []
}

extension Bag where Element == Shape {
    var total: Double { items.reduce(0) { $0 + $1.area } }
}

extension Bag where Element: Shape {}

func sum<S: Sequence>(_ s: S) -> Double where S.Element == Shape {
    s.reduce(0) { $0 + $1.area }
}

func sum2<S: Sequence>(_ s: S) -> Double where S.Element == any Shape {
    s.reduce(0) { $0 + $1.area }
}

protocol Drawer {
    associatedtype Item where Item == Shape
    associatedtype Other = Shape
    func draw(_ item: Item)
}

typealias ShapeList = [Shape]
typealias ShapeAlias = Shape
typealias MaybeShape = Shape?
typealias ShapeCallback<T> = (T, Shape) -> Void
typealias NamedShape = Named & Shape

struct Scene {
    var shapes: ShapeList = []
    var main: ShapeAlias?
    var alt: [ShapeAlias] = []
    var maybe: MaybeShape
    var named: NamedShape?
    var callback: ShapeCallback<Int>?
    var bag = Bag<Shape>()
    var bag2 = Bag<any Shape>()
    var built: [Shape] = [Shape]()
    subscript(index: Int) -> Shape? { shapes.indices.contains(index) ? shapes[index] : nil }
    subscript(named name: String, default def: Shape = Circle(radius: 0)) -> Shape { def }
    lazy var lazyShape: Shape = Circle(radius: 3)
    var computed: Shape { Circle(radius: 4) }
    var observed: Shape = Circle(radius: 5) { didSet { print(oldValue.area) } }
}

enum ShapeEvent {
    case added(Shape)
    case moved(from: Shape, to: any Shape)
    case many([Shape], Named?)
    case defaulted(Shape = Square(side: 1))
}
