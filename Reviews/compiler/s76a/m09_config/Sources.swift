import Foundation

struct EnvironmentSource: ConfigSource {
    let priority = 100
    static let processEnvironment = ProcessInfo.processInfo.environment
    func value(for key: String) -> String? { Self.processEnvironment[key] }
}

struct DictionarySource: WritableConfigSource {
    var priority: Int
    var values: [String: String]
    func value(for key: String) -> String? { values[key] }
    mutating func set(_ value: String?, for key: String) { values[key] = value }
}

final class FileSource: ConfigSource {
    let priority = 10
    let path: String
    private var cache: [String: String]?
    init(path: String) { self.path = path }
    func value(for key: String) -> String? { cache?[key] }
}

struct LayeredConfig {
    private var sources: [ConfigSource]
    init(_ sources: [ConfigSource]) { self.sources = sources.sorted { $0.priority > $1.priority } }

    subscript(key: String) -> String? { sources.lazy.compactMap { $0.value(for: key) }.first }

    subscript<T: LosslessStringConvertible>(key: String, as type: T.Type) -> T? {
        self[key].flatMap(T.init)
    }

    mutating func push(_ source: some ConfigSource) { sources.insert(source, at: 0) }
    func sources(where p: (ConfigSource) -> Bool) -> [any ConfigSource] { sources.filter(p) }
}
