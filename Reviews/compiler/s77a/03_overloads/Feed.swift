final class Engine {}
final class Gear {}

final class Feed<Item> {
    var items: [Item] = []
    init() {}

    func fetch() -> Item? { items.first }
    func latest() -> Item? { items.last }
    static func make() -> Feed<Int> { Feed<Int>() }
    func make() -> Item? { nil }
    func take(_ count: Int = 1) -> [Item] { Array(items.prefix(count)) }
    func tagged<U>(_ tag: U, note: String = "") -> (Item, U)? { nil }
    func convert<U>(_ transform: (Item) -> U) -> Feed<U> { Feed<U>() }
    func get(_ index: Int) -> Item { items[index] }
}

protocol Stream {}
extension Stream {
    func latest(_ count: Int) -> [Gear] { [] }
    func convert(_ count: Int) -> [Gear] { [] }
    func take(all: Bool) -> Gear { Gear() }
}
extension Feed: Stream {}

extension Stream {
    func tagged(by count: Int) -> Gear { Gear() }
    func convert(_ count: Int, _ transform: (Int) -> Gear) -> [Gear] { [] }
}
