import Foundation

protocol Migration {
    static var version: Int { get }
    func apply(to db: DatabaseWriter) throws
}

protocol DatabaseReader {
    func read<T>(_ block: (DatabaseConnection) throws -> T) throws -> T
}

protocol DatabaseWriter: DatabaseReader {
    func write<T>(_ block: (DatabaseConnection) throws -> T) throws -> T
}

protocol DatabaseConnection: AnyObject {
    func execute(_ sql: String) throws
}

#if os(Linux)
protocol FileLocking {
    func lock(_ path: String) -> Bool
}
#else
struct FileLocking {
    func lock(_ path: String) -> Bool { true }
}
#endif

typealias DatabaseQueue = DatabaseReader & DatabaseWriter
