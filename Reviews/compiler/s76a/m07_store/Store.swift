final class Store<S: StateType> {
    private(set) var state: S
    private let reducer: Reducer<S>
    private var middleware: [Middleware<S>]
    private var subscribers: [(S) -> Void] = []
    private var history: [Action] = []

    init(initial: S, reducer: @escaping Reducer<S>, middleware: [Middleware<S>] = []) {
        self.state = initial
        self.reducer = reducer
        self.middleware = middleware
    }

    func dispatch(_ action: Action) {
        history.append(action)
        for m in middleware { m(state, action, { _ in }) }
        let old = state
        reducer(&state, action)
        if old != state { subscribers.forEach { $0(state) } }
    }

    func dispatch(_ actions: Action...) { actions.forEach(dispatch) }

    func subscribe(_ f: @escaping (S) -> Void) { subscribers.append(f) }

    var lastAction: Action? { history.last }
    func actions<A: Action>(of type: A.Type) -> [A] { history.compactMap { $0 as? A } }
    func count(where predicate: (any Action) -> Bool) -> Int { history.filter(predicate).count }
}

struct AppState: StateType {
    var count = 0
    var log: [String] = []
}
