struct Root {
    var id = 0
    var name = ""
}

func at<T: Hashable>(_ k: KeyPath<Root, T>) -> Int { 0 } // expect: single_use_generic

func borrow<T: Hashable>(_ v: borrowing T) -> Int { v.hashValue } // expect: single_use_generic

func consume<T: Hashable>(_ v: consuming T) -> Int { v.hashValue } // expect: single_use_generic

func noncopy<T: ~Copyable>(_ v: borrowing T) -> Int { 0 } // expect: single_use_generic

func lazily<T: Hashable>(_ v: @autoclosure () -> T) -> Int { v().hashValue } // expect: single_use_generic

func typedThrowingBody<E: Error>(_ body: () throws(E) -> Void) { _ = body } // ok

func rethrowing<S: Sequence>(_ s: S, _ body: (Int) throws -> Void) rethrows where S.Element == Int { // expect: single_use_generic
    for v in s { try body(v) }
}

func ident<T: Identifiable>(_ v: T) -> Bool where T.ID == Int { v.id > 0 } // expect: single_use_generic

func identHash<T: Identifiable>(_ v: T) -> Int where T.ID: Hashable { v.id.hashValue } // ok

func object<T>(_ v: T) -> ObjectIdentifier where T: AnyObject { ObjectIdentifier(v) } // expect: single_use_generic

func both<T: Hashable & Comparable>(_ v: inout [T]) { v.sort() } // expect: single_use_generic

func optArray<T: Hashable>(_ v: [T]?) -> Int { v?.count ?? 0 } // expect: single_use_generic

func mixed<T: Hashable>(_ v: T, _ c: some Collection) -> Int { v.hashValue + c.count } // expect: single_use_generic

func nestedGeneric<P: Collection<T>, T>(_ p: P, _ t: T) -> Int { p.count } // ok

func results<T: Sendable>(_ r: Result<T, any Error>) -> Bool { (try? r.get()) != nil } // expect: single_use_generic

func dict<V: Sendable>(_ d: [String: [V]]) -> Int { d.count } // expect: single_use_generic

func anyExist<T: Hashable>(_ c: any Collection<T>) -> Int { c.count } // ok

protocol Scalable {
    static func * <T: BinaryInteger>(lhs: Self, rhs: T) -> Self // expect: single_use_generic
    subscript<K: Hashable>(key: K) -> Int { get } // expect: single_use_generic
}

struct Meter: Scalable {
    var v: Int
    static func * <T: BinaryInteger>(lhs: Meter, rhs: T) -> Meter { Meter(v: lhs.v * Int(rhs)) } // expect: single_use_generic
    subscript<K: Hashable>(key: K) -> Int { key.hashValue } // expect: single_use_generic
}

enum Parsed {
    case number(Int)
    init<S: StringProtocol>(_ s: S) { self = .number(s.count) } // expect: single_use_generic
}

final class Cell {
    var onTap: ((Int) -> Void)?
    func configure<M: CustomStringConvertible>(with model: M, _ tap: @escaping (Int) -> Void) { // expect: single_use_generic
        print(model.description)
        onTap = tap
    }
}

func useEdges() {
    var arr = [3, 1]
    both(&arr)
    print(at(\Root.name), borrow(1), consume(1), noncopy(1), lazily(1), optArray([1]), mixed(1, [1]), results(.success(1)), dict(["a": [1]]), anyExist([1]), Parsed("x"), Meter(v: 1) * 2, Meter(v: 1)["k"], object(Cell()))
    typedThrowingBody { }
    rethrowing([1]) { _ in }
}
