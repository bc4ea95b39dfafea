import Foundation

enum RequestContext {
    @TaskLocal static var requestID: String?
    @TaskLocal static var traceEnabled = false
}

final class Scheduler: @unchecked Sendable {
    static let main = Scheduler()
    static var tasks: [Task<Void, Never>] = []
    static let throwingTask: Task<Int, Error>? = nil
    private let lock = NSLock()
    private var pending: [() async -> Void] = []

    func schedule(_ work: @escaping () async -> Void) {
        lock.lock(); pending.append(work); lock.unlock()
    }
}

final class Job {
    let name: String
    init(name: String) { self.name = name }
}

final class SafeJob: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

let defaultJob = Job(name: "default")
let safeJob = SafeJob(name: "safe")
let jobs = [Job(name: "a"), Job(name: "b")]
let jobStream = AsyncStream<Int> { $0.finish() }
let jobByName: [String: SafeJob] = [:]
let continuationBox: CheckedContinuation<Int, Error>? = nil

func runAll() async throws {
    let result: Int = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, Error>) in
        c.resume(returning: 1)
    }
    let t = Task<Int, Error> { result }
    _ = try await t.value
}
