func value<T>(_ user: User, _ path: KeyPath<User, T>) -> T {
    user[keyPath: path]
}

func namesOf(_ items: [Named]) -> [String] {
    items.map(\.name)
}

func firstName(_ items: [any Named]) -> String? {
    items.first.map(\Named.name)
}

struct Sorter<Root> {
    let key: PartialKeyPath<Root>
}

enum Sorters {
    static let byId = Sorter<User>(key: \User.id)
    static let byName = Sorter(key: \User.name)
}

struct Column<Root, Value> {
    let path: KeyPath<Root, Value>
    let title: String
}

enum Columns {
    static let id = Column(path: \User.id, title: "ID")
    static let all: [Any] = [Column(path: \User.name, title: "Name")]
}
