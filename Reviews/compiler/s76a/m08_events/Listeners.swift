import Foundation

final class AuditLog: EventObserver {
    static let shared = AuditLog()
    private(set) var entries: [String] = []
    func handle(_ event: Event) { entries.append(type(of: event).name) }
}

final class SessionTracker: EventObserver, @unchecked Sendable {
    static let shared = SessionTracker()
    var tokens: [Cancellable] = []
    func handle(_ event: Event) {
        switch event {
        case let login as UserLoggedIn: print(login.userID)
        case is UserLoggedOut: break
        default: break
        }
    }
}

enum Hooks {
    static let onLogin: SendableHandler = { _ in }
    static let onAny: EventHandler = { print($0) }
    static var extraHooks: [SendableHandler] = []
    static let eventTypes: [Event.Type] = [UserLoggedIn.self, UserLoggedOut.self]
    static let loggedOutType = UserLoggedOut.self
    static let cancellables: [Cancellable] = []
}

let defaultBus = EventBus()
nonisolated(unsafe) var globalTokens: [any Cancellable] = []
let sharedObservers: [EventObserver & Sendable] = []

func wire(bus: EventBus = .main, observers: [EventObserver] = [AuditLog.shared]) {
    observers.forEach(bus.add(observer:))
    let token: Cancellable = bus.on(UserLoggedIn.self) { print($0.userID) }
    globalTokens.append(token)
}
