import Foundation

struct Message: Sendable {
    let id: UUID
    let text: String
    let author: String
}

final class ChatClient: Sendable {
    let messages: AsyncStream<Message>
    let typing: AsyncStream<String>

    init(messages: AsyncStream<Message>, typing: AsyncStream<String>) {
        self.messages = messages
        self.typing = typing
    }

    func ping() async throws {}
}

actor TypingIndicator {
    private(set) var typists: Set<String> = []
    private var expiry: [String: Date] = [:]

    func record(_ name: String) { typists.insert(name); expiry[name] = Date() }

    // The task uses the actor's own members: it keeps the actor alive while the stream lasts.
    func follow(_ names: AsyncStream<String>) {
        Task { // expect: looping_task_strong_self
            for await name in names {
                typists.insert(name)
            }
        }
    }

    // Weakly, with an optional call in each iteration.
    func followWeakly(_ names: AsyncStream<String>) {
        Task { [weak self] in
            for await name in names {
                await self?.record(name)
            }
        }
    }
}
