enum Refs {
    typealias Context = Mode
    static let b = Context.handle
}
enum Refs2 {
    enum Context { case handle }
    static let c = Context.handle
}
