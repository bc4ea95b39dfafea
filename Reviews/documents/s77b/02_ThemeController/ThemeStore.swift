import Combine
import Foundation

enum Theme: String {
    case light, dark, sepia
}

final class ThemeStore: ObservableObject {
    static let shared = ThemeStore()

    @Published var theme: Theme = .light
    @Published var accent = "blue"
    @Published var fontScale = 1.0
}
