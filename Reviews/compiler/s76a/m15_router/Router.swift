import Foundation

struct ClosureResponder: Responder {
    let handler: Handler
    func respond(to request: Request) async throws -> Response {
        try await handler(request).encodeResponse()
    }
}

final class Router: @unchecked Sendable {
    static let shared = Router()
    static var notFoundHandler: Handler = { _ in "not found" }
    private var routes: RouteTable = [:]
    private var middleware: [Middleware] = []

    func on(_ method: String, _ path: String, use handler: @escaping Handler) {
        routes[method, default: [:]][path] = ClosureResponder(handler: handler)
    }

    func get(_ path: String, use handler: @escaping Handler) { on("GET", path, use: handler) }

    func use(_ m: Middleware...) { middleware.append(contentsOf: m) }

    func responder(for request: Request) -> any Responder {
        let base: Responder = routes[request.method]?[request.path] ?? ClosureResponder(handler: Self.notFoundHandler)
        return middleware.reversed().reduce(base) { next, m in
            MiddlewareResponder(middleware: m, next: next)
        }
    }
}

private struct MiddlewareResponder: Responder {
    let middleware: Middleware
    let next: Responder
    func respond(to request: Request) async throws -> Response {
        try await middleware.respond(to: request, chainingTo: next)
    }
}
