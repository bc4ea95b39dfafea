import Foundation

extension BehaviorRelay {
    func asSubject() -> PublishSubject<Element> { PublishSubject<Element>() }
}

struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    static func constant(_ v: Value) -> Binding<Value> { Binding(get: { v }, set: { _ in }) }
}

enum Bindings {
    static let always = Binding.constant(true)
    static let relaySubject = Streams.counter.asSubject()
    static let intBinding = Binding<Int>(get: { 0 }, set: { _ in })
    static let disposable: Disposable = AnonymousDisposable {}
}
