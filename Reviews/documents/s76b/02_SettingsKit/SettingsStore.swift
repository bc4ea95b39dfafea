final class SettingsStore {
    let theme = CurrentValueSubject<String>("light")
    let fontSize = CurrentValueSubject<Int>(14)
    let notificationsEnabled = PassthroughSubject<Bool>()

    var observers: [String: AnyCancellable] = [:]
    var themeObservation: AnyCancellable?
    var fontObservations: [AnyCancellable] = []
    var currentTheme = "light"

    init() {
        themeObservation = theme.sink { print("theme → \($0)") } // ok
        observers["font"] = fontSize.sink { print("font size \($0)") } // ok
    }

    func observeTheme(_ handler: @escaping (String) -> Void) -> AnyCancellable {
        theme.sink(receiveValue: handler) // ok
    }

    func observeFont(_ handler: @escaping (Int) -> Void) -> AnyCancellable {
        let token = fontSize.sink(receiveValue: handler) // ok
        return token
    }

    func startNotificationsObserver() {
        let token = notificationsEnabled.sink { enabled in // expect: unretained_cancellable
            print("notifications: \(enabled)")
        }
        print("observer started")
    }

    func startNotificationsObserverStored() {
        let token = notificationsEnabled.sink { print($0) } // ok
        observers["notifications"] = token
    }

    func rebind() {
        observers.updateValue(theme.sink { print($0) }, forKey: "theme") // ok
        fontObservations.append(fontSize.sink { print($0) }) // ok
    }
}

extension SettingsStore {
    func mirrorTheme(into other: SettingsStore) {
        theme.assign(to: \.currentTheme, on: other) // expect: unretained_cancellable
    }

    func mirrorThemeKept(into other: SettingsStore) {
        themeObservation = theme.assign(to: \.currentTheme, on: other) // ok
    }
}
