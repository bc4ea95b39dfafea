import AppKit
import Combine

final class SettingsWindowController: NSWindowController {
    private let store: SettingsStore
    private var titleToken: AnyCancellable?

    init(store: SettingsStore) {
        self.store = store
        super.init()
    }

    override func windowDidLoad() {
        super.windowDidLoad()
        store.$windowTitle.sink { [weak self] title in // expect: unretained_cancellable
            self?.window?.title = title
        }
    }

    func bindTitle() {
        titleToken = store.$windowTitle
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.window?.title = $0 }
    }

    // `window` is read weakly, in each iteration.
    func followTitles(_ titles: AsyncStream<String>) {
        Task { @MainActor [weak self] in
            for await title in titles {
                self?.window?.title = title
            }
        }
    }
}
