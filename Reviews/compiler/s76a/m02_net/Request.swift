import Foundation

enum HTTPMethod: String, Sendable {
    case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
}

protocol APIRequest {
    associatedtype Response: Decodable
    var path: String { get }
    var method: HTTPMethod { get }
    var headers: [String: String] { get }
    var body: Encodable? { get }
}

extension APIRequest {
    var method: HTTPMethod { .get }
    var headers: [String: String] { [:] }
    var body: Encodable? { nil }
}

protocol RequestInterceptor {
    func adapt(_ request: inout URLRequestData) throws
    func retry(_ error: Error, attempt: Int) -> Bool
}

struct URLRequestData: Sendable {
    var url: String
    var method: String
    var headers: [String: String] = [:]
    var body: Data?
}
