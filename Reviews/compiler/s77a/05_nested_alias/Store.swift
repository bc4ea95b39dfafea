final class Engine {}
final class Gear {}

typealias Callback = (Engine) -> Void

struct Store<Element> {
    typealias Pair = (Element, Element)
    typealias Listener = (Element) -> Void
    typealias Batch = [Element]
    struct Token { var owner = Gear() }
    final class Handle { var element: Element? }
    enum Phase { case idle, busy(Element) }

    var items: [Element] = []
    var engine = Engine()

    func pair() -> Pair { fatalError() }
    func listener() -> Listener { { _ in } }
    func batch() -> Batch { items }
    func token() -> Token { Token() }
    func handle() -> Handle { Handle() }
    func phase() -> Phase { .idle }
    func callback() -> Callback { { _ in } }
    func store() -> Store { self }
}

typealias EngineStore = Store<Engine>
typealias StoreOf<X> = Store<[X]>
typealias GearBatch = Store<Gear>.Batch
