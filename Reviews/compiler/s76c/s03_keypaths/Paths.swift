enum Paths {
    static let id = \User.id
    static let name = \User.name
    static let score = \User.score
    static let city = \User.address.city
    static let zip = \User.address.zip
    static let managerName = \User.manager?.name
    static let managerTitle = \Manager.title
    static let managerWritable = \Manager.name
    static let computed = \User.computed
    static let settable = \User.settable
    static let firstTag = \User.tags[0]
    static let subscripted = \User.[0]
    static let identity = \User.self
    static let arrayIndex = \[Int].[0]
    static let count = \[Int].count
    static let dictValue = \[String: Int].["a"]
    static let tokenPath = \Session.token
    static let named = \Named.name
    static let anyNamed = \(any Named).name
    static let typed: KeyPath<User, Int> = \.id
    static let partial: PartialKeyPath<User> = \User.name
    static let erased: AnyKeyPath = \User.id
    static let allPaths: [PartialKeyPath<User>] = [\User.id, \User.name]
    static let writable: WritableKeyPath<User, String> = \.name
    static let tupleElement = \(Int, String).1
    static let optionalChain = \User.manager?.title
    static let forced = \User.manager!.name
}

let globalPath = \User.name
let stringCount = \String.count
let sorted = [User]().sorted { $0[keyPath: Paths.id] < $1[keyPath: Paths.id] }
let names = [User]().map(\.name)
let nameGetter: (User) -> String = \.name
let sendableGetter: @Sendable (User) -> Int = \.id
