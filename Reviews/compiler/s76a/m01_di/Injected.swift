import Foundation

@propertyWrapper
struct Injected<Value> {
    private var cached: Value?
    init() {}
    var wrappedValue: Value {
        mutating get {
            if let c = cached { return c }
            let v = Container.shared.resolve(Value.self)!
            cached = v
            return v
        }
    }
}

final class ProfileService {
    @Injected var logger: Logger
    @Injected var clock: any Clock
    var onChange: ((Analytics) -> Void)?

    func touch() {
        logger.log("touched at \(clock.now)")
        let check: (Logger) -> Bool = { _ in true }
        _ = check(logger)
        if let existing = logger as? ConsoleLogger { existing.prefix = "[p]" }
        let isClock = (clock as Any) is Clock
        _ = isClock
    }
}

struct Environment {
    static var current = Environment()
    var logger: Logger = ConsoleLogger()
    var analytics: Analytics?
}
