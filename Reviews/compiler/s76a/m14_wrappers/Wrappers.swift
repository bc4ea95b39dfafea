import Foundation

protocol KeyValueStore: AnyObject {
    func value(forKey key: String) -> Any?
    func set(_ value: Any?, forKey key: String)
}

final class InMemoryStore: KeyValueStore {
    static let standard = InMemoryStore()
    private var values: [String: Any] = [:]
    func value(forKey key: String) -> Any? { values[key] }
    func set(_ value: Any?, forKey key: String) { values[key] = value }
}

@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value
    var store: KeyValueStore = InMemoryStore.standard

    var wrappedValue: Value {
        get { store.value(forKey: key) as? Value ?? defaultValue }
        nonmutating set { store.set(newValue, forKey: key) }
    }
    var projectedValue: Stored<Value> { self }
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
extension Clamped: Sendable where Value: Sendable {}

@propertyWrapper
final class Atomic<Value> {
    private let lock = NSLock()
    private var value: Value
    init(wrappedValue: Value) { self.value = wrappedValue }
    var wrappedValue: Value {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}
