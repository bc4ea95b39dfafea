import Foundation

actor Repository<Entity: Sendable> {
    private var storage: [Int: Entity] = [:]
    func save(_ e: Entity, id: Int) { storage[id] = e }
    func find(_ id: Int) -> Entity? { storage[id] }
}

actor MetricsCollector {
    static var sampleRate = 0.1
    static let shared = MetricsCollector()
    static let defaultTags: [String: String] = [:]
    private var counters: [String: Int] = [:]
    func increment(_ key: String) { counters[key, default: 0] += 1 }
}

public struct Migration {
    public var version: Int
    public var up: Query
    public init(version: Int, up: Query) { self.version = version; self.up = up }
}

struct InternalMigration {
    var version: Int
    var up: Query
}

enum Migrations {
    static let first = Migration(version: 1, up: Query("CREATE TABLE t"))
    static let internalFirst = InternalMigration(version: 1, up: Query("CREATE TABLE t"))
    static let emptyRow = Row(columns: [:])
    static var applied: Set<Int> = []
    @DatabaseActor static var running = false
    @MainActor static let progressHandlers: [(Double) -> Void] = []
}
