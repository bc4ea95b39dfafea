import Foundation

protocol FlagProvider {
    var name: String { get }
    func value(for flag: FeatureFlag) -> Bool?
}

protocol MutableFlagProvider: FlagProvider, AnyObject {
    func set(_ value: Bool?, for flag: FeatureFlag)
}

typealias SendableFlagProvider = FlagProvider & Sendable

enum FeatureFlag: String, CaseIterable, Sendable {
    case newOnboarding, darkMode, betaSearch

    static let defaults: [FeatureFlag: Bool] = [.newOnboarding: false, .darkMode: true]
    static var overrides: [FeatureFlag: Bool] = [:]
    static let experimental: Set<FeatureFlag> = [.betaSearch]

    var isEnabled: Bool { Flags.shared.isEnabled(self) }
}

struct StaticProvider: SendableFlagProvider {
    let name = "static"
    let values: [FeatureFlag: Bool]
    func value(for flag: FeatureFlag) -> Bool? { values[flag] }
}

final class OverrideProvider: MutableFlagProvider {
    let name = "override"
    private var values: [FeatureFlag: Bool] = [:]
    func value(for flag: FeatureFlag) -> Bool? { values[flag] }
    func set(_ value: Bool?, for flag: FeatureFlag) { values[flag] = value }
}
