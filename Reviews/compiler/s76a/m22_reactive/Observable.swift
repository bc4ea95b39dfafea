import Foundation

protocol Disposable {
    func dispose()
}

protocol ObserverType {
    associatedtype Element
    func on(_ event: StreamEvent<Element>)
}

enum StreamEvent<Element> {
    case next(Element)
    case error(Error)
    case completed
}

final class AnonymousDisposable: Disposable {
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    func dispose() { action?(); action = nil }
    static let empty = AnonymousDisposable {}
}

final class DisposeBag {
    private var items: [Disposable] = []
    func insert(_ d: Disposable) { items.append(d) }
    deinit { items.forEach { $0.dispose() } }
}

extension Disposable {
    func disposed(by bag: DisposeBag) { bag.insert(self) }
}
