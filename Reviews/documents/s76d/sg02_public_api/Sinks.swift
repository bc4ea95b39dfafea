open class Writer {
    public init() {}
    open func write<A: Sequence, B: Hashable>(_ a: A, _ b: B) { print(Array(a), b) } // expect: single_use_generic
}

final class LoggingWriter: Writer {
    override func write<A: Sequence, B: Hashable>(_ a: A, _ b: B) { print("log", Array(a), b) } // expect: single_use_generic
}

public protocol Emitter {
    func emit<A: Sendable, B: Sendable>(_ a: A, _ b: B) // expect: single_use_generic
}

class Plain {
    func paint<A: Equatable, B: Equatable>(_ a: A, _ b: B) {} // expect: single_use_generic
    final func fill<A: Equatable, B: Equatable>(_ a: A, _ b: B) {} // expect: single_use_generic, single_use_generic
    static func make<A: Equatable, B: Equatable>(_ a: A, _ b: B) {} // expect: single_use_generic, single_use_generic
    private func hide<A: Equatable, B: Equatable>(_ a: A, _ b: B) {} // expect: single_use_generic, single_use_generic
}
