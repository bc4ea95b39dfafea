protocol View {}

extension View {
    func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    func onAppear(perform action: @escaping () -> Void) -> some View { self }
}

struct Text: View {
    init(_ s: String) {}
}
