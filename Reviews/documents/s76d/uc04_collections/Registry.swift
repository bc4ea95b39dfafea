import Combine
import Foundation

final class Registry {
    private var byKey: [String: AnyCancellable] = [:]
    private var optional: AnyCancellable?

    func register(_ key: String, publisher: AnyPublisher<Int, Never>) {
        byKey[key] = publisher.sink { print(key, $0) } // ok
    }

    func replace(publisher: AnyPublisher<Int, Never>) {
        optional?.cancel()
        optional = publisher
            .receive(on: DispatchQueue.main)
            .sink { print($0) } // ok
    }

    func install(publisher: AnyPublisher<Int, Never>) {
        let token = publisher.sink { print($0) } // ok
        byKey["install"] = token
    }

    func forgotten(publisher: AnyPublisher<Int, Never>) {
        let token = publisher.sink { print($0) } // expect: unretained_cancellable
        _ = token
    }
}
