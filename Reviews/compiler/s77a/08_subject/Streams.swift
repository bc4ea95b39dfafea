enum Streams {
    static let engines = Subject<Engine>()
    static let optional: Subject<Engine>? = nil
    static let maybeEngines: Subject<Engine?> = Subject()
    static let sink = engines.sink { _ in }
    static let mapped = engines.map { _ in 1 }
    static let remapped = Subject<Int>().map { _ in Engine() }
    static let compacted = Subject<Int>().compactMap { _ in Engine() }
    static let compactedOptional = Subject<Int>().compactMap { _ in Streams.spare }
    static let filtered = engines.filter { _ in true }
    static let erased = engines.eraseToAny()
    static let peeked = erased.peek()
    static let value = engines.value()
    static let chainedValue = optional?.value()
    static let chainedMap = optional?.map { _ in Engine() }
    static let chainedCurrent = optional?.current
    static let scanned = Subject<Int>().scan(Engine()) { engine, _ in engine }
    static let scannedLiteral = engines.scan(0) { total, _ in total + 1 }
    static let combined = engines.combine(Subject<Int>())
    static let replaced = maybeEngines.replaceNil(with: Engine())
    static let spare: Engine? = nil
    static let current = CurrentValueSubject(Engine())
    static let currentValue = current.value()
    static let currentFiltered = current.filter { _ in true }
}
