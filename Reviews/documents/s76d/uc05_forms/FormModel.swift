import Combine
import Foundation

final class FormModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var isValid = false
    @Published var message = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $email.combineLatest($password)
            .map { !$0.isEmpty && $1.count >= 8 }
            .receive(on: DispatchQueue.main)
            .assign(to: &$isValid) // ok
        $email
            .map { $0.isEmpty ? "" : "Checking" }
            .assign(to: \.message, on: self) // expect: unretained_cancellable
        $password
            .dropFirst()
            .sink { completion in // expect: unretained_cancellable
                print(completion)
            } receiveValue: { value in
                print(value)
            }
        Publishers.CombineLatest($email, $password)
            .debounce(for: 0.5, scheduler: RunLoop.main)
            .sink { [weak self] _, _ in self?.validate() } // ok
            .store(in: &bag)
    }

    func validate() {}
}
