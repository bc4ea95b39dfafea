protocol Parser<Output> {
    associatedtype Output
    func parse(_ input: inout Substring) throws -> Output
}

struct ParseError: Error, CustomStringConvertible {
    var message: String
    var remaining: Substring
    var description: String { "\(message) at \(remaining.prefix(10))" }
}

struct AnyParser<Output>: Parser {
    private let _parse: (inout Substring) throws -> Output
    init<P: Parser>(_ p: P) where P.Output == Output { _parse = p.parse }
    init(_ parse: @escaping (inout Substring) throws -> Output) { _parse = parse }
    func parse(_ input: inout Substring) throws -> Output { try _parse(&input) }
}

struct Literal: Parser {
    let text: String
    func parse(_ input: inout Substring) throws {
        guard input.hasPrefix(text) else { throw ParseError(message: "expected \(text)", remaining: input) }
        input.removeFirst(text.count)
    }
}

struct IntParser: Parser {
    static let shared = IntParser()
    func parse(_ input: inout Substring) throws -> Int {
        let digits = input.prefix { $0.isNumber }
        guard let n = Int(digits) else { throw ParseError(message: "expected int", remaining: input) }
        input.removeFirst(digits.count)
        return n
    }
}
