import Combine
import Foundation

struct UploadBinding {
    let token: AnyCancellable
    let name: String
}

final class TokenRegistry {
    private var tokens: [ObjectIdentifier: [AnyCancellable]] = [:]
    func register(_ token: AnyCancellable, for owner: AnyObject) {
        tokens[ObjectIdentifier(owner), default: []].append(token)
    }
}

final class UploadCenter {
    let progress = PassthroughSubject<Double, Never>()
    let failures = PassthroughSubject<String, Never>()
    let registry = TokenRegistry()

    private var cancellables = Set<AnyCancellable>()
    private var bindings: [UploadBinding] = []
    private var onCancel: (() -> Void)?
    private var pendingTokens: [String: AnyCancellable] = [:]

    // Captured by name in a stored closure's capture list.
    func trackProgress() {
        let token = progress.sink { print("progress", $0) }
        onCancel = { [token] in token.cancel() }
    }

    // Handed to another object, wrapped in a struct, kept alive by an argument.
    func register(owner: AnyObject) {
        let token = failures.sink { print("failure", $0) }
        registry.register(token, for: owner)
        bindings.append(UploadBinding(token: progress.sink { print("bound", $0) }, name: "progress"))
    }

    // Returned from one branch, stored in the other.
    func subscription(returning: Bool) -> AnyCancellable? {
        let token = progress.sink { print("maybe", $0) }
        if returning {
            return token
        }
        pendingTokens["progress"] = token
        return nil
    }

    // The guard's early exit happens before the local is stored; then it is stored.
    func bindIfReady(_ ready: Bool) {
        let token = progress.sink { print("ready", $0) }
        guard ready else { return }
        token.store(in: &cancellables)
    }

    // A scoped subscription kept alive around synchronous work.
    func uploadSynchronously(_ send: () -> Void) {
        let token = progress.sink { print("sync", $0) }
        withExtendedLifetime(token) {
            send()
        }
    }

    // Put into a struct that is itself dropped: the document counts the argument as kept
    // (a documented limit). Not labelled.
    func describe() {
        let binding = UploadBinding(token: failures.sink { print("described", $0) }, name: "failures")
        print(binding.name)
    }

    // A `do` scope that stores before it ends.
    func bindInScope() {
        do {
            let token = failures.sink { print("scoped", $0) }
            cancellables.insert(token)
        }
    }

    // Dropped inside a `do` scope.
    func bindInScopeDropped() {
        do {
            let token = failures.sink { print("dropped", $0) } // expect: unretained_cancellable
            print("bound")
        }
        print(cancellables.count)
    }

    // A one-shot subscription that lets go of itself.
    func waitForFirstFailure() {
        var token: AnyCancellable?
        token = failures.sink { message in
            print("first failure", message)
            token?.cancel()
            token = nil
        }
    }
}
