extension Pool {
    func drained() -> Pool<Resource> { Pool<Resource>() }
    func optionalOfItself() -> Pool? { self }
    func boxed() -> Optional<Array<Resource>> { free }
}

extension Pool {
    func merged<U>(_ other: U) -> Pool<U> where U == Resource { Pool<U>() }
    func filled<U>(_ make: () -> U) -> Pool<U> where U == Resource { Pool<U>() }
    func listed<U>(_ items: [U]) -> (Pool<U>, [Resource]) where U == Resource { (Pool<U>(), free) }
}

extension Pool where Resource: Numeric {
    func scaled<U>(by factor: U) -> Pool<U> where U: BinaryFloatingPoint { Pool<U>() }
}
