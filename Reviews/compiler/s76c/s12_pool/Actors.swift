actor AsyncPool<Item: Sendable> {
    private var items: [Item] = []
    func put(_ i: Item) { items.append(i) }
    func take() -> Item? { items.popLast() }
}

actor SocketRegistry {
    static let shared = SocketRegistry()
    static let template = Socket(id: 0)
    static var lastID = 0
    private var sockets: [Int: Resource] = [:]
    func add(_ r: Resource) { sockets[r.id] = r }
    func all() -> [any Resource] { Array(sockets.values) }
}

enum Pools {
    static let ints = AsyncPool<Int>()
    static let strings = AsyncPool<String>()
    static let registry = SocketRegistry.shared
    static let main = ObjectPool.shared
    static let sockets: [Socket] = []
    static let resources: [Resource] = []
    static let delegate: PoolDelegate? = nil
    static let weakDelegates: [() -> PoolDelegate?] = []
}

let sharedPool = ObjectPool(limit: 4)
let poolRef = Pools.main
var activePools: [ObjectPool] = []
