import Foundation

final class SettingsViewModel {
    @Stored(key: "theme", defaultValue: "light") var theme: String
    @Atomic var validators: [any Validator] = []
    var onValidate: ((Validator, String) -> Bool)?
    lazy var defaultValidator: Validator = LengthValidator(min: 3)

    func validate(_ s: String, extra: Validator? = nil) -> Bool {
        let all: [Validator] = validators + (extra.map { [$0] } ?? [])
        return all.allSatisfy { $0.isValid(s) }
    }
}

struct LengthValidator: Validator, Sendable {
    var min: Int
    func isValid(_ s: String) -> Bool { s.count >= min }
    static let standard = LengthValidator(min: 1)
}

let validatorFactories: [String: (Int) -> Validator] = ["length": { LengthValidator(min: $0) }]
let defaultValidators: [Validator & Sendable] = [LengthValidator(min: 1)]
