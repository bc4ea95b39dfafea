enum Refs {
    static let a = Mode.go
    static let b = Sub.handle
    static let c = S.run
    static let d = Ctx.handle
}
