import Foundation

protocol UserService {
    func fetchUser(id: Int) async throws -> UserDTO
    func update(_ user: UserDTO) async throws
}

protocol TokenStore: AnyObject {
    var token: String? { get set }
}

protocol Tracker {
    func track(_ name: String, _ properties: [String: any Sendable])
}

struct UserDTO: Codable, Equatable, Sendable {
    var id: Int
    var name: String
}

enum ServiceError: Error, Equatable {
    case notFound, unauthorized
}
