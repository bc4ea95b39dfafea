import Foundation

enum Scope: String, CaseIterable, Sendable {
    case singleton, transient, request
    static let defaults: [Scope] = [.singleton]
}

final class ScopedContainer {
    static let root = ScopedContainer(parent: nil)
    static var active: ScopedContainer?
    let parent: ScopedContainer?
    private var instances: [String: Any] = [:]
    private var services: [String: Service] = [:]
    init(parent: ScopedContainer?) { self.parent = parent }

    func child() -> ScopedContainer { ScopedContainer(parent: self) }
    func store(_ s: Service, for key: String) { services[key] = s }
    func service(for key: String) -> Service? { services[key] ?? parent?.service(for: key) }
    func database() -> (any Database)? { service(for: "db") as? Database }
    func cache() -> Cache? { service(for: "cache") as? any Cache }
}

struct Registration {
    let scope: Scope
    let make: ServiceFactory
    static let none = Registration(scope: .transient, make: { MemoryCache() })
}

let rootContainer = ScopedContainer.root
let registrations: [String: Registration] = [:]
