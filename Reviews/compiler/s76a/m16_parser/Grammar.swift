enum Grammar {
    static let int = IntParser()
    static let list = Many(element: IntParser(), separator: Literal(text: ","))
    static let doubled = IntParser().map { $0 * 2 }
    static let anyInt: any Parser<Int> = IntParser()
    static var overrides: [String: AnyParser<Int>] = [:]
    static let erased = IntParser().eraseToAnyParser()
    static let alternatives = OneOf<Int>(parsers: [IntParser(), IntParser().map { -$0 }])
    static let errorDescriptions: [CustomStringConvertible] = [ParseError(message: "", remaining: "")]
    static let anyError: Error? = nil
}

func parseAll(_ s: String, using parser: some Parser<Int> = IntParser()) -> Result<Int, Error> {
    var input = s[...]
    return Result { try parser.parse(&input) }
}

func parsers() -> [any Parser] { [IntParser(), Literal(text: "x")] }

func run<P: Parser>(_ p: P, on s: String) throws -> P.Output where P.Output: Equatable {
    var input = s[...]
    return try p.parse(&input)
}

let numberParser = IntParser()
let listParser = Grammar.list
let errorPrinter: (Error) -> String = { "\($0)" }
