import Dispatch

final class SignUpForm {
    let email = CurrentValueSubject<String>("")
    let password = CurrentValueSubject<String>("")
    let submitTapped = PassthroughSubject<Void>()

    var isValid = false
    var errorText: String?
    var onReset: (() -> Void)?
    weak var debugObservation: AnyCancellable?
    private var subscriptions = Set<AnyCancellable>()
    private var submitObservation: AnyCancellable?

    func bind() {
        email
            .map { $0.contains("@") }
            .assign(to: \.isValid, on: self) // ok
            .store(in: &subscriptions)

        submitObservation = submitTapped.sink { [weak self] in // ok
            self?.submit()
        }

        debugObservation = password.sink { print("password length \($0.count)") } // expect: unretained_cancellable
    }

    func validateOnce() {
        var token: AnyCancellable?
        token = email.sink { value in // ok
            if value.isEmpty { return }
            print("first email \(value)")
            token?.cancel()
        }
    }

    func scopedValidation() {
        let token = password.sink { print("len \($0.count)") } // ok
        defer { token.cancel() }
        password.send("secret")
    }

    func scopedValidationWithoutUse() {
        let token = password.sink { print("len \($0.count)") } // expect: unretained_cancellable
        password.send("secret")
        _ = token
    }

    func installReset() {
        var token: AnyCancellable?
        onReset = {
            token = self.email.sink { print("reset \($0)") } // ok
        }
    }

    func resetLater() {
        var token: AnyCancellable?
        DispatchQueue.main.async {
            token = self.email.sink { print("later \($0)") } // expect: unretained_cancellable
        }
    }

    func rebindTwice() {
        var token = email.sink { print("a \($0)") } // expect: unretained_cancellable
        token = password.sink { print("b \($0)") } // ok
        subscriptions.insert(token)
    }

    func logEach(_ names: [String]) {
        let token = email.sink { print($0) } // expect: unretained_cancellable
        names.forEach { token in print(token) }
    }

    func submit() {
        errorText = isValid ? nil : "Invalid"
    }
}
