import Foundation

protocol Event {
    static var name: String { get }
}

protocol EventObserver: AnyObject {
    func handle(_ event: Event)
}

protocol Cancellable {
    func cancel()
}

struct UserLoggedIn: Event, Sendable {
    static let name = "user.login"
    var userID: Int
}

struct UserLoggedOut: Event {
    static let name = "user.logout"
    static var count = 0
}

typealias EventHandler = (Event) -> Void
typealias SendableHandler = @Sendable (any Event & Sendable) -> Void
