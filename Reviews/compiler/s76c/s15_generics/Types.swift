final class Ref { var n = 0 }
final class SafeRef: Sendable {}
struct Failure: Error {}

struct Box<T> { var value: T }
struct Pair<A, B> { var a: A; var b: B }
struct Tagged<Tag, Raw> { var raw: Raw }
struct Weak<T: AnyObject> { weak var value: T? }
struct Either<L, R> { var left: L?; var right: R? }
enum Choice<T> { case some(T), none }
struct Matrix<Element> {
    var rows: [[Element]]
    struct Index { var row: Int; var col: Int }
    struct Slice<U> { var items: [U] }
}
struct Outer<T> {
    struct Inner { var count = 0 }
    enum Mode { case a, b }
}
struct Nested<T> { var inner: Box<T> }
struct Wrapped<T> { var value: T; var extra: Ref? = nil }
