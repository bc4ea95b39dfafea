import Foundation
import Synchronization

protocol RequestHandler: Sendable {
    func handle(_ id: UUID) async throws -> String
}

protocol LegacyHandler {
    func handle(_ id: UUID) -> String
}

struct EchoHandler: RequestHandler {
    static let shared = EchoHandler()
    func handle(_ id: UUID) async throws -> String { id.uuidString }
}

final class StatsCollector: Sendable {
    static let shared = StatsCollector()
    let hits = Mutex<[String: Int]>([:])
    let total = Atomic<Int>(0)
    func record(_ path: String) {
        hits.withLock { $0[path, default: 0] += 1 }
        total.add(1, ordering: .relaxed)
    }
}

final class UnsafeStats {
    static let shared = UnsafeStats()
    var hits: [String: Int] = [:]
}

actor RequestLog {
    static let shared = RequestLog()
    static let formatter = ISO8601DateFormatter()
    static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f
    }()
    private var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

enum Handlers2 {
    static let registry: [String: any RequestHandler] = ["echo": EchoHandler.shared]
    static let bareRegistry: [String: RequestHandler] = [:]
    static let legacy: [String: LegacyHandler] = [:]
    static let anyLegacy: [String: any LegacyHandler] = [:]
    static let stats = StatsCollector.shared
    static let unsafeStats = UnsafeStats.shared
    static let log = RequestLog.shared
    static let makeHandler: @Sendable () -> any RequestHandler = { EchoHandler() }
    static let makeLegacy: () -> LegacyHandler? = { nil }
}

func serve(_ handler: RequestHandler, ids: [UUID]) async throws -> [String] {
    var out: [String] = []
    for id in ids {
        try await RequestContext.$requestID.withValue(id) {
            out.append(try await handler.handle(id))
        }
        StatsCollector.shared.record("/")
    }
    return out
}

func pick(_ name: String) -> (any RequestHandler)? { Handlers2.registry[name] }
func pickBare(_ name: String) -> RequestHandler? { Handlers2.bareRegistry[name] }
