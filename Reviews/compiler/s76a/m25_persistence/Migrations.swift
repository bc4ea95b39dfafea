import Foundation

struct CreateUsers: Migration {
    static let version = 1
    func apply(to db: DatabaseWriter) throws {
        try db.write { try $0.execute("CREATE TABLE users") }
    }
}

struct AddEmail: Migration {
    static let version = 2
    func apply(to db: any DatabaseWriter) throws {
        try db.write { (conn: DatabaseConnection) in try conn.execute("ALTER TABLE users ADD email") }
    }
}

final class Migrator {
    static let all: [Migration.Type] = [CreateUsers.self, AddEmail.self]
    static var completed: Set<Int> = []
    private var migrations: [Migration] = []
    var locking: FileLocking?

    func register(_ m: Migration) { migrations.append(m) }

    func migrate(_ db: DatabaseQueue, upTo target: Int = .max) throws {
        for m in migrations where type(of: m).version <= target {
            try m.apply(to: db)
        }
    }

    func versions() -> [Int] { migrations.map { type(of: $0).version } }
}

let applyMigration = Migration.apply
let migrationVersion: (Migration.Type) -> Int = { $0.version }
let sortedMigrations = Migrator.all.sorted { $0.version < $1.version }
let migrationCheck = { (m: Migration) -> Bool in type(of: m).version > 0 }
let lockProvider: FileLocking? = nil
