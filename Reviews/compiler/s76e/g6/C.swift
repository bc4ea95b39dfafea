func make<T>(_ value: T, _ n: Int = 0) -> Box<T> { Box(value: value) }
