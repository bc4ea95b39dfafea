protocol Node {
    func render() -> String
}

protocol Container: Node {
    var children: [Node] { get }
}

struct Text: Node {
    let value: String
    func render() -> String { value }
}

struct Group: Container {
    let children: [Node]
    func render() -> String { children.map { $0.render() }.joined() }
}

struct Empty: Node {
    func render() -> String { "" }
}

typealias NodeList = [Node]
typealias NodeFactory = () -> Node
typealias RenderableNode = Node & CustomStringConvertible
