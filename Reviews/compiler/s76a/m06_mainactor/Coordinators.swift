import Foundation

final class AppCoordinator: Coordinator {
    static var root: AppCoordinator?
    static let factory: () -> Coordinator = { AppCoordinator() }
    var children: [Coordinator] = []
    func start() { children.forEach { $0.start() } }
    func child<C: Coordinator>(of type: C.Type) -> C? { children.first { $0 is C } as? C }
}

struct Route: Hashable, Sendable {
    var name: String
    static let home = Route(name: "home")
    static var last = Route(name: "")
}

@MainActor
enum Router {
    static var stack: [Route] = []
    static var handlers: [String: (Route) -> Void] = [:]
    static let coordinator: Coordinator = AppCoordinator()
}

enum Navigation {
    @MainActor static var pending: [Route] = []
    static let routes: [Route] = [.home]
    static let coordinators: [Coordinator] = []
}
