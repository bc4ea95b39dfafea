import Combine
import Foundation

enum ValidationMode {
    case strict, lenient, preview
}

final class SignupForm {
    let fields = [FormField(label: "Name"), FormField(label: "Email"), FormField(label: "Password")]
    let strictRules = PassthroughSubject<String, Never>()
    let lenientRules = PassthroughSubject<String, Never>()
    var mode = ValidationMode.strict

    private var cancellables = Set<AnyCancellable>()
    private var fieldTokens: [AnyCancellable] = []
    private var validationToken: AnyCancellable?
    private var builtBindings: [AnyCancellable] = []

    func bindFields() {
        fieldTokens = fields.map { field in
            field.$text.sink { print(field.label, $0) }
        }
        let validity = fields.map { $0.$isValid.sink { print("valid", $0) } }
        fieldTokens.append(contentsOf: validity)
        fields.forEach { field in
            field.$text
                .map(\.count)
                .sink { print("length", $0) }
                .store(in: &cancellables)
        }
    }

    func logValidity() {
        for field in fields {
            field.$isValid.sink { print(field.label, "valid:", $0) } // expect: unretained_cancellable
        }
    }

    func bindRules() {
        validationToken = mode == .strict
            ? strictRules.sink { print("strict", $0) }
            : lenientRules.sink { print("lenient", $0) }
    }

    func bindLater() {
        DispatchQueue.main.async {
            self.fields[0].$text.sink { print("later", $0) }.store(in: &self.cancellables)
        }
    }

    func bind(for mode: ValidationMode) {
        switch mode {
        case .strict:
            strictRules.sink { print("rule", $0) }.store(in: &cancellables)
        case .lenient:
            lenientRules.sink { print("rule", $0) } // expect: unretained_cancellable
        case .preview:
            break
        }
    }

    @SubscriptionBuilder
    var bindings: [AnyCancellable] {
        strictRules.sink { print("built strict", $0) }
        lenientRules.sink { print("built lenient", $0) }
    }

    func applyBindings() {
        builtBindings = bindings
    }

    func debugDump() {
        // The closure `map` is given returns the subscription; the array is dropped whole.
        _ = fields.map { field -> AnyCancellable in
            print("dumping", field.label)
            return field.$text.sink { print("dump", $0) } // expect: unretained_cancellable
        }
    }
}
