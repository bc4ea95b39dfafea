import Foundation

actor RemoteFlagStore: FlagProvider {
    nonisolated let name = "remote"
    static let endpoint = URL(string: "https://flags.example.com")!
    static var refreshInterval: TimeInterval = 300
    private var cache: [String: Bool] = [:]

    nonisolated func value(for flag: FeatureFlag) -> Bool? { nil }

    func refresh(using fetch: (URL) async throws -> [String: Bool]) async rethrows {
        cache = try await fetch(Self.endpoint)
    }
}

struct FlagSnapshot: Codable {
    var values: [String: Bool]
    var fetchedAt: Date
    static let empty = FlagSnapshot(values: [:], fetchedAt: .distantPast)
}

func snapshot(of providers: [any FlagProvider] = flagProviders) -> FlagSnapshot {
    var values: [String: Bool] = [:]
    for flag in FeatureFlag.allCases {
        values[flag.rawValue] = providers.lazy.compactMap { $0.value(for: flag) }.first
    }
    return FlagSnapshot(values: values, fetchedAt: Date())
}
