import Combine
import Foundation

final class KeyboardObserver {
    private var bag = Set<AnyCancellable>()
    private var tokens: [UUID: AnyCancellable] = [:]
    private var list: [AnyCancellable] = []
    var timerToken: Cancellable?

    func start() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { _ in print("day") } // expect: unretained_cancellable
        NotificationCenter.default
            .publisher(for: Notification.Name("keyboardWillShow"))
            .compactMap { $0.userInfo }
            .sink { info in print(info) } // ok
            .store(in: &bag)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { date in print(date) } // expect: unretained_cancellable
        timerToken = Timer.publish(every: 5, on: .main, in: .common).autoconnect().sink { _ in } // ok
    }

    func watch(id: UUID, name: Notification.Name) {
        tokens[id] = NotificationCenter.default.publisher(for: name).sink { _ in } // ok
        list.append(NotificationCenter.default.publisher(for: name).sink { _ in }) // ok
    }

    func stop(id: UUID) { tokens[id] = nil }
}
