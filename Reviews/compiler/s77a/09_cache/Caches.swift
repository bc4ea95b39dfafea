typealias EngineCache = Cache<String, Engine>

enum Caches {
    static let engines = EngineCache()
    static let byID = Cache<Int, Engine>()
    static let one = engines.value(for: "a")
    static let all = byID.all()
    static let keys = byID.keys()
    static let values = engines.values()
    static let pairs = byID.pairs()
    static let entry = engines.entry(for: "a")
    static let entries = byID.entries
    static let rekeyedString = byID.rekeyed { _ in "k" }
    static let rekeyedInt = engines.rekeyed { $0.count }
    static let tagged = engines.tagged(1)
    static let taggedEngine = engines.tagged(Engine.self == Engine.self)
    static let groupedLiteral = engines.grouped { _ in 1 }
    static let groupedValue = engines.grouped { _ in Caches.marker }
    static let swapped = engines.swapped()
    static let lookup = byID.lookup(1, 2, 3)
    static let snapshot = byID.snapshot()
    static let snapshotLimited = byID.snapshot(limit: 5)
    static let marker = "m"
}

let sharedCache = Cache<String, [Engine]>()
let sharedFirst = sharedCache.value(for: "x")

enum Buckets {
    static let bucket = Bucket<Engine>()
    static let filtered = bucket.filter { _ in true }
    static let mapped = bucket.map { _ in 1 }
    static let mappedEngines = Bucket<Int>().map { _ in Engine() }
    static let sorted = bucket.sorted { _, _ in true }
    static let reversed = bucket.reversed()
    static let filteredByKey = bucket.filter(matching: "k")
}
