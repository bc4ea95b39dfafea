enum SettingsValues {
    static func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T { // ok
        min(max(value, range.lowerBound), range.upperBound)
    }

    static func describe<Value: CustomStringConvertible>(key: String, value: Value?) -> String { // expect: single_use_generic
        "\(key)=\(value?.description ?? "nil")"
    }

    static func decode<T: Decodable>(_ type: T.Type, from json: String) -> T? { // ok
        nil
    }

    static func register<T: Decodable>(_ type: T.Type, key: String) { // expect: single_use_generic
        print(key, type)
    }

    static func apply<Value>(_ value: Value, to handler: (Value) -> Void) { // ok
        handler(value)
    }

    static func observe<Value>(_ handler: @escaping (Value) -> Void) { // ok
        _ = handler
    }

    static func makeDefault<Value>(_ factory: () -> Value) -> Int { // expect: single_use_generic
        _ = factory()
        return 0
    }
}
