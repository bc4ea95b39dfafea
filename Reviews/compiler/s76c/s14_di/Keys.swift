protocol InjectionKey {
    associatedtype Value
    static var currentValue: Value { get set }
}

struct ClockKey: InjectionKey {
    static var currentValue: Clock2 = SystemClock()
}

struct CacheKey: InjectionKey {
    static var currentValue: any Cache = MemoryCache()
}

struct DatabaseKey: InjectionKey {
    nonisolated(unsafe) static var currentValue: Database? = nil
}

enum InjectedValues {
    nonisolated(unsafe) private static var current = Values()
    struct Values {
        var clock: Clock2 = ClockKey.currentValue
    }
    static subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        get { key.currentValue }
        set { key.currentValue = newValue }
    }
}

@propertyWrapper
struct Injected<T> {
    private let keyPath: WritableKeyPath<InjectedValues.Values, T>
    var wrappedValue: T { InjectedValues.Values()[keyPath: keyPath] }
    init(_ keyPath: WritableKeyPath<InjectedValues.Values, T>) { self.keyPath = keyPath }
}

final class Consumer {
    @Injected(\.clock) var clock: Clock2
    static let key = \InjectedValues.Values.clock
    static let cacheFactory: Factory<Cache> = { MemoryCache() }
    static let sendableFactory: SendableFactory = { 1 }
    static let serviceFactory: ServiceFactory? = nil
    static let clock: Clock2 = SystemClock.live
    static let caches: [String: Cache] = [:]
    static let services: [Service] = []
    static let db: (any Database)? = nil
    static let resolver = Container.shared.resolve(Int.self)
}
