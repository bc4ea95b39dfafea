struct SortDescriptor2<Root> {
    let keyPath: PartialKeyPath<Root>
    let ascending: Bool
}

enum Sorting {
    static let byNameAsc = SortDescriptor2<User>(keyPath: \User.name, ascending: true)
    static let keys: [PartialKeyPath<User>] = [\User.id, \.name]
    static let mixed = [\User.id, \User.score]
    static let managerPaths = [\Manager.name, \Manager.title]
}
