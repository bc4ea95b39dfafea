struct LoggingAdapter: RequestAdapter {
    func adapt<B: Encodable>(_ request: Request<B>) -> Request<B> { // ok
        request
    }

    func log<B: Encodable>(_ request: Request<B>) { // expect: single_use_generic
        print(request.path)
    }
}

struct Multipart {
    var parts: [String] = []

    mutating func append<V: Encodable>(_ value: V, name: String) where V: Sendable { // expect: single_use_generic
        parts.append(name)
    }

    mutating func append<S: Sequence>(contentsOf values: S) where S.Element: Encodable { // ok
        parts.append("seq")
    }

    func encode<K: Hashable & Sendable>(keys: Set<K>) -> Int { // expect: single_use_generic
        keys.count
    }

    func body<R: RawRepresentable>(_ value: R) -> String where R.RawValue == String { // expect: single_use_generic
        value.rawValue
    }

    func identifiers<I: Identifiable>(_ items: [I]) -> Int where I.ID == Int { // expect: single_use_generic
        items.count
    }

    func stream<S: AsyncSequence>(_ s: S) async -> Int where S.Element == Int { // ok
        0
    }
}
