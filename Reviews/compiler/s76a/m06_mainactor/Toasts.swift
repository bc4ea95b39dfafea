import Foundation

@MainActor
final class ToastCenter {
    struct Toast: Sendable { var text: String }
    static let shared = ToastCenter()
    private var queue: [Toast] = []
    func show(_ text: String) { queue.append(Toast(text: text)) }
}

final class ToastFormatter {
    var prefix = ""
}

@MainActor
enum ToastDefaults {
    static let formatter = ToastFormatter()
    static var duration = 2.0
}

struct ToastStyle {
    static var defaultStyle = ToastStyle()
    static let formatterForStyle = ToastFormatter()
    var formatter = ToastFormatter()
}
