protocol Shape {
    var area: Double { get }
}

protocol Renderer {
    func draw<S: Shape>(_ shape: S) // expect: single_use_generic
    func drawAll<S: Shape>(_ shapes: [S]) -> [S] // ok
}

extension Renderer {
    func outline<S: Shape>(_ shape: S) -> Double { shape.area } // expect: single_use_generic
    func draw<S: Shape>(_ shape: S) { print(shape.area) } // expect: single_use_generic
}

struct Square: Shape {
    var area: Double { 4 }
}

struct Canvas: Renderer {
    func drawAll<S: Shape>(_ shapes: [S]) -> [S] { shapes }
    func draw<S: Shape>(_ shape: S) { print("canvas", shape.area) } // expect: single_use_generic
}
