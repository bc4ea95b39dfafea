import Foundation

@MainActor
final class ChatSession {
    private let client: ChatClient
    private let indicator = TypingIndicator()
    private(set) var transcript: [Message] = []
    private var listenTask: Task<Void, Never>?
    private var keepAlive: Task<Void, Never>?
    var isConnected = false

    init(client: ChatClient) {
        self.client = client
    }

    func append(_ message: Message) {
        transcript.append(message)
    }

    // Unwrapped once, before the loop: the strong reference lives as long as the stream.
    // Cancelling in `deinit` does not help, since `deinit` never runs.
    func connect() {
        listenTask = Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            self.isConnected = true
            for await message in self.client.messages {
                self.append(message)
            }
        }
    }

    // The fix: read the stream first, unwrap inside each iteration.
    func reconnect() {
        let messages = client.messages
        listenTask?.cancel()
        listenTask = Task { [weak self] in
            for await message in messages {
                guard let self else { break }
                self.append(message)
            }
        }
    }

    func startKeepAlive() {
        let client = self.client
        keepAlive = Task.detached { [weak self] in
            while !Task.isCancelled {
                try? await client.ping()
                try? await Task.sleep(nanoseconds: 30_000_000_000)
                await self?.markAlive()
            }
        }
    }

    func startKeepAliveStrongly() {
        keepAlive = Task.detached(priority: .background) { // expect: looping_task_strong_self
            while !Task.isCancelled {
                try? await self.client.ping()
                try? await Task.sleep(nanoseconds: 30_000_000_000)
            }
        }
    }

    func markAlive() {
        isConnected = true
    }

    func showTyping() {
        let typing = client.typing
        Task {
            await indicator.follow(typing)
        }
    }

    deinit {
        listenTask?.cancel()
        keepAlive?.cancel()
    }
}
