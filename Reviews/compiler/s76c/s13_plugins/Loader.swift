struct PluginManifest: Codable, Sendable {
    var name: String
    var version: Int
    static let empty = PluginManifest(name: "", version: 0)
}

final class PluginLoader {
    static let shared = PluginLoader()
    static var searchPaths = ["/usr/lib/plugins"]
    private var cache: [String: Plugin.Type] = [:]
    typealias Hook = (Plugin) -> Void
    static let hooks: [Hook] = []
    static let emptyHook: Hook = { _ in }

    func load(_ manifest: PluginManifest) -> Plugin? {
        cache[manifest.name]?.init()
    }

    func register(_ type: any Plugin.Type, as name: String) {
        cache[name] = type
    }

    func all() -> [Plugin.Type] { Array(cache.values) }
    func sendable() -> [SendablePlugin.Type] { all().compactMap { $0 as? SendablePlugin.Type } }
}

extension Plugin {
    static func describe() -> String { name }
    func attach(to host: PluginHost?) {}
}

extension Array where Element == Plugin.Type {
    func names() -> [String] { map { $0.name } }
}
