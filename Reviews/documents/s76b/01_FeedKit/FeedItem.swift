struct FeedItem: Identifiable, Hashable {
    let id: Int
    var title: String
    var isRead: Bool
}

protocol FeedSource: AnyObject {
    var updates: PassthroughSubject<[FeedItem]> { get }
    func reload() async
}

final class RemoteFeedSource: FeedSource {
    let updates = PassthroughSubject<[FeedItem]>()

    func reload() async {
        updates.send([FeedItem(id: 1, title: "Hello", isRead: false)])
    }
}
