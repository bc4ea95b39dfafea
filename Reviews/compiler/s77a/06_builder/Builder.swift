final class Engine {}
final class Gear {}

struct Single<C> { var content: C }
struct Pair<A, B> { var first: A; var second: B }
final class Label { var text = "" }

@resultBuilder
enum PartBuilder {
    static func buildBlock<C>(_ content: C) -> Single<C> { Single(content: content) }
    static func buildBlock<A, B>(_ a: A, _ b: B) -> Pair<A, B> { Pair(first: a, second: b) }
}

@resultBuilder
enum TextBuilder {
    static func buildExpression(_ value: Int) -> Label { Label() }
    static func buildExpression(_ value: Engine) -> Engine { value }
    static func buildBlock<C>(_ content: C) -> C { content }
}

@resultBuilder
enum ListBuilder<Element> {
    static func buildBlock(_ parts: Element...) -> [Element] { parts }
}

@resultBuilder
enum NameBuilder {
    static func buildExpression(_ value: Engine) -> String { "engine" }
    static func buildBlock(_ name: String) -> String { name }
}

func named<C>(@NameBuilder _ make: () -> C) -> C { make() }
func parts<C>(@PartBuilder _ make: () -> C) -> C { make() }

extension Layout {
    func named<C>(@NameBuilder _ make: () -> C) -> C { make() }
}
