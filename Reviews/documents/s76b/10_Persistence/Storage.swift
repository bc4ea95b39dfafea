protocol Store<Item> {
    associatedtype Item
    func save(_ item: Item)
}

final class MemoryStore<Item>: Store {
    var items: [Item] = []
    func save(_ item: Item) { items.append(item) }
}

class Repository {
    var log: [String] = []

    init() {}

    required init<Seed: Sequence>(seed: Seed) where Seed.Element == String { // expect: single_use_generic
        log = Array(seed)
    }

    convenience init<C: Collection>(names: C, extra: Int) where C.Element == String { // expect: single_use_generic
        self.init()
        log = Array(names)
    }

    class func make<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Repository { // expect: single_use_generic
        Repository()
    }

    static func build<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Repository { // expect: single_use_generic, single_use_generic
        Repository()
    }

    private func note<A: CustomStringConvertible, B: CustomStringConvertible>(_ a: A, _ b: B) { // expect: single_use_generic, single_use_generic
        log.append(a.description + b.description)
    }

    func insert<S: Store>(into store: S, _ item: S.Item) { // ok
        store.save(item)
    }

    func insertStrings<S: Store<String>>(into store: S) { // expect: single_use_generic
        store.save("x")
    }

    func describe<T: Codable>(_ value: T) -> String { // ok
        "\(T.self): \(value)"
    }

    func cast<T: Codable>(_ value: Any, as type: T.Type) -> Bool { // ok
        value is T
    }

    func loadAll<T: Decodable>(_ raw: [Any], as type: T.Type) -> Int { // ok
        raw.compactMap { $0 as? T }.count
    }

    func typeName<T: Codable>(_ value: T) -> String { // ok
        String(describing: T.self)
    }

    func erase<T: Codable>(_ value: T) -> Any { // ok
        let boxed: [T] = [value]
        return boxed
    }

    func keyPathName<T: Codable>(_ value: T, _ kp: PartialKeyPath<Repository>) -> Int { // expect: single_use_generic
        0
    }
}
