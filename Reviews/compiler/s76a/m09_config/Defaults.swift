import Foundation

enum ConfigDefaults {
    static let sources: [ConfigSource] = [EnvironmentSource()]
    static let file = FileSource(path: "/etc/app.conf")
    static let layered = LayeredConfig([EnvironmentSource(), DictionarySource(priority: 0, values: [:])])
    static let iso = ISO8601DateFormatter()
    static let dateFormatter = DateFormatter()
    static let decoder = JSONDecoder()
    static let baseURL = URL(string: "https://example.com")!
    static let timeouts: (connect: TimeInterval, read: TimeInterval) = (5, 30)
    static let locale = Locale(identifier: "en_US_POSIX")
    static var cachedConfig: AppConfig?
    static let parser: (String) -> AppConfig? = { _ in nil }
}

let configFileURL = URL(fileURLWithPath: "/etc/app.json")
let defaultPort = AppConfig.Server.local.port
var runtimeConfig = AppConfig.default
let writableSource: WritableConfigSource? = nil
let sourcePair: (ConfigSource, ConfigSource)? = nil

func loadConfig(from data: Data, decoder: JSONDecoder = ConfigDefaults.decoder) throws -> AppConfig {
    try decoder.decode(AppConfig.self, from: data)
}
