final class ThemeCenter {
    static let shared = ThemeCenter()
    let palette = CurrentValueSubject<String>("default")
    let changes: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (changes, continuation) = AsyncStream<String>.makeStream()
    }
}

struct ThemedCell {
    var title = ""
    var observation: AnyCancellable?

    mutating func attach() {
        observation = ThemeCenter.shared.palette.sink { print($0) } // ok
    }

    func preview() {
        ThemeCenter.shared.palette.sink { print($0) } // expect: unretained_cancellable
    }

    func watch() {
        Task { // ok
            for await name in ThemeCenter.shared.changes {
                print(title, name)
            }
        }
    }
}

final class ThemedController {
    unowned(unsafe) var cachedToken: AnyCancellable?
    var style = ""
    var task: Task<Void, Never>?

    func attach() {
        cachedToken = ThemeCenter.shared.palette.sink { print($0) } // expect: unretained_cancellable
    }

    func watch() {
        task = Task { @MainActor [weak self] in // ok
            for await name in ThemeCenter.shared.changes {
                self?.style = name
            }
        }
    }

    func watchStrongCapture() {
        task = Task { @MainActor [weak self, me = self] in // expect: looping_task_strong_self
            for await name in ThemeCenter.shared.changes {
                self?.style = name
            }
            print(me.style)
        }
    }

    func watchAfterLoop() {
        task = Task { // expect: looping_task_strong_self
            for await name in ThemeCenter.shared.changes {
                print(name)
            }
            style = "done"
        }
    }

    func watchUnwrapBeforeOnly() {
        task = Task { [weak self] in // ok
            if let self {
                self.style = "start"
            }
            for await name in ThemeCenter.shared.changes {
                print(name)
            }
        }
    }

    func watchWithHandler() {
        task = Task { [weak self] in // expect: looping_task_strong_self
            guard let self = self else { return }
            for await name in ThemeCenter.shared.changes {
                print(name)
            }
        }
    }

    func watchDiscardUnwrap() {
        task = Task { [weak self] in // ok
            guard let _ = self else { return }
            for await name in ThemeCenter.shared.changes {
                self?.style = name
            }
        }
    }

    deinit { task?.cancel() }
}
