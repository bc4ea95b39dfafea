import Foundation

protocol ConfigValidator {
    func validate(_ config: AppConfig) -> [String]
}

struct PortValidator: ConfigValidator {
    func validate(_ config: AppConfig) -> [String] {
        config.server.port > 0 ? [] : ["invalid port"]
    }
}

enum ConfigValidation {
    static let validators: [ConfigValidator] = [PortValidator()]
    static let check = { (c: AppConfig, v: ConfigValidator) -> [String] in v.validate(c) }
    static func run(_ config: AppConfig, validators: [ConfigValidator] = ConfigValidation.validators) -> [String] {
        validators.flatMap { $0.validate(config) }
    }
}

let validationErrors = ConfigValidation.run(.default)
