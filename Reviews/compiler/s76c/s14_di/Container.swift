import Foundation

protocol Service {}
protocol Database: Service {
    func query(_ sql: String) async throws -> [[String: String]]
}
protocol Cache: Service, Sendable {
    func get(_ key: String) -> String?
}
protocol Clock2: Sendable {
    var now: Date { get }
}

typealias Factory<T> = () -> T
typealias AnyFactory = () -> Any
typealias ServiceFactory = () -> Service
typealias SendableFactory = @Sendable () -> any Sendable

final class Container {
    static let shared = Container()
    static var overrides: [ObjectIdentifier: AnyFactory] = [:]
    private var factories: [ObjectIdentifier: AnyFactory] = [:]

    func register<T>(_ type: T.Type, factory: @escaping Factory<T>) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<T>(_ type: T.Type) -> T? {
        factories[ObjectIdentifier(type)]?() as? T
    }

    func resolveService(_ type: Service.Type) -> Service? { nil }
}

struct SystemClock: Clock2 {
    var now: Date { Date() }
    static let live = SystemClock()
}

struct MemoryCache: Cache {
    func get(_ key: String) -> String? { nil }
}
