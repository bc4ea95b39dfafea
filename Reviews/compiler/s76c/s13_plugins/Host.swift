final class Host: PluginHost {
    static let main = Host()
    private(set) var plugins: [any Plugin] = []
    func register(_ plugin: Plugin) { plugins.append(plugin) }
    func bootstrap() {
        for type in PluginRegistry.types {
            let p = type.init()
            register(p)
            p.activate(in: self)
        }
    }
    var sendable: [SendablePlugin] { plugins.compactMap { $0 as? SendablePlugin } }
    subscript(name: String) -> Plugin? { plugins.first { type(of: $0).name == name } }
}

let defaultHost = Host.main
let hosts: [PluginHost] = []
let hostType: PluginHost.Type = Host.self
let anyHostType: AnyObject.Type = Host.self
