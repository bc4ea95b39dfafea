import Foundation

final class PublishSubject<Element> {
    private var observers: [UUID: (StreamEvent<Element>) -> Void] = [:]
    private let lock = NSRecursiveLock()

    func subscribe(_ handler: @escaping (StreamEvent<Element>) -> Void) -> Disposable {
        let id = UUID()
        lock.lock(); observers[id] = handler; lock.unlock()
        return AnonymousDisposable { [weak self] in self?.observers[id] = nil }
    }

    func onNext(_ value: Element) { observers.values.forEach { $0(.next(value)) } }
    func onError(_ error: Error) { observers.values.forEach { $0(.error(error)) } }
}

final class BehaviorRelay<Element>: @unchecked Sendable {
    private let subject = PublishSubject<Element>()
    private(set) var value: Element
    init(value: Element) { self.value = value }
    func accept(_ v: Element) { value = v; subject.onNext(v) }
    func subscribe(_ h: @escaping (Element) -> Void) -> Disposable {
        subject.subscribe { if case .next(let v) = $0 { h(v) } }
    }
}

extension PublishSubject {
    func map<T>(_ f: @escaping (Element) -> T) -> PublishSubject<T> {
        let out = PublishSubject<T>()
        _ = subscribe { e in if case .next(let v) = e { out.onNext(f(v)) } }
        return out
    }
}
