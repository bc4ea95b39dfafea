struct Map<Upstream: Parser, Output>: Parser {
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output
    func parse(_ input: inout Substring) throws -> Output { transform(try upstream.parse(&input)) }
}

struct OneOf<Output>: Parser {
    let parsers: [any Parser<Output>]
    func parse(_ input: inout Substring) throws -> Output {
        var errors: [Error] = []
        for p in parsers {
            let saved = input
            do { return try p.parse(&input) } catch { errors.append(error); input = saved }
        }
        throw ParseError(message: "no alternative (\(errors.count))", remaining: input)
    }
}

struct Many<Element: Parser>: Parser {
    let element: Element
    let separator: Literal?
    func parse(_ input: inout Substring) throws -> [Element.Output] {
        var out: [Element.Output] = []
        while let v = try? element.parse(&input) {
            out.append(v)
            if let s = separator { do { try s.parse(&input) } catch { break } }
        }
        return out
    }
}

extension Parser {
    func map<T>(_ f: @escaping (Output) -> T) -> Map<Self, T> { Map(upstream: self, transform: f) }
    func eraseToAnyParser() -> AnyParser<Output> { AnyParser(self) }
    func erased() -> any Parser<Output> { self }
}
