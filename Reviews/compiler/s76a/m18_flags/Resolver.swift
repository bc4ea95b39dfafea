import Foundation

final class Flags {
    static let shared = Flags(providers: [OverrideProvider(), StaticProvider(name: "d", values: FeatureFlag.defaults)])
    private let providers: [FlagProvider]
    private(set) var observers: [(FeatureFlag, Bool) -> Void] = []

    init(providers: [FlagProvider]) { self.providers = providers }

    func isEnabled(_ flag: FeatureFlag) -> Bool {
        for p in providers { if let v = p.value(for: flag) { return v } }
        return false
    }

    func provider(named name: String) -> FlagProvider? { providers.first { $0.name == name } }
    var mutableProviders: [MutableFlagProvider] { providers.compactMap { $0 as? MutableFlagProvider } }
}

extension StaticProvider {
    init(name: String, values: [FeatureFlag: Bool]) { self.values = values }
}

enum Experiments {
    struct Variant: Hashable, Sendable { var id: String; var weight: Double }
    struct Experiment { var key: String; var variants: [Variant]; var provider: FlagProvider? }

    static let checkout = Experiment(key: "checkout", variants: [Variant(id: "a", weight: 0.5)], provider: nil)
    static let variants: [Variant] = [Variant(id: "a", weight: 1)]
    static var assignments: [String: Variant] = [:]
    static let sendableProvider: SendableFlagProvider = StaticProvider(name: "e", values: [:])
    static let sendableProviders: [any SendableFlagProvider] = []
    static let mutable: MutableFlagProvider = OverrideProvider()
    static let bucketing: (String) -> Int = { $0.hashValue % 100 }
}

let flagProviders: [FlagProvider] = [OverrideProvider()]
let defaultProvider = StaticProvider(name: "default", values: [:])
