import Foundation

enum Fixtures {
    static let users: [UserDTO] = [MockUserService.fixture]
    static let service: UserService = MockUserService()
    static let tokenStore: TokenStore? = nil
    static let tracker = SpyTracker()
    static let errors: [Error] = [ServiceError.notFound]
    static let stub = Stub<Int, String> { String($0) }
    static let stubs: [String: Stub<Int, Int>] = [:]
    static let anyEquatables: [any Equatable] = [1, "a"]
    static let hashables: Set<AnyHashable> = [1, "a"]
    static let boxes: [any Hashable & Sendable] = [1]
    static let failing: Result<UserDTO, ServiceError> = .failure(.notFound)
    static let failingAny: Result<UserDTO, Error> = .failure(ServiceError.notFound)
}

func expectError<T>(_ expected: ServiceError, _ body: () throws -> T) -> Bool {
    do { _ = try body(); return false } catch let e as ServiceError { return e == expected } catch { return false }
}

func assertEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
    return open(a)
}

func makeSUT(service: UserService = MockUserService(), store: TokenStore = InMemoryTokenStore()) -> (UserService, TokenStore) {
    (service, store)
}

let sutFactory: () -> (UserService, TokenStore) = { makeSUT() }
let mockErrors = [ServiceError.notFound, .unauthorized]
