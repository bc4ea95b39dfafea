actor ChatRoom {
    private(set) var history: [ChatMessage] = []
    private let socket: ChatSocket
    private var listenTask: Task<Void, Never>?
    private var heartbeatTask: Task<Void, Never>?

    init(socket: ChatSocket) {
        self.socket = socket
    }

    func connect() {
        listenTask = Task { // expect: looping_task_strong_self
            for await message in socket.messages {
                history.append(message)
            }
        }
    }

    func startHeartbeat() {
        heartbeatTask = Task { [weak self] in // ok
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 5_000_000_000)
                guard let self else { return }
                await self.sendPing()
            }
        }
    }

    func startPolling() {
        Task { // expect: looping_task_strong_self
            while let message = await socket.receive() {
                append(message)
            }
        }
    }

    func retryConnect() {
        Task { // ok
            var attempt = 0
            while !Task.isCancelled && attempt < 3 {
                attempt += 1
                try? await socket.ping()
            }
            print(history.count)
        }
    }

    private func append(_ message: ChatMessage) {
        history.append(message)
    }

    private func sendPing() async {
        try? await socket.ping()
    }

    func stop() {
        listenTask?.cancel()
        heartbeatTask?.cancel()
    }
}
