class APIClient {
    var baseURL = "https://example.com"

    // Not final: a subclass may override, so only the last generic parameter is reported.
    func send<B: Encodable, E: Endpoint>(_ body: B, to endpoint: E) async throws { // expect: single_use_generic
        print(endpoint.path)
    }

    func fetch<T: Decodable>(_ type: T.Type, path: String, completion: @escaping Completion<T>) { // ok
        completion(.failure(NetworkError.offline))
    }

    func fetchResult<T: Decodable>(path: String, completion: @escaping (Result<T, any Error>) -> Void) { // ok
        completion(.failure(NetworkError.offline))
    }

    func load<E: Endpoint>(_ endpoint: E) async throws -> E.Response { // ok
        throw NetworkError.offline
    }

    func load<E: Endpoint<String>>(text endpoint: E) async throws -> Int { // expect: single_use_generic
        0
    }

    final func headers<V: CustomStringConvertible>(_ headers: Headers<V>) -> [String: String] { // expect: single_use_generic
        headers.mapValues { $0.description }
    }

    final func decode<T: Decodable>(_ data: [UInt8], as type: T.Type = T.self) throws -> T { // ok
        throw NetworkError.offline
    }

    final func validate<E: Error>(_ work: () throws(E) -> Void) throws(E) { // ok
        try work()
    }

    final func retry<T>(times: Int, _ operation: () async throws -> T) async rethrows -> T { // ok
        try await operation()
    }

    final func fireAndForget<T>(_ operation: @escaping () async throws -> T) { // expect: single_use_generic
        Task { _ = try? await operation() }
    }

    final func upload<B: Encodable & Sendable>(_ body: B?) { // expect: single_use_generic
        print(body as Any)
    }
}

final class CachingAPIClient: APIClient {
    override func send<B: Encodable, E: Endpoint>(_ body: B, to endpoint: E) async throws { // expect: single_use_generic
        try await super.send(body, to: endpoint)
    }
}
