struct ChatMessage: Sendable {
    let id: Int
    let text: String
}

final class ChatSocket: @unchecked Sendable {
    let messages: AsyncStream<ChatMessage>
    private let continuation: AsyncStream<ChatMessage>.Continuation

    init() {
        var c: AsyncStream<ChatMessage>.Continuation!
        messages = AsyncStream { c = $0 }
        continuation = c
    }

    func receive() async -> ChatMessage? {
        nil
    }

    func ping() async throws {}
}
