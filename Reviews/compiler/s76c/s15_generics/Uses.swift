protocol Keyed { var key: String { get } }
struct Item: Keyed { var key: String }

struct Registry<Value> {
    var values: [String: Value] = [:]
    func lookup(_ k: Keyed) -> Value? { values[k.key] }
    func all() -> [(Keyed, Value)] { [] }
}
extension Registry: Sendable where Value: Sendable {}

struct Cache<Key: Hashable, Value> {
    var storage: [Key: Value] = [:]
    struct Entry { var key: Key; var value: Value }
}
extension Cache: Sendable where Key: Sendable, Value: Sendable {}

func first<T>(_ items: [T], where test: (T) -> Bool) -> T? { items.first(where: test) }
func keys(_ items: [Keyed]) -> [String] { items.map { $0.key } }
func keyed<R>(_ r: Registry<R>, _ k: any Keyed) -> R? { r.lookup(k) }
func boxes(_ b: Box<Keyed>, _ c: Box<any Keyed>, _ d: Pair<Keyed, Int>) {}

enum Registries {
    static let ints = Registry<Int>()
    static let refs = Registry<Ref>()
    static let keyedValues = Registry<Keyed>()
    static let anyKeyed = Registry<any Keyed>()
    static let cache = Cache<String, Int>()
    static let refCache = Cache<String, Ref>()
    static let entry = Cache<String, Int>.Entry(key: "a", value: 1)
    static let boxes: [Box<Keyed>] = []
    static let items = [Item(key: "a")]
    static let keyedItems: [Keyed] = [Item(key: "a")]
}
