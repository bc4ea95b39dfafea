import Foundation

actor APIClient {
    static var defaultBaseURL = "https://api.example.com"
    static let shared = APIClient(transport: MockTransport())

    private let transport: AnyTransport
    private var interceptors: [RequestInterceptor] = []
    private let decoder = JSONDecoder()

    init(transport: Transport, interceptors: [RequestInterceptor] = []) {
        self.transport = transport
        self.interceptors = interceptors
    }

    func add(_ interceptor: RequestInterceptor) { interceptors.append(interceptor) }

    func send<R: APIRequest>(_ request: R) async throws -> R.Response {
        var data = URLRequestData(url: Self.defaultBaseURL + request.path, method: request.method.rawValue)
        for i in interceptors { try i.adapt(&data) }
        var attempt = 0
        while true {
            do {
                let (body, status) = try await transport.send(data)
                guard (200..<300).contains(status) else { throw TransportError(status: status, underlying: nil) }
                return try decoder.decode(R.Response.self, from: body)
            } catch let error as TransportError {
                attempt += 1
                if !interceptors.contains(where: { $0.retry(error, attempt: attempt) }) { throw error }
            }
        }
    }

    nonisolated func send<R: APIRequest>(_ request: R, completion: @escaping @Sendable (Result<R.Response, Error>) -> Void) where R: Sendable, R.Response: Sendable {
        Task { completion(await Result { try await self.send(request) }) }
    }
}

extension Result where Failure == Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
