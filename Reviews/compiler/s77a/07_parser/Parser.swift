final class Engine { var name = "" }
final class Token { var text = "" }

struct Parser<Output> {
    let run: (inout Substring) -> Output?
    var engine = Engine()

    init(_ run: @escaping (inout Substring) -> Output?) { self.run = run }

    func map<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> Parser<NewOutput> {
        Parser<NewOutput> { input in self.run(&input).map(transform) }
    }
    func flatMap<NewOutput>(_ next: @escaping (Output) -> Parser<NewOutput>) -> Parser<NewOutput> {
        Parser<NewOutput> { _ in nil }
    }
    func optional() -> Parser<Output?> { Parser<Output?> { input in .some(self.run(&input)) } }
    func many() -> Parser<[Output]> { Parser<[Output]> { _ in [] } }
    func orElse(_ other: Parser) -> Parser { self }
    func skip<Other>(_ other: Parser<Other>) -> Self { self }
    func take<Other>(_ other: Parser<Other>) -> Parser<(Output, Other)> { Parser<(Output, Other)> { _ in nil } }
    func replace<V>(with value: V) -> Parser<V> { Parser<V> { _ in value } }
    func parse(_ text: String) -> Output? { var input = text[...]; return run(&input) }
}

enum Parsers {
    static func literal(_ text: String) -> Parser<Void> { Parser { _ in () } }
}
