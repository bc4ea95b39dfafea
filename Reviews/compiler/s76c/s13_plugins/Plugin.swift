protocol Plugin {
    static var name: String { get }
    init()
    func activate(in host: PluginHost)
}

protocol PluginHost: AnyObject {
    func register(_ plugin: Plugin)
    var plugins: [any Plugin] { get }
}

protocol ConfigurablePlugin: Plugin {
    associatedtype Config: Codable
    func configure(_ config: Config)
}

protocol SendablePlugin: Plugin, Sendable {}

struct LoggerPlugin: Plugin {
    static let name = "logger"
    static var activations = 0
    func activate(in host: PluginHost) { Self.activations += 1 }
}

struct MetricsPlugin: SendablePlugin {
    static let name = "metrics"
    func activate(in host: any PluginHost) {}
}

struct CachePlugin: ConfigurablePlugin {
    struct Config: Codable { var size = 10 }
    static let name = "cache"
    static let defaultConfig = Config()
    func activate(in host: PluginHost) {}
    func configure(_ config: Config) {}
}
