final class Derived: Base {
    override func handle<T: Sendable>(_ value: T) -> String { "derived \(value)" } // expect: single_use_generic
    func extra<K: Hashable>(_ key: K) -> Int { key.hashValue } // expect: single_use_generic
}

struct Payload: Encodable {}

func runExports() {
    let e: Exporter = JSONExporter()
    print(e.export(Payload()), e.exportPair(Payload(), 1), Derived().handle(1), Derived().extra("k"))
}
