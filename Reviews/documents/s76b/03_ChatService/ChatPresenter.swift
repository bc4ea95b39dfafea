@MainActor
final class ChatPresenter {
    var lines: [String] = []
    private var task: Task<Void, Never>?
    private let socket: ChatSocket

    init(socket: ChatSocket) {
        self.socket = socket
    }

    func start() {
        let stream = socket.messages
        task = Task { [weak self] in // ok
            for await message in stream {
                self?.lines.append(message.text)
            }
        }
    }

    func startDetached() {
        let stream = socket.messages
        Task.detached { [weak self] in // expect: looping_task_strong_self
            guard let strongSelf = self else { return }
            for await message in stream {
                await strongSelf.render(message)
            }
        }
    }

    func startObserving() {
        task = Task { await observe() } // expect: looping_task_strong_self
    }

    private func observe() async {
        for await message in socket.messages {
            lines.append(message.text)
        }
    }

    func startRepeat() {
        Task { [self] in // expect: looping_task_strong_self
            repeat {
                try? await Task.sleep(nanoseconds: 1_000_000)
                lines.removeAll()
            } while !Task.isCancelled
        }
    }

    func startBoundedRepeat() {
        Task { // ok
            var attempts = 0
            repeat {
                attempts += 1
                lines.append("try \(attempts)")
            } while attempts < 3
        }
    }

    func render(_ message: ChatMessage) {
        lines.append(message.text)
    }
}

struct ChatTicker {
    var count = 0
    let socket: ChatSocket

    func run() {
        Task { // ok
            for await message in socket.messages {
                print(count, message.text)
            }
        }
    }
}
