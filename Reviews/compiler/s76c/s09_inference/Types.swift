import Foundation

final class Pool<Resource> {
    var free: [Resource] = []
    init() {}
    init(_ items: [Resource]) { free = items }
    static func make(size: Int) -> Pool<Int> { Pool<Int>(Array(0..<size)) }
    func map<U>(_ f: (Resource) -> U) -> Pool<U> { Pool<U>(free.map(f)) }
}

struct Page<Item> {
    var items: [Item]
    var next: Int?
}

struct Codec<Input, Output> {
    let encode: (Input) -> Output
}

final class Connection {
    var open = false
    static func connect(host: String) -> Connection { Connection() }
    func child() -> Connection { Connection() }
    var peer: Connection? { nil }
    lazy var buffer = [UInt8]()
}

struct Endpoint: Sendable {
    let path: String
    static func make(_ p: String) -> Endpoint { Endpoint(path: p) }
    var connection: Connection { Connection() }
}

enum Factory {
    static func connection() -> Connection { Connection() }
    static func endpoint() -> Endpoint { .make("/") }
    static func maybe() -> Connection? { nil }
    static func pair() -> (Connection, Endpoint) { (Connection(), .make("/")) }
    static func list() -> [Connection] { [] }
    static func generic<T>(_ value: T) -> T { value }
    static func page() -> Page<Connection> { Page(items: [], next: nil) }
    static func closure() -> () -> Void { {} }
    static func throwing() throws -> Connection { Connection() }
    static func asyncValue() async -> Int { 1 }
}

func globalFactory() -> Connection { Connection() }
func globalEndpoint() -> Endpoint { .make("/g") }
