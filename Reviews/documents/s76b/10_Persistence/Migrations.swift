enum Migration {
    static func run<M: Sequence>(_ steps: M) where M.Element == () -> Void { // expect: single_use_generic
        steps.forEach { $0() }
    }

    static func apply<T: Equatable>(_ value: T, _ other: T) -> Bool { // ok
        value == other
    }

    static func version<T: BinaryInteger>(of value: T) -> String { // ok
        #if DEBUG
        return "debug \(value) \(T.self)"
        #else
        return "\(value)"
        #endif
    }

    static func outer() -> Int {
        func inner<T: Hashable>(_ value: T) -> Int { // expect: single_use_generic
            value.hashValue
        }
        return inner(1)
    }

    static func makeLogger<T: CustomStringConvertible>(for value: T) -> () -> String { // expect: single_use_generic
        { value.description }
    }

    static func makeEmpty<T: RangeReplaceableCollection>(_ sample: T) -> Int { // ok
        let empty = T()
        return empty.count + sample.count
    }
}

func +<T: BinaryInteger>(lhs: [Int], rhs: T) -> [Int] { // expect: single_use_generic
    lhs + [Int(rhs)]
}
