@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
    static var queries = 0
}

@globalActor
struct NetworkActor {
    actor ActorType {}
    static let shared = ActorType()
}

final class Cache {
    var entries: [String: Int] = [:]
}

@DatabaseActor
final class Store {
    static let shared = Store()
    static var instances = 0
    static let cache = Cache()
    nonisolated static let label = "store"
    nonisolated(unsafe) static var debug = false
    var rows: [Int] = []
}

@NetworkActor
enum Network {
    static var retries = 3
    static let cache = Cache()
    enum Nested {
        static var depth = 0
        static let cache = Cache()
    }
}

actor Registry {
    static var count = 0
    static let cache = Cache()
    static let shared = Registry()
    @MainActor static var title = ""
    var local = 0
}

@MainActor
protocol Screen {
    static var id: String { get }
}

struct Home: Screen {
    static let id = "home"
    static var visits = 0
    static let cache = Cache()
}

struct Detail {
    static var views = 0
}

extension Detail: Screen {
    static let id = "detail"
}
