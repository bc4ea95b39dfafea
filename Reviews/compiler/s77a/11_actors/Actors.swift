final class Engine {}

final class Queue<Job> {
    var jobs: [Job] = []
    init() {}
    func next() -> Job? { jobs.first }
    func map<U>(_ f: (Job) -> U) -> Queue<U> { Queue<U>() }
}

actor Scheduler {
    static let shared = Queue<Engine>()
    static let spare = shared.next()
    nonisolated func label<T>(_ value: T) -> [T] { [value] }
}

actor Worker<Job> {
    nonisolated let name: String = "worker"
    nonisolated func make() -> Queue<Job> { Queue<Job>() }
    nonisolated func label<T>(_ value: T) -> [T] { [value] }
    nonisolated func itself() -> Worker { self }
}

@MainActor
final class Coordinator {
    static let root = Queue<Engine>()
    static let rootNext = root.next()
    static var counter = Queue<Int>().map { _ in Engine() }
    nonisolated init() {}
    nonisolated func boxed<T>(_ value: T) -> Queue<T> { Queue<T>() }
}

@MainActor
final class Screen<Model> {
    nonisolated init() {}
    nonisolated func queue() -> Queue<Model> { Queue<Model>() }
    nonisolated func boxed<T>(_ value: T) -> Queue<T> { Queue<T>() }
    func isolatedQueue() -> Queue<Model> { Queue<Model>() }
}

@MainActor
enum MainStatics {
    static let queue = Queue<Engine>()
    static let next = queue.next()
    static let screenQueue = Screen<Engine>().isolatedQueue()
}
