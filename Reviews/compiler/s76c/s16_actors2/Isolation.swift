typealias UI = MainActor

final class Ref { var n = 0 }

@preconcurrency protocol LegacyDelegate: AnyObject {}
@preconcurrency final class LegacyBox { var n = 0 }

@UI final class Screen {
    static var count = 0
    static let ref = Ref()
}

nonisolated struct Free {
    static var count = 0
}

@MainActor
struct MainBound {
    static var count = 0
    nonisolated static let ref = Ref()
    nonisolated(unsafe) static var unsafeRef = Ref()
    nonisolated static let safe = 1
}

enum Closures {
    static let mainClosure: @MainActor () -> Void = {}
    static let mainSendable: @MainActor @Sendable () -> Void = {}
    static let mainWithArgs: @MainActor (Int) -> String = { "\($0)" }
    static let isolatedParam: (isolated Counter) -> Void = { _ in }
    static let sendingClosure: (sending Ref) -> Void = { _ in }
    static let asyncClosure: () async -> Void = {}
    static let legacy: LegacyDelegate? = nil
    static let legacyBox = LegacyBox()
    static let legacyList: [LegacyBox] = []
    static let legacyPair = (LegacyBox(), Ref())
}

actor Counter {
    var n = 0
    static let shared = Counter()
    nonisolated let id = 1
}
