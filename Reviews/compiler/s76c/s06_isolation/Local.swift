func makeLocal() -> Int {
    struct LocalCounter {
        static var count = 0
        static let cache = Cache()
    }
    final class LocalRef {
        var value = 0
        static let shared = LocalRef()
    }
    LocalCounter.count += 1
    return LocalCounter.count + LocalRef.shared.value
}

@MainActor
func makeMainLocal() -> Int {
    enum Inner {
        static var count = 0
    }
    Inner.count += 1
    return Inner.count
}

final class Outer {
    enum Inner {
        static var count = 0
    }
    struct Config {
        static let cache = Cache()
    }
}

@MainActor
final class MainOuter {
    enum Inner {
        static var count = 0
    }
    nonisolated enum Free {
        static var count = 0
    }
}
