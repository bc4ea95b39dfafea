import Combine
import UIKit

final class ThemeViewController: UIViewController {
    private let store = ThemeStore.shared
    private let headline = UILabel()
    private var cancellables = Set<AnyCancellable>()
    private var tokens: [String: AnyCancellable] = [:]
    private var activeObserver: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()

        NotificationCenter.default
            .publisher(for: UIApplication.didBecomeActiveNotification)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.apply(ThemeStore.shared.theme) }
            .store(in: &cancellables)

        let accentToken = store.$accent
            .removeDuplicates()
            .sink { [weak self] accent in self?.headline.text = accent }
        tokens["accent"] = accentToken

        // `view` is the inherited UIKit member: the task keeps the controller alive.
        Task { // expect: looping_task_strong_self
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didEnterBackgroundNotification) {
                view.setNeedsLayout()
            }
        }

        activeObserver = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UIApplication.willResignActiveNotification) {
                guard let self else { return }
                self.headline.alpha = 0.5
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        store.$theme
            .receive(on: DispatchQueue.main)
            .sink { [weak self] theme in // expect: unretained_cancellable
                self?.apply(theme)
            }
        store.$fontScale.sink { [weak self] scale in
            self?.headline.alpha = scale
        }.store(in: &cancellables)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // A set of this function only: freed as the function returns.
        var bag = Set<AnyCancellable>()
        store.$theme.sink { print("theme while hidden:", $0) }.store(in: &bag) // expect: unretained_cancellable
    }

    func observeTitle(_ titles: AsyncStream<String>) {
        // `title` is the inherited UIKit member `self.title`.
        Task { // expect: looping_task_strong_self
            for await next in titles {
                title = next
            }
        }
    }

    func observeTitleWeakly(_ titles: AsyncStream<String>) {
        Task { [weak self] in
            for await next in titles {
                self?.title = next
            }
        }
    }

    private func apply(_ theme: Theme) {
        headline.text = theme.rawValue
    }

    deinit {
        activeObserver?.cancel()
    }
}
