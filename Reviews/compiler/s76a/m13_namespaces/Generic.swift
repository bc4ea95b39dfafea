import Foundation

struct Wrapper<Delegate> {
    var delegate: Delegate
    func unwrap() -> Delegate { delegate }
}

protocol Handler {
    func handle(_ value: Int)
}

func apply<Handler>(_ h: Handler, to values: [Int]) -> [Handler] {
    values.map { _ in h }
}

func applyReal(_ h: Handler, to values: [Int]) {
    values.forEach(h.handle)
}

struct Pipeline<Input> {
    typealias Stage = (Input) -> Input
    var stages: [Stage] = []
    var handler: Handler?
}

enum Validation {
    protocol Rule {
        func validate(_ s: String) -> Bool
    }
    struct NonEmpty: Rule {
        func validate(_ s: String) -> Bool { !s.isEmpty }
    }
    static let rules: [Rule] = [NonEmpty()]
    static func validate(_ s: String, with rules: [Validation.Rule] = Validation.rules) -> Bool {
        rules.allSatisfy { $0.validate(s) }
    }
}

func report(_ error: API.Error) -> String { "\(error.code)" }
func report(any error: Error) -> String { "\(error)" }
func reportQualified(_ error: Swift.Error?) -> String { "\(String(describing: error))" }
