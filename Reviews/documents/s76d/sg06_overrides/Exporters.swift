class Exporter {
    func export<T: Encodable>(_ value: T) -> Int { 0 } // expect: single_use_generic
    func exportPair<A: Encodable, B: Encodable>(_ a: A, _ b: B) -> Int { 0 } // expect: single_use_generic
}

final class JSONExporter: Exporter {
    override func export<T: Encodable>(_ value: T) -> Int { 1 } // expect: single_use_generic
    override func exportPair<A: Encodable, B: Encodable>(_ a: A, _ b: B) -> Int { 2 } // expect: single_use_generic
}

class Base {
    func handle<T: Sendable>(_ value: T) -> String { "\(value)" } // expect: single_use_generic
}
