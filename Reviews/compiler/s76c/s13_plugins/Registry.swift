enum PluginRegistry {
    static let types: [Plugin.Type] = [LoggerPlugin.self, MetricsPlugin.self]
    static let anyTypes: [any Plugin.Type] = [LoggerPlugin.self]
    static let sendableTypes: [any SendablePlugin.Type] = [MetricsPlugin.self]
    static let byName: [String: Plugin.Type] = [:]
    static let factories: [String: () -> Plugin] = ["logger": { LoggerPlugin() }]
    static let instances: [Plugin] = [LoggerPlugin()]
    static let sendableInstances: [any SendablePlugin] = [MetricsPlugin()]
    static let configurable: [any ConfigurablePlugin] = []
    static let cacheType = CachePlugin.self
    static let protocolMeta = Plugin.self
    static let optionalType: Plugin.Type? = nil
    static var loaded: [Plugin] = []
    static let first: (any Plugin)? = nil
    static let tuple: (Plugin.Type, Int) = (LoggerPlugin.self, 1)
    static let config = CachePlugin.defaultConfig
}

func load(_ type: Plugin.Type) -> Plugin { type.init() }
func loadAll(_ types: [any Plugin.Type]) -> [Plugin] { types.map { $0.init() } }
func names(_ types: [Plugin.Type]) -> [String] { types.map { $0.name } }
func configure<P: ConfigurablePlugin>(_ p: P, with c: P.Config) { p.configure(c) }
func anyConfigure(_ p: any ConfigurablePlugin) {}
func isSendable(_ t: Any.Type) -> Bool { t is SendablePlugin.Type }
func cast(_ p: Plugin) -> SendablePlugin? { p as? SendablePlugin }
