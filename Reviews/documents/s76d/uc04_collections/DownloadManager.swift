import Combine
import Foundation

final class DownloadManager {
    private var tasks: [UUID: AnyCancellable] = [:]
    private var observers: [AnyCancellable] = []
    private var current: AnyCancellable?
    weak var weakToken: AnyCancellable?
    let events = PassthroughSubject<(UUID, Double), Never>()

    func track(_ id: UUID) {
        tasks[id] = events
            .filter { $0.0 == id }
            .map(\.1)
            .sink { print($0) } // ok
        tasks.updateValue(events.sink { _ in }, forKey: UUID()) // ok
        observers += [events.sink { _ in }] // ok
        current = events.sink { _ in } // ok
        weakToken = events.sink { _ in } // expect: unretained_cancellable
    }

    func local() {
        var byID: [UUID: AnyCancellable] = [:]
        byID[UUID()] = events.sink { _ in } // expect: unretained_cancellable
    }

    func localKept() {
        var byID: [UUID: AnyCancellable] = [:]
        byID[UUID()] = events.sink { _ in } // ok
        tasks.merge(byID) { a, _ in a }
    }

    func cancelAll() {
        tasks.values.forEach { $0.cancel() }
        observers.removeAll()
    }

    func mapped(_ subjects: [PassthroughSubject<Int, Never>]) {
        observers = subjects.map { $0.sink { print($0) } } // ok
        _ = subjects.map { $0.sink { print($0) } } // expect: unretained_cancellable
    }

    func literal(_ a: PassthroughSubject<Int, Never>, _ b: PassthroughSubject<Int, Never>) {
        observers.append(contentsOf: [a.sink { print($0) }, b.sink { print($0) }]) // ok
        let pair = [a.sink { print($0) }, b.sink { print($0) }] // expect: unretained_cancellable, unretained_cancellable
    }
}
