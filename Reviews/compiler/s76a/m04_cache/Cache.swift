import Foundation

protocol Cache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    mutating func removeAll()
}

protocol Expirable {
    var expiresAt: Date { get }
}

struct MemoryCache<Key: Hashable, Value>: Cache {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    mutating func removeAll() { storage.removeAll() }
}

final class LRUCache<Key: Hashable, Value> {
    private var order: [Key] = []
    private var values: [Key: Value] = [:]
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }

    func get(_ key: Key) -> Value? {
        guard let v = values[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return v
    }

    func set(_ key: Key, _ value: Value) {
        values[key] = value
        order.append(key)
        if order.count > capacity { values[order.removeFirst()] = nil }
    }
}
