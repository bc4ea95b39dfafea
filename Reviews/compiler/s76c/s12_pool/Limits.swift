struct PoolLimits: Sendable {
    var min = 1
    var max = 16
    static let standard = PoolLimits()
    static let strict = PoolLimits(min: 2, max: 4)
    static var overrides: [String: PoolLimits] = [:]
}

protocol LimitPolicy {
    func allows(_ count: Int, within limits: PoolLimits) -> Bool
}

struct StrictPolicy: LimitPolicy {
    func allows(_ count: Int, within limits: PoolLimits) -> Bool { count <= limits.max }
}

enum Policies {
    static let strict: LimitPolicy = StrictPolicy()
    static let all: [any LimitPolicy] = [StrictPolicy()]
    static let pick: (PoolLimits) -> LimitPolicy = { _ in StrictPolicy() }
}
