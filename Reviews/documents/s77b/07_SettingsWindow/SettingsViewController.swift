import AppKit
import Combine

final class SettingsViewController: NSViewController {
    let store: SettingsStore
    private let sizeLabel = NSTextField()
    private var cancellables = Set<AnyCancellable>()
    private var bindings: SettingsBindings?
    private var pair: [AnyCancellable] = []
    var fontSize = 13.0

    init(store: SettingsStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        store.$fontSize
            .map { "\($0) pt" }
            .assign(to: \.stringValue, on: sizeLabel)
            .store(in: &cancellables)

        // Dropped: the controller never hears of a later size.
        store.$fontSize
            .removeDuplicates()
            .assign(to: \.fontSize, on: self) // expect: unretained_cancellable

        bindings = SettingsBindings(
            fontSize: store.$fontSize.sink { print("size", $0) },
            title: store.$windowTitle.sink { print("title", $0) }
        )

        pair = [
            store.$showsInvisibles.sink { print("invisibles", $0) },
            store.$windowTitle.sink { print("title again", $0) },
        ]
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        // `view` is the inherited AppKit member.
        Task { // expect: looping_task_strong_self
            for await _ in NotificationCenter.default.notifications(named: NSApplication.didBecomeActiveNotification) {
                view.needsDisplay = true
            }
        }
    }
}
