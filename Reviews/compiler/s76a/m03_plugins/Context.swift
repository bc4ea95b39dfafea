final class AppHost: Host {
    let version = "1.0"
}

struct DefaultContext: PluginContext {
    unowned let host: Host
    var services: [ObjectIdentifier: Any]

    func service<S>(_ type: S.Type) -> S? {
        services[ObjectIdentifier(type)] as? S
    }
}

let mainHost = AppHost()
var activeContext: PluginContext?
private let fallbackContext: DefaultContext? = nil

extension PluginContext {
    func require<S>(_ type: S.Type) -> S {
        guard let s = service(type) else { fatalError("missing \(type)") }
        return s
    }
    var hostVersion: String { host.version }
}
