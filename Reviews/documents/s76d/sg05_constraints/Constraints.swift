func index<T: Collection, E>(_ t: T) -> Int where T.Element == E { t.count } // ok

func sum<C: Collection<Int>>(_ c: C) -> Int { c.reduce(0, +) } // expect: single_use_generic

func sumTwice<C: Collection<Int>>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) } // expect: single_use_generic

func keys<D: Collection<(String, Int)>>(_ d: D) -> Int { d.count } // expect: single_use_generic

func pack<each T>(_ v: repeat each T) {} // ok

func zipAll<each T: Hashable>(_ v: repeat each T) -> Int { 0 } // ok

struct Money {
    var cents: Int
}

func * <N: BinaryInteger>(lhs: Money, rhs: N) -> Money { // expect: single_use_generic
    Money(cents: lhs.cents * Int(rhs))
}

prefix func - <M: SignedNumeric>(_ wrapped: [M]) -> [M] { wrapped.map { -$0 } } // ok

func render<Row: CustomStringConvertible>(_ rows: some Collection<Row>) -> [String] { // expect: single_use_generic
    rows.map(\.description)
}

func hashed<T>(_ t: T) -> Int where T: Hashable, T: Sendable { t.hashValue } // expect: single_use_generic

func elemHash<S: Sequence>(_ s: S) -> Int where S.Element: Hashable { Set(s).count } // ok

func idx<C: Collection>(_ c: C) -> Int where C.Index == Int { c.startIndex } // ok

func stream<S: AsyncSequence>(_ s: S) async throws -> Int where S.Element == Int { // ok
    var n = 0
    for try await v in s { n += v }
    return n
}

func stream2<S: AsyncSequence>(_ s: S) async -> Int where S.Element == Int, S.Failure == Never { // expect: single_use_generic
    var n = 0
    for await v in s { n += v }
    return n
}

func related<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool where A.Element == B.Element, A.Element: Equatable { // ok
    a.elementsEqual(b)
}

func whereMultiline<T>(_ value: T) -> String // expect: single_use_generic
    where T: CustomStringConvertible,
          T: Sendable {
    value.description
}
