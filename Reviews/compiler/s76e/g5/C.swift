func make<T>(_ value: T) -> Box<T> { Box(value: value) }
