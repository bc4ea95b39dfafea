typealias Completion<T> = (Result<T, any Error>) -> Void
typealias Headers<Value> = [String: Value]

protocol Endpoint<Response> {
    associatedtype Response: Decodable
    var path: String { get }
}

struct Request<Body: Encodable> {
    var path: String
    var body: Body
}

enum NetworkError: Error {
    case offline
}

protocol RequestAdapter {
    func adapt<B: Encodable>(_ request: Request<B>) -> Request<B> // ok
    func log<B: Encodable>(_ request: Request<B>) // expect: single_use_generic
}
