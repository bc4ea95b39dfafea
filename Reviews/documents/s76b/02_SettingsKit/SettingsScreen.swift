struct SettingsScreenModel {
    let store: SettingsStore
    var bag = Set<AnyCancellable>()

    mutating func bind() {
        store.theme
            .map { $0.uppercased() }
            .sink { print("title: \($0)") } // ok
            .store(in: &bag)
    }

    func previewOnce() {
        var preview = Set<AnyCancellable>()
        store.fontSize
            .sink { print("preview \($0)") } // expect: unretained_cancellable
            .store(in: &preview)
    }

    func previewWithCleanup() -> Set<AnyCancellable> {
        var preview = Set<AnyCancellable>()
        store.fontSize
            .sink { print("preview \($0)") } // ok
            .store(in: &preview)
        return preview
    }
}

final class SettingsCoordinator {
    private var tokens: [AnyCancellable] = []
    private let store: SettingsStore

    init(store: SettingsStore) {
        self.store = store
        tokens += [
            store.theme.sink { print($0) }, // ok
            store.fontSize.sink { print($0) }, // ok
        ]
    }

    func makeBindings() -> [AnyCancellable] {
        [store.theme.sink { print($0) }, store.fontSize.sink { print($0) }] // ok
    }

    func oneShot() {
        let tokens = [store.theme.sink { print($0) }] // expect: unretained_cancellable
        print("bound \(1)")
    }
}
