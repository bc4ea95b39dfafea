import Foundation

final class Server {
    static let shared = Server()
    var port = 8080
    var responders: [String: Responder] = [:]

    func register(_ path: String, _ responder: some Responder) {
        responders[path] = responder
    }

    func dispatch(_ request: Request) async throws -> Response {
        if let r = responders[request.path] {
            return try await r.respond(to: request)
        }
        let handler = lookup(request.path)
        return try await handler(request)
    }
}

actor ConnectionPool {
    static let shared = ConnectionPool()
    static var maxConnections = 16
    static let defaultTimeout: TimeInterval = 30
    private var open: [Int] = []

    func acquire() -> Int {
        let id = open.count
        open.append(id)
        return id
    }
}

struct ServerConfig: Sendable {
    static let `default` = ServerConfig(host: "0.0.0.0", port: 8080)
    static var override: ServerConfig?
    let host: String
    let port: Int
}

struct LoggingMiddleware: Middleware {
    static let prefix = "[log]"
    static var count = 0
    func handle(_ request: Request, next: Responder) async throws -> Response {
        try await next.respond(to: request)
    }
}

final class AuthMiddleware: Middleware, @unchecked Sendable {
    static let instance = AuthMiddleware()
    var tokens: Set<String> = []
    func handle(_ request: Request, next: any Responder) async throws -> Response {
        guard let t = request.headers["Authorization"], tokens.contains(t) else {
            return Response(status: 401, body: Data())
        }
        return try await next.respond(to: request)
    }
}
