import Foundation

struct AppConfig: Codable, Equatable {
    struct Server: Codable, Equatable {
        var host: String
        var port: Int
        var useTLS: Bool = true
        static let local = Server(host: "localhost", port: 8080, useTLS: false)
    }

    enum Environment: String, Codable, CaseIterable {
        case development, staging, production
        static var current: Environment = .development
        static let all = Environment.allCases
    }

    var server: Server
    var environment: Environment
    var timeout: TimeInterval = 30
    var features: [String: Bool] = [:]

    static let `default` = AppConfig(server: .local, environment: .development)
    static var overrides: [String: String] = [:]
}

protocol ConfigSource {
    var priority: Int { get }
    func value(for key: String) -> String?
}

protocol WritableConfigSource: ConfigSource {
    mutating func set(_ value: String?, for key: String)
}
