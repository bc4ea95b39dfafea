let scheduler = Scheduler()
let schedulerLabels = scheduler.label(Engine())
let worker = Worker<Engine>()
let workerQueue = worker.make()
let workerName = worker.name
let workerLabels = worker.label(Engine())
let workerItself = worker.itself()
let coordinator = Coordinator()
let coordinatorBoxed = coordinator.boxed(Engine())
let screen = Screen<Engine>()
let screenQueue = screen.queue()
let screenBoxed = screen.boxed(Engine())
@MainActor let mainQueue = Queue<Engine>().map { _ in Engine() }
@MainActor let mainNext = Queue<Engine>().next()
nonisolated(unsafe) let unsafeNext = Queue<Engine>().next()
nonisolated(unsafe) var unsafeQueue = Queue<Engine>()

struct Holder {
    nonisolated(unsafe) static let unsafeStatic = Queue<Engine>().next()
    static let fromWorker = worker.make().next()
    @MainActor static let isolated = Queue<Engine>().next()
}
