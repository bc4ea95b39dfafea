struct Effect<Output> {
    let run: (@escaping (Output) -> Void) -> Void
    static var none: Effect { Effect { _ in } }
    func map<T>(_ f: @escaping (Output) -> T) -> Effect<T> {
        Effect<T> { send in run { send(f($0)) } }
    }
}

extension Effect where Output == Action {
    static func send(_ action: Action) -> Effect { Effect { $0(action) } }
}

struct EffectRunner {
    static let shared = EffectRunner()
    var pending: [Effect<Action>] = []
    func perform(_ effects: [Effect<any Action>], dispatch: @escaping Dispatch) {
        for e in effects { e.run(dispatch) }
    }
}

func replay(_ actions: [Action], into store: Store<AppState>) {
    for case let a as CounterAction in actions { store.dispatch(a) }
    for a in actions where a is CodableAction { _ = a }
}
