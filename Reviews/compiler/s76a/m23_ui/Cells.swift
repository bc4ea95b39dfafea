import Foundation

protocol Reusable {
    static var reuseIdentifier: String { get }
}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

final class Cell: View, Reusable {
    static var prototypeCount = 0
}

struct CellModel: Reusable {
    static var registrations: [String: Reusable.Type] = [:]
    var title: String
}

final class SettingsDelegate: ViewControllerDelegate {
    static let shared = SettingsDelegate()
    static var calls = 0
    func didAppear(_ vc: ViewController) { Self.calls += 1 }
}

final class Coordinator {
    static let shared = Coordinator()
    static var root: ViewController?
    var delegates: [ViewControllerDelegate] = []
}

let defaultRect = View.Rect.zero
let reusableTypes: [Reusable.Type] = [Cell.self]
let cellsByID: [String: any Reusable.Type] = [:]
@MainActor let rootView = View()
@MainActor var activeController: ViewController?
