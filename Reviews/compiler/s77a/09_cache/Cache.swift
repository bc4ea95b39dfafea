final class Engine {}
final class Entry<Value> { var value: Value?; var hits = 0 }

final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    var entries: [Key: Entry<Value>] = [:]
    init() {}

    func value(for key: Key) -> Value? { storage[key] }
    func all() -> [Key: Value] { storage }
    func keys() -> Dictionary<Key, Value>.Keys { storage.keys }
    func values() -> [Value] { Array(storage.values) }
    func pairs() -> [(key: Key, value: Value)] { storage.map { ($0.key, $0.value) } }
    func entry(for key: Key) -> Entry<Value> { Entry<Value>() }
    func rekeyed<NewKey: Hashable>(_ transform: (Key) -> NewKey) -> Cache<NewKey, Value> { Cache<NewKey, Value>() }
    func tagged<Tag>(_ tag: Tag, default fallback: Value? = nil) -> [Tag: Value] where Tag: Hashable { [:] }
    func grouped<G: Hashable>(by key: (Value) -> G) -> [G: [Value]] { [:] }
    func swapped() -> Cache<Key, Key> { Cache<Key, Key>() }
    func lookup(_ keys: Key...) -> [Value?] { keys.map { storage[$0] } }
    func snapshot(limit: Int = 10, includeExpired: Bool = false) -> [Key: Value] { storage }
}

struct Bucket<Element>: Sequence {
    var items: [Element] = []
    var engine = Engine()
    func makeIterator() -> IndexingIterator<[Element]> { items.makeIterator() }
    func filter(matching key: String) -> Bucket<Element> { self }
    func map(_ limit: Int) -> Bucket<Element> { self }
    func sorted(by key: String) -> [Element] { items }
    func reversed(_ flag: Bool) -> Element? { nil }
}
