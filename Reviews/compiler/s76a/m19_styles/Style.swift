protocol ButtonStyle {
    associatedtype Body
    func makeBody(label: String) -> Body
}

protocol Themable {
    var theme: Theme { get set }
}

struct Theme: Equatable, Sendable {
    var primary: String
    var background: String
    static let light = Theme(primary: "#000", background: "#fff")
    static let dark = Theme(primary: "#fff", background: "#000")
    static var current = Theme.light
}

struct PlainButtonStyle: ButtonStyle {
    func makeBody(label: String) -> String { label }
}

struct BorderedButtonStyle: ButtonStyle {
    var cornerRadius = 8.0
    func makeBody(label: String) -> String { "[\(label)]" }
}

extension ButtonStyle where Self == PlainButtonStyle {
    static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    static func bordered(radius: Double) -> BorderedButtonStyle { BorderedButtonStyle(cornerRadius: radius) }
}
