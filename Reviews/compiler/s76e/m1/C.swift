enum Refs {
    static let a = Counter.init
    static let b = Context.handle
    static let c = Dual.value
    static let d = Mode.go
    static let f = SP.ext
    static let h = Derived.show
    static let i = Base.show
}
