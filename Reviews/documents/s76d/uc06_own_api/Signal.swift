final class Signal<T> {
    private var handlers: [(T) -> Void] = []
    func sink(_ f: @escaping (T) -> Void) { handlers.append(f) }
    func send(_ v: T) { handlers.forEach { $0(v) } }
}

final class Panel {
    let clicks = Signal<Int>()
    func wire() {
        clicks.sink { print($0) } // ok
    }
}
