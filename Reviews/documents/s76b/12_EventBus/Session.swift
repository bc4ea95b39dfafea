final class Session {
    let analytics: Analytics
    let state = CurrentValueSubject<Bool>(false)
    var cancellables = Set<AnyCancellable>()

    init(analytics: Analytics) {
        self.analytics = analytics
        analytics.bus.sink { print($0) } // ok
        analytics.errors.sink { print($0) } // expect: unretained_cancellable
    }

    func observe(bus: EventBus, state: CurrentValueSubject<Bool>) {
        bus.sink { _ in print("x") } // ok
        state.sink { print($0) } // expect: unretained_cancellable
        let local = EventBus()
        local.sink { _ in } // ok
    }

    func observeAll(_ buses: [EventBus]) {
        buses.forEach { $0.sink { print($0) } } // ok
        for bus in buses {
            bus.sink { print($0) } // ok
        }
        if let first = buses.first {
            first.sink { print($0) } // ok
        }
    }

    func sink(value: Int) {
        print(value)
    }

    func callOwnSink() {
        sink(value: 1) // ok
    }
}
