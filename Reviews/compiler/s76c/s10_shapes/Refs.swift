final class Ref { var n = 0 }
final class SafeRef: Sendable { let n = 0 }
protocol Plain {}
protocol Safe: Sendable {}
protocol SafeChild: Safe {}
protocol Marker {}
struct SafeImpl: SafeChild {}
final class PlainImpl: Plain {}

typealias Conn = Ref
typealias SafeConn = SafeRef
typealias RefList = [Ref]
typealias RefHandler = (Ref) -> Void
typealias IntHandler = (Int) -> Void
typealias VoidHandler = () -> ()
typealias MaybeRef = Ref?
typealias RefPair = (Ref, Int)
typealias SafeMarker = Safe & Marker
typealias PlainMarker = Plain & Marker

enum Namespace {
    typealias Handler = (String) -> Void
    typealias Conn = Ref
}
