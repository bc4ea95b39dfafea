import Foundation

protocol Resolver {
    func resolve<T>(_ type: T.Type) -> T?
}

protocol Registrar: AnyObject {
    func register<T>(_ type: T.Type, factory: @escaping (Resolver) -> T)
}

typealias ContainerProtocol = Resolver & Registrar

final class Container: ContainerProtocol {
    static let shared = Container()
    static var defaultScope: Scope = .transient

    enum Scope {
        case transient
        case singleton
    }

    private var factories: [ObjectIdentifier: (Resolver) -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]
    private let lock = NSLock()

    func register<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
        lock.lock(); defer { lock.unlock() }
        factories[ObjectIdentifier(type)] = { resolver in factory(resolver) }
    }

    func resolve<T>(_ type: T.Type) -> T? {
        lock.lock()
        let factory = factories[ObjectIdentifier(type)]
        lock.unlock()
        return factory?(self) as? T
    }

    func child() -> ContainerProtocol {
        let c = Container()
        return c
    }
}
