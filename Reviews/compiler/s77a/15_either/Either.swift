final class Engine {}
final class Gear {}

protocol Labelled {}
extension Labelled {
    var label: String { "labelled" }
    var tag: [Gear] { [] }
}

indirect enum Either<Left, Right> {
    case left(Left)
    case right(Right)
    case both(Either, Either)

    var leftValue: Left? { if case .left(let l) = self { return l }; return nil }
    func swapped() -> Either<Right, Left> { fatalError() }
    func mapLeft<T>(_ f: (Left) -> T) -> Either<T, Right> { fatalError() }
    func fold<T>(_ l: (Left) -> T, _ r: (Right) -> T) -> T { fatalError() }
    func sendableHandler() -> @Sendable (Left) -> Void { { _ in } }
    func handler() -> (Left) -> Left { { $0 } }
    func result() -> Result<Left, any Error> { fatalError() }
    func nested() -> Either<Either<Left, Right>, Gear> { fatalError() }
    func optional() -> Optional<Left>.Type { Optional<Left>.self }
}

extension Either: Labelled {}
extension Either where Left == Int {
    var label: Engine { Engine() }
    var tag: Engine { Engine() }
}

struct Bag<S: Sequence> {
    var items: S
    var engine = Engine()
    func firstElement() -> S.Element? { nil }
    func iterator() -> S.Iterator { items.makeIterator() }
    func elements() -> [S.Element] { Array(items) }
}
