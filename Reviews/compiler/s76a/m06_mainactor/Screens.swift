import Foundation

@MainActor
protocol Screen {
    var title: String { get }
}

struct HomeScreen: Screen {
    static var visits = 0
    var title: String { "Home" }
}

struct SettingsScreen {
    static var openCount = 0
    var title: String { "Settings" }
}
extension SettingsScreen: Screen {}

final class ScreenRegistry {
    static var screens: [Screen] = []
    static let factory: @MainActor () -> any Screen = { HomeScreen() }
    static let titles: @Sendable (Screen) -> String = { _ in "" }
}

@MainActor
func present(_ screen: Screen, from coordinator: Coordinator?) {
    Router.stack.append(Route(name: screen.title))
    coordinator?.start()
}

@MainActor var currentScreen: Screen? = nil
var screenHistory: [String] = []
