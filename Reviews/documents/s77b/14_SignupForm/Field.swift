import Combine
import Foundation

final class FormField: ObservableObject, Identifiable {
    let id = UUID()
    let label: String
    @Published var text = ""
    @Published var isValid = true

    init(label: String) {
        self.label = label
    }
}

@resultBuilder
enum SubscriptionBuilder {
    static func buildBlock(_ parts: AnyCancellable...) -> [AnyCancellable] { parts }
}
