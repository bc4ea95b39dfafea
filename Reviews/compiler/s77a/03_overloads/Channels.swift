enum Channels {
    static let feed = Feed<Engine>()
    static let fetched = feed.fetch()
    static let counted = feed.fetch(2)
    static let latest = feed.latest()
    static let latestFew = feed.latest(2)
    static let made = feed.make()
    static let madeStatic = Feed<Engine>.make()
    static let taken = feed.take()
    static let takenTwo = feed.take(2)
    static let takenAll = feed.take(all: true)
    static let tagged = feed.tagged(1)
    static let taggedNote = Feed<Int>().tagged(Gear(), note: "n")
    static let converted = feed.convert { _ in Gear() }
    static let convertedCount = feed.convert(3)
    static let byIndex = feed.get(0)
    static let byKey = feed.get("k")
}

let outerOnly = Outer.Feed<Gear>().only()

enum MoreChannels {
    static let taggedBy = Channels.feed.tagged(by: 1)
    static let convertedTwo = Channels.feed.convert(2) { _ in Gear() }
}
