// Minimal stand-in for Combine, which is not available on Linux.

protocol Cancellable {
    func cancel()
}

final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit { onCancel?() }

    func cancel() {
        onCancel?()
        onCancel = nil
    }

    func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    func store(in array: inout [AnyCancellable]) {
        array.append(self)
    }

    static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

protocol Publisher {
    associatedtype Output
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

struct MapPublisher<Upstream: Publisher, Output>: Publisher {
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output

    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        upstream.subscribe { receive(transform($0)) }
    }
}

struct FilterPublisher<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    let upstream: Upstream
    let isIncluded: (Upstream.Output) -> Bool

    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        upstream.subscribe { if isIncluded($0) { receive($0) } }
    }
}

extension Publisher {
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue)
    }

    func sink(receiveCompletion: @escaping (Bool) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue)
    }

    func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        subscribe { object[keyPath: keyPath] = $0 }
    }

    func map<T>(_ transform: @escaping (Output) -> T) -> MapPublisher<Self, T> {
        MapPublisher(upstream: self, transform: transform)
    }

    func filter(_ isIncluded: @escaping (Output) -> Bool) -> FilterPublisher<Self> {
        FilterPublisher(upstream: self, isIncluded: isIncluded)
    }

    func receiveOnMain() -> Self { self }
}

final class PassthroughSubject<Output>: Publisher {
    private var receivers: [(Output) -> Void] = []

    func send(_ value: Output) {
        receivers.forEach { $0(value) }
    }

    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.append(receive)
        return AnyCancellable {}
    }
}

final class CurrentValueSubject<Output>: Publisher {
    var value: Output {
        didSet { receivers.forEach { $0(value) } }
    }
    private var receivers: [(Output) -> Void] = []

    init(_ value: Output) {
        self.value = value
    }

    func send(_ newValue: Output) {
        value = newValue
    }

    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.append(receive)
        receive(value)
        return AnyCancellable {}
    }
}
