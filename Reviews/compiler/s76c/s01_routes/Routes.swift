import Foundation

enum Routes {
    static let table: [String: (Request) async throws -> Response] = [
        "/health": { _ in Response(status: 200, body: Data("ok".utf8)) },
        "/echo": { req in Response(status: 200, body: req.body ?? Data()) },
    ]
    static let sendableTable: [String: SendableHandler] = [:]
    static var dynamicRoutes: [String: Handler] = [:]
    static let fallback: Handler = { _ in .notFound }
    static let responders: [Responder] = []
    static let middleware: [any Middleware] = []
    static var current: Responder?
    static let methods = HTTPMethod.allCases
}

let globalRoutes: [String: Handler] = [:]
var routeHits: [String: Int] = [:]
nonisolated(unsafe) var unsafeHits = 0
let defaultMethod = HTTPMethod.get

func lookup(_ path: String) -> Handler {
    Routes.table[path] ?? Routes.fallback
}

func wrap(_ responder: Responder, with middleware: [Middleware]) -> Responder {
    var current: Responder = responder
    for m in middleware.reversed() {
        let next = current
        current = ClosureResponder { req in try await m.handle(req, next: next) }
    }
    return current
}
