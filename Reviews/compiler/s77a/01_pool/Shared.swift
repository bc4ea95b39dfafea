enum Shared {
    static let pool = Pool<Engine>()
    static let spare = pool.first()
    static let copy = pool.copy()
    static let same = pool.same()
    static let snapshot = pool.snapshot()
    static let kind = pool.kind()
    static let handler = pool.handler()
    static let counted = pool.counted()
    static let engines = Pool<Int>().map { _ in Engine() }
    static let numbers = Pool<Engine>().map { _ in 1 }
    static let doubles = Pool<Engine>().map { _ in 2.5 }
    static let pairs = Pool<Int>().paired(with: Engine())
    static let grouped = pool.grouped()
    static let all = pool.all
    static let maybe = pool.maybe
    static let stored = pool.free
    static let spareStored = pool.spare
    static let capacity = pool.capacity
    static let drained = pool.drained()
    static let optionalOfItself = pool.optionalOfItself()
    static let boxed = pool.boxed()
    static let nested = Pool<Engine?>().first()
    static let chained = Pool<Int>().map { _ in Engine() }.first()
    static let intPool = Pool<Int>().copy()
}

let globalSpare = Pool<Engine>().first()
var globalCount = Pool<Engine>().capacity
let globalMapped = Shared.pool.map { _ in [Engine()] }

enum Numbers {
    static let doubles = Pool<Double>()
    static let merged = doubles.merged(1)
    static let filled = doubles.filled { 2 }
    static let listed = doubles.listed([1, 2])
    static let scaled = Pool<Int>().scaled(by: 2)
    static let mergedEngine = Pool<Engine>().merged(Engine())
}
