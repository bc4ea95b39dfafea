import Foundation

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

public struct Row {
    public var columns: [String: String]
    public init(columns: [String: String]) { self.columns = columns }
}

public struct Query: Sendable {
    public var sql: String
    public init(_ sql: String) { self.sql = sql }
}

protocol Connection: AnyObject {
    func execute(_ query: Query) throws -> [Row]
}

@DatabaseActor
final class ConnectionPool {
    static var maxConnections = 8
    static let shared = ConnectionPool()
    private var idle: [Connection] = []

    enum Limits {
        static var timeout: TimeInterval = 30
        static let retries = 3
    }

    func checkout() -> Connection? { idle.popLast() }
    func checkin(_ c: Connection) { idle.append(c) }
}

extension ConnectionPool {
    static var statistics: [String: Int] = [:]
}
