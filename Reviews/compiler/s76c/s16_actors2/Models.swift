@MainActor
final class Coordinator {
    static let shared = Coordinator()
    static var stack: [String] = []
    var children: [Coordinator] = []
    nonisolated static let name = "coord"
    struct Route { static var count = 0 }
}

extension Coordinator {
    static var extStack: [String] = []
    static let extRef = Ref()
}

@Background
final class Indexer {
    static let shared = Indexer()
    static var pending = 0
}

class Plain {}
final class PlainSub: Plain {}

enum Instances {
    static let coordinator = Coordinator.shared
    static let indexer = Indexer.shared
    static let plain = Plain()
    static let plainSub = PlainSub()
    static let screen: Screen? = nil
    static let mainBound = MainBound()
}
