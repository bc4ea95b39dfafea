import Foundation

struct Request {
    var method: String
    var path: String
    var headers: [String: String]
    var body: Data?
}

struct Response {
    var status: Int
    var body: Data
    static let notFound = Response(status: 404, body: Data())
    static let empty = Response(status: 204, body: Data())
}

protocol Responder {
    func respond(to request: Request) async throws -> Response
}

protocol Middleware {
    func handle(_ request: Request, next: Responder) async throws -> Response
}

typealias Handler = (Request) async throws -> Response
typealias SendableHandler = @Sendable (Request) async throws -> Response

enum HTTPMethod: String, CaseIterable {
    case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
    static let safe: [HTTPMethod] = [.get]
    static let all = allCases
}

struct ClosureResponder: Responder {
    let closure: Handler
    func respond(to request: Request) async throws -> Response {
        try await closure(request)
    }
}
