final class ThemeManager {
    static let shared = ThemeManager()
    private var subscribers: [Themable] = []
    private var observers: [(Theme) -> Void] = []

    var theme: Theme = .light {
        didSet { observers.forEach { $0(theme) } }
    }

    func register(_ t: inout Themable) { t.theme = theme }
    func observe(_ f: @escaping (Theme) -> Void) { observers.append(f) }
}

struct Card: Themable {
    var theme: Theme = .current
    static var defaultCard = Card()
    static let placeholder = Card()
}

extension Theme {
    static let all: [Theme] = [.light, .dark]
    static var custom: [String: Theme] = [:]
}

let themeNames = Theme.all.map(\.primary)
let themeObserver: (Theme) -> Void = { _ in }
