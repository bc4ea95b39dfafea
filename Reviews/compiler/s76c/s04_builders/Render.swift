enum Renderer {
    static let root: Node = Group(children: [])
    static let maybeRoot: Node? = nil
    static let roots: [Node] = []
    static let named: [String: Node] = [:]
    static let factory: NodeFactory = { Empty() }
    static let sendableFactory: @Sendable () -> any Node = { Empty() }
    static let list: NodeList = []
    static let printable: RenderableNode? = nil
    static let opaque: some Node = Text(value: "o")
    static let erased = Text(value: "e") as Node
    static let group = Group(children: [Text(value: "a")])
    static let text = Text(value: "x")
    static let empty = Empty()
    static let pair: (Node, Int) = (Empty(), 1)
    static let resultNode: Result<Node, Error> = .success(Empty())
}

func renderAll(_ nodes: some Collection<Node>) -> String {
    nodes.map { $0.render() }.joined()
}

func firstNode(_ nodes: any Collection<Node>) -> Node? {
    nodes.first
}

func makeNode() -> some Node { Empty() }
func makeAny() -> any Node { Empty() }
func makeBare() -> Node { Empty() }
func nodes<G: Container>(in group: G) -> [Node] where G.Type == G.Type { group.children }

extension Array where Element == Node {
    func renderJoined() -> String { map { $0.render() }.joined() }
}
extension Optional where Wrapped == Node {
    var rendered: String { self?.render() ?? "" }
}
