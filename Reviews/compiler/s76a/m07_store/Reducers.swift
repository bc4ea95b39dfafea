let counterReducer: Reducer<AppState> = { state, action in
    switch action {
    case CounterAction.increment: state.count += 1
    case CounterAction.decrement: state.count -= 1
    case CounterAction.set(let n): state.count = n
    default: break
    }
}

let loggingMiddleware: Middleware<AppState> = { state, action, next in
    print("action:", action)
    next(action)
}

func combine<S>(_ reducers: Reducer<S>...) -> Reducer<S> {
    { state, action in reducers.forEach { $0(&state, action) } }
}

enum Reducers {
    static let app = combine(counterReducer)
    static var extra: [Reducer<AppState>] = []
    static let filter: (Action) -> Bool = { action in action is CounterAction }
    static let isAsync = { (a: Action) -> Bool in a is AsyncAction }
    static let actionTypes: [Action.Type] = [CounterAction.self, LoadAction.self]
}

let mainStore = Store(initial: AppState(), reducer: Reducers.app, middleware: [loggingMiddleware])
