final class Engine {}
final class Cancellable { func cancel() {} }

class Subject<Value> {
    private var observers: [(Value) -> Void] = []
    var current: Value?
    init() {}

    func send(_ value: Value) { observers.forEach { $0(value) } }
    func sink(_ receive: @escaping (Value) -> Void) -> Cancellable { observers.append(receive); return Cancellable() }
    func map<T>(_ transform: @escaping (Value) -> T) -> Subject<T> { Subject<T>() }
    func compactMap<T>(_ transform: @escaping (Value) -> T?) -> Subject<T> { Subject<T>() }
    func filter(_ isIncluded: @escaping (Value) -> Bool) -> Self { self }
    func eraseToAny() -> AnySubject<Value> { AnySubject(self) }
    func value() -> Value? { current }
    func scan<Result>(_ initial: Result, _ next: @escaping (Result, Value) -> Result) -> Subject<Result> { Subject<Result>() }
    func combine<Other>(_ other: Subject<Other>) -> Subject<(Value, Other)> { Subject<(Value, Other)>() }
    func replaceNil<T>(with fallback: T) -> Subject<T> where Value == T? { Subject<T>() }
}

final class CurrentValueSubject<Value>: Subject<Value> {
    init(_ value: Value) { super.init(); current = value }
}

struct AnySubject<Value> {
    private let base: AnyObject
    init(_ base: AnyObject) { self.base = base }
    func peek() -> Value? { nil }
}
