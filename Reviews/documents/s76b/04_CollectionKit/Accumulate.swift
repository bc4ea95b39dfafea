enum Accumulate {
    static func add<T: Numeric>(_ value: inout T, _ step: T) { // ok
        value += step
    }

    static func reset<T: ExpressibleByIntegerLiteral>(_ value: inout T) { // expect: single_use_generic
        value = 0
    }

    static func sum<T: Numeric>(_ values: T...) -> T { // ok
        values.reduce(0, +)
    }

    static func printAll<T: CustomStringConvertible>(_ values: T...) { // ok
        values.forEach { print($0.description) }
    }

    static func total<T: BinaryInteger>(_ values: [T], initial: Int = 0) -> Int { // expect: single_use_generic
        values.reduce(initial) { $0 + Int($1) }
    }

    static func firstOrDefault<T>(_ values: [T], default value: T) -> T { // ok
        values.first ?? value
    }

    static func measure<Result>(_ label: String, _ work: () throws -> Result) rethrows -> Result { // ok
        try work()
    }

    static func time<Result>(_ label: String, _ work: () throws -> Result) rethrows { // expect: single_use_generic
        _ = try work()
    }

    static func lazyValue<T: Equatable>(_ make: (() -> T)?) -> Bool { // expect: single_use_generic
        make != nil
    }

    static func pairs<T: Hashable>(_ pairs: [(T, Int)]) -> Int { // expect: single_use_generic
        pairs.count
    }

    static func table<V: Codable>(_ table: [String: V]) -> Int { // expect: single_use_generic
        table.count
    }
}
