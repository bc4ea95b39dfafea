struct Token: Equatable, Sendable {
    enum Kind: Sendable { case number, ident, symbol }
    var kind: Kind
    var text: Substring
}

struct Tokenizer: Sequence, IteratorProtocol {
    var input: Substring
    mutating func next() -> Token? {
        guard let c = input.first else { return nil }
        input.removeFirst()
        return Token(kind: c.isNumber ? .number : .symbol, text: Substring(String(c)))
    }
}

enum Lexer {
    static let tokenizer = Tokenizer(input: "1+2")
    static let iterator: any IteratorProtocol<Token> = Tokenizer(input: "")
    static let sequence: any Sequence<Token> = Tokenizer(input: "")
    static let tokens = Array(Tokenizer(input: "12"))
    static let kinds = Tokenizer(input: "1").map(\.kind)
    static let lazyTokens = Tokenizer(input: "1").lazy.filter { $0.kind == .number }
}
