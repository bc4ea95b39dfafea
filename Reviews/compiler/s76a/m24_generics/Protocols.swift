protocol Identified {
    associatedtype ID: Hashable
    var id: ID { get }
}

protocol Named {
    var name: String { get }
}

protocol Repository<Entity> {
    associatedtype Entity: Identified
    func all() -> [Entity]
    func find(_ id: Entity.ID) -> Entity?
}

struct Product: Identified, Named {
    var id: Int
    var name: String
}

struct ArrayRepository<E: Identified>: Repository {
    var items: [E]
    func all() -> [E] { items }
    func find(_ id: E.ID) -> E? { items.first { $0.id == id } }
}

extension Array where Element == Named {
    var names: [String] { map(\.name) }
}

extension Sequence where Element == any Named {
    func sortedByName() -> [Element] { sorted { $0.name < $1.name } }
}

func names<S: Sequence>(_ s: S) -> [String] where S.Element == Named { s.map(\.name) }
func repository() -> any Repository<Product> { ArrayRepository(items: []) }
func repositories() -> [any Repository] { [] }
func lookup<R: Repository>(_ r: R, _ id: R.Entity.ID) -> Named? where R.Entity: Named { r.find(id) }

enum Repos {
    static let products = ArrayRepository<Product>(items: [])
    static let anyProducts: any Repository<Product> = ArrayRepository<Product>(items: [])
    static let named: [Named] = []
    static let nameKey = \Named.name
    static let namer = Named.self
}
