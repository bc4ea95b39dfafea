import Foundation

final class InMemoryConnection: DatabaseConnection {
    var log: [String] = []
    func execute(_ sql: String) throws { log.append(sql) }
}

final class InMemoryDatabase: DatabaseQueue, @unchecked Sendable {
    static let shared = InMemoryDatabase()
    private let connection = InMemoryConnection()
    private let lock = NSLock()

    func read<T>(_ block: (DatabaseConnection) throws -> T) throws -> T {
        lock.lock(); defer { lock.unlock() }
        return try block(connection)
    }

    func write<T>(_ block: (any DatabaseConnection) throws -> T) throws -> T {
        try read(block)
    }
}

struct Record<Model: Codable> {
    var model: Model
    var table: String
    static var tableNames: [String] { [] }
}

enum Persistence {
    static let database: DatabaseQueue = InMemoryDatabase.shared
    static let reader: DatabaseReader? = nil
    static var connections: [DatabaseConnection] = []
    static let onError: ((Error, DatabaseConnection) -> Void)? = nil
    static let checkers: [(Migration) -> Bool] = [migrationCheck]
    static let writer = Persistence.database as DatabaseWriter
    static let connectionFactory = { () -> DatabaseConnection in InMemoryConnection() }
    static let validate = { (db: DatabaseReader) in try? db.read { _ in true } }
}

func withDatabase<T>(_ db: DatabaseQueue = Persistence.database,
                     transform: (DatabaseConnection) throws -> T = { _ in fatalError() }) throws -> T {
    try db.write(transform)
}
