enum Grammar {
    static let int = Parser<Int> { _ in 0 }
    static let word = Parser<Substring> { _ in "" }
    static let engine = int.map { _ in Engine() }
    static let identity = int.map { $0 }
    static let counted = word.map(\.count)
    static let keyed = Parser<Engine> { _ in nil }.map(\.name)
    static let tokens = word.map { _ in Token() }.many()
    static let optionalEngine = engine.optional()
    static let alternatives = engine.orElse(engine)
    static let skipped = engine.skip(word)
    static let taken = engine.take(int)
    static let replaced = word.replace(with: Token())
    static let replacedLiteral = word.replace(with: 3.5)
    static let nested = int.flatMap { _ in Grammar.word.map { _ in Token() } }
    static let parsed = engine.parse("1")
    static let literal = Parsers.literal("x").map { Engine() }
    static let stringly = int.map { _ in "s" }
    static let tupled = int.map { _ in (Engine(), 1) }
    static let arrayed = int.map { _ in [Engine(), Engine()] }
    static let mixed = int.map { _ in [1, 2.5] }
    static let dictionary = int.map { _ in ["a": Engine()] }
    static let optionalLiteral = int.map { _ in Engine?.none }
    static let casted = int.map { _ in Token() as AnyObject }
    static let multiline = int.map { value -> Token in
        let token = Token()
        token.text = "\(value)"
        return token
    }
}
