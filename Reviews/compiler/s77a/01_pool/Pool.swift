final class Engine {
    var rpm = 0
}

final class Pool<Resource> {
    var free: [Resource] = []
    let capacity: Int = 8
    var spare: Resource?
    var all: Array<Resource> { free }
    var maybe: Optional<Resource> { free.first }

    init() {}

    func first() -> Resource? { free.first }
    func copy() -> Pool { self }
    func same() -> Self { self }
    func snapshot() -> [Resource] { free }
    func kind() -> Resource.Type { Resource.self }
    func handler() -> (Resource) -> Void { { _ in } }
    func counted() -> (items: [Resource], count: Int) { (free, free.count) }
    func map<U>(_ transform: (Resource) -> U) -> Pool<U> { Pool<U>() }
    func paired<U>(with other: U) -> Pool<(Resource, U)> { Pool<(Resource, U)>() }
    func grouped() -> [String: [Resource]] { [:] }
}
