import Foundation

struct Req: Sendable {
    let path: String
    let query: [String: String]
}

struct Res: Sendable {
    let code: Int
    let text: String
    static let ok = Res(code: 200, text: "ok")
}

final class Context {
    var storage: [String: Any] = [:]
    func handle(_ r: Req) -> Res { .ok }
    static func build() -> Context { Context() }
}

enum Handlers {
    static func index(_ r: Req) -> Res { .ok }
    static func health(_ r: Req) async -> Res { .ok }
    static func fail(_ r: Req) throws -> Res { throw CancellationError() }
    static func generic<T>(_ value: T) -> Res { .ok }
}

func notFound(_ r: Req) -> Res { Res(code: 404, text: "nf") }

enum Route: String, CaseIterable, Sendable {
    case index = "/", health = "/health", users = "/users"
    static let publicRoutes: [Route] = [.index, .health]
    static let lookup = Dictionary(uniqueKeysWithValues: Route.allCases.map { ($0.rawValue, $0) })
    static let byPath: [String: Route] = [:]
    static let first = allCases.first
    static let sortedCases = allCases.sorted { $0.rawValue < $1.rawValue }
    static let prefix = allCases.prefix(2)
    static let dropped = allCases.dropFirst()
    static let suffix = Array(allCases.suffix(1))
    static let joinedPaths = allCases.map(\.rawValue).joined(separator: ",")
    static let enumerated = allCases.enumerated()
    static let reversedCases = allCases.reversed()
    static let zipped = zip(allCases, 0...)
    static let rawValues = Set(allCases.map(\.rawValue))
}
