import Foundation

protocol Transport: Sendable {
    func send(_ request: URLRequestData) async throws -> (Data, Int)
}

struct TransportError: Error, LocalizedError {
    var status: Int
    var underlying: Error?
    var errorDescription: String? { "HTTP \(status)" }
}

final class MockTransport: Transport, @unchecked Sendable {
    var responses: [String: Data] = [:]
    func send(_ request: URLRequestData) async throws -> (Data, Int) {
        guard let d = responses[request.url] else { throw TransportError(status: 404, underlying: nil) }
        return (d, 200)
    }
}

typealias ResponseHandler<T> = (Result<T, Error>) -> Void
typealias AnyTransport = Transport
