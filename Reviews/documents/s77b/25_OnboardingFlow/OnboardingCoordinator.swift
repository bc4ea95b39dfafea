import Combine
import Foundation

final class OnboardingViewModel: ObservableObject, @unchecked Sendable {
    @Published var page = 0
    func advance(to page: Int) { self.page = page }
}

final class OnboardingCoordinator: @unchecked Sendable {
    let viewModel = OnboardingViewModel()
    let isActive = CurrentValueSubject<Bool, Never>(false)
    let pages: AsyncStream<Int>
    private var cancellables = Set<AnyCancellable>()
    private var pageTask: Task<Void, Never>?
    private var observer: NSObjectProtocol?

    init(pages: AsyncStream<Int>) {
        self.pages = pages
    }

    func handle(_ page: Int) { viewModel.advance(to: page) }

    // The sink unwraps `self`; the task made there captures that strong reference.
    func bind() {
        isActive
            .removeDuplicates()
            .sink { [weak self] active in
                guard let self, active else { return }
                self.pageTask = Task { // expect: looping_task_strong_self
                    for await page in self.pages {
                        self.handle(page)
                    }
                }
            }
            .store(in: &cancellables)
    }

    // The same, with the task's own weak capture and an unwrap in each iteration.
    func bindWeakly() {
        isActive
            .filter { $0 }
            .sink { [weak self] _ in
                let pages = self?.pages
                self?.pageTask = Task { [weak self] in
                    guard let pages else { return }
                    for await page in pages {
                        guard let self else { return }
                        self.handle(page)
                    }
                }
            }
            .store(in: &cancellables)
    }

    // A capture-list copy of the view model: no `self`.
    func forwardToModel(_ pages: AsyncStream<Int>) {
        Task { [viewModel] in
            for await page in pages {
                viewModel.advance(to: page)
            }
        }
    }

    // `viewModel` is `self.viewModel`.
    func forwardThroughSelf(_ pages: AsyncStream<Int>) {
        Task { // expect: looping_task_strong_self
            for await page in pages {
                viewModel.advance(to: page)
            }
        }
    }

    // A weak capture of another object under its own name: no `self`.
    func forwardWeakly(_ pages: AsyncStream<Int>) {
        Task { [weak viewModel = self.viewModel] in
            for await page in pages {
                viewModel?.advance(to: page)
            }
        }
    }

    // The loop stores a subscription per page into the member set.
    func subscribePerPage() {
        let pages = self.pages
        Task { // expect: looping_task_strong_self
            for await page in pages {
                viewModel.$page
                    .filter { $0 == page }
                    .sink { print("reached", $0) }
                    .store(in: &cancellables)
            }
        }
    }

    // A task made in an observer callback.
    func observeForeground() {
        observer = NotificationCenter.default.addObserver(forName: Notification.Name("foreground"), object: nil, queue: .main) { [weak self] _ in
            Task { [weak self] in
                guard let pages = self?.pages else { return }
                for await page in pages {
                    self?.handle(page)
                }
            }
        }
    }

    deinit {
        pageTask?.cancel()
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
