import Foundation

@MainActor
class View {
    var subviews: [View] = []
    weak var superview: View?
    var frame = Rect.zero
    static var debugBorders = false

    struct Rect: Sendable {
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        static let zero = Rect()
        static var lastLayout = Rect()
    }

    enum Layout {
        static var padding = 8.0
        static let spacing = 4.0
    }

    func addSubview(_ v: View) { subviews.append(v); v.superview = self }
}

@MainActor
protocol ViewControllerDelegate: AnyObject {
    func didAppear(_ vc: ViewController)
}

@MainActor
class ViewController {
    let view = View()
    weak var delegate: ViewControllerDelegate?
    static var presented: [ViewController] = []
    func viewDidLoad() {}
}
