enum FeedFormatting {
    static func summary<C: Collection>(of items: C) -> String where C.Element == FeedItem { // expect: single_use_generic
        "\(items.count) items"
    }

    static func titles<S: Sequence>(_ items: S) -> [String] where S.Element == FeedItem { // expect: single_use_generic
        items.map(\.title)
    }

    static func firstUnread<C: Collection>(_ items: C) -> C.Element? where C.Element == FeedItem { // ok
        items.first { !$0.isRead }
    }

    static func merge<T: Hashable>(_ lhs: [T], _ rhs: [T]) -> [T] { // ok
        Array(Set(lhs).union(rhs))
    }

    static func log<T>(_ value: T) { // expect: single_use_generic
        print(value)
    }
}
