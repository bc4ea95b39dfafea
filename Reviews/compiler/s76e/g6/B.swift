private func make<T>(_ value: T) -> T { value }
enum NB {
    static let d = make(Engine())
}
