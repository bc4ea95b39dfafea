final class Screen<Body> {
    var body: Body?
    init() {}
    func content<C>(@PartBuilder _ make: () -> C) -> Screen<C> { Screen<C>() }
    func text<C>(@TextBuilder _ make: () -> C) -> Screen<C> { Screen<C>() }
    func plain<C>(_ make: () -> C) -> Screen<C> { Screen<C>() }
    func list(@ListBuilder<Body> _ make: () -> [Body]) -> [Body] { make() }
    func overlay<O>(@PartBuilder _ make: () -> O) -> (Body, O)? { nil }
}

struct Layout {
    func stack<C>(@PartBuilder _ make: () -> C) -> Screen<C> { Screen<C>() }
    func single<C>(@TextBuilder _ make: () -> C) -> C { make() }
}
