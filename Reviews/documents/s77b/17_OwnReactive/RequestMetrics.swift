struct Request {
    let path: String
    let status: Int
}

final class RequestEvents {
    let completed = Subject<Request>()
    let slow: Signal<Request> = Signal()
}

final class RequestMetrics {
    let events: RequestEvents
    private var subscriptions = Set<AnyCancellable>()
    private(set) var counts: [Int: Int] = [:]

    init(events: RequestEvents) {
        self.events = events
        events.completed.sink { [weak self] request in
            self?.counts[request.status, default: 0] += 1
        }.store(in: &subscriptions)
        // The project's `Signal.sink` returns nothing: nothing to keep.
        events.slow.sink { print("slow:", $0.path) }
    }

    func logErrors() {
        // `Subject` has the extension's `sink`, which returns a cancellable: dropped here.
        events.completed.sink { request in // expect: unretained_cancellable
            if request.status >= 500 { print("error:", request.path) }
        }
    }

    func watch<S: EventSource>(_ source: S) where S.Value == Request {
        source.sink(receiveValue: { print("watched", $0.path) }) // expect: unretained_cancellable
    }

    func alert(on signal: Signal<Request>) {
        signal.sink { print("alert", $0.status) }
    }
}
