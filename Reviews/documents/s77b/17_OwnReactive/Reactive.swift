// A tiny reactive layer of the project's own (a server target: no Combine).

final class AnyCancellable: Hashable {
    private let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    deinit { onCancel() }
    func cancel() { onCancel() }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

protocol EventSource: AnyObject {
    associatedtype Value
    func subscribe(_ observer: @escaping (Value) -> Void) -> AnyCancellable
}

extension EventSource {
    func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
        subscribe(receiveValue)
    }
}

final class Subject<Value>: EventSource {
    private var observers: [Int: (Value) -> Void] = [:]
    private var next = 0
    func send(_ value: Value) { observers.values.forEach { $0(value) } }
    func subscribe(_ observer: @escaping (Value) -> Void) -> AnyCancellable {
        next += 1
        let key = next
        observers[key] = observer
        return AnyCancellable { [weak self] in self?.observers[key] = nil }
    }
}

// Fire-and-forget callbacks: this `sink` returns nothing.
final class Signal<Value> {
    private var observers: [(Value) -> Void] = []
    func sink(_ observer: @escaping (Value) -> Void) { observers.append(observer) }
    func fire(_ value: Value) { observers.forEach { $0(value) } }
}
