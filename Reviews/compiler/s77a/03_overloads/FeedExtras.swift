extension Feed {
    func fetch(_ count: Int) -> [Item] { Array(items.prefix(count)) }
    func get(_ key: String) -> [Item] { items }
}

enum Outer {
    final class Feed<Value> {
        func fetch() -> [Value] { [] }
        func only() -> Value? { nil }
    }
    static let inner = Feed<Engine>()
    static let innerOnly = inner.only()
    static let innerFetch = Feed<Gear>().fetch()
}
