import Combine
import Foundation

struct Profile: Equatable {
    var name: String
    var email: String
}

protocol ProfileService {
    func save(_ profile: Profile) -> AnyPublisher<Profile, Never>
    var remoteChanges: AnyPublisher<Profile, Never> { get }
}

@MainActor
final class ProfileEditorModel: ObservableObject {
    @Published var name = ""
    @Published var email = ""
    @Published private(set) var isValid = false
    @Published private(set) var isSaving = false
    @Published private(set) var status = ""
    @Published var title = "Edit profile"

    private let service: ProfileService
    private var cancellables = Set<AnyCancellable>()
    private var saveToken: AnyCancellable?

    init(service: ProfileService) {
        self.service = service

        $email
            .map { $0.contains("@") && $0.count > 3 }
            .removeDuplicates()
            .assign(to: &$isValid)

        $name
            .combineLatest($email)
            .debounce(for: .milliseconds(400), scheduler: DispatchQueue.main)
            .sink { [weak self] name, email in
                self?.status = "editing \(name) <\(email)>"
            }
            .store(in: &cancellables)

        // Logs the spinner state while the screen is open; the token is dropped at once.
        $isSaving
            .removeDuplicates()
            .sink { saving in // expect: unretained_cancellable
                print("saving:", saving)
            }

        service.remoteChanges
            .receive(on: DispatchQueue.main)
            .map(\.name)
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
    }

    func save() {
        isSaving = true
        saveToken = service.save(Profile(name: name, email: email))
            .handleEvents(receiveOutput: { print("saved", $0) },
                          receiveCompletion: { _ in print("done") })
            .receive(on: DispatchQueue.main)
            .sink { [weak self] saved in
                self?.isSaving = false
                self?.name = saved.name
            }
    }

    func mirrorTitle(into other: ProfileEditorModel) {
        $title
            .receive(on: RunLoop.main)
            .assign(to: \.title, on: other) // expect: unretained_cancellable
    }

    func validation() -> AnyCancellable {
        $name.combineLatest($email).sink { name, email in
            print("validating", name, email)
        }
    }

    func resetRemote() {
        _ = service.remoteChanges.sink(receiveCompletion: { _ in }, // expect: unretained_cancellable
                                       receiveValue: { print("remote", $0) })
    }

    deinit {
        cancellables.removeAll()
        saveToken?.cancel()
    }
}
