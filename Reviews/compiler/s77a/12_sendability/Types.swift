final class Engine {}
final class Gauge: @unchecked Sendable { var level = 0 }

struct Wrapper<T> {
    var value: T
    func same() -> Self { self }
    func rewrapped() -> Wrapper<[T]> { Wrapper<[T]>(value: [value]) }
    func pair<U>(_ other: U) -> Wrapper<(T, U)> { Wrapper<(T, U)>(value: (value, other)) }
    func unwrap() -> T { value }
}

public struct PublicWrapper<T> {
    var value: T
    func same() -> Self { self }
    func unwrap() -> T { value }
}

final class Locked<T>: @unchecked Sendable {
    private var value: T
    init(_ value: T) { self.value = value }
    func same() -> Locked { self }
    func peek() -> T { value }
    func map<U>(_ f: (T) -> U) -> Locked<U> { Locked<U>(f(value)) }
}

struct Pair<A, B> {
    var a: A
    var b: B
    func swapped() -> Pair<B, A> { Pair<B, A>(a: b, b: a) }
    func first() -> A { a }
}
extension Pair: Sendable where A: Sendable, B: Sendable {}

enum Either<L, R> {
    case left(L), right(R)
    func flipped() -> Either<R, L> {
        switch self { case .left(let l): return .right(l); case .right(let r): return .left(r) }
    }
}

struct Holder<T> {
    var value: T
    var engine = Engine()
    func same() -> Self { self }
}
extension Holder: @unchecked Sendable where T: Sendable {}
