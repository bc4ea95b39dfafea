import Foundation

final class Session {
    var token = ""
    static func current() -> Session { Session() }
    func copy() -> Session { Session() }
}

struct SessionBuilder {
    var base = Session()
    func build() -> Session { base }
    static let standard = SessionBuilder()
}

enum Sessions {
    static let built = SessionBuilder().build()
    static let standardBuilt = SessionBuilder.standard.build()
    static let copy = Session.current().copy()
    static let token = Session().token
    static let sessions = Array(repeating: Session(), count: 2)
    static let maybeFirst = [Session()].first
    static let mapped = [1, 2].map { _ in Session() }
    static let dict = Dictionary(uniqueKeysWithValues: [("a", Session())])
}
