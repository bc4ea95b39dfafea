func inspect(_ values: [Any]) -> [String] {
    var out: [String] = []
    for value in values {
        if let s = value as? Shape { out.append("\(s.area)") }
        if value is Named { out.append("named") }
        if let n = value as? Named & Shape { out.append(n.name) }
        guard let t = value as? any Shape else { continue }
        out.append("\(t.area)")
        switch value {
        case let c as Circle: out.append("c\(c.radius)")
        case let s as Shape: out.append("s\(s.area)")
        case is Shape.Type: out.append("meta")
        case is (any Named).Type: out.append("named meta")
        default: break
        }
    }
    return out
}

func patterns(_ shapes: [Any]) -> Double {
    var total = 0.0
    for case let s as Shape in shapes { total += s.area }
    for s: Any in shapes where s is Shape { total += 1 }
    if case let .some(x as Shape) = shapes.first { total += x.area }
    let (a, b): (Shape, Int) = (Circle(radius: 1), 2)
    total += a.area + Double(b)
    let erased = Circle(radius: 2) as Shape
    let forced = shapes[0] as! Shape
    total += erased.area + forced.area
    let meta = Shape.self
    let arrayMeta = [Shape].self
    let boxed = Array<Shape>()
    let dict = [String: Shape]()
    let optional = Optional<Shape>.none
    _ = (meta, arrayMeta, boxed, dict, optional)
    return total
}

func sizes(of items: some Collection<Shape>) -> [Double] { items.map(\.area) }
func first(of items: any Collection<Shape>) -> (any Shape)? { items.first }
func opaqueList() -> some Collection<Shape> { [Shape]() }
func mutate(_ shape: inout Shape) { shape = shape.scaled(by: 2) }
func consume(_ shape: consuming Shape) -> Double { shape.area }
func borrow(_ shape: borrowing any Shape) -> Double { shape.area }
func lazyShape(_ make: @autoclosure () -> Shape) -> Shape { make() }
func variadic(_ shapes: Shape...) -> Int { shapes.count }
func keyed(_ path: KeyPath<Circle, Shape>) {}
func writable(_ path: WritableKeyPath<Canvas, [Shape]>) {}
func callback(_ f: @escaping (inout Shape) -> Void) {}
func asyncMap(_ f: (Shape) async throws -> Shape) async {}
func storeOf(_ s: any Store<Shape>) -> Shape { s.load() }
func storeSome(_ s: some Store<Shape>) -> Shape { s.load() }
func nestedGeneric(_ r: Result<[String: Shape?], Error>) {}
func metas(_ types: [Shape.Type], _ protos: [Shape.Protocol]) {}
func composed(_ x: Named & Shape, _ y: (Named & Shape).Type) {}
func classBound(_ x: Canvas & Named) {}
func defaults(_ s: Shape = Circle(radius: 1), _ f: (Shape) -> Void = { (s: Shape) in }) {}
