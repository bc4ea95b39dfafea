@resultBuilder
enum NodeBuilder {
    static func buildBlock(_ components: Node...) -> [Node] { components }
    static func buildExpression(_ expression: Node) -> Node { expression }
    static func buildExpression(_ expression: String) -> Node { Text(value: expression) }
    static func buildOptional(_ component: [Node]?) -> Node { Group(children: component ?? []) }
    static func buildEither(first component: [Node]) -> Node { Group(children: component) }
    static func buildEither(second component: [any Node]) -> Node { Group(children: component) }
    static func buildArray(_ components: [[Node]]) -> Node { Group(children: components.flatMap { $0 }) }
    static func buildFinalResult(_ component: [Node]) -> Group { Group(children: component) }
    static let separator = Text(value: ",")
    static var depth = 0
}

func build(@NodeBuilder _ content: () -> Group) -> Group { content() }

func page(title: String, flag: Bool) -> Group {
    build {
        "Title: \(title)"
        if flag {
            Text(value: "on")
        } else {
            Empty()
        }
        for i in 0..<3 {
            Text(value: "\(i)")
        }
    }
}

struct Section {
    let header: Node?
    let body: Group
    init(header: Node? = nil, @NodeBuilder body: () -> Group) {
        self.header = header
        self.body = body()
    }
}
