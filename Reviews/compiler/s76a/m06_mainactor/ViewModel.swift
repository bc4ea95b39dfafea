import Foundation

@MainActor
protocol ViewModel: AnyObject {
    associatedtype State
    var state: State { get }
    func onAppear()
}

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

@MainActor
final class AppState {
    static let shared = AppState()
    static var launchCount = 0
    var coordinators: [Coordinator] = []
    var current: (any ViewModel)?
}

@MainActor
class BaseViewModel {
    static var instances = 0
    var isLoading = false
    weak var coordinator: Coordinator?
    init() { Self.instances += 1 }
}

final class ListViewModel: BaseViewModel, ViewModel {
    struct State { var items: [String] = [] }
    static var cachedState = State()
    private(set) var state = State()
    func onAppear() { state.items = ["a"] }
}
