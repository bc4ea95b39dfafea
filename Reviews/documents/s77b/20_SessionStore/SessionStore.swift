import Combine
import Foundation

enum AuthState: Equatable {
    case signedOut
    case signedIn(user: String)
}

enum SessionEvent {
    case login(AnyPublisher<String, Never>)
    case logout
}

final class SessionStore {
    static var sharedBag = Set<AnyCancellable>()

    let state = CurrentValueSubject<AuthState, Never>(.signedOut)
    let tokenRefreshes = PassthroughSubject<Date, Never>()
    var cancellables = Set<AnyCancellable>()
    private var onStop: (() -> Void)?

    func handle(_ date: Date) { print("refreshed at", date) }

    // A local set that hides the property of the same name: freed as the function returns.
    func restore() {
        var cancellables = Set<AnyCancellable>()
        state.sink { print("restored", $0) }.store(in: &cancellables) // expect: unretained_cancellable
    }

    // `self.cancellables` is the property, whatever the local is called.
    func restoreExplicitly() {
        var cancellables = [AnyCancellable]()
        state.sink { print("kept", $0) }.store(in: &self.cancellables)
        cancellables.removeAll()
    }

    // The local is captured by a stored closure: it lives as long as `onStop` does.
    func watchRefreshes() {
        let token = tokenRefreshes.sink { print("refresh", $0) }
        onStop = { token.cancel() }
    }

    // A method reference as the closure; the result is dropped.
    func logRefreshes() {
        tokenRefreshes.sink(receiveValue: handle) // expect: unretained_cancellable
    }

    // Stored in a static set, and in another object's set.
    func share(with other: SessionStore) {
        state.sink { print("shared", $0) }.store(in: &SessionStore.sharedBag)
        tokenRefreshes.sink { print("other", $0) }.store(in: &other.cancellables)
    }

    func route(_ event: SessionEvent) {
        switch event {
        case .login(let names):
            names.sink { print("login", $0) }.store(in: &cancellables)
        case .logout:
            guard state.value != .signedOut else {
                state.sink { print("already out", $0) } // expect: unretained_cancellable
                return
            }
            state.send(.signedOut)
        }
    }

    // Code follows the last store (an `await`): the set lives until the sleep is over.
    func watchBriefly() async {
        var bag = Set<AnyCancellable>()
        tokenRefreshes.sink { print("briefly", $0) }.store(in: &bag)
        try? await Task.sleep(nanoseconds: 2_000_000_000)
    }

    // A store inside a closure inside the bag's block: the document does not report it.
    func watchLater() {
        var bag = Set<AnyCancellable>()
        DispatchQueue.main.async {
            self.state.sink { print("later", $0) }.store(in: &bag)
        }
    }

    // The bag is local to a stored closure's body: freed when each call returns.
    func prepareStop() {
        onStop = {
            var bag = Set<AnyCancellable>()
            self.state.sink { print("stopping", $0) }.store(in: &bag) // expect: unretained_cancellable
        }
    }

    // The token is reassigned, but not in the very next statement, and then stored.
    func switchRefreshSource(_ backup: PassthroughSubject<Date, Never>) {
        var active = tokenRefreshes.sink { print("primary", $0) }
        print("switching to backup")
        active = backup.sink { print("backup", $0) }
        active.store(in: &cancellables)
    }
}
