class BaseView {
    var subviews: [BaseView] = []
    func layout() {}
}

protocol Themable: AnyObject {
    func apply(theme: String)
}

final class Label: BaseView, Themable {
    var text = ""
    func apply(theme: String) { text = theme }
}

struct Container<Content> {
    struct Slot {
        var index: Int
    }
    var content: Content
}

protocol Shape {
    func area() -> Double
}

struct Circle: Shape {
    var r: Double
    func area() -> Double { 3.14 * r * r }
}
