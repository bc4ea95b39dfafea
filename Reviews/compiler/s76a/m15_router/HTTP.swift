import Foundation

struct Request: Sendable {
    var method: String
    var path: String
    var headers: [String: String] = [:]
    var body: Data?
    var parameters: [String: String] = [:]
}

struct Response: Sendable {
    var status: Int
    var body: Data
    static let notFound = Response(status: 404, body: Data())
    static let ok = Response(status: 200, body: Data())
}

protocol Responder: Sendable {
    func respond(to request: Request) async throws -> Response
}

protocol Middleware: Sendable {
    func respond(to request: Request, chainingTo next: Responder) async throws -> Response
}

protocol ResponseEncodable {
    func encodeResponse() throws -> Response
}

extension String: ResponseEncodable {
    func encodeResponse() throws -> Response { Response(status: 200, body: Data(utf8)) }
}

typealias Handler = @Sendable (Request) async throws -> ResponseEncodable
typealias RouteTable = [String: [String: Responder]]
