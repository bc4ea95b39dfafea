import Foundation

final class LoggingPlugin: Plugin {
    static let identifier = "logging"
    static var verbosity = 1
    private var context: PluginContext?
    required init() {}
    func activate(context: PluginContext) { self.context = context }
}

final class ThemePlugin: ConfigurablePlugin {
    struct Configuration: Codable { var dark = false }
    static let identifier = "theme"
    static let defaults = Configuration()
    var config = Configuration()
    required init() {}
    func activate(context: PluginContext) {}
    func configure(with configuration: Configuration) { config = configuration }
}

enum Builtins {
    static let all: [Plugin.Type] = [LoggingPlugin.self, ThemePlugin.self]
    static let configurable: [ConfigurablePlugin] = []
    static let byName: [String: () -> Plugin] = [
        "logging": { LoggingPlugin() },
        "theme": { ThemePlugin() },
    ]
    static func make(_ name: String) -> (any Plugin)? { byName[name]?() }
}

func install(into registry: PluginRegistry, extras: [PluginType] = []) {
    registry.register(Builtins.all + extras)
    let filter: (Plugin.Type) -> Bool = { $0.identifier != "" }
    _ = extras.filter(filter)
}
