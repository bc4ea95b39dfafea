struct WeakHolder { weak var ref: Ref? }
struct UnownedHolder { unowned let ref: SafeRef }
struct MetaHolder { let type: any Plain.Type }
struct SafeMetaHolder { let type: any Safe.Type }
struct IntMeta { let type: Int.Type }
struct ClassMeta { let type: AnyClass }
struct AnyMeta { let type: Any.Type }
struct TupleHolder { let pair: (Int, Ref) }
struct OptionalHolder { let ref: Ref? }
struct DictHolder { let refs: [String: Ref] }
struct ResultHolder { let result: Result<Ref, Error> }
struct SafeResultHolder { let result: Result<Int, Error> }
struct ClosureHolder { let f: (() -> Void)? }
struct KeyPathHolder { let path: KeyPath<Ref, Int> }
struct HashHolder { let key: AnyHashable }
struct LazyHolder { lazy var ref = Ref() }
struct StaticOnly { static let ref = Ref(); let n = 0 }
struct ComputedOnly { var ref: Ref { Ref() }; let n = 0 }
struct PlainExistential { let p: Plain }
struct SafeExistential { let p: Safe; let q: any SafeChild }
struct MarkerComposition { let p: SafeMarker }
struct PlainComposition { let p: PlainMarker }
struct ArrayOfSafe { let items: [any Safe] }
struct GenericClosure<T> { let f: (T) -> Void }
struct GenericSafe<T: Safe> { let value: T }
struct GenericPlain<T: Plain> { let value: T }
struct GenericAnyObject<T: AnyObject> { let value: T }
struct Phantom<T> { let id: Int }
struct MetaOf<T> { let type: T.Type }
struct MetaOfPlain<T: Plain> { let type: T.Type }
struct Declared: Sendable { let f: () -> Void }
struct DeclaredVar: @unchecked Sendable { var ref = Ref() }
struct LaterSafe { let ref: Ref }
struct Nonisolated { nonisolated(unsafe) var ref = Ref() }

enum PayloadTuple { case a((Int, Ref)) }
enum PayloadClosure { case run(() -> Void) }
enum PayloadSendableClosure { case run(@Sendable () -> Void) }
enum PayloadLabelled { case a(x: Int, y: SafeRef = SafeRef()) }
indirect enum SafeIndirect { case leaf(Int), pair(SafeIndirect, SafeIndirect) }
enum PartialIndirect { case leaf(Int); indirect case wrap(PartialIndirect) }
enum PayloadExistential { case p(Plain), s(Safe) }
enum PayloadOptional { case maybe(Ref?) }

final class Outer {
    var state = 0
    struct Inner { let n = 0 }
    enum Kind { case a, b }
}
