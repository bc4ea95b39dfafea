extension Store {
    static var extCount = 0
    static let extCache = Cache()
}

extension Registry {
    static var extCount = 0
}

extension Home {
    static var extVisits = 0
}

@MainActor
extension Cache {
    static var created = 0
    static let template = Cache()
}

extension Network {
    static var extRetries = 0
}

enum Context {
    @TaskLocal static var requestID: String?
    @TaskLocal static var depth = 0
    @TaskLocal static var trace: [String] = []
    @MainActor static var current = "main"
    @DatabaseActor static var dbCurrent = 0
    nonisolated(unsafe) static var unsafeCurrent = 0
    nonisolated(unsafe) static let unsafeCache = Cache()
    static let (first, second) = (1, 2)
    static var (third, fourth) = (3, 4)
    static var a = 1, b = "two"
    static let c = 1, d = Cache()
    static var implicit: Int!
    static weak var weakCache: Cache?
    static var observed = 0 {
        didSet { print(observed) }
    }
    static var lazyLike: Int = {
        return 3
    }()
}

@MainActor var mainGlobal = 0
@DatabaseActor var dbGlobal = 0
@DatabaseActor let dbCache = Cache()
nonisolated(unsafe) var unsafeGlobal = 0
var (gx, gy) = (1, 2)
let (gc, gd) = (Cache(), 1)
var globalA = 1, globalB = 2
