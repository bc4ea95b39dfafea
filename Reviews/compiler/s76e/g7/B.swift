private func make<T>(_ value: T) -> Int { 1 }
private func mk() -> Int { 1 }
enum NB {
    static let d = make(Engine())
    static let e = mk()
}
