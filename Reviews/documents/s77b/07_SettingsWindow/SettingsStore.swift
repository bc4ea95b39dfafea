import Combine
import Foundation

final class SettingsStore: ObservableObject {
    @Published var fontSize = 13.0
    @Published var windowTitle = "Settings"
    @Published var showsInvisibles = false
}

struct SettingsBindings {
    let fontSize: AnyCancellable
    let title: AnyCancellable
}
