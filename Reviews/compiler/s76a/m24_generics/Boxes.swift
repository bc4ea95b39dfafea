import Foundation

final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

struct Tagged<Tag, Raw: Hashable>: Hashable {
    var raw: Raw
}

struct Pair<A, B> {
    var first: A
    var second: B
}

struct Lazy<Value> {
    private let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value { make() }
}

enum Either<L, R> {
    case left(L), right(R)
}

final class Registry<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? { storage[key] }
    func register(_ v: Value, for k: Key) { storage[k] = v }
    static func empty() -> Registry<Key, Value> { Registry() }
}

func box<T>(_ v: T) -> Box<T> { Box(v) }
func pair<A, B>(_ a: A, _ b: B) -> Pair<A, B> { Pair(first: a, second: b) }
