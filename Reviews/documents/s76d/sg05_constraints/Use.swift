extension Array {
    func occurrences<T: Equatable>(of x: T, in pool: [T]) -> Int { pool.filter { $0 == x }.count } // ok
    func firstMatch<P: Sequence>(in p: P) -> Element? where P.Element == Int { // expect: single_use_generic
        p.first(where: { $0 >= 0 }).flatMap { $0 < count ? self[$0] : nil }
    }
}

struct Box<Value> {
    var value: Value
    func map<U>(_ f: (Value) -> U) -> Box<U> { Box<U>(value: f(value)) } // ok
    func describe<F: CustomStringConvertible>(with prefix: F) -> String { "\(prefix)\(value)" } // expect: single_use_generic
}

func useConstraints() async {
    let s = AsyncStream<Int> { $0.finish() }
    print(index([1]), sum([1]), sumTwice([1]), keys([("a", 1)]), Money(cents: 1) * 2, -[1], render([1]), hashed(1), elemHash([1]), idx([1]), await stream2(s), related([1], [1]), whereMultiline(1))
    print((try? await stream(s)) as Any, [1].occurrences(of: 1, in: [1]), [1].firstMatch(in: [0]) as Any, Box(value: 1).describe(with: "x"))
    pack(1, "a")
    print(zipAll(1, "a"))
}
