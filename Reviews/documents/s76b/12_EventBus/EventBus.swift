enum AppEvent {
    case login
    case logout
}

final class EventBus {
    static let shared = EventBus()
    private var handlers: [(AppEvent) -> Void] = []

    func sink(_ handler: @escaping (AppEvent) -> Void) {
        handlers.append(handler)
    }

    func post(_ event: AppEvent) {
        handlers.forEach { $0(event) }
    }
}

final class Analytics {
    let bus: EventBus
    let errors = PassthroughSubject<String>()
    var tokens = Set<AnyCancellable>()

    init(bus: EventBus) {
        self.bus = bus
        bus.sink { print("event \($0)") } // ok
        self.bus.sink { _ in } // ok
        EventBus.shared.sink { print($0) } // ok
        errors.sink { print("error \($0)") } // expect: unretained_cancellable
        errors.sink { print($0) }.store(in: &tokens) // ok
    }
}
