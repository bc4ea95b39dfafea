import Combine
import UIKit

final class CartStore: ObservableObject {
    static let shared = CartStore()
    @Published var itemCount = 0
    @Published var total = 0.0
    let checkout = PassthroughSubject<Void, Never>()
}

final class CartBadgeController: UIViewController {
    private let store = CartStore.shared
    private let badge = UILabel()
    private let spinner = UIActivityIndicatorView()
    // Weak, as a delegate would be: keeps nothing.
    private weak var countToken: AnyCancellable?
    private var totalToken: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()
    private var attachTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        countToken = store.$itemCount
            .map { "\($0)" }
            .assign(to: \.text, on: badge) // expect: unretained_cancellable
        totalToken = store.$total
            .map { String(format: "%.2f", $0) }
            .sink { [weak self] in self?.badge.text = $0 }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // `MainActor.run` hands the subscription back, and it is stored.
        attachTask = Task {
            let token = await MainActor.run {
                store.checkout.sink { [weak self] in self?.spinner.startAnimating() }
            }
            token.store(in: &cancellables)
        }
        // A detached task's value is the subscription, and nothing keeps the task.
        Task.detached { [store] in
            store.$itemCount.sink { print("count in background", $0) } // expect: unretained_cancellable
        }
        // An animation block returns nothing.
        UIView.animate(withDuration: 0.3) {
            self.store.$total.sink { print("animating total", $0) } // expect: unretained_cancellable
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        attachTask?.cancel()
        cancellables.removeAll()
    }
}
