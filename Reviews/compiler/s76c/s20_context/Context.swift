import Foundation
import Synchronization

final class Ref { var n = 0 }

enum RequestContext {
    @TaskLocal static var requestID: UUID?
    @TaskLocal static var user: String = "anon"
    @TaskLocal static var tags: Set<String> = []
    static let counter = Mutex(0)
    static let atomic = Atomic<Int>(0)
    static let refMutex = Mutex<[Int]>([])
    static let started = ContinuousClock.now
    static let clock = SuspendingClock()
}

enum Streams {
    static let events = AsyncStream.makeStream(of: String.self)
    static let (stream, continuation) = AsyncStream<Int>.makeStream()
    static let refStream = AsyncStream<Ref> { $0.finish() }
    static let intStream = AsyncStream<Int> { $0.finish() }
    static let throwing = AsyncThrowingStream<Int, Error> { $0.finish() }
    static let task = Task { 1 }
    static let throwingTask = Task { () throws -> Int in 1 }
    static let refTask: Task<Void, Never>? = nil
    static let detached = Task.detached { "x" }
    static let group: TaskGroup<Int>? = nil
    static let continuation2: CheckedContinuation<Ref, Never>? = nil
    static let unsafeCont: UnsafeContinuation<Int, Never>? = nil
    static let priority = TaskPriority.high
    static let result = Result { try Int("1") ?? 0 }
    static let sleep: @Sendable () async throws -> Void = { try await Task.sleep(for: .seconds(1)) }
}

func handle() async {
    await RequestContext.$requestID.withValue(UUID()) {
        _ = RequestContext.requestID
    }
    RequestContext.counter.withLock { $0 += 1 }
}

let globalMutex = Mutex(0)
let globalStream = AsyncStream<Int>.makeStream()
var globalTask: Task<Void, Never>?
