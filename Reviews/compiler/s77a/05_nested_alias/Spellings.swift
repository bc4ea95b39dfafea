protocol Service: AnyObject {}
protocol Named {}
enum Outer { final class Inner {} }

final class Slots<Item> {
    var items: [Item] = []
    init() {}
    func first() -> Item? { items.first }
    func all() -> [Item] { items }
    func kind() -> Item.Type { Item.self }
    func pair() -> (Item, Int) { fatalError() }
    func keyed() -> [String: Item] { [:] }
    func nested() -> Item?? { nil }
}

enum Spellings {
    static let callbackFirst = Slots<Callback>().first()
    static let callbackAll = Slots<Callback>().all()
    static let serviceFirst = Slots<any Service>().first()
    static let serviceAll = Slots<any Service>().all()
    static let serviceKind = Slots<any Service>().kind()
    static let composedFirst = Slots<any Service & Named>().first()
    static let closureFirst = Slots<() -> Void>().first()
    static let closureKeyed = Slots<(Int) -> Engine>().keyed()
    static let innerFirst = Slots<Outer.Inner>().first()
    static let optionalAll = Slots<Engine?>().all()
    static let optionalNested = Slots<Engine?>().nested()
    static let tuplePair = Slots<(Engine, Gear)>().pair()
    static let storeFirst = Slots<EngineStore>().first()
    static let anyFirst = Slots<Any>().first()
    static let anyObjectAll = Slots<AnyObject>().all()
}

struct Part {}
final class Widget {}

enum Shop {
    typealias Part = Gear
    final class Widget { var parts: [Part] = [] }
    static let parts = Slots<Part>()
    static let firstPart = parts.first()
    static let widgets = Slots<Widget>()
    static let firstWidget = widgets.first()
    static let allWidgets = Slots<Widget>().all()
}
