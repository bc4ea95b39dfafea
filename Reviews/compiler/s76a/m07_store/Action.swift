protocol Action {}
protocol AsyncAction: Action {
    func run(dispatch: @escaping (Action) -> Void) async
}
protocol StateType: Equatable {}

typealias Reducer<S> = (inout S, Action) -> Void
typealias Middleware<S> = (S, Action, (Action) -> Void) -> Void
typealias Dispatch = (Action) -> Void
typealias CodableAction = Action & Codable

enum CounterAction: CodableAction {
    case increment, decrement
    case set(Int)
}

struct LoadAction: AsyncAction {
    func run(dispatch: @escaping (Action) -> Void) async {
        dispatch(CounterAction.set(42))
    }
}
