final class Engine {}
struct LoadError: Error {}

struct Loader<Resource> {
    var cache: [Resource] = []
    var engine = Engine()

    func load() throws -> Resource { throw LoadError() }
    func loadAll() throws -> [Resource] { cache }
    func maybe() throws -> Resource? { nil }
    func view() -> some Sequence { cache }
    func typedView() -> some Collection<Resource> { cache }
    func sendableView() -> some Sequence & Sendable { [1, 2] }
    func erased() -> any Sequence { cache }
    mutating func append(_ r: Resource) -> Self { cache.append(r); return self }
    mutating func reset() -> [Resource] { defer { cache = [] }; return cache }
    func split() -> (head: Resource?, tail: [Resource]) { (cache.first, Array(cache.dropFirst())) }
    func convert<U>(_ f: (Resource) throws -> U) rethrows -> Loader<U> { Loader<U>() }
    func describe() -> String { "loader" }
}
