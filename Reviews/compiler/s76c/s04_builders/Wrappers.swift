@propertyWrapper
struct Clamped {
    static let defaultRange = 0...100
    static var clampCount = 0
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, range: ClosedRange<Int> = Clamped.defaultRange) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound); Clamped.clampCount += 1 }
    }
}

@propertyWrapper
struct Defaulted<Value> {
    var wrappedValue: Value
    var projectedValue: Defaulted<Value> { self }
}

@propertyWrapper
final class Boxed<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct Validated {
    var wrappedValue: String
    let check: (String) -> Bool
    init(wrappedValue: String, check: @escaping (String) -> Bool) {
        self.wrappedValue = wrappedValue
        self.check = check
    }
}

struct Settings {
    @Clamped var volume = 50
    @Defaulted var name = "x"
    @Clamped(range: 0...10) var level = 3
}

enum Globals {
    @Clamped static var brightness = 70
    @Defaulted static var title = "t"
    @Boxed static var boxed = 3
    static let settings = Settings()
    static let defaulted = Defaulted(wrappedValue: 3)
    static let nodeWrapper = Defaulted<Node>(wrappedValue: Empty())
    static let validated = Validated(wrappedValue: "a", check: { (s: String) in !s.isEmpty })
}

