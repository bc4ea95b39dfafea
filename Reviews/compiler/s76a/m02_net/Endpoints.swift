import Foundation

struct User: Decodable, Sendable {
    var id: Int
    var name: String
}

struct GetUser: APIRequest, Sendable {
    typealias Response = User
    var id: Int
    var path: String { "/users/\(id)" }
}

struct CreateUser: APIRequest {
    typealias Response = User
    var name: String
    var path: String { "/users" }
    var method: HTTPMethod { .post }
    var body: Encodable? { ["name": name] }
}

struct AuthInterceptor: RequestInterceptor {
    var token: () -> String
    func adapt(_ request: inout URLRequestData) throws {
        request.headers["Authorization"] = "Bearer \(token())"
    }
    func retry(_ error: Error, attempt: Int) -> Bool { attempt < 3 }
}

enum Endpoints {
    static let interceptors: [RequestInterceptor] = [AuthInterceptor(token: { "t" })]
    static let retryPolicy: (Error, Int) -> Bool = { (_: Error, n: Int) in n < 2 }
    static var lastError: Error?
    static let me = GetUser(id: 0)
}

func describe(_ error: Error) -> String {
    if let t = error as? TransportError { return "transport \(t.status)" }
    if error is DecodingError { return "decoding" }
    return String(describing: error)
}

func load(handler: @escaping ResponseHandler<User>) {
    handler(.failure(TransportError(status: 500, underlying: nil)))
}
