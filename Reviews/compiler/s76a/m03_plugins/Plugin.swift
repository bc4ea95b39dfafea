public protocol Plugin: AnyObject {
    static var identifier: String { get }
    init()
    func activate(context: PluginContext)
}

public protocol PluginContext {
    var host: Host { get }
    func service<S>(_ type: S.Type) -> S?
}

public protocol Host: AnyObject {
    var version: String { get }
}

public protocol Configurable {
    associatedtype Configuration: Codable
    mutating func configure(with configuration: Configuration)
}

public typealias PluginType = Plugin.Type
public typealias ConfigurablePlugin = Plugin & Configurable
