typealias Handler<T> = (T) -> Void
typealias Keyed<T> = [String: T]

func on<T>(_ h: Handler<T>) { _ = h } // ok

func put<T: Codable>(_ k: Keyed<T>) -> Int { k.count } // expect: single_use_generic

func metas<T: Hashable>(_ types: [T.Type]) -> Int { types.count } // expect: single_use_generic

func useAll() {
    var x = 1
    mutate(&x)
    produce { 1 }
    print(pair((1, "a")), kind(Int.self), opt(1), table([1: 1]), nested { [$0] }, labeled((key: 1, count: 2)), put(["a": 1]), metas([Int.self]))
    later { 1 }
    optionalClosure { 1 }
    escapingArg({ _ in }, 1)
}
