import Foundation

struct LoggingMiddleware: Middleware {
    static var logHandler: (String) -> Void = { print($0) }
    func respond(to request: Request, chainingTo next: Responder) async throws -> Response {
        Self.logHandler("\(request.method) \(request.path)")
        return try await next.respond(to: request)
    }
}

struct ErrorMiddleware: Middleware {
    static let defaultMapper: @Sendable (Error) -> Response = { _ in Response(status: 500, body: Data()) }
    let mapper: @Sendable (Error) -> Response
    init(mapper: @escaping @Sendable (Error) -> Response = ErrorMiddleware.defaultMapper) { self.mapper = mapper }
    func respond(to request: Request, chainingTo next: any Responder) async throws -> Response {
        do { return try await next.respond(to: request) } catch { return mapper(error) }
    }
}

enum Routes {
    static let middleware: [Middleware] = [LoggingMiddleware(), ErrorMiddleware()]
    static let table: RouteTable = [:]
    static let health: Handler = { _ in "ok" }
    static let encoders: [ResponseEncodable] = ["a"]
    static func register(on router: Router) {
        router.get("/health", use: health)
        router.get("/users/:id") { req in req.parameters["id"] ?? "" }
        router.use(LoggingMiddleware())
    }
}

func serve(_ request: Request, with router: Router = .shared) async -> Response {
    (try? await router.responder(for: request).respond(to: request)) ?? .notFound
}
