import Foundation

struct Settings {
    @Stored(key: "username", defaultValue: "") var username: String
    @Clamped(0...100) var volume = 50
    @Stored(key: "validator", defaultValue: nil) var validator: Validator?

    static let shared = Settings()
    static var current = Settings()
    @Clamped(0...10) static var level = 5
}

struct AudioSettings {
    @Clamped(0.0...1.0) var gain = 0.5
    var muted = false
}

protocol Validator {
    func isValid(_ s: String) -> Bool
}

enum Counters {
    @Atomic static var requests = 0
    @Atomic static var handlers: [Validator] = []
    static let audio = AudioSettings()
    static let store: KeyValueStore = InMemoryStore()
}
