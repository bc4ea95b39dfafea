struct Address {
    var city: String
    let zip: String
}

struct User {
    let id: Int
    var name: String
    private(set) var score: Int = 0
    var address: Address
    var manager: Manager?
    var tags: [String] = []
    var computed: Int { id * 2 }
    var settable: String {
        get { name }
        set { name = newValue }
    }
    subscript(index: Int) -> String { tags[index] }
    static let idKey = \User.id
    static let nameKey = \User.name
    static let scoreKey = \User.score
}

final class Manager {
    let title: String
    var name: String
    init(title: String, name: String) { self.title = title; self.name = name }
}

final class Session: Sendable {
    let token: String
    init(token: String) { self.token = token }
}

protocol Named {
    var name: String { get }
}

extension User: Named {}
