final class Ref { var n = 0 }
protocol Describable { var text: String { get } }
protocol SafeDescribable: Describable, Sendable {}

enum Status: Int, CaseIterable, Comparable {
    case idle = 0, running, done
    static let active: [Status] = [.running]
    static let all: [Self] = allCases
    static let terminal = Status.done
    static let byRaw = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    static let maybe = Status(rawValue: 7)
    static let first = allCases.first
    static let sorted = allCases.sorted()
    static var current = Status.idle
    static func < (l: Status, r: Status) -> Bool { l.rawValue < r.rawValue }
}

enum Level: String, Codable, Sendable {
    case debug, info
    static let `default`: Level = .info
    static let names = ["debug", "info"]
}

enum Payload {
    case ref(Ref)
    case text(String)
    static let sample = Payload.text("x")
    static let sampleRef = Payload.ref(Ref())
    static let list: [Payload] = [.text("a")]
}

enum Described: Describable {
    case a
    var text: String { "a" }
    static let describable: Describable = Described.a
    static let safeList: [any SafeDescribable] = []
    static let composed: (any Describable & Sendable)? = nil
    static let composedBare: (Describable & Sendable)? = nil
}

struct Version: Comparable, Sendable {
    let major: Int
    static let zero = Version(major: 0)
    static let current = Self(major: 1)
    static let all: [Self] = [.zero, .current]
    static func < (l: Self, r: Self) -> Bool { l.major < r.major }
}

final class Node {
    var children: [Node] = []
    static let root = Node()
    static let leaf = Node.make()
    static func make() -> Self { self.init() }
    required init() {}
}

enum Flags: Sendable {
    static let mask: UInt8 = 0b1010
    static let options: Set<String> = ["a"]
    static let ref = Ref()
    static let status = Status.allCases
}
