import Foundation

final class Label: View {
    var text = ""
    static var defaultFont = "System"
    static let shared = Label()
}

final class ProfileViewController: ViewController {
    static var visits = 0
    static let titleLabel = Label()
    private let nameLabel = Label()

    final class Header: View {
        static var height = 44.0
    }

    struct Model {
        static var cached: Model?
        var name: String
    }

    override func viewDidLoad() {
        view.addSubview(nameLabel)
        Self.visits += 1
    }
}

extension ProfileViewController {
    static var analyticsName = "profile"
    enum Constants {
        static var maxNameLength = 40
    }
}

extension View {
    static var animationDuration = 0.25
}
