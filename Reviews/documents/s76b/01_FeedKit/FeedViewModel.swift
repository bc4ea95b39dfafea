final class FeedViewModel {
    var items: [FeedItem] = []
    var unreadCount = 0
    var headline = ""
    private var cancellables = Set<AnyCancellable>()
    private var refreshTask: Task<Void, Never>?
    private let source: FeedSource
    private let events: AsyncStream<FeedItem>

    init(source: FeedSource, events: AsyncStream<FeedItem>) {
        self.source = source
        self.events = events

        source.updates
            .sink { [weak self] items in self?.items = items } // ok
            .store(in: &cancellables)

        source.updates
            .map { $0.filter { !$0.isRead }.count }
            .assign(to: \.unreadCount, on: self) // ok
            .store(in: &cancellables)
    }

    func bindHeadline(to subject: CurrentValueSubject<String>) {
        subject.assign(to: \.headline, on: self) // expect: unretained_cancellable
    }

    func bindDebugLogging() {
        _ = source.updates.sink { print("received \($0.count) items") } // expect: unretained_cancellable
    }

    func startListening() {
        refreshTask = Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            for await item in self.events {
                self.items.append(item)
            }
        }
    }

    func startListeningSafely() {
        refreshTask = Task { [weak self, events] in // ok
            for await item in events {
                guard let self else { return }
                self.items.append(item)
            }
        }
    }

    func refreshOnce() {
        Task { // ok
            await source.reload()
            unreadCount = items.filter { !$0.isRead }.count
        }
    }

    deinit {
        refreshTask?.cancel()
    }
}
