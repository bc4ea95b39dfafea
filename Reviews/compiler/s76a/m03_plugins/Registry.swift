import Foundation

public final class PluginRegistry {
    public static let shared = PluginRegistry()
    nonisolated(unsafe) static var builtins: [PluginType] = []
    static var loaded: [String: Plugin] = [:]

    private var types: [String: Plugin.Type] = [:]
    private var instances: [ObjectIdentifier: Plugin] = [:]
    private let queue = DispatchQueue(label: "plugins")

    public func register(_ type: Plugin.Type) {
        queue.sync { types[type.identifier] = type }
    }

    public func register(_ types: [any Plugin.Type]) {
        for t in types { register(t) }
    }

    public func instantiate(_ id: String, in context: PluginContext) -> Plugin? {
        guard let t = queue.sync(execute: { types[id] }) else { return nil }
        let p = t.init()
        p.activate(context: context)
        instances[ObjectIdentifier(p)] = p
        return p
    }

    public func all() -> [Plugin] { Array(instances.values) }

    public func first<P: Plugin>(of type: P.Type) -> P? {
        instances.values.lazy.compactMap { $0 as? P }.first
    }

    func isPluginType(_ t: Any.Type) -> Bool {
        t is Plugin.Type
    }

    func protocolMeta() -> Plugin.Protocol { Plugin.self }
}
