func mutate<T: Numeric>(_ value: inout T) { // expect: single_use_generic
    value *= 2
}

func observe<T>(_ handler: (T) -> Void) {} // ok

func produce<T: Sendable>(_ make: () -> T) { // expect: single_use_generic
    _ = make()
}

func both<T>(_ x: @escaping (T) -> T) { _ = x } // ok

func many<T: Equatable>(_ xs: T...) -> Int { xs.count } // ok

func pair<T: Comparable>(_ p: (T, String)) -> String { p.1 } // expect: single_use_generic

func kind<T: Decodable>(_ t: T.Type) -> String { "\(t)" } // expect: single_use_generic

func opt<T: CustomStringConvertible>(_ t: T?) -> String { t?.description ?? "" } // expect: single_use_generic

func table<T: Hashable>(_ t: [T: Int]) -> Int { t.count } // expect: single_use_generic

func nested<T: Hashable>(_ handler: (Int) -> [T]) -> Int { handler(1).count } // expect: single_use_generic

func callback<T: Error>(_ cb: (Result<Int, T>) -> Void) {} // ok

func later<T>(_ f: @escaping () async -> T) { _ = f } // expect: single_use_generic

func labeled<T: Hashable>(_ entry: (key: T, count: Int)) -> Int { entry.count } // expect: single_use_generic

func optionalClosure<T: Sendable>(_ make: (() -> T)?) { _ = make } // expect: single_use_generic

func escapingArg<T: Sendable>(_ sink: @escaping (Int) -> Void, _ value: T) { sink(1); print(value) } // expect: single_use_generic
