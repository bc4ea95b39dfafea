enum Outcomes {
    static let mixed = Either<Engine, Int>.left(Engine())
    static let leftValue = mixed.leftValue
    static let swapped = mixed.swapped()
    static let mapped = mixed.mapLeft { _ in Gear() }
    static let mappedLiteral = mixed.mapLeft { _ in "s" }
    static let folded = mixed.fold({ _ in Gear() }, { _ in Gear() })
    static let sendableHandler = mixed.sendableHandler()
    static let handler = mixed.handler()
    static let result = mixed.result()
    static let nested = mixed.nested()
    static let optionalType = mixed.optional()
    static let numbers = Either<Int, Engine>.right(Engine())
    static let numbersLabel = numbers.label
    static let numbersTag = numbers.tag
    static let words = Either<String, Engine>.left("w")
    static let wordsLabel = words.label
    static let wordsTag = words.tag
    static let bag = Bag(items: [Engine()])
    static let bagFirst = bag.firstElement()
    static let bagIterator = bag.iterator()
    static let bagElements = bag.elements()
    static let gearBag = Bag<[Gear]>(items: [])
    static let gearBagFirst = gearBag.firstElement()
}
