public struct Packer {
    public init() {}

    @inlinable public func pack<A: Hashable, B: Equatable>(_ a: A, _ b: B) -> Int { // expect: single_use_generic
        a.hashValue
    }

    @inlinable public func hash<T: Hashable>(_ values: T...) -> Int { values.count } // ok

    public func first<T>(_ v: T, _ w: some Equatable) -> T { v } // ok

    public func store<K: Hashable, V>(_ k: K, _ v: V) -> [K: V] { [k: v] } // ok

    public func tag<K: Hashable>(_ key: K, label: some StringProtocol) -> Int { key.hashValue } // expect: single_use_generic

    public func tagAfter<K: Hashable>(label: some StringProtocol, _ key: K) -> Int { key.hashValue } // ok

    @usableFromInline func internalPack<A: Hashable, B: Hashable>(_ a: A, _ b: B) -> Int { a.hashValue ^ b.hashValue } // expect: single_use_generic
}

struct InternalBox {
    public func put<A: Hashable, B: Hashable>(_ a: A, _ b: B) -> Int { a.hashValue ^ b.hashValue } // expect: single_use_generic, single_use_generic
}

public extension Packer {
    func encode<A: Encodable, B: Encodable>(_ a: A, _ b: B) -> Bool { true } // expect: single_use_generic
}
