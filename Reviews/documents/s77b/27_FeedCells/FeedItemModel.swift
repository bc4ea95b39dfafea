import Combine
import Foundation

final class FeedItemModel: ObservableObject, @unchecked Sendable {
    @Published var title = ""
    @Published var likes = 0
    let updates: AsyncStream<Int>

    init(updates: AsyncStream<Int>) { self.updates = updates }

    func observe() async {
        for await likes in updates {
            self.likes = likes
        }
    }

    func refresh() async {}
}
