import Combine
import UIKit

final class FeedCellController: UIViewController {
    private let titleLabel = UILabel()
    private let likesLabel = UILabel()
    private var titleToken: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()
    var viewModel: FeedItemModel!
    var liveModel: LiveCounter!
    private lazy var fallback = LiveCounter(updates: AsyncStream { $0.finish() })

    var item: FeedItemModel? {
        didSet {
            titleToken = item?.$title.sink { [weak self] in self?.titleLabel.text = $0 }
            // Set on every reuse, dropped every time.
            item?.$likes.sink { [weak self] in self?.likesLabel.text = "\($0)" } // expect: unretained_cancellable
        }
    }

    var highlighted = false {
        willSet {
            cancellables.removeAll()
        }
        didSet {
            guard highlighted, let item else { return }
            item.$likes.map { $0 > 100 }.sink { print("popular", $0) }.store(in: &cancellables)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `FeedItemModel` is declared in another file: the document follows a property's
        // method only when its type is declared in the task's file (a documented limit).
        Task { await viewModel.observe() }
        // An implicitly unwrapped property names its type too: `observe()` loops.
        Task { await liveModel.observe() } // expect: looping_task_strong_self
        // A lazy property initialized by construction.
        Task { await fallback.observe() } // expect: looping_task_strong_self
        // `reset()` does not loop.
        Task { await liveModel.reset() }
    }
}

final class LiveCounter: @unchecked Sendable {
    let updates: AsyncStream<Int>
    private(set) var count = 0

    init(updates: AsyncStream<Int>) { self.updates = updates }

    func observe() async {
        for await value in updates {
            count = value
        }
    }

    func reset() async { count = 0 }
}
