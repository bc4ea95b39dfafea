import Foundation

protocol Work: Sendable {
    var id: UUID { get }
    func perform() async throws
}

struct PrintWork: Work {
    let id = UUID()
    let message: String
    func perform() async throws { print(message) }
}

final class WorkerPool {
    static let shared = WorkerPool(size: 2)
    static var maxSize = 8
    let size: Int
    private var queue: [any Work] = []
    init(size: Int) { self.size = size }
    func enqueue(_ w: Work) { queue.append(w) }
    func drain() async {
        await withTaskGroup(of: Void.self) { group in
            for w in queue { group.addTask { try? await w.perform() } }
        }
        queue.removeAll()
    }
}

enum WorkDefaults {
    static let sample: Work = PrintWork(message: "hi")
    static let samples = [PrintWork(message: "a")]
    static let factory: @Sendable (String) -> Work = { PrintWork(message: $0) }
}
