import Foundation

enum API {
    struct Error: Swift.Error, Equatable {
        var code: Int
        static let notFound = Error(code: 404)
    }

    protocol Endpoint {
        var path: String { get }
    }

    protocol Delegate: AnyObject {
        func api(didFail error: Error)
        func api(didFailWith error: Swift.Error)
    }

    typealias Completion = (Result<Data, Error>) -> Void
    typealias AnyCompletion = (Result<Data, Swift.Error>) -> Void

    static var delegate: Delegate?
    static let endpoints: [Endpoint] = []

    static func fetch(_ endpoint: Endpoint, completion: @escaping Completion) {
        completion(.failure(.notFound))
    }

    static func check(_ error: Swift.Error) -> Bool { error is Error }
}

extension API {
    struct Users: Endpoint {
        var path: String { "/users" }
    }

    final class Client {
        weak var delegate: Delegate?
        var endpoints: [API.Endpoint] = []
        func fail(_ e: Error) { delegate?.api(didFail: e) }
    }
}
