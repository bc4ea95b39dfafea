import Foundation

final class MockUserService: UserService {
    static var instances: [MockUserService] = []
    static let fixture = UserDTO(id: 1, name: "Ada")

    var fetchResult: Result<UserDTO, Error> = .success(MockUserService.fixture)
    private(set) var updated: [UserDTO] = []
    var onFetch: ((Int) -> Void)?

    init() { Self.instances.append(self) }

    func fetchUser(id: Int) async throws -> UserDTO {
        onFetch?(id)
        return try fetchResult.get()
    }

    func update(_ user: UserDTO) async throws { updated.append(user) }
}

final class InMemoryTokenStore: TokenStore {
    var token: String?
}

final class SpyTracker: Tracker {
    struct Call { var name: String; var properties: [String: Sendable] }
    static let shared = SpyTracker()
    private(set) var calls: [Call] = []
    func track(_ name: String, _ properties: [String: Sendable]) {
        calls.append(Call(name: name, properties: properties))
    }
}

struct Stub<Input, Output> {
    var handler: (Input) -> Output
    func callAsFunction(_ input: Input) -> Output { handler(input) }
}
