import Combine
import Foundation

final class Hub {
    let subjects: [PassthroughSubject<Int, Never>] = []
    let subject = PassthroughSubject<Int, Never>()
    var tokens = Set<AnyCancellable>()
    var onStop: (() -> Void)?
    let queue = DispatchQueue(label: "q")

    func wire() {
        _ = Task { return subject.sink { print($0) } } // expect: unretained_cancellable
        subjects.forEach { $0.sink { print($0) } } // expect: unretained_cancellable
        let setup: () -> Void = { self.subject.sink { print($0) } } // expect: unretained_cancellable
        setup()
        tokens.insert(queue.sync { subject.sink { print($0) } }) // ok
        onStop = { self.subject.sink { print($0) } } // expect: unretained_cancellable
        let all = subjects.map { $0.sink { print($0) } } // ok
        tokens.formUnion(all)
    }
}

final class Engine {
    func run() async {
        while !Task.isCancelled {
            await Task.yield()
        }
    }
}

final class Car {
    var engine: Engine?
    var task: Task<Void, Never>?

    func start() {
        task = Task { await engine?.run() } // expect: looping_task_strong_self
    }

    func startRef() {
        task = Task(operation: self.drive) // expect: looping_task_strong_self
    }

    func drive() async {
        for await _ in AsyncStream<Int>(unfolding: { 1 }) {
            engine = nil
        }
    }

    deinit { task?.cancel() }
}
