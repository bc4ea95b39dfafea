import Foundation

final class Subscription: Cancellable {
    private let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() { onCancel() }
}

private struct WeakObserver {
    weak var value: EventObserver?
}

final class EventBus {
    static let main = EventBus()
    static var debugHandler: EventHandler?

    private var handlers: [String: [UUID: EventHandler]] = [:]
    private var observers: [WeakObserver] = []
    private let queue = DispatchQueue(label: "bus", attributes: .concurrent)

    @discardableResult
    func on<E: Event>(_ type: E.Type, handler: @escaping (E) -> Void) -> Cancellable {
        let id = UUID()
        queue.sync(flags: .barrier) {
            handlers[E.name, default: [:]][id] = { event in
                if let e = event as? E { handler(e) }
            }
        }
        return Subscription { [weak self] in self?.handlers[E.name]?[id] = nil }
    }

    func add(observer: EventObserver) { observers.append(WeakObserver(value: observer)) }

    func post(_ event: Event) {
        let name = type(of: event).name
        let hs = queue.sync { handlers[name].map { Array($0.values) } ?? [] }
        hs.forEach { $0(event) }
        observers.compactMap(\.value).forEach { $0.handle(event) }
        Self.debugHandler?(event)
    }
}
